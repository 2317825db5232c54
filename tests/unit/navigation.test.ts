import { describe, expect, it } from "vitest";
import { MENU_LINKS } from "~/content/navigation";
import { isActivePath, isCurrentPath } from "~/lib/navigation";

describe("isActivePath", () => {
  it("marks an entry active on its own path", () => {
    expect(isActivePath("/about", "/about")).toBe(true);
    expect(isActivePath("/about", "/about/")).toBe(true);
  });

  it("marks a parent active on any path below it", () => {
    expect(isActivePath("/services", "/services/consultancy")).toBe(true);
    expect(isActivePath("/help-connect", "/help-connect/faqs")).toBe(true);
  });

  it("compares whole path segments", () => {
    expect(isActivePath("/services", "/services-extra")).toBe(false);
    expect(isActivePath("/help", "/help-connect")).toBe(false);
  });

  it("keeps home active only on the home page", () => {
    expect(isActivePath("/", "/")).toBe(true);
    expect(isActivePath("/", "/about")).toBe(false);
  });

  it("ignores query strings and fragments", () => {
    expect(isActivePath("/about", "/about#speak-your-vision")).toBe(true);
    expect(isActivePath("/contact", "/contact?subject=Hi")).toBe(true);
  });

  it("lights up exactly one top-level entry for every menu path", () => {
    for (const link of MENU_LINKS) {
      for (const path of [link.path, ...(link.subLinks ?? []).map((sub) => sub.path)]) {
        const active = MENU_LINKS.filter((entry) => isActivePath(entry.path, path));
        expect(active.map((entry) => entry.name)).toEqual([link.name]);
      }
    }
  });
});

describe("menu", () => {
  it("leaves Home out and lists the spec's tree", () => {
    expect(MENU_LINKS.map((link) => link.path)).toEqual([
      "/about",
      "/history",
      "/services",
      "/techniques",
      "/swift-development",
      "/help-connect",
    ]);
    expect(MENU_LINKS.find((link) => link.path === "/help-connect")?.subLinks?.map((sub) => sub.path)).toEqual([
      "/help-connect/blog-highlights",
      "/help-connect/faqs",
      "/help-connect/contact-us",
    ]);
  });
});

describe("isCurrentPath", () => {
  it("matches the link's own page only, not the pages below it", () => {
    expect(isCurrentPath("/services", "/services")).toBe(true);
    expect(isCurrentPath("/services", "/services/?ref=menu#top")).toBe(true);
    expect(isCurrentPath("/services", "/services/consultancy")).toBe(false);
    expect(isCurrentPath("/", "/about")).toBe(false);
  });
});
