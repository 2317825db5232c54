import { describe, expect, it } from "vitest";
import { HELP_CONNECT } from "~/content/help-connect";
import { FOOTER_QUICK_LINKS, HOME_LINK, MENU_LINKS } from "~/content/navigation";
import { PUBLIC_ROUTES, SITEMAP_PATHS } from "~/content/public-routes";
import { SERVICES_INDEX } from "~/content/services";
import { techniquePath, TECHNIQUES } from "~/content/techniques";

const listed = new Set(PUBLIC_ROUTES.map((route) => route.path));

describe("the public route list", () => {
  it("has each address once", () => {
    expect(listed.size).toBe(PUBLIC_ROUTES.length);
  });

  it("covers the spec's navigation tree, the footer and the extra routed pages", () => {
    const navigation = [HOME_LINK, ...MENU_LINKS, ...FOOTER_QUICK_LINKS].flatMap((link) => [
      link.path,
      ...(link.subLinks ?? []).map((sub) => sub.path),
    ]);
    for (const path of [...navigation, "/blog", "/faq", "/contact", "/motor-control-design"]) {
      expect(listed, path).toContain(path);
    }
  });

  it("covers every service, technique and hub card", () => {
    const cardPaths = [...SERVICES_INDEX.cards, ...HELP_CONNECT.cards].map((card) => card.href);
    for (const path of [...cardPaths, ...TECHNIQUES.map((technique) => techniquePath(technique.slug))]) {
      expect(listed, path).toContain(path);
    }
  });

  it("marks exactly the techniques without an article as placeholders and leaves them out of the sitemap", () => {
    const generic = TECHNIQUES.filter((technique) => technique.page.kind === "generic").map((technique) =>
      techniquePath(technique.slug),
    );
    expect(generic.length).toBeGreaterThan(0);
    expect(PUBLIC_ROUTES.filter((route) => route.placeholder).map((route) => route.path)).toEqual(generic);
    for (const path of generic) expect(SITEMAP_PATHS).not.toContain(path);
  });

  it("leaves aliases out of the sitemap and points them at listed pages", () => {
    const aliases = PUBLIC_ROUTES.filter((route) => route.aliasOf);
    expect(aliases).toEqual([
      { path: "/contact", name: "the contact form", aliasOf: "/help-connect/contact-us" },
      { path: "/blog", name: "Blog Highlights", aliasOf: "/help-connect/blog-highlights" },
      { path: "/faq", name: "FAQs", aliasOf: "/help-connect/faqs" },
    ]);
    for (const alias of aliases) {
      expect(SITEMAP_PATHS).toContain(alias.aliasOf);
      expect(SITEMAP_PATHS).not.toContain(alias.path);
    }
  });

  it("keeps the staff console out of the public list and the sitemap", () => {
    for (const path of [...listed, ...SITEMAP_PATHS]) expect(path).not.toMatch(/^\/staff(\/|$)/);
  });
});
