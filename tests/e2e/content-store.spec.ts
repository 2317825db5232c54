import { expect, test } from "@playwright/test";
import { queryD1, sqlString } from "./support/d1";

// One test after the other (in one worker): both write web_content with sqlite3 beside the
// running server, and run side by side on a loaded machine a page read between them answered
// "Error loading content." (twice on 2026-11-25, at a load of 10 and 2).
test.describe.configure({ mode: "default" });

// Runs in the "d1-writes" project, before the desktop and mobile projects, so that no other test
// reads the home page while its row is edited.
test("a staff edit of the home page is rendered, as sanitised HTML", async ({ page }) => {
  const marker = "Edited by staff";
  queryD1(
    `UPDATE web_content SET content_html = ${sqlString(`<p><strong>${marker}</strong><script>window.hacked = true</script></p>`)} WHERE page_identifier = 'home_page' AND section_identifier = 'core_message'`,
  );
  try {
    const response = await page.request.get("/");
    expect(await response.text()).toContain(`<strong>${marker}</strong>`);
    await page.goto("/");
    await expect(page.locator(".hero__lead strong")).toHaveText(marker);
    expect(await page.evaluate(() => (window as { hacked?: boolean }).hacked)).toBeUndefined();
  } finally {
    queryD1(
      "UPDATE web_content SET content_html = NULL WHERE page_identifier = 'home_page' AND section_identifier = 'core_message'",
    );
  }
  await page.goto("/");
  await expect(page.getByText(/We turn your concepts into market-ready electronics/)).toBeVisible();
});

// Sections that became editable with the catalogue have no seeded row: storing one changes the page.
test("a stored FAQ answer and service card text replace the built-in wording", async ({ page }) => {
  const rows = [
    ["faq_page", "fast_track_program_answer", "Swift Development is <em>our edited fast track</em>."],
    ["services_page", "consultancy_card_text", "Edited <strong>consultancy</strong> card."],
  ] as const;
  for (const [pageId, section, html] of rows) {
    queryD1(
      `INSERT INTO web_content (page_identifier, section_identifier, content_html) VALUES (${sqlString(pageId)}, ${sqlString(section)}, ${sqlString(html)})`,
    );
  }
  try {
    await page.goto("/help-connect/faqs");
    await page.getByText("What is your fast-track program?").click();
    await expect(page.locator(".faq-item__answer em")).toHaveText("our edited fast track");
    await page.goto("/services");
    await expect(page.locator(".card strong")).toHaveText("consultancy");
    await expect(page.getByText(/Expert guidance at any stage/)).toHaveCount(0);
  } finally {
    for (const [pageId, section] of rows) {
      queryD1(
        `DELETE FROM web_content WHERE page_identifier = ${sqlString(pageId)} AND section_identifier = ${sqlString(section)}`,
      );
    }
  }
  await page.goto("/services");
  await expect(page.getByText(/Expert guidance at any stage/)).toBeVisible();
});
