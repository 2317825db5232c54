import { describe, expect, it } from "vitest";
import { PAGE_NAMES, safeHref, splitReplyLinks } from "~/features/assistant/reply-links";
import { PUBLIC_ROUTES } from "~/content/public-routes";

const links = (reply: string) =>
  splitReplyLinks(reply)
    .filter((segment) => segment.kind === "link")
    .map(({ text, href, sameSite }) => ({ text, href, sameSite }));

/** The reply as the visitor reads it: text and link labels. */
const shown = (reply: string) =>
  splitReplyLinks(reply)
    .map((segment) => segment.text)
    .join("");

describe("splitReplyLinks", () => {
  it("shows a site path as the page's name and keeps the rest as text", () => {
    const reply = 'From our FAQs: "Yes." — see /help-connect/faqs\n\nMore: /swift-development.';
    expect(splitReplyLinks(reply)).toEqual([
      { kind: "text", text: 'From our FAQs: "Yes." — see ' },
      { kind: "link", text: "FAQs", href: "/help-connect/faqs", sameSite: true },
      { kind: "text", text: "\n\nMore: " },
      { kind: "link", text: "Swift Development", href: "/swift-development", sameSite: true },
      { kind: "text", text: "." },
    ]);
  });

  it("names the contact form with its prefilled subject, and keeps anchors, without sentence punctuation", () => {
    expect(links("Use /contact?subject=Quotation+Request, or /about#speak-your-vision.")).toEqual([
      {
        text: "the contact form (Quotation Request)",
        href: "/contact?subject=Quotation+Request",
        sameSite: true,
      },
      { text: "About Us", href: "/about#speak-your-vision", sameSite: true },
    ]);
    expect(links("Write via /help-connect/contact-us or /contact/")).toEqual([
      { text: "the contact form", href: "/help-connect/contact-us", sameSite: true },
      { text: "the contact form", href: "/contact/", sameSite: true },
    ]);
  });

  it("links the site's contact address, bare or in Markdown, and no other", () => {
    expect(links("Or write to hello@tetra-electronics.com! Or [mail us](mailto:hello@tetra-electronics.com)")).toEqual([
      { text: "hello@tetra-electronics.com", href: "mailto:hello@tetra-electronics.com", sameSite: false },
      { text: "mail us", href: "mailto:hello@tetra-electronics.com", sameSite: false },
    ]);
    expect(splitReplyLinks("Write to sales@evil.example or [us](mailto:sales@evil.example).")).toEqual([
      { kind: "text", text: "Write to sales@evil.example or us (mailto:sales@evil.example)." },
    ]);
  });

  it("renders Markdown links to the site's pages with their label", () => {
    expect(links("Read [our FAQs](/help-connect/faqs) or [ask](/contact?subject=Swift+Development+Inquiry).")).toEqual([
      { text: "our FAQs", href: "/help-connect/faqs", sameSite: true },
      { text: "ask", href: "/contact?subject=Swift+Development+Inquiry", sameSite: true },
    ]);
  });

  it("never links another site, however it is written, and shows where it points as text", () => {
    for (const reply of [
      "See https://evil.example/contact today.",
      "See http://evil.example.",
      "See //evil.example/path or /\\evil.example",
      "See [our page](https://evil.example/login).",
      "[click me](javascript:void%200) now",
      "[x](//evil.example/path)",
      "[x](data:text/html,hi)",
      "javascript:alert(1)",
    ]) {
      expect(links(reply), reply).toEqual([]);
    }
    expect(shown("See [our page](https://evil.example/login).")).toBe("See our page (https://evil.example/login).");
    expect(shown("See https://evil.example/contact today.")).toBe("See https://evil.example/contact today.");
  });

  it("does not link paths of no public page, slashes inside words, or HTML", () => {
    expect(links("Try /staff, /api/chatbot, /techniques/unknown or [admin](/staff/leads).")).toEqual([]);
    expect(links('and/or 1/2 <a href="/about">x</a>')).toEqual([]);
    expect(splitReplyLinks("<img src=x onerror=alert(1)>")).toEqual([
      { kind: "text", text: "<img src=x onerror=alert(1)>" },
    ]);
  });
});

describe("safeHref", () => {
  it("allows the site's public pages and its contact address only", () => {
    expect(safeHref("/services")).toEqual({ href: "/services", sameSite: true });
    expect(safeHref("/contact?subject=Hi")).toEqual({ href: "/contact?subject=Hi", sameSite: true });
    expect(safeHref("mailto:hello@tetra-electronics.com")).toEqual({
      href: "mailto:hello@tetra-electronics.com",
      sameSite: false,
    });
    for (const unsafe of [
      "https://example.com",
      "mailto:a@b.co",
      "//evil.example",
      "/\\evil.example",
      "javascript:alert(1)",
      "data:text/html,x",
      "/staff",
      "services",
    ]) {
      expect(safeHref(unsafe), unsafe).toBeNull();
    }
  });
});

describe("page names", () => {
  it("name every public page", () => {
    expect(Object.keys(PAGE_NAMES).sort()).toEqual(PUBLIC_ROUTES.map((route) => route.path).sort());
  });
});
