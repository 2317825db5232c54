import { spawnSync } from "node:child_process";
import { expect, test } from "@playwright/test";
import { PUBLIC_ROUTES } from "./support/public-pages";
import { queryD1 } from "./support/d1";

/**
 * The assistant knows what the pages show: every block of text on every public page (a heading,
 * paragraph, list entry, table cell or card text of 40 characters or more, inside the page's main
 * content and outside its forms) is in the chat model's instructions, word for word. Links are
 * left out of a block: their labels name controls ("Contact Us Directly"), not statements. The
 * instructions are built, as the Worker builds them, from the page text and the published
 * articles this server's database holds now (`npm run assistant:eval -- --instructions`).
 */
const MIN_CHARS = 40;
const normalise = (text: string) => text.replace(/\s+/g, " ").trim();

function instructions(): string {
  const content = queryD1(
    "SELECT page_identifier AS page, section_identifier AS section, content_html AS html FROM web_content WHERE language_code = 'en-GB'",
  );
  const publications = queryD1(
    "SELECT kind, slug, title, summary, body_html AS bodyHtml FROM publications WHERE status = 'published'",
  );
  const run = spawnSync(
    process.execPath,
    [
      "node_modules/tsx/dist/cli.mjs",
      "--tsconfig",
      "tsconfig.cloudflare.json",
      "scripts/assistant-eval.ts",
      "--instructions",
    ],
    { input: JSON.stringify({ content, publications }), encoding: "utf8" },
  );
  expect(run.stderr).toBe("");
  return normalise(run.stdout);
}

test("the chat model's instructions hold every block of text every public page shows", async ({ page }) => {
  test.slow();
  const known = instructions();
  const missing: string[] = [];
  for (const route of PUBLIC_ROUTES.filter((candidate) => !candidate.aliasOf)) {
    await page.goto(route.path);
    const blocks = await page.locator("main").evaluate((main) =>
      [...main.querySelectorAll("h1, h2, h3, h4, p, li, td, th, dt, dd, summary, blockquote, figcaption")]
        .filter((block) => !block.closest("form") && !block.querySelector("h1, h2, h3, h4, p, li, td, th, dt, dd"))
        .map((block) => {
          const copy = block.cloneNode(true) as HTMLElement;
          for (const link of copy.querySelectorAll("a")) link.remove();
          return copy.textContent ?? "";
        }),
    );
    for (const block of blocks.map(normalise)) {
      if (block.length >= MIN_CHARS && !known.includes(block)) missing.push(`${route.path}: ${block}`);
    }
  }
  expect(missing).toEqual([]);
});
