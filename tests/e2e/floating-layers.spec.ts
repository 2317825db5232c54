import { expect, test, type Page } from "@playwright/test";
import { gotoHydrated } from "./support/hydration";
import { FORM_CONTROLS, seenUnder } from "./support/overlap";
import { clickWhereItStands } from "./support/sticky";

// Decision 0062: what floats over the page (the back link in the sticky header's band, the chat
// launcher) hides nothing a visitor reads or uses.

/** Sub-pages with a back link: two services-style articles and the generic technique page. */
const SUB_PAGES = ["/services/consultancy", "/techniques/communication", "/techniques/low-power-design"] as const;
const BACK_LINK_WIDTHS = [360, 390, 430, 768, 1024, 1366] as const;
const PHONE_WIDTHS = [360, 390, 430] as const;

/** Scrolls the page and waits two frames, so that scroll listeners have run and painted. */
async function scrollTo(page: Page, top: number) {
  await page.evaluate(
    (y) =>
      new Promise((resolve) => {
        window.scrollTo(0, y);
        requestAnimationFrame(() => requestAnimationFrame(resolve));
      }),
    top,
  );
}

const lastScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);

for (const width of BACK_LINK_WIDTHS) {
  test(
    `at ${width} px the floating back link stands in the header's band, over no text and no control`,
    { tag: "@desktop" },
    async ({ page }) => {
      await page.setViewportSize({ width, height: width < 1024 ? 700 : 657 });
      for (const path of SUB_PAGES) {
        await gotoHydrated(page, path);
        const header = page.getByRole("banner");
        const floating = header.getByRole("link", { name: /^Back to All/ });
        await expect(floating).toBeHidden();
        const end = await lastScroll(page);
        for (const scrolled of [101, 250, 400, Math.round(end / 2), end]) {
          await scrollTo(page, scrolled);
          await expect(floating, `${path} scrolled ${scrolled} px`).toBeInViewport({ ratio: 1 });
          // Inside the header, whose background is opaque, so the text scrolling under it is hidden.
          const [linkBox, headerBox] = [(await floating.boundingBox())!, (await header.boundingBox())!];
          expect(linkBox.y).toBeGreaterThanOrEqual(headerBox.y);
          expect(linkBox.y + linkBox.height).toBeLessThanOrEqual(headerBox.y + headerBox.height + 0.5);
          expect(await seenUnder(floating), `${path} at ${width} px scrolled ${scrolled} px`).toEqual([]);
          // Nothing stands over it: a click at its centre reaches it.
          expect(
            await floating.evaluate((link) => {
              const { left, top, width, height } = link.getBoundingClientRect();
              return link.contains(document.elementFromPoint(left + width / 2, top + height / 2));
            }),
          ).toBe(true);
        }
        expect(await header.evaluate((element) => getComputedStyle(element).backgroundColor), "an opaque header").toBe(
          "rgb(255, 255, 255)",
        );
      }
    },
  );
}

test(
  "the band's back link does not move the page, gives way to the open menu, and leads to the index",
  { tag: "@also-mobile" },
  async ({ page }, testInfo) => {
    await gotoHydrated(page, "/techniques/circuit-design");
    const floating = page.getByRole("banner").getByRole("link", { name: "Back to All Techniques" });
    const heading = page.getByRole("heading", { level: 2 }).first();
    await scrollTo(page, 100);
    await expect(floating).toBeHidden();
    const before = (await heading.boundingBox())!.y;
    await scrollTo(page, 101);
    await expect(floating).toBeVisible();
    // The page under the header stays where it was (1 px further scrolled) as the band shows.
    expect((await heading.boundingBox())!.y).toBeCloseTo(before - 1, 0);
    if (testInfo.project.name === "mobile") {
      await clickWhereItStands(page.getByRole("button", { name: "Open menu" }));
      await expect(floating).toBeHidden();
      await clickWhereItStands(page.getByRole("button", { name: "Close menu" }));
      await expect(floating).toBeVisible();
      expect(await page.evaluate(() => window.scrollY)).toBe(101);
    }
    await clickWhereItStands(floating);
    await expect(page).toHaveURL(/\/techniques$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Our Techniques");
  },
);

test(
  "on /contact the chat launcher covers no form control at any scroll position, loaded or reached by a link",
  { tag: "@desktop" },
  async ({ page }) => {
    // Three widths, some sixty scroll positions each.
    test.slow();
    for (const width of PHONE_WIDTHS) {
      await page.setViewportSize({ width, height: 740 });
      if (width === PHONE_WIDTHS.at(-1)) {
        // Reached by a link, so the form arrives after the launcher's first look at the page.
        await gotoHydrated(page, "/");
        await page.getByRole("contentinfo").getByRole("link", { name: "Contact Us" }).click();
        await expect(page.getByRole("form", { name: "Send Us a Message" })).toBeVisible();
      } else await gotoHydrated(page, "/contact");
      // By its class: while it steps aside it is out of the accessibility tree.
      const launcher = page.locator(".chatbot__launcher");
      const end = await lastScroll(page);
      let shown = 0;
      for (let scrolled = 0; scrolled <= end + 49; scrolled += 50) {
        await scrollTo(page, Math.min(scrolled, end));
        // What the launcher covers once it has settled: its watching arrives a moment after the
        // page has hydrated (useLauncherStepsAside.ts), and its fade, when it steps aside or
        // comes back, ends.
        await expect
          .poll(
            async () => {
              await launcher.evaluate((element) => Promise.all(element.getAnimations().map((fade) => fade.finished)));
              if (!(await launcher.isVisible())) return [];
              return seenUnder(launcher, { controls: FORM_CONTROLS, text: false });
            },
            { message: `${width} px scrolled ${Math.min(scrolled, end)} px` },
          )
          .toEqual([]);
        if (await launcher.isVisible()) shown++;
      }
      // It steps aside only while a control is under it: it is there at the page's end.
      await expect(page.getByRole("button", { name: "Chat with Tetra AI" })).toBeVisible();
      expect(shown, `${width} px: positions with the launcher shown`).toBeGreaterThan(3);
    }
  },
);

for (const width of PHONE_WIDTHS) {
  test(
    `on a ${width} px phone the chat launcher leaves every page's end clear`,
    { tag: "@desktop" },
    async ({ page }) => {
      await page.setViewportSize({ width, height: 740 });
      for (const path of ["/", "/contact", "/privacy", "/techniques/circuit-design", "/about", "/help-connect"]) {
        await gotoHydrated(page, path);
        await scrollTo(page, await lastScroll(page));
        const launcher = page.getByRole("button", { name: "Chat with Tetra AI" });
        await expect(launcher).toBeVisible();
        expect(await seenUnder(launcher), `${path} at its end`).toEqual([]);
      }
    },
  );
}
