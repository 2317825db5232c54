import { env } from "cloudflare:test";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { EDITABLE_CONTENT } from "~/content/editable";
import { clearContentCache, loadPageContent } from "~/features/managed-content/content.server";
import {
  MAX_CONTENT_CHARS,
  PageTextInputError,
  previewSection,
  resetSection,
  restoreVersion,
  sectionHistory,
  setSection,
  showSection,
} from "~/features/staff-console/page-text.server";
import {
  editSection,
  pageTextIndex,
  restoreSectionVersion,
  sectionChange,
  sectionEditor,
} from "~/features/staff-console/page-text-console.server";
import { loggedLines } from "./support/logs";

// The page-text rules and writes that the staff console and `npm run staff -- content` share,
// against the real local D1 database, read back as the public pages read it.

beforeEach(() => clearContentCache());

const STAFF = "editor@example.com";

async function storedHtml(page: string, section: string) {
  const row = await env.DB.prepare(
    "SELECT content_html FROM web_content WHERE page_identifier = ?1 AND section_identifier = ?2",
  )
    .bind(page, section)
    .first<{ content_html: string | null }>();
  return row?.content_html;
}

describe("the versions migration", () => {
  it("records every value stored before it as that section's first version", async () => {
    const history = await sectionHistory(env.DB, "home_page", "core_message");
    expect(history.at(-1)).toMatchObject({
      action: "set",
      changedBy: "unknown (stored before versions were kept)",
      html: EDITABLE_CONTENT.home_page.core_message,
    });
  });
});

describe("previewSection", () => {
  it("renders a proposed value as the page will, without storing it", async () => {
    const before = await storedHtml("about_page", "who_we_are");
    const preview = previewSection(
      "about_page",
      "who_we_are",
      '<p onclick="steal()">We <strong>build</strong></p><script>alert(1)</script>',
    );
    expect(preview).toEqual({ ok: true, html: "<p>We <strong>build</strong></p>", changed: true });
    expect(await storedHtml("about_page", "who_we_are")).toBe(before);
  });

  it("keeps only inline formatting for a section shown inside a heading, as the page does", async () => {
    const input = "<p>We make <strong>ideas</strong> real.</p>";
    const preview = previewSection("home_page", "hero_tagline", input);
    await setSection(env.DB, "home_page", "hero_tagline", "We make <strong>ideas</strong> real.", STAFF);
    const page = await loadPageContent(env, "home_page");
    expect(preview.ok && preview.html).toBe("We make <strong>ideas</strong> real.");
    expect(page.ok && page.sections.hero_tagline).toBe(preview.html);
  });

  it("says why a value would be refused, and shows the built-in text visitors would see", () => {
    expect(previewSection("faq_page", "intro", "<script>alert(1)</script>")).toEqual({
      ok: false,
      error: expect.stringContaining("sanitises to nothing"),
      html: EDITABLE_CONTENT.faq_page.intro,
    });
    expect(previewSection("faq_page", "intro", "a".repeat(MAX_CONTENT_CHARS + 1))).toMatchObject({
      ok: false,
      error: expect.stringContaining(`a section holds at most ${MAX_CONTENT_CHARS}`),
    });
    expect(previewSection("faq_page", "intro", "bell\x07")).toMatchObject({
      ok: false,
      error: expect.stringContaining("control character \\x07"),
    });
  });

  it("refuses an unknown page or section", () => {
    expect(() => previewSection("nowhere_page", "intro", "x")).toThrow(PageTextInputError);
    expect(() => previewSection("faq_page", "nowhere", "x")).toThrow(/unknown section "nowhere" of faq_page/);
  });
});

describe("setSection, sectionHistory and restoreVersion", () => {
  it("stores the value with a version naming who changed it, and the page shows it", async () => {
    const state = await setSection(env.DB, "blog_page", "intro_paragraph", "<p>Version <em>one</em></p>", STAFF);
    expect(state.rendered).toEqual({ source: "stored", html: "<p>Version <em>one</em></p>" });
    const [latest] = await sectionHistory(env.DB, "blog_page", "intro_paragraph");
    expect(latest).toMatchObject({ html: "<p>Version <em>one</em></p>", action: "set", changedBy: STAFF });
    expect(latest!.changedAt).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    const page = await loadPageContent(env, "blog_page");
    expect(page.ok && page.sections.intro_paragraph).toBe("<p>Version <em>one</em></p>");
  });

  it("lists versions newest first and restores an earlier one, recording the restore", async () => {
    await setSection(env.DB, "services_page", "intro", "<p>First</p>", STAFF);
    await setSection(env.DB, "services_page", "intro", "<p>Second</p>", "other@example.com");
    const [second, first] = await sectionHistory(env.DB, "services_page", "intro");
    expect(second).toMatchObject({ html: "<p>Second</p>", changedBy: "other@example.com" });
    expect(first).toMatchObject({ html: "<p>First</p>", changedBy: STAFF });

    const restored = await restoreVersion(env.DB, "services_page", "intro", first!.id, STAFF);
    expect(restored.rendered.html).toBe("<p>First</p>");
    expect(await storedHtml("services_page", "intro")).toBe("<p>First</p>");
    const [latest] = await sectionHistory(env.DB, "services_page", "intro");
    expect(latest).toMatchObject({ html: "<p>First</p>", action: "restore", restoredVersion: first!.id });
    const page = await loadPageContent(env, "services_page");
    expect(page.ok && page.sections.intro).toBe("<p>First</p>");
  });

  it("records a reset, and restoring it brings the built-in text back", async () => {
    await setSection(env.DB, "faq_page", "title", "Questions", STAFF);
    expect(await resetSection(env.DB, "faq_page", "title", STAFF)).toBe(true);
    expect(await storedHtml("faq_page", "title")).toBeUndefined();
    const [reset, set] = await sectionHistory(env.DB, "faq_page", "title");
    expect(reset).toMatchObject({ action: "reset", html: null, changedBy: STAFF });

    // Nothing stored: nothing deleted, and no version recorded.
    expect(await resetSection(env.DB, "faq_page", "title", STAFF)).toBe(false);
    expect((await sectionHistory(env.DB, "faq_page", "title"))[0]!.id).toBe(reset!.id);

    await restoreVersion(env.DB, "faq_page", "title", set!.id, STAFF);
    expect(await storedHtml("faq_page", "title")).toBe("Questions");
    const state = await restoreVersion(env.DB, "faq_page", "title", reset!.id, STAFF);
    expect(state.stored).toBeNull();
    expect(state.rendered).toEqual({ source: "built-in", html: EDITABLE_CONTENT.faq_page.title });
  });

  it("refuses a version of another section, leaving the section alone", async () => {
    await setSection(env.DB, "history_page", "heading", "Our history", STAFF);
    const [other] = await sectionHistory(env.DB, "history_page", "heading");
    const before = await showSection(env.DB, "home_page", "core_message");
    await expect(restoreVersion(env.DB, "home_page", "core_message", other!.id, STAFF)).rejects.toThrow(
      `home_page / core_message has no version ${other!.id}`,
    );
    expect(await showSection(env.DB, "home_page", "core_message")).toEqual(before);
  });
});

describe("the editor's forms", () => {
  const form = (fields: Record<string, string>) => {
    const body = new FormData();
    for (const [name, value] of Object.entries(fields)) body.set(name, value);
    return new Request("https://example.com/staff/pages/faq_page/intro", { method: "POST", body });
  };

  it("Preview answers with the rendered text and stores nothing", async () => {
    const before = await storedHtml("faq_page", "intro");
    const answer = await editSection(
      form({ intent: "preview", text: "<p>Soon <em>here</em></p>" }),
      env,
      STAFF,
      "faq_page",
      "intro",
    );
    expect(answer).toMatchObject({ preview: { ok: true, html: "<p>Soon <em>here</em></p>" } });
    expect(await storedHtml("faq_page", "intro")).toBe(before);
  });

  it("Save refuses what the command refuses, in a sentence, and stores nothing", async () => {
    const before = await storedHtml("faq_page", "intro");
    const answer = await editSection(form({ intent: "save", text: "<p> </p>" }), env, STAFF, "faq_page", "intro");
    expect(answer).toMatchObject({
      init: { status: 400 },
      data: {
        result: {
          error: {
            text: ['The text sanitises to "<p> </p>", which shows nothing: visitors would see an empty section.'],
          },
        },
      },
    });
    expect(await storedHtml("faq_page", "intro")).toBe(before);
  });

  it("Save stores the text, goes back to the editor and logs who saved what section, not the text", async () => {
    const log = vi.spyOn(console, "log").mockImplementation(() => {});
    const answer = await editSection(form({ intent: "save", text: "<p>Kept</p>" }), env, STAFF, "faq_page", "intro");
    expect(answer).toBeInstanceOf(Response);
    expect((answer as Response).headers.get("Location")).toBe("/staff/pages/faq_page/intro?done=saved");
    expect(await storedHtml("faq_page", "intro")).toBe("<p>Kept</p>");
    expect(loggedLines(log)).toEqual([
      { level: "info", event: "staff_page_text_saved", staff: STAFF, page: "faq_page", section: "intro" },
    ]);
    log.mockRestore();
  });

  it("Restore refuses a version that is not the section's, changing nothing", async () => {
    const before = await storedHtml("faq_page", "intro");
    for (const version of ["999999", "latest"]) {
      const answer = await restoreSectionVersion(form({ version }), env, STAFF, "faq_page", "intro");
      expect(answer.headers.get("Location")).toBe("/staff/pages/faq_page/intro?done=unknown-version");
    }
    expect(await storedHtml("faq_page", "intro")).toBe(before);
  });

  it("answers 404 for a section that is not in the catalogue", async () => {
    await expect(
      editSection(form({ intent: "preview", text: "x" }), env, STAFF, "faq_page", "nowhere"),
    ).rejects.toMatchObject({ init: { status: 404 } });
  });
});

describe("page text by where it appears", () => {
  it("lists every editable page in the site's order and every section once, in the page's order", async () => {
    const { pages } = await pageTextIndex(env, "");
    expect(pages.map((page) => page.path).slice(0, 3)).toEqual(["/", "/about", "/history"]);
    expect(pages.map((page) => page.page).sort()).toEqual(Object.keys(EDITABLE_CONTENT).sort());
    for (const { page, sections } of pages) {
      expect(sections.map((entry) => entry.section)).toEqual(
        Object.keys(EDITABLE_CONTENT[page as keyof typeof EDITABLE_CONTENT]),
      );
    }
  });

  it("names a section by what the page shows around it, never by its identifier", async () => {
    const { pages } = await pageTextIndex(env, "");
    const motor = pages.find((page) => page.page === "motor_control_page")!;
    expect(motor).toMatchObject({ name: "Motor Control Design", path: "/motor-control-design" });
    const label = (section: string) => motor.sections.find((entry) => entry.section === section)?.label;
    expect(label("faq_prototype_timeline_answer")).toBe("Answer · How long does it take to get a first prototype?");
    expect(label("faq_prototype_timeline_question")).toBe("Question · Motor Control FAQs");
    expect(label("benefit_efficiency_text")).toBe("Card text · Higher Efficiency");
    expect(label("faqs_heading")).toBe("Heading");
    for (const { sections } of pages) {
      for (const entry of sections) expect(entry.label).not.toMatch(/_/);
    }
  });

  it("links each section to its place on the public page", async () => {
    const { pages } = await pageTextIndex(env, "");
    const answer = pages
      .find((page) => page.page === "motor_control_page")!
      .sections.find((entry) => entry.section === "faq_prototype_timeline_answer")!;
    expect(answer.siteHref).toBe(
      "/motor-control-design#:~:text=Most%20motor%20controller%20projects%20reach%20a%20first%20working",
    );
    expect(answer.editHref).toBe("/staff/pages/motor_control_page/faq_prototype_timeline_answer");
    expect(answer.excerpt).toBe("Most motor controller projects reach a first working prototype in 6 to 12 weeks, …");
  });

  it("finds sections by their label or their text as it shows now, in any case and spacing", async () => {
    await setSection(env.DB, "history_page", "cta_text", "<em>Zebra  crossing</em> ahead", STAFF);
    const byText = await pageTextIndex(env, "  ZEBRA crossing ");
    expect(byText).toMatchObject({ search: "ZEBRA crossing", matches: 1 });
    expect(byText.pages.map((page) => page.page)).toEqual(["history_page"]);
    expect(byText.pages[0]!.sections).toMatchObject([{ section: "cta_text", stored: true }]);

    // The answer is found by its question, which is its label.
    const byLabel = await pageTextIndex(env, "first prototype");
    const motor = byLabel.pages.find((page) => page.page === "motor_control_page")!;
    expect(motor.sections.map((entry) => entry.section)).toContain("faq_prototype_timeline_answer");
    expect(byLabel.matches).toBe(byLabel.pages.reduce((sum, page) => sum + page.sections.length, 0));

    // Words in any order, endings forgiven: the FAQ "How long does it take to get a first working prototype?".
    for (const words of ["how long prototype", "prototyping long how", "projects controllers"]) {
      const found = await pageTextIndex(env, words);
      const sections = found.pages.find((page) => page.page === "motor_control_page")?.sections ?? [];
      expect(
        sections.map((entry) => entry.section),
        words,
      ).toContain("faq_prototype_timeline_answer");
    }

    expect(await pageTextIndex(env, "no section says this")).toEqual({
      search: "no section says this",
      matches: 0,
      pages: [],
    });
  });
});

describe("what Restore and Reset would change", () => {
  it("the editor names the section by its place and keeps the original text for the history", async () => {
    const editor = await sectionEditor(env, "motor_control_page", "faq_prototype_timeline_answer");
    expect(editor).toMatchObject({
      pageName: "Motor Control Design",
      label: "Answer · How long does it take to get a first prototype?",
      original:
        "Most motor controller projects reach a first working prototype in 6 to 12 weeks, depending on complexity and component availability.",
    });
  });

  it("shows what the section shows now and what a version would make it show, changing nothing", async () => {
    await setSection(env.DB, "history_page", "cta_text", "<em>First</em>", STAFF);
    await setSection(env.DB, "history_page", "cta_text", "<em>Second</em>", STAFF);
    const [, first] = await sectionHistory(env.DB, "history_page", "cta_text");
    const change = await sectionChange(env, "history_page", "cta_text", String(first!.id));
    expect(change).toMatchObject({
      before: "<em>Second</em>",
      after: { id: first!.id, html: "<em>First</em>" },
      unchanged: false,
    });
    const original = await sectionChange(env, "history_page", "cta_text", "original");
    expect(original.after).toEqual({ id: null, html: EDITABLE_CONTENT.history_page.cta_text });
    expect(await storedHtml("history_page", "cta_text")).toBe("<em>Second</em>");
  });

  it("answers 404 for a version that is not the section's", async () => {
    await setSection(env.DB, "faq_page", "intro", "<p>Mine</p>", STAFF);
    const [mine] = await sectionHistory(env.DB, "faq_page", "intro");
    for (const version of ["999999", "latest", ""]) {
      await expect(sectionChange(env, "history_page", "cta_text", version)).rejects.toMatchObject({
        init: { status: 404 },
      });
    }
    await expect(sectionChange(env, "history_page", "cta_text", String(mine!.id))).rejects.toMatchObject({
      init: { status: 404 },
    });
  });
});
