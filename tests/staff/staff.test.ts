import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EDITABLE_CONTENT } from "~/content/editable";
import { MAX_CONTENT_CHARS } from "~/features/staff-console/page-text.server";
import { openPlatform, platformConfig, type Platform } from "../../scripts/staff/platform";
import { migratedState, runWrangler, staffProcess, staffWith } from "./support";

// Every command runs against a real local D1 database and R2 bucket, in a temporary state folder
// with the project's migrations applied. Most run in this process on one shared workerd (starting
// one takes seconds); the last few run `npm run staff` as a process of its own.

/** Stored text a visitor could send: an OSC 8 hyperlink whose target is not its text, and "clear screen". */
const HOSTILE = "\x1b]8;;http://evil.example\x07click\x1b]8;;\x07 and \x1b[2J";
const HOSTILE_PRINTED = "\\x1b]8;;http://evil.example\\x07click\\x1b]8;;\\x07 and \\x1b[2J";

let persistTo: string;
let migrationsDir: string;
let platform: Platform;
let work: string;

beforeAll(async () => {
  persistTo = await migratedState();
  work = mkdtempSync(path.join(tmpdir(), "staff-work-"));
  // content set --migration numbers its file after the project's migrations; a copy keeps the real folder clean.
  migrationsDir = path.join(work, "migrations");
  cpSync("migrations", migrationsDir, { recursive: true });
  platform = await openPlatform({ kind: "local", persistTo });
});

afterAll(async () => {
  await platform?.dispose();
  for (const folder of [persistTo, work]) if (folder) rmSync(folder, { recursive: true, force: true });
});

const staff = (...args: string[]) => staffWith(platform, migrationsDir, args);

async function storedHtml(page: string, section: string) {
  const row = await platform.db
    .prepare("SELECT content_html FROM web_content WHERE page_identifier = ?1 AND section_identifier = ?2")
    .bind(page, section)
    .first<{ content_html: string | null }>();
  return row?.content_html;
}

describe("content", () => {
  it("lists every page and section of the catalogue", async () => {
    const { code, out } = await staff("content", "list");
    expect(code).toBe(0);
    for (const [page, sections] of Object.entries(EDITABLE_CONTENT)) {
      expect(out).toContain(page);
      for (const section of Object.keys(sections))
        expect(out).toMatch(new RegExp(`^  ${section} +(stored|built-in text)`, "m"));
    }
  });

  it("refuses an unknown page or section, listing the valid ones", async () => {
    const page = await staff("content", "show", "nowhere_page", "title");
    expect(page.code).toBe(2);
    expect(page.err).toContain('unknown page "nowhere_page"');
    expect(page.err).toContain(Object.keys(EDITABLE_CONTENT).join(", "));

    const section = await staff("content", "set", "home_page", "headline", "--text", "<p>x</p>");
    expect(section.code).toBe(2);
    expect(section.err).toContain('unknown section "headline" of home_page');
    expect(section.err).toContain(Object.keys(EDITABLE_CONTENT.home_page).join(", "));

    const list = await staff("content", "list", "nowhere_page");
    expect(list.code).toBe(2);
  });

  it("stores sanitised HTML, prints what will render, and shows it overriding the built-in text", async () => {
    const set = await staff(
      "content",
      "set",
      "home_page",
      "core_message",
      "--text",
      '<p>Edited <strong>by staff</strong><img src="/a.png" onerror="alert(1)"></p><script>alert(1)</script>',
    );
    expect(set.code).toBe(0);
    const rendered = "<p>Edited <strong>by staff</strong></p>";
    expect(set.out).toContain(`Visitors will see (HTML):\n  ${rendered}`);
    expect(set.out).not.toContain("script");
    expect(await storedHtml("home_page", "core_message")).toBe(rendered);

    const show = await staff("content", "show", "home_page", "core_message");
    expect(show.code).toBe(0);
    expect(show.out).toContain(`Visitors see: the stored value, sanitised, as HTML:\n  ${rendered}`);
    expect(show.out).toContain(`Built-in text:\n  ${EDITABLE_CONTENT.home_page.core_message}`);

    const list = await staff("content", "list", "home_page");
    expect(list.out).toMatch(/core_message +stored, overrides the built-in text/);
    expect(list.out).toMatch(/swift_button_label +stored, same as the built-in text/);
    expect(list.out).not.toContain("about_page");
  });

  it("previews and stores a section shown inside a heading with inline formatting only, as the page renders it", async () => {
    const set = await staff(
      "content",
      "set",
      "faq_page",
      "contact_directly_text",
      "--text",
      "<p>Questions <em>answered</em></p>",
    );
    expect(set.code).toBe(0);
    const stored = await storedHtml("faq_page", "contact_directly_text");
    expect(stored).toContain("<em>answered</em>");
    expect(stored).not.toContain("<p>");
    expect(set.out).toContain(`Visitors will see (HTML):\n  ${stored}`);
  });

  it("reads the text from a file", async () => {
    const file = path.join(work, "intro.html");
    writeFileSync(file, "<p>From a <em>file</em></p>\n<p>Second paragraph</p>\n");
    const { code, out } = await staff("content", "set", "faq_page", "intro", "--file", file);
    expect(code).toBe(0);
    expect(out).toContain("  <p>From a <em>file</em></p>\n  <p>Second paragraph</p>");
    expect(await storedHtml("faq_page", "intro")).toBe("<p>From a <em>file</em></p>\n<p>Second paragraph</p>");
  });

  it("refuses HTML that sanitises to nothing, or to nothing visible, and leaves the row alone", async () => {
    const before = await storedHtml("about_page", "who_we_are");
    const empty = await staff("content", "set", "about_page", "who_we_are", "--text", "<script>alert(1)</script>");
    expect(empty.code).toBe(2);
    expect(empty.err).toContain("sanitises to nothing");
    const blank = await staff("content", "set", "about_page", "who_we_are", "--text", "<p> </p><style>p{}</style>");
    expect(blank.code).toBe(2);
    expect(blank.err).toContain("shows nothing");
    expect(await storedHtml("about_page", "who_we_are")).toBe(before);
  });

  it(`refuses text over ${MAX_CONTENT_CHARS} characters and accepts it at the cap`, async () => {
    const over = await staff(
      "content",
      "set",
      "blog_page",
      "intro_paragraph",
      "--text",
      "a".repeat(MAX_CONTENT_CHARS + 1),
    );
    expect(over.code).toBe(2);
    expect(over.err).toContain(
      `is ${MAX_CONTENT_CHARS + 1} characters long; a section holds at most ${MAX_CONTENT_CHARS}`,
    );
    const at = await staff("content", "set", "blog_page", "intro_paragraph", "--text", "b".repeat(MAX_CONTENT_CHARS));
    expect(at.code).toBe(0);
    expect(await storedHtml("blog_page", "intro_paragraph")).toBe("b".repeat(MAX_CONTENT_CHARS));
  });

  it("needs exactly one of --file and --text", async () => {
    expect((await staff("content", "set", "faq_page", "title")).code).toBe(2);
    expect((await staff("content", "set", "faq_page", "title", "--text", "a", "--file", "b")).code).toBe(2);
  });

  it("resets a section to its built-in text", async () => {
    await staff("content", "set", "services_page", "intro", "--text", "<p>Temporary</p>");
    const reset = await staff("content", "reset", "services_page", "intro");
    expect(reset.code).toBe(0);
    expect(reset.out).toContain("Deleted the stored value of services_page / intro");
    expect(await storedHtml("services_page", "intro")).toBeUndefined();

    const show = await staff("content", "show", "services_page", "intro");
    expect(show.out).toContain("Stored value: none (visitors see the built-in text)");
    expect(show.out).toContain(
      `Visitors see: the built-in text, escaped, as HTML:\n  ${EDITABLE_CONTENT.services_page.intro}`,
    );
    const list = await staff("content", "list", "services_page");
    expect(list.out).toMatch(/intro +built-in text \(no stored value\)/);
    expect((await staff("content", "reset", "services_page", "intro")).out).toContain("had no stored value");
  });

  it("records each change as a version with who made it, lists them, and restores one", async () => {
    await staff("content", "set", "history_page", "intro", "--text", "<em>First</em> wording");
    await staffWith(platform, migrationsDir, ["content", "set", "history_page", "intro", "--text", "Second"], {
      changedBy: "staff command (ada)",
    });
    await staff("content", "reset", "history_page", "intro");

    const history = await staff("content", "history", "history_page", "intro");
    expect(history.code).toBe(0);
    const versions = [...history.out.matchAll(/^ {2}#(\d+) +(\S+ \S+ UTC) +(\S+) +by (.+)$/gm)];
    expect(versions.map(([, , , action, who]) => [action, who])).toEqual([
      ["reset", expect.stringMatching(/^staff command/)],
      ["set", "staff command (ada)"],
      ["set", expect.stringMatching(/^staff command/)],
    ]);
    expect(history.out).toContain("(no stored value: the built-in text)");
    expect(history.out).toContain("    <em>First</em> wording");

    const first = versions[2]![1]!;
    const restore = await staff("content", "restore", "history_page", "intro", first);
    expect(restore.code).toBe(0);
    expect(restore.out).toContain(`Restored version #${first} of history_page / intro`);
    expect(restore.out).toContain("Visitors will see (HTML):\n  <em>First</em> wording");
    expect(await storedHtml("history_page", "intro")).toBe("<em>First</em> wording");
    expect((await staff("content", "history", "history_page", "intro")).out).toMatch(
      new RegExp(`^  #\\d+ +\\S+ \\S+ UTC +restore of #${first} +by staff command`, "m"),
    );

    const wrong = await staff("content", "restore", "faq_page", "intro", first);
    expect(wrong.code).toBe(2);
    expect(wrong.err).toContain(`faq_page / intro has no version ${first}`);
    expect((await staff("content", "restore", "faq_page", "intro", "latest")).code).toBe(2);
  });

  it("escapes a stored value that would drive the terminal", async () => {
    // Written behind the command's back, as a dashboard edit could.
    await platform.db
      .prepare(
        `INSERT INTO web_content (page_identifier, section_identifier, content_html) VALUES ('faq_page', 'title', ?1)
         ON CONFLICT (page_identifier, section_identifier, language_code) DO UPDATE SET content_html = excluded.content_html`,
      )
      .bind(`<p>${HOSTILE}</p>`)
      .run();
    const { out } = await staff("content", "show", "faq_page", "title");
    expect(out).toContain(`<p>${HOSTILE_PRINTED}</p>`);
    expect(out).not.toContain("\x1b");
    expect(out).not.toContain("\x07");
  });

  it("--migration writes the next numbered migration instead, and applying it stores the same row", async () => {
    const text = `<p>It's "ours"; -- not a comment</p>\n<p>Line two '' ok</p><script>x()</script>`;
    const before = await storedHtml("system_development_page", "intro");
    const { code, out } = await staff(
      "content",
      "set",
      "system_development_page",
      "intro",
      "--text",
      text,
      "--migration",
    );
    expect(code).toBe(0);
    const highest = Math.max(...readdirSync("migrations").map((name) => Number(name.slice(0, 4))));
    const name = `${String(highest + 1).padStart(4, "0")}_content_system_development_page_intro.sql`;
    const file = path.join(migrationsDir, name);
    expect(out).toContain(name);
    expect(await storedHtml("system_development_page", "intro")).toBe(before);

    const sql = readFileSync(file, "utf8");
    expect(sql).toContain("reviewed in git");
    expect(sql).toContain(
      `VALUES ('system_development_page', 'intro', 'en-GB', '<p>It''s "ours"; -- not a comment</p>\n<p>Line two '''' ok</p>', CURRENT_TIMESTAMP)`,
    );
    expect(sql).not.toContain("script");

    await runWrangler(["d1", "execute", "DB", "--local", "--persist-to", persistTo, "--file", file]);
    const applied = await storedHtml("system_development_page", "intro");
    expect(applied).toBe(`<p>It's "ours"; -- not a comment</p>\n<p>Line two '' ok</p>`);
    const history = await staff("content", "history", "system_development_page", "intro");
    expect(history.out).toMatch(
      /^ {2}#\d+ +\S+ \S+ UTC +set +by migration \(npm run staff -- content set --migration\)$/m,
    );

    // The command's own write of the same text stores exactly the same value.
    await staff("content", "set", "system_development_page", "intro", "--text", text);
    expect(await storedHtml("system_development_page", "intro")).toBe(applied);
  });
});

describe("targets", () => {
  it("--remote needs --env, and --env needs --remote", async () => {
    const noEnv = await staff("content", "list", "--remote");
    expect(noEnv.code).toBe(2);
    expect(noEnv.err).toContain("--remote needs --env staging or --env production");
    expect((await staff("content", "list", "--env", "production")).code).toBe(2);
  });

  it("a remote target takes the environment's database from wrangler.jsonc, marked remote", () => {
    const config = {
      name: "site",
      compatibility_date: "2026-11-17",
      d1_databases: [{ binding: "DB", database_name: "site", database_id: "00000000-0000-4000-8000-000000000000" }],
      r2_buckets: [{ binding: "RECORDINGS", bucket_name: "voice-recordings" }],
      env: {
        production: {
          d1_databases: [
            { binding: "DB", database_name: "site-production", database_id: "1b2c3d4e-0000-4000-8000-00000000abcd" },
          ],
          r2_buckets: [{ binding: "RECORDINGS", bucket_name: "voice-recordings-production" }],
        },
      },
    };
    expect(platformConfig(config, { kind: "remote", environment: "production" })).toEqual({
      name: "site-production-staff",
      compatibility_date: "2026-11-17",
      d1_databases: [
        {
          binding: "DB",
          database_name: "site-production",
          database_id: "1b2c3d4e-0000-4000-8000-00000000abcd",
          remote: true,
        },
      ],
    });
    expect(platformConfig(config, { kind: "local", persistTo: "x" }).d1_databases[0]).not.toHaveProperty("remote");
    expect(() => platformConfig(config, { kind: "remote", environment: "staging" })).toThrow(/no environment/);
  });
});

describe("npm run staff, as a process", () => {
  it("prints help (0) and refuses a missing or unknown command (2)", async () => {
    // Three processes that touch no state: started together, as each spends seconds starting up.
    const [help, missing, unknown] = await Promise.all([
      staffProcess(["content", "set", "--help"]),
      staffProcess([]),
      staffProcess(["contents"]),
    ]);
    expect(help.code).toBe(0);
    expect(help.out).toContain("Usage: npm run staff -- content set <page> <section>");
    expect(missing.code).toBe(2);
    expect(unknown.code).toBe(2);
  });

  it("writes through a workerd of its own while another has the database open", async () => {
    const run = await staffProcess([
      "content",
      "set",
      "home_page",
      "core_message",
      "--text",
      "<p>Questions</p>",
      "--persist-to",
      persistTo,
    ]);
    expect(run.err).toBe("");
    expect(run.code).toBe(0);
    expect(run.out).toContain("Visitors will see (HTML):\n  <p>Questions</p>");
    expect(await storedHtml("home_page", "core_message")).toBe("<p>Questions</p>");
  });
});
