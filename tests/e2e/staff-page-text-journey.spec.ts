import { expect, test } from "@playwright/test";
import { queryD1 } from "./support/d1";
import { gotoHydrated } from "./support/hydration";
import { restoreOriginal, richTextBox, showSource } from "./support/page-text";

// Page text as an office manager finds and changes it, on the main server (content cache TTL 0).
// These tests edit sections other journeys read (the motor page's FAQ), so they run in the
// d1-writes project, before and apart from the others.

test("an office manager finds a text by searching, changes it, sees it on the site and restores the original, in 8 actions", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const original = "Most motor controller projects reach a first working prototype in 6 to 12 weeks";
  const changed = `A first prototype within ${Date.now() % 1000} working days.`;
  const seen: string[] = [];
  let actions = 0;
  /** One thing the office manager does; the console's words on the way are kept for the check below. */
  const act = async (step: () => Promise<unknown>) => {
    actions += 1;
    await step();
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    if (new URL(page.url()).pathname.startsWith("/staff")) seen.push(await page.locator("body").innerText());
  };

  await gotoHydrated(page, "/staff/pages");
  const search = page.getByLabel("Search page text");
  await act(async () => {
    await search.fill("prototype");
    await search.press("Enter");
  });
  await expect(page.getByRole("main").getByRole("status")).toContainText("hold “prototype”");
  const motorPage = page.getByRole("region", { name: "Motor Control Design /motor-control-design" });
  await act(() =>
    motorPage
      .getByRole("link", { name: "Answer · How long does it take to get a first prototype?", exact: true })
      .click(),
  );
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Answer · How long does it take to get a first prototype?",
  );
  const richText = await richTextBox(page);
  await act(() => richText.fill(changed));
  await act(() => page.getByRole("button", { name: "Save" }).click());
  await expect(page.getByRole("main").getByRole("status")).toContainText("Saved.");
  const onTheSite = page.getByRole("link", { name: "View on the site" });
  // A text fragment to the saved words (the browser takes it out of the address once it has scrolled).
  await expect(onTheSite).toHaveAttribute("href", `/motor-control-design#:~:text=${encodeURIComponent(changed)}`);
  await act(() => onTheSite.click());
  await expect(page).toHaveURL(/\/motor-control-design$/);
  // Visible: the text fragment unfolded the FAQ entry that holds it.
  await expect(page.getByText(changed)).toBeVisible();
  await expect(page.getByText(original)).toHaveCount(0);
  await act(() => page.goBack());
  await act(() => page.getByRole("link", { name: "Restore the original…" }).click());
  await expect(page.getByRole("region", { name: "Will show" })).toContainText(original);
  await act(() => page.getByRole("button", { name: "Yes, restore the original text" }).click());
  await expect(page.getByRole("main").getByRole("status")).toContainText("The original text is restored.");

  expect(actions).toBeLessThanOrEqual(8);
  // No developer's name on the way: page and section identifiers are snake_case.
  for (const text of seen) expect(text).not.toMatch(/\b[a-z]+_[a-z0-9_]+\b/);
  // The answer is back (in its folded FAQ entry: only the link's text fragment unfolds it).
  await page.goto("/motor-control-design");
  await expect(page.getByText(original)).toBeAttached();
  await expect(page.getByText(changed)).toHaveCount(0);
});

test("Restore and Reset work without JavaScript, through their confirmation pages", async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const page = await context.newPage();
  const text = `Without scripts ${Date.now()}`;
  await page.goto("/staff/pages?q=" + encodeURIComponent("Precise Control"));
  await page.getByRole("link", { name: "Card text · Precise Control", exact: true }).click();
  await (await showSource(page)).fill(text);
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("main").getByRole("status")).toContainText("Saved.");
  await restoreOriginal(page);
  expect(
    queryD1(
      "SELECT id FROM web_content WHERE page_identifier = 'motor_control_page' AND section_identifier = 'benefit_precise_control_text'",
    ),
  ).toEqual([]);
  await context.close();
});

test("the rich editor formats a block text with its buttons, and Source shows the HTML it saves", async ({ page }) => {
  await gotoHydrated(page, "/staff/pages/services_page/core_message");
  const rich = await richTextBox(page);
  await rich.fill("Small batches welcome");
  await page.getByRole("button", { name: "Bulleted list" }).click();
  await rich.press("ControlOrMeta+a");
  await page.getByRole("button", { name: "Bold" }).click();
  await expect(page.getByRole("button", { name: "Bold" })).toHaveAttribute("aria-pressed", "true");
  const html = "<ul><li><p><strong>Small batches welcome</strong></p></li></ul>";
  await expect(await showSource(page)).toHaveValue(html);
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("main").getByRole("status")).toContainText("Saved.");
  expect(
    queryD1<{ content_html: string }>(
      "SELECT content_html FROM web_content WHERE page_identifier = 'services_page' AND section_identifier = 'core_message'",
    ),
  ).toEqual([{ content_html: html }]);
  await restoreOriginal(page);
});

test("text typed before the rich editor has loaded is kept in it", async ({ page }) => {
  // The editor's code is held back until the text field has been typed into, as on a slow line.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/RichTextEditor\.client-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await gotoHydrated(page, "/staff/pages/history_page/cta_text");
  const field = page.locator('textarea[name="text"]');
  await field.fill("Typed early");
  release();
  const rich = await richTextBox(page);
  await expect(rich).toHaveText("Typed early");
  await expect(field).toBeHidden();
  await expect(field).toHaveValue("Typed early");
});

test("after Save, Restore and Reset the rich editor shows the stored text, and what is typed next is added to it", async ({
  page,
}) => {
  test.setTimeout(90_000);
  const original =
    "From a first feasibility review to a production-ready product, our services cover every stage of electronic product development.";
  const stored = () =>
    queryD1<{ content_html: string }>(
      "SELECT content_html FROM web_content WHERE page_identifier = 'services_page' AND section_identifier = 'intro'",
    ).map((row) => row.content_html);
  /**
   * Types at the end of what the editor shows, as someone fixing a typo would, and saves; done
   * once the section holds `html` and the page shows its new version at the top of the history.
   * Neither the "Saved." notice (it may still be the previous save's) nor the network going idle
   * (reached once per document, so it does not wait for a later request) says that: a click on
   * a history link while the new entry arrived landed on the text the links moved down to.
   */
  const typeAtEndAndSave = async (words: string, html: string) => {
    const rich = await richTextBox(page);
    await rich.click();
    await rich.press("ControlOrMeta+End");
    await rich.pressSequentially(words);
    await page.getByRole("button", { name: "Save" }).click();
    await expect.poll(stored).toEqual([html]);
    await expect(page.getByRole("region", { name: "History" }).getByRole("listitem").first()).toContainText(html);
    await expect(page.getByRole("main").getByRole("status")).toContainText("Saved.");
  };

  await gotoHydrated(page, "/staff/pages/services_page/intro");
  await expect(await richTextBox(page)).toHaveText(original);
  await typeAtEndAndSave(" First edit.", `<p>${original} First edit.</p>`);
  await expect(await richTextBox(page)).toHaveText(`${original} First edit.`);
  await typeAtEndAndSave(" Typo fix.", `<p>${original} First edit. Typo fix.</p>`);
  await expect(await richTextBox(page)).toHaveText(`${original} First edit. Typo fix.`);

  // Restore the first save (the history's second entry), then type after it.
  await page
    .getByRole("link", { name: /^Restore version #\d+…$/ })
    .first()
    .click();
  await page.getByRole("button", { name: /^Yes, restore version #\d+$/ }).click();
  await expect(page.getByRole("main").getByRole("status")).toContainText("The version is restored.");
  await expect(await richTextBox(page)).toHaveText(`${original} First edit.`);
  await typeAtEndAndSave(" After restore.", `<p>${original} First edit. After restore.</p>`);
  await expect(await richTextBox(page)).toHaveText(`${original} First edit. After restore.`);

  await restoreOriginal(page);
  await expect(await richTextBox(page)).toHaveText(original);
  await typeAtEndAndSave(" After reset.", `<p>${original} After reset.</p>`);
  await expect(await richTextBox(page)).toHaveText(`${original} After reset.`);
  await restoreOriginal(page);
});
