import { expect, test, type Page } from "@playwright/test";
import { gotoHydrated } from "./support/hydration";

// What a first visit downloads: no stylesheet (the styles come in the document), and the code only
// a later step needs (the chat panel, the forms' rules, the voice recorder) left until that step.

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

test("the contact form's rules load when the visitor starts on the form", { tag: "@also-mobile" }, async ({ page }) => {
  const scripts = requestedPaths(page, "script");
  await gotoHydrated(page, "/contact");
  const rules = () => scripts.some((path) => /\/contact-schema-[^/]+\.js$/.test(path));
  expect(rules()).toBe(false);

  await page.getByLabel(/^First Name/).focus();
  await expect.poll(rules).toBe(true);
});

test(
  "the voice form's rules and recording code load when the visitor starts on the form",
  { tag: "@desktop" },
  async ({ page }) => {
    const scripts = requestedPaths(page, "script");
    await gotoHydrated(page, "/about");
    const loaded = () => ({
      rules: scripts.some((path) => /\/voice-schema-[^/]+\.js$/.test(path)),
      recorder: scripts.some((path) => /\/recording-session-[^/]+\.js$/.test(path)),
    });
    expect(loaded()).toEqual({ rules: false, recorder: false });

    await page.getByRole("textbox", { name: "Name" }).focus();
    await expect.poll(loaded).toEqual({ rules: true, recorder: true });
  },
);

test(
  "the chat panel's code waits until the visitor reaches for the chat button",
  { tag: "@desktop" },
  async ({ page }) => {
    const scripts = requestedPaths(page, "script");
    await gotoHydrated(page, "/contact");
    // Every script the page itself asks for has arrived.
    await page.waitForLoadState("networkidle");
    const panelCode = () => scripts.some((path) => /\/ChatPanel[.-][^/]+\.js$/.test(path));
    expect(panelCode()).toBe(false);

    await page.getByRole("button", { name: "Chat with Tetra AI" }).hover();
    await expect.poll(panelCode).toBe(true);
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

test("no code of the staff console reaches a public page", { tag: "@desktop" }, async ({ page, request }) => {
  const scripts = requestedPaths(page, "script");
  for (const path of ["/", "/services/electronic-design", "/help-connect/blog-highlights", "/contact", "/about"]) {
    await gotoHydrated(page, path);
    await page.waitForLoadState("networkidle");
  }
  expect(scripts.length).toBeGreaterThan(4);
  for (const path of new Set(scripts)) {
    const code = await (await request.get(path)).text();
    // Words only the console's pages and its confirmation and unsaved-changes prompts use.
    expect(/Staff console|Shows now|Will show|Privacy requests/.test(code), path).toBe(false);
  }
});
