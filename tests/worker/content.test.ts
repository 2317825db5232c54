import { env } from "cloudflare:test";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { EDITABLE_CONTENT } from "~/content/editable";
import { clearContentCache, loadPageContent, loadPagesContent } from "~/features/managed-content/content.server";
import { withQueryCount } from "~/lib/d1-query-count.server";
import { setSection } from "./support/content";

beforeEach(() => clearContentCache());

describe("seed migration", () => {
  // The seed stored the fifteen sections that were editable first; every later section starts
  // without a row and shows its built-in wording until staff store one.
  it("stores only catalogued sections, each with its built-in wording", async () => {
    const { results } = await env.DB.prepare(
      "SELECT page_identifier AS page, section_identifier AS section, language_code AS language, content_html AS html FROM web_content",
    ).all<{ page: string; section: string; language: string; html: string }>();
    expect(results).toHaveLength(15);
    const catalogue: Record<string, Record<string, string> | undefined> = EDITABLE_CONTENT;
    for (const row of results) {
      expect(row.language).toBe("en-GB");
      expect(catalogue[row.page]?.[row.section], `${row.page}/${row.section}`).toBe(row.html);
    }
  });

  it("refuses a second row for the same page, section and language", async () => {
    await expect(
      env.DB.prepare(
        "INSERT INTO web_content (page_identifier, section_identifier, content_html) VALUES ('home_page', 'core_message', 'x')",
      ).run(),
    ).rejects.toThrow(/UNIQUE/);
  });
});

describe("loadPageContent", () => {
  it("reads several pages' sections with one query", async () => {
    const { db, statements } = withQueryCount(env.DB);
    await setSection("help_connect_page", "intro", "<em>Hub</em>");
    const [blog, hub] = await loadPagesContent({ ...env, DB: db, CONTENT_CACHE_TTL_SECONDS: "0" }, [
      "blog_page",
      "help_connect_page",
    ]);
    expect(statements).toHaveLength(1);
    expect(blog.ok && blog.sections.title).toBe("Blog Highlights");
    expect(hub.ok && hub.sections.intro).toBe("<em>Hub</em>");
  });

  it("keeps only inline HTML in a section shown inside a heading, paragraph or list item", async () => {
    await setSection("home_page", "hero_tagline", "<p>We make <strong>ideas</strong> real.</p><ul><li>x</li></ul>");
    await setSection("home_page", "core_message", "<p>A <strong>block</strong></p><ul><li>x</li></ul>");
    const content = await loadPageContent(env, "home_page");
    expect(content.ok && content.sections.hero_tagline).toBe("We make <strong>ideas</strong> real.x");
    expect(content.ok && content.sections.core_message).toBe("<p>A <strong>block</strong></p><ul><li>x</li></ul>");
  });

  it("reads all of a page's sections with one query", async () => {
    const { db, statements } = withQueryCount(env.DB);
    const content = await loadPageContent({ ...env, DB: db, CONTENT_CACHE_TTL_SECONDS: "0" }, "electronic_design_page");
    expect(statements).toHaveLength(1);
    expect(content.ok && Object.keys(content.sections).sort()).toEqual(
      Object.keys(EDITABLE_CONTENT.electronic_design_page).sort(),
    );
  });

  it("returns stored HTML, sanitised", async () => {
    await setSection(
      "home_page",
      "core_message",
      '<p onclick="steal()">We <strong>build</strong> <a href="javascript:alert(1)">it</a></p><script>alert(1)</script>',
    );
    const content = await loadPageContent(env, "home_page");
    expect(content).toEqual({
      ok: true,
      page: "home_page",
      sections: expect.objectContaining({ core_message: "<p>We <strong>build</strong> <a>it</a></p>" }),
    });
  });

  it("falls back to the built-in wording for a missing row, NULL or blank content", async () => {
    await env.DB.prepare(
      "DELETE FROM web_content WHERE page_identifier = 'system_development_page' AND section_identifier = 'title'",
    ).run();
    await setSection("system_development_page", "intro", null);
    await setSection("home_page", "swift_button_label", "   ");
    const system = await loadPageContent(env, "system_development_page");
    const home = await loadPageContent(env, "home_page");
    expect(system.ok && system.sections.title).toBe("μSystem Development");
    expect(system.ok && system.sections.intro).toBe(EDITABLE_CONTENT.system_development_page.intro);
    expect(home.ok && home.sections.swift_button_label).toBe("Discover Swift Development");
  });

  it("reads the en-GB rows unless another language is asked for", async () => {
    await setSection("blog_page", "title", "Blog-Highlights", "de-DE");
    const english = await loadPageContent(env, "blog_page");
    const german = await loadPageContent(env, "blog_page", "de-DE");
    expect(english.ok && english.sections.title).toBe("Blog Highlights");
    expect(german.ok && german.sections.title).toBe("Blog-Highlights");
    expect(german.ok && german.sections.intro_paragraph).toBe(EDITABLE_CONTENT.blog_page.intro_paragraph);
  });

  it("keeps a page's content for the cache lifetime, then reads the edit", async () => {
    const cachingEnv = { ...env, CONTENT_CACHE_TTL_SECONDS: "60" };
    const first = await loadPageContent(cachingEnv, "faq_page");
    await setSection("faq_page", "title", "FAQ (edited)");
    expect(await loadPageContent(cachingEnv, "faq_page")).toEqual(first);
    clearContentCache();
    const afterExpiry = await loadPageContent(cachingEnv, "faq_page");
    expect(afterExpiry.ok && afterExpiry.sections.title).toBe("FAQ (edited)");
  });

  it("reports a database failure as a content error with a generic reason, and logs D1's words", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const prepare = () => {
      throw new Error("D1_ERROR: no such table: web_content");
    };
    // Broken on the primary and on every replica session alike.
    const broken = { prepare, withSession: () => ({ prepare }) } as unknown as D1Database;
    const content = await loadPageContent({ ...env, DB: broken, CONTENT_CACHE_TTL_SECONDS: "0" }, "home_page");
    expect(content).toEqual({
      ok: false,
      page: "home_page",
      error: { kind: "backend", message: "our database could not be read" },
    });
    const logged = errors.mock.calls.map((call) => JSON.parse(String(call[0])));
    expect(logged).toContainEqual(
      expect.objectContaining({
        event: "content_not_loaded",
        pages: "home_page",
        reason: expect.stringContaining("no such table"),
      }),
    );
    errors.mockRestore();
  });
});
