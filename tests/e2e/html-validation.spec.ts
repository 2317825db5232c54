import { expect, test } from "@playwright/test";
import { HtmlValidate, type Report } from "html-validate";
import { PUBLIC_ROUTES } from "../../app/content/public-routes";
import { gotoHydrated } from "./support/hydration";

/**
 * Every page is valid HTML, beyond what axe checks: html-validate's "standard", "document" and
 * "a11y" presets (the HTML standard's content models and attributes, as the Nu Html Checker reads
 * them, the document's structure, and accessibility rules: names, labels, roles) over
 * the HTML the Worker sends, and over the page as it stands after hydration with the assistant
 * open and the enquiry form showing its errors.
 */
const validator = new HtmlValidate({
  extends: ["html-validate:standard", "html-validate:document", "html-validate:a11y"],
  rules: {
    // React writes void elements as <br/>, which the standard allows.
    "void-style": "off",
    // Integrity hashes guard files from other origins; every script and style here is the site's
    // own (the modulepreload links Vite adds for code loaded on use carry crossorigin, same origin).
    "require-sri": "off",
  },
});

function problems(report: Report): string[] {
  return report.results.flatMap((result) =>
    result.messages.map(
      (message) =>
        `${message.ruleId} at ${message.selector ?? `${message.line}:${message.column}`}: ${message.message}`,
    ),
  );
}

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
