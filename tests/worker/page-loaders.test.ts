import { env } from "cloudflare:test";
import { beforeEach, describe, expect, it } from "vitest";
import { EDITABLE_CONTENT } from "~/content/editable";
import { RouterContextProvider } from "react-router";
import { withCloudflare } from "~/lib/cloudflare-context.server";
import { clearContentCache } from "~/features/managed-content/content.server";
import { loader as aboutLoader } from "~/routes/about";
import { loader as blogLoader } from "~/routes/blog-highlights";
import { loader as faqLoader } from "~/routes/faqs";
import { loader as electronicDesignLoader } from "~/routes/services.electronic-design";
import { loader as systemDevelopmentLoader } from "~/routes/services.system-development";
import { loader as servicesLoader } from "~/routes/services";

type AnyLoader = (
  args: never,
) => Promise<{ content: { ok: boolean; page: string; sections?: Record<string, string> } }>;

/** Every content page loader with its editable page and the sections it renders. */
const PAGES: [route: string, loader: AnyLoader, page: keyof typeof EDITABLE_CONTENT][] = [
  ["/about", aboutLoader as AnyLoader, "about_page"],
  ["/services", servicesLoader as AnyLoader, "services_page"],
  ["/services/electronic-design", electronicDesignLoader as AnyLoader, "electronic_design_page"],
  ["/services/system-development", systemDevelopmentLoader as AnyLoader, "system_development_page"],
  ["/help-connect/blog-highlights", blogLoader as AnyLoader, "blog_page"],
  ["/help-connect/faqs", faqLoader as AnyLoader, "faq_page"],
];

function load(loader: AnyLoader) {
  const args = {
    request: new Request("https://tetra.example/"),
    params: {},
    context: withCloudflare(new RouterContextProvider(), { env, ctx: {} as ExecutionContext }),
  };
  return loader(args as never);
}

async function setSection(page: string, section: string, html: string | null) {
  await env.DB.prepare(
    "UPDATE web_content SET content_html = ?1 WHERE page_identifier = ?2 AND section_identifier = ?3",
  )
    .bind(html, page, section)
    .run();
}

beforeEach(() => clearContentCache());

describe("content page loaders", () => {
  for (const [route, loader, page] of PAGES) {
    it(`${route} serves staff edits of ${page} and falls back to the built-in wording`, async () => {
      const sections = Object.keys(EDITABLE_CONTENT[page]);
      for (const section of sections) await setSection(page, section, `<p>Edited ${section}</p>`);
      const edited = await load(loader);
      expect(edited.content.ok).toBe(true);
      expect(edited.content.page).toBe(page);
      expect(edited.content.sections).toEqual(
        Object.fromEntries(sections.map((section) => [section, `<p>Edited ${section}</p>`])),
      );

      for (const section of sections) await setSection(page, section, null);
      clearContentCache();
      const fallback = await load(loader);
      expect(fallback.content.sections).toEqual(EDITABLE_CONTENT[page]);
    });
  }

  it("falls back to 'μSystem Development' for the system development title", async () => {
    await setSection("system_development_page", "title", "");
    const { content } = await load(systemDevelopmentLoader as AnyLoader);
    expect(content.sections?.title).toBe("μSystem Development");
  });
});
