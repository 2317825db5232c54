import { expect, test, type Page } from "@playwright/test";
import { PUBLIC_ROUTES } from "./support/public-pages";
import { axeViolations } from "./support/axe";
import { focusRing } from "./support/contrast";
import { gotoHydrated } from "./support/hydration";

// Every public page, and the 404 page, checked with axe in both the desktop and the mobile project:
// what axe finds depends on the layout (it skips hidden elements and measures contrast against what
// is drawn behind the text), and the layout depends on the width.
const ROUTES_TO_AUDIT = [...PUBLIC_ROUTES.map((route) => route.path), "/this-page-does-not-exist"];
// A few pages to a test, loaded one after another in the same browser page: a fresh browser
// context for each page, with an empty cache, took longer than the audit itself.
const PAGES_PER_TEST = 5;

test.describe("axe", () => {
  for (let first = 0; first < ROUTES_TO_AUDIT.length; first += PAGES_PER_TEST) {
    const paths = ROUTES_TO_AUDIT.slice(first, first + PAGES_PER_TEST);
    test(`${paths.join(", ")} have no accessibility violations`, { tag: "@also-mobile" }, async ({ page }) => {
      test.slow(); // several pages in one test
      for (const path of paths) {
        await page.goto(path);
        // Hydrated, and whatever the page fetches once hydrated is in place.
        await page.waitForLoadState("networkidle");
        // Each page's violations are reported under its address, and the other pages are still audited.
        expect.soft(await axeViolations(page), path).toEqual([]);
      }
    });
  }
});

test.describe("keyboard", () => {
  test(
    "the skip link is the first stop and moves focus to the main content",
    { tag: "@also-mobile" },
    async ({ page }) => {
      await page.goto("/");
      await page.keyboard.press("Tab");
      const skip = page.getByRole("link", { name: "Skip to content" });
      await expect(skip).toBeFocused();
      await expect(skip).toBeInViewport();
      await page.keyboard.press("Enter");
      await expect(page.locator("#main-content")).toBeFocused();
    },
  );

  test("focus is visible on links and buttons", { tag: "@also-mobile" }, async ({ page }) => {
    await page.goto("/");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    const outline = await page.evaluate(() => {
      const style = getComputedStyle(document.activeElement as Element);
      return { style: style.outlineStyle, width: parseFloat(style.outlineWidth) };
    });
    expect(outline.style).not.toBe("none");
    expect(outline.width).toBeGreaterThanOrEqual(2);
  });

  test("the focus ring stands out at 3 : 1 or more from every background it is drawn on", async ({ page, context }) => {
    test.slow(); // two pages, six rings
    const scratch = await context.newPage();
    // The site's surfaces: the white header and cards, the dark hero and footer, the teal
    // call-to-action band every page ends with, the chat button (#00fff0) over the page.
    const targets = {
      header: ["/", page.locator(".site-header a").first()],
      hero: ["/", page.locator(".hero a").first()],
      "call-to-action band": ["/", page.locator(".cta-band a").first()],
      footer: ["/", page.locator(".site-footer a").first()],
      "chat button": ["/", page.getByRole("button", { name: "Chat with Tetra AI" })],
      card: ["/services", page.locator("main .card__link").first()],
    } as const;
    const rings: Record<string, { contrast: number; color: string; background: string; focusVisible: boolean }> = {};
    for (const [surface, [path, target]] of Object.entries(targets)) {
      if (new URL(page.url()).pathname !== path) await gotoHydrated(page, path);
      const { contrast, color, background, focusVisible, style, width } = await focusRing(page, scratch, target);
      expect(style, surface).toBe("solid");
      expect(width, surface).toBeGreaterThanOrEqual(2);
      rings[surface] = { contrast: Math.round(contrast * 100) / 100, color, background, focusVisible };
    }
    for (const [surface, ring] of Object.entries(rings)) {
      expect.soft(ring.focusVisible, surface).toBe(true);
      expect.soft(ring.contrast, `${surface}: ${ring.color} on ${ring.background}`).toBeGreaterThanOrEqual(3);
    }
  });

  test("the focus ring on the staff console's buttons stands out from the page", async ({ page, context }) => {
    const scratch = await context.newPage();
    await gotoHydrated(page, "/staff/leads");
    const ring = await focusRing(page, scratch, page.getByRole("button", { name: "Search" }));
    expect(ring.contrast, `${ring.color} on ${ring.background}`).toBeGreaterThanOrEqual(3);
  });

  // Desktop navigation only shows from 1024 px.
  test(
    "a desktop dropdown opens with Enter, its links are reachable with Tab, Escape closes it",
    { tag: "@desktop" },
    async ({ page }) => {
      await gotoHydrated(page, "/");
      const toggle = page.locator(".desktop-nav").getByRole("button", { name: "Techniques" });
      await toggle.focus();
      await page.keyboard.press("Enter");
      await expect(toggle).toHaveAttribute("aria-expanded", "true");
      await page.keyboard.press("Tab");
      await expect(page.locator(".desktop-nav").getByRole("link", { name: "Techniques overview" })).toBeFocused();
      await page.keyboard.press("Escape");
      await expect(toggle).toHaveAttribute("aria-expanded", "false");
      await expect(toggle).toBeFocused();
    },
  );

  // The menu button shows below 1024 px.
  test("the mobile menu works from the keyboard", { tag: "@mobile" }, async ({ page }) => {
    await gotoHydrated(page, "/");
    const menuButton = page.getByRole("button", { name: "Open menu" });
    await menuButton.focus();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("button", { name: "Close menu" })).toHaveAttribute("aria-expanded", "true");
    const services = page.locator("#mobile-menu").getByRole("button", { name: "Services" });
    await services.focus();
    await page.keyboard.press("Enter");
    await page.keyboard.press("Tab");
    await expect(page.locator("#mobile-menu").getByRole("link", { name: "Services overview" })).toBeFocused();
  });

  // The menu button shows below 1024 px.
  test(
    "Escape closes the mobile menu and hands the focus back to its button, a cross while the menu is open",
    { tag: "@mobile" },
    async ({ page }) => {
      await gotoHydrated(page, "/");
      const menu = page.locator("#mobile-menu");
      const icon = page.locator(".menu-button__icon");
      /** The icon's three bars: the middle one's colour and the turn of the other two. */
      const bars = () =>
        icon.evaluate((element) => ({
          middle: getComputedStyle(element).backgroundColor,
          top: getComputedStyle(element, "::before").transform,
          bottom: getComputedStyle(element, "::after").transform,
        }));
      const closedBars = await bars();
      expect(closedBars.top).toBe("none");
      await page.getByRole("button", { name: "Open menu" }).click();
      const closeButton = page.getByRole("button", { name: "Close menu" });
      await expect(closeButton).toHaveAttribute("aria-expanded", "true");
      // A cross: the middle bar gone, the other two crossing (once their turn has ended).
      await icon.evaluate((element) =>
        Promise.all(element.getAnimations({ subtree: true }).map((turn) => turn.finished)),
      );
      const openBars = await bars();
      expect(openBars.middle).toBe("rgba(0, 0, 0, 0)");
      expect(openBars.top).not.toBe("none");
      expect(openBars.bottom).not.toBe("none");
      expect(openBars.top).not.toBe(openBars.bottom);

      // From inside the menu.
      await menu.getByRole("link", { name: "About" }).focus();
      await page.keyboard.press("Escape");
      await expect(menu).toBeHidden();
      const menuButton = page.getByRole("button", { name: "Open menu" });
      await expect(menuButton).toBeFocused();
      await expect(menuButton).toHaveAttribute("aria-expanded", "false");

      // From the button itself, opened with the keyboard.
      await page.keyboard.press("Enter");
      await expect(menu).toBeVisible();
      await page.keyboard.press("Escape");
      await expect(menu).toBeHidden();
      await expect(menuButton).toBeFocused();
      await expect(page).toHaveURL(/\/$/);
    },
  );
});

/**
 * The home page's artwork, as the site serves it, drawn inline in a blank page: the animations of
 * an image are out of the page's reach, and the file opened on its own would fall under the style
 * policy the site sends with its assets, which refuses inline styles (an image does not). Returns
 * when each animation ends, in ms from its start.
 */
async function heroArtAnimationEnds(page: Page): Promise<number[]> {
  await page.goto("/");
  const src = await page.locator(".hero__art img").getAttribute("src");
  expect(src).toMatch(/\.svg$/);
  const response = await page.request.get(src!);
  expect(response.headers()["content-type"]).toContain("image/svg+xml");
  await page.setContent(await response.text());
  return page.evaluate(() =>
    document.getAnimations().map((animation) => animation.effect!.getComputedTiming().endTime as number),
  );
}

test.describe("moving artwork", () => {
  // Motion that starts by itself and lasts more than five seconds needs a control to pause it.
  test("the home page's artwork moves for under five seconds, then holds still", async ({ page }) => {
    const ends = await heroArtAnimationEnds(page);
    // The six signals, the two LEDs and the chip's glow.
    expect(ends).toHaveLength(9);
    for (const end of ends) expect(end).toBeLessThanOrEqual(5000);
  });
});

test.describe("reduced motion", () => {
  test.use({ colorScheme: "light", reducedMotion: "reduce" });

  test(
    "transitions are switched off when the visitor prefers reduced motion",
    { tag: "@also-mobile" },
    async ({ page }) => {
      await page.goto("/");
      const duration = await page.evaluate(
        () => getComputedStyle(document.querySelector(".button")!).transitionDuration,
      );
      expect(parseFloat(duration)).toBeLessThan(0.001);
    },
  );

  test("the home page's artwork does not move when the visitor prefers reduced motion", async ({ page }) => {
    expect(await heroArtAnimationEnds(page)).toEqual([]);
  });
});
