import { expect, test, type Page } from "@playwright/test";
import { sendEnquiry } from "./support/enquiry";
import { gotoHydrated } from "./support/hydration";

// Each staff console page, opened fresh as staff do (a bookmark, a link in a staff e-mail), must
// hydrate without a mismatch: React's error #418 means the browser threw the server's HTML away.

/** Opens `path` in a fresh page and returns every console error and uncaught error it met. */
async function problemsLoading(page: Page, path: string): Promise<string[]> {
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") problems.push(`console: ${message.text()}`);
  });
  page.on("pageerror", (error) => problems.push(`page error: ${error.message}`));
  await gotoHydrated(page, path);
  // A recoverable hydration error is reported once React has rendered the page again.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 100))));
  return problems;
}

test("every staff page hydrates without an error when opened fresh", async ({ browser, page }) => {
  test.setTimeout(90_000);
  const subject = `Hydration check ${Date.now()}`;
  await sendEnquiry(page, {
    firstName: "Hydra",
    lastName: "Tion",
    email: `hydration.${Date.now()}@example.com`,
    subject,
    message: "A lead for the staff pages to list.",
  });
  await gotoHydrated(page, "/staff");
  const thisWeek = await page.getByRole("link", { name: /new leads? this week/ }).getAttribute("href");
  expect(thisWeek).toMatch(/^\/staff\/leads\?from=\d{4}-\d{2}-\d{2}&to=\d{4}-\d{2}-\d{2}$/);
  await gotoHydrated(page, thisWeek!);
  const lead = await page.getByRole("link", { name: subject }).first().getAttribute("href");
  expect(lead).toMatch(/^\/staff\/leads\/enquiries\/\d+(\?|$)/);

  const paths = [
    "/staff",
    "/staff/leads",
    thisWeek!,
    lead!,
    "/staff/pages",
    "/staff/pages/history_page/cta_text",
    "/staff/pages/history_page/cta_text/reset",
    "/staff/privacy",
  ];
  const problems: Record<string, string[]> = {};
  for (const path of paths) {
    // A browser in another time zone and language than the server's (UTC, en): times and
    // numbers must be written the same on both sides, or React throws the server's HTML away.
    const context = await browser.newContext({ timezoneId: "America/Los_Angeles", locale: "de-DE" });
    problems[path] = await problemsLoading(await context.newPage(), path);
    await context.close();
  }
  expect(problems).toEqual(Object.fromEntries(paths.map((path) => [path, []])));
});
