import { expect, test, type Page } from "@playwright/test";
import { gotoHydrated } from "./support/hydration";

// What a first visit downloads: no stylesheet (the styles come in the document), and the code only
// a later step needs (page animations, the contact form's rules) left until that step.

/** Records the paths of the resources of one type (script, font…) the page fetches from now on. */
function requestedPaths(page: Page, resourceType: string) {
  const paths: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === resourceType) paths.push(new URL(request.url()).pathname);
  });
  return paths;
}

test(
  "the first paint needs the document alone: the styles are in its head and no stylesheet is fetched",
  { tag: "@desktop" },
  async ({ page }) => {
    const stylesheets = requestedPaths(page, "stylesheet");
    for (const path of ["/", "/services/electronic-design", "/help-connect/blog-highlights", "/contact"]) {
      await gotoHydrated(page, path);
      const head = await page.evaluate(() => document.head.innerHTML);
      expect(head, `${path}: the site's rules in the head`).toMatch(
        /<style id="site-styles">:root\{--color-primary:#2fb8a0/,
      );
      // The page's typeface comes from those rules.
      expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).toMatch(/^Inter,/);
      // The home page's largest paint on a phone is its hero art, so it is not left behind the scripts.
      if (path === "/") await expect(page.locator(".hero__art img")).toHaveAttribute("fetchpriority", "high");
    }
    expect(stylesheets).toEqual([]);

    // A page reached without a reload keeps the styles the first one brought.
    await page.getByRole("banner").getByRole("link", { name: "About", exact: true }).first().click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("About Tetra Electronics");
    expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).toMatch(/^Inter,/);
    expect(await page.locator("style#site-styles").count()).toBe(1);
    expect(stylesheets).toEqual([]);
  },
);

test(
  "page animations load when the visitor points at a link, and the next page animates in",
  { tag: "@also-mobile" },
  async ({ page, isMobile }) => {
    const scripts = requestedPaths(page, "script");
    await gotoHydrated(page, "/about");
    const animationCode = () => scripts.some((path) => /\/AnimatedOutlet-[^/]+\.js$/.test(path));
    expect(animationCode()).toBe(false);

    const link = page.locator("footer").getByRole("link", { name: "Services", exact: true });
    if (isMobile) await link.dispatchEvent("touchstart");
    else await link.hover();
    await expect.poll(animationCode).toBe(true);

    // framer-motion writes the entering page's opacity inline while it animates.
    const opacities: string[] = [];
    await page.exposeFunction("recordOpacity", (value: string) => opacities.push(value));
    await page.evaluate(() => {
      const main = document.getElementById("main-content")!;
      new MutationObserver(() => {
        const wrapper = main.querySelector<HTMLElement>(":scope > [data-page-motion]");
        if (wrapper?.style.opacity)
          (window as unknown as { recordOpacity(v: string): void }).recordOpacity(wrapper.style.opacity);
      }).observe(main, { subtree: true, attributes: true, attributeFilter: ["style"], childList: true });
    });
    await link.click();
    await expect(page).toHaveURL(/\/services$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect.poll(() => opacities.some((value) => Number(value) < 1)).toBe(true);
  },
);

test("the contact form's rules load when the visitor starts on the form", { tag: "@also-mobile" }, async ({ page }) => {
  const scripts = requestedPaths(page, "script");
  await gotoHydrated(page, "/contact");
  const rules = () => scripts.some((path) => /\/contact-schema-[^/]+\.js$/.test(path));
  expect(rules()).toBe(false);

  await page.getByLabel(/^First Name/).focus();
  await expect.poll(rules).toBe(true);
});

test(
  "the enquiry form's, chat button's and footer's code waits until the visitor reaches for them",
  { tag: "@desktop" },
  async ({ page }) => {
    // Refused: the routes React Router discovers for the page's links are a change of the
    // router's state, which fetches every part's code (the next test).
    await page.route(/\/__manifest\?/, (route) => route.abort());
    const scripts = requestedPaths(page, "script");
    await gotoHydrated(page, "/contact");
    await page.waitForLoadState("networkidle");
    const fetched = (code: RegExp) => scripts.some((path) => code.test(path));
    const formCode = /\/ContactForm-[^/]+\.js$/;
    const chatCode = /\/assistant-[^/]+\.js$/;
    const footerCode = /\/SiteFooter-[^/]+\.js$/;
    expect([fetched(formCode), fetched(chatCode), fetched(footerCode)]).toEqual([false, false, false]);
    // The server drew them all.
    await expect(page.getByRole("button", { name: "Send Message" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Chat with Tetra AI" })).toBeVisible();
    await expect(page.locator("footer").getByRole("link", { name: "Services", exact: true })).toBeVisible();

    await page.getByLabel(/^First Name/).focus();
    await expect.poll(() => fetched(formCode)).toBe(true);
    await page.getByRole("button", { name: "Chat with Tetra AI" }).hover();
    await expect.poll(() => fetched(chatCode)).toBe(true);
    expect(fetched(footerCode)).toBe(false);
    await page.locator("footer").getByRole("link", { name: "Services", exact: true }).focus();
    await expect.poll(() => fetched(footerCode)).toBe(true);
  },
);

test(
  "the footer and chat button the server sent stay in place through the router's changes",
  { tag: "@desktop" },
  async ({ page }) => {
    // Every element the page removes that is or holds the footer or the chat button.
    await page.addInitScript(() => {
      const removed: string[] = [];
      Object.assign(window, { removedParts: removed });
      new MutationObserver((mutations) => {
        for (const node of mutations.flatMap((mutation) => [...mutation.removedNodes]))
          if (node instanceof Element && node.matches("footer, [data-part] button, :has(footer, [data-part] button)"))
            removed.push(node.outerHTML.slice(0, 80));
      }).observe(document, { childList: true, subtree: true });
    });
    const discovered = page.waitForResponse(/\/__manifest\?/);
    await gotoHydrated(page, "/");
    // The router's first change, which reaches the parts while they are without their code.
    await discovered;
    await page.waitForLoadState("networkidle");

    await page.getByRole("banner").getByRole("link", { name: "About", exact: true }).first().click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("About Tetra Electronics");
    await expect(page.getByRole("button", { name: "Chat with Tetra AI" })).toBeVisible();
    await expect(page.getByRole("contentinfo").getByRole("link", { name: "Services", exact: true })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { removedParts: string[] }).removedParts)).toEqual([]);
  },
);

test(
  "pages download only the brand fonts' core files, and the full file only for a rarer character",
  { tag: "@desktop" },
  async ({ page }) => {
    const fonts = requestedPaths(page, "font");
    await gotoHydrated(page, "/");
    await page.evaluate(() => document.fonts.ready);
    expect(fonts.map((path) => path.replace(/-[\w-]{8}\.woff2$/, ".woff2")).sort()).toEqual([
      "/assets/inter-core-wght.woff2",
      "/assets/space-grotesk-core-wght.woff2",
    ]);

    // Staff may write an accented name: its letters come from the full Inter file, not a fallback.
    await page
      .locator("main p")
      .first()
      .evaluate((paragraph) => {
        paragraph.textContent = "Seán Ó Briain";
      });
    await expect.poll(() => fonts.some((path) => /\/inter-latin-wght-normal-[^/]+\.woff2$/.test(path))).toBe(true);
    await page.evaluate(() => document.fonts.ready);
    expect(await page.evaluate(() => document.fonts.check('16px "Inter"', "áÓ"))).toBe(true);
  },
);

test("card icons are drawn from the icon sprite", { tag: "@desktop" }, async ({ page }) => {
  await gotoHydrated(page, "/");
  const icons = page.locator(".card__icon use");
  expect(await icons.count()).toBeGreaterThan(2);
  // A <use> whose symbol did not load has an empty box.
  await expect
    .poll(() => icons.evaluateAll((uses) => uses.map((use) => (use as SVGUseElement).getBBox().width > 0)))
    .not.toContain(false);
});

test("the toast library loads with the first toast, not with the page", { tag: "@desktop" }, async ({ page }) => {
  // Each body is read after its response event, so the check waits for every read it counts on.
  const scripts: Promise<string>[] = [];
  page.on("response", (response) => {
    if (response.request().resourceType() === "script") scripts.push(response.text());
  });
  await gotoHydrated(page, "/help-connect/blog-highlights");
  await page.waitForLoadState("networkidle");
  const sonnerLoaded = async () => (await Promise.all(scripts)).some((code) => code.includes("data-sonner-toaster"));
  expect(await sonnerLoaded()).toBe(false);
  await expect(page.getByRole("region", { name: /Notifications/ })).toHaveCount(0);

  // Generating with no keywords raises a toast.
  await page.getByRole("button", { name: "Generate Topics" }).click();
  await expect(page.getByRole("region", { name: /Notifications/ }).getByRole("listitem")).toHaveCount(1);
  await expect.poll(sonnerLoaded).toBe(true);
});
