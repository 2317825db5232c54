import { expect, test } from "@playwright/test";
import { queryD1, sqlString } from "./support/d1";

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
