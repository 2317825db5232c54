import { expect, type Page } from "@playwright/test";

/** The page-text editor's text field (plain sections, and the HTML of formatted ones). */
export const textBox = (page: Page) => page.getByLabel("Text", { exact: true });

/** From a section's editor: Restore the original, confirmed on the page that asks, back in the editor. */
export async function restoreOriginal(page: Page) {
  await page.getByRole("link", { name: "Restore the original…" }).click();
  await page.getByRole("button", { name: "Yes, restore the original text" }).click();
  await expect(page.getByRole("main").getByRole("status")).toContainText("The original text is restored.");
}
