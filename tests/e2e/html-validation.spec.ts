import { expect, test } from "@playwright/test";
import { PUBLIC_ROUTES } from "./support/public-pages";
import { htmlProblems as problems, validator } from "./support/html-validate";
import { gotoHydrated } from "./support/hydration";

test.describe("valid HTML", () => {
  test("every public page, the not-found pages and the unknown technique page as sent", async ({ request }) => {
    for (const path of [
      ...PUBLIC_ROUTES.map((route) => route.path),
      "/this-page-does-not-exist",
      "/techniques/unknown",
    ]) {
      const html = await (await request.get(path)).text();
      expect(problems(await validator.validateString(html, path)), path).toEqual([]);
    }
  });

  test("a page after hydration, with the assistant open and the enquiry form's errors shown", async ({ page }) => {
    await gotoHydrated(page, "/help-connect/contact-us");
    const form = page.getByRole("form", { name: "Send Us a Message" });
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(form.getByText("First name is required.")).toBeVisible();
    await page.getByRole("button", { name: "Chat with Tetra AI" }).click();
    await expect(page.getByRole("dialog", { name: "Tetra AI" })).toBeVisible();
    // sonner's toast list is the library's markup (its close button has no type); axe checks it.
    const html = `<!DOCTYPE html>${await page.evaluate(() => {
      const copy = document.documentElement.cloneNode(true) as HTMLElement;
      copy.querySelector("[data-sonner-toaster]")?.closest("section")?.remove();
      return copy.outerHTML;
    })}`;
    expect(problems(await validator.validateString(html, "hydrated contact page"))).toEqual([]);
  });
});
