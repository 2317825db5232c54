import { expect, type Page } from "@playwright/test";

/** The page-text editor's text as staff type it: the rich editor once loaded, else the text field. */
export const textBox = (page: Page) => page.getByRole("textbox", { name: "Text", exact: true });

/**
 * The rich editor, once it has loaded: until then the text field shows, and what is typed into it
 * moves into the editor when it starts, but a fill that spans the switch could be cut in two. The
 * field hides once the editor has started (its toolbar shows a moment before, as the editor
 * starts again after a save): a locator that met the field still showing would keep it.
 */
export async function richTextBox(page: Page) {
  await expect(page.getByRole("toolbar", { name: "Formatting" })).toBeVisible();
  await expect(htmlField(page)).toBeHidden();
  return textBox(page);
}

/** The form's value, the section's HTML, whichever mode shows. */
export const htmlField = (page: Page) => page.locator('textarea[name="text"]');

/** The HTML itself, to type markup: under Source when the rich editor is offered, else the text field as it is. */
export async function showSource(page: Page) {
  const source = page.getByRole("button", { name: "Source" });
  if ((await source.count()) > 0 && (await source.getAttribute("aria-pressed")) !== "true") await source.click();
  await expect(htmlField(page)).toBeVisible();
  return htmlField(page);
}

/** From a section's editor: Restore the original, confirmed on the page that asks, back in the editor. */
export async function restoreOriginal(page: Page) {
  await page.getByRole("link", { name: "Restore the original…" }).click();
  await page.getByRole("button", { name: "Yes, restore the original text" }).click();
  await expect(page.getByRole("main").getByRole("status")).toContainText("The original text is restored.");
}
