import type { Locator } from "@playwright/test";

/**
 * Clicks an element of the sticky header with the pointer where it stands on the screen.
 * Playwright's own click first scrolls the page to where the element would stand if it were not
 * sticky (a page at 500 px went to 92), which a visitor's click never does.
 */
export async function clickWhereItStands(target: Locator) {
  const box = await target.boundingBox();
  if (!box) throw new Error("the element is not on the screen");
  await target.page().mouse.click(box.x + box.width / 2, box.y + box.height / 2);
}
