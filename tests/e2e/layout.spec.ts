import { expect, test, type Locator, type Page } from "@playwright/test";
import { PUBLIC_ROUTES } from "../../app/content/public-routes";
import { gotoHydrated } from "./support/hydration";

const isMobile = (projectName: string) => projectName === "mobile";

test.describe("home page", () => {
  test("renders the core message from D1, and a staff edit shows up", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("We make ideas real.");
    await expect(page.getByText(/We turn your concepts into market-ready electronics/)).toBeVisible();
    await expect(page.getByRole("link", { name: "Explore Our Services" })).toHaveAttribute("href", "/services");
    await expect(page.getByRole("link", { name: "Discover Swift Development" })).toHaveAttribute(
      "href",
      "/swift-development",
    );
    await expect(page.getByRole("link", { name: "Get in Touch" })).toHaveAttribute("href", "/contact");
    for (const card of ["Innovative Solutions", "Custom Hardware", "Market-Ready Products"]) {
      await expect(page.getByRole("heading", { name: card })).toBeVisible();
    }
  });
});

test("a home page view runs exactly one D1 query", async ({ request }) => {
  const response = await request.get("/");
  expect(response.headers()["server-timing"]).toContain('d1;desc="queries: 1"');
});

test.describe("header navigation", () => {
  // Desktop navigation only shows from 1024 px.
  test(
    "desktop dropdown opens on hover and closes 150 ms after the pointer leaves",
    { tag: "@desktop" },
    async ({ page }) => {
      await gotoHydrated(page, "/");
      const nav = page.getByRole("navigation", { name: "Main" }).first();
      const services = nav.getByRole("button", { name: "Services" });
      const menu = nav.getByRole("link", { name: "Consultancy" });
      await expect(menu).toBeHidden();
      await services.hover();
      await expect(menu).toBeVisible();
      await expect(services).toHaveAttribute("aria-expanded", "true");

      // Timed inside the page, from the pointer leaving the dropdown to its closing, so that the
      // test process's own scheduling on a busy machine does not count.
      await page.evaluate(() => {
        const button = [...document.querySelectorAll(".dropdown > button")].find((b) =>
          b.textContent?.includes("Services"),
        )!;
        let leftAt = Number.NaN;
        button.parentElement!.addEventListener("mouseleave", () => (leftAt = performance.now()), { once: true });
        (window as { dropdownClosed?: Promise<number> }).dropdownClosed = new Promise<number>((resolve) => {
          new MutationObserver((_, observer) => {
            if (button.getAttribute("aria-expanded") !== "false") return;
            observer.disconnect();
            resolve(performance.now() - leftAt);
          }).observe(button, { attributeFilter: ["aria-expanded"] });
        });
      });
      await page.mouse.move(5, 700);
      const closedAfter = await page.evaluate(() => (window as { dropdownClosed?: Promise<number> }).dropdownClosed);
      expect(closedAfter).toBeGreaterThanOrEqual(149);
      await expect(menu).toBeHidden();

      // Coming back before the delay ends keeps it open.
      await services.hover();
      await page.mouse.move(5, 700);
      await services.hover();
      await page.waitForTimeout(300);
      await expect(menu).toBeVisible();
    },
  );

  // Desktop navigation only shows from 1024 px.
  test("clicking a parent toggles its dropdown instead of navigating", { tag: "@desktop" }, async ({ page }) => {
    await gotoHydrated(page, "/");
    const services = page.getByRole("navigation", { name: "Main" }).first().getByRole("button", { name: "Services" });
    await services.focus();
    await page.keyboard.press("Enter");
    await expect(services).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Enter");
    await expect(services).toHaveAttribute("aria-expanded", "false");
    await expect(page).toHaveURL(/\/$/);
  });

  // The menu button shows below 1024 px.
  test("mobile menu opens and parents expand in place", { tag: "@mobile" }, async ({ page }) => {
    await gotoHydrated(page, "/");
    await page.getByRole("button", { name: "Open menu" }).click();
    const mobileNav = page.locator("#mobile-menu");
    await expect(mobileNav).toBeVisible();
    await expect(mobileNav.getByRole("link", { name: "Consultancy" })).toBeHidden();
    await mobileNav.getByRole("button", { name: "Services" }).click();
    await expect(mobileNav.getByRole("link", { name: "Consultancy" })).toBeVisible();
    await mobileNav.getByRole("link", { name: "History" }).click();
    await expect(page).toHaveURL(/\/history$/);
    await expect(mobileNav).toBeHidden();
  });

  test("highlights the active entry, and a parent on its sub-pages", async ({ page }, testInfo) => {
    await page.goto("/services/consultancy");
    const scope = isMobile(testInfo.project.name) ? page.locator("#mobile-menu") : page.locator(".desktop-nav");
    await expect(scope.getByRole("button", { name: "Services", includeHidden: true })).toHaveClass(/is-active/);
    await expect(scope.getByRole("button", { name: "Techniques", includeHidden: true })).not.toHaveClass(/is-active/);
    await expect(scope.getByRole("link", { name: "Consultancy", includeHidden: true })).toHaveClass(/is-active/);
    // Inside the open section, only the page itself is marked, not the section's overview.
    await expect(scope.getByRole("link", { name: "Services overview", includeHidden: true })).not.toHaveClass(
      /is-active/,
    );
    await expect(scope.getByRole("link", { name: "History", includeHidden: true })).not.toHaveClass(/is-active/);
  });
});

test.describe("header navigation without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a dropdown opens on keyboard focus and its links work", { tag: "@desktop" }, async ({ page }) => {
    await page.goto("/");
    const nav = page.locator(".desktop-nav");
    await expect(nav.getByRole("link", { name: "Consultancy" })).toBeHidden();
    await nav.getByRole("button", { name: "Services" }).focus();
    await expect(nav.getByRole("link", { name: "Consultancy" })).toBeVisible();
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await expect(nav.getByRole("link", { name: "Consultancy" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/services\/consultancy$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });

  test(
    "the whole menu shows on small screens, where the menu button could not open it",
    { tag: "@mobile" },
    async ({ page }) => {
      await page.goto("/");
      await expect(page.locator(".menu-button")).toBeHidden();
      const menu = page.locator("#mobile-menu");
      await expect(menu.getByRole("link", { name: "History" })).toBeVisible();
      await menu.getByRole("link", { name: "Circuit Design" }).click();
      await expect(page).toHaveURL(/\/techniques\/circuit-design$/);
    },
  );
});

test.describe("page changes", () => {
  test("a new page starts at the top, and a link to the current page scrolls up smoothly", async ({ page }) => {
    await gotoHydrated(page, "/");
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
    await page.getByRole("contentinfo").getByRole("link", { name: "Services" }).click();
    await expect(page).toHaveURL(/\/services$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

    await gotoHydrated(page, "/");
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
    await page.getByRole("banner").getByRole("link", { name: /home/i }).click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test("unknown paths answer 404 with the not-found page", async ({ page }) => {
    const response = await page.goto("/this-page-does-not-exist");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page not found");
    await expect(page.getByRole("link", { name: "Back to Home" })).toHaveAttribute("href", "/");
  });

  test("the footer has the quick links, contact block and the current year", async ({ page }) => {
    await page.goto("/");
    const footer = page.getByRole("contentinfo");
    for (const [name, href] of [
      ["Services", "/services"],
      ["Techniques", "/techniques"],
      ["Blog Highlights", "/help-connect/blog-highlights"],
      ["FAQs", "/help-connect/faqs"],
      ["Contact Us", "/help-connect/contact-us"],
    ]) {
      await expect(footer.getByRole("link", { name, exact: true })).toHaveAttribute("href", href);
    }
    await expect(footer.getByText("Republic of Ireland and UK")).toBeVisible();
    for (const social of ["LinkedIn", "YouTube", "Instagram", "TikTok", "X"]) {
      await expect(footer.getByRole("link", { name: social, exact: true })).toHaveAttribute("target", "_blank");
    }
    await expect(footer).toContainText(`© ${new Date().getFullYear()}`);
  });
});

// Every width a visitor's screen may have, from a small phone to a common laptop. Each width gets
// one page that walks every public route in turn, which keeps the run short.
const WIDTHS = [360, 390, 768, 1024, 1100, 1280, 1366] as const;
const PHONE_WIDTHS = [360, 390] as const;
/** From this width the header shows the desktop navigation. */
const DESKTOP_NAV_FROM = 1024;

/** How far the page scrolls sideways: 0 when it fits its viewport. */
const sidewaysOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

type Box = { left: number; top: number; right: number; bottom: number };
const box = (locator: Locator): Promise<Box> =>
  locator.evaluate((element) => {
    const { left, top, right, bottom } = element.getBoundingClientRect();
    return { left, top, right, bottom };
  });
const intersects = (a: Box, b: Box) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

test.describe("every width", () => {
  for (const width of WIDTHS) {
    test(`no public page scrolls sideways at ${width} px`, { tag: "@desktop" }, async ({ page }) => {
      // Two dozen pages in one test.
      test.slow();
      await page.setViewportSize({ width, height: 800 });
      const overflowing: string[] = [];
      for (const { path } of PUBLIC_ROUTES) {
        await page.goto(path);
        const overflow = await sidewaysOverflow(page);
        if (overflow > 0) overflowing.push(`${path} (${overflow} px)`);
      }
      expect(overflowing).toEqual([]);
    });
  }

  for (const width of WIDTHS.filter((w) => w >= DESKTOP_NAV_FROM)) {
    test(`the header keeps each entry on one line at ${width} px`, { tag: "@desktop" }, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await gotoHydrated(page, "/");
      const lines = await page.evaluate(() => {
        /** The number of lines an element's text takes. */
        const lineCount = (element: Element) => {
          const bottoms = new Set<number>();
          const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
          for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            const range = document.createRange();
            range.selectNodeContents(node);
            for (const rect of range.getClientRects()) if (rect.width > 0) bottoms.add(Math.round(rect.bottom));
          }
          return bottoms.size;
        };
        const entries = [
          ...document.querySelectorAll(
            ".desktop-nav__list > li > .desktop-nav__link, .desktop-nav__list > li > .dropdown > .desktop-nav__link",
          ),
        ];
        return {
          logo: lineCount(document.querySelector(".site-header__name")!),
          entries: entries.map((entry) => {
            const chevron = entry.querySelector(".dropdown__chevron")?.getBoundingClientRect();
            const text = entry.getBoundingClientRect();
            return {
              label: entry.textContent,
              lines: lineCount(entry),
              // The chevron sits on the label's line, not below it.
              chevronBeside: chevron ? chevron.top >= text.top && chevron.bottom <= text.bottom : true,
            };
          }),
          navTops: new Set(entries.map((entry) => Math.round(entry.getBoundingClientRect().top))).size,
          barHeight: document.querySelector(".site-header__bar")!.getBoundingClientRect().height,
        };
      });
      expect(lines.entries.length).toBeGreaterThan(5);
      expect(lines.logo).toBe(1);
      for (const entry of lines.entries)
        expect(entry, entry.label ?? "").toMatchObject({ lines: 1, chevronBeside: true });
      // All entries in one row, and the header no taller than its usual height.
      expect(lines.navTops).toBe(1);
      expect(lines.barHeight).toBeLessThanOrEqual(64);
    });

    test(`the Help & Connect menu opens inside the screen at ${width} px`, { tag: "@desktop" }, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await gotoHydrated(page, "/");
      const nav = page.locator(".desktop-nav");
      await nav.getByRole("button", { name: "Help & Connect" }).hover();
      const menu = nav.getByRole("link", { name: "Contact Us" }).locator("xpath=ancestor::ul[1]");
      await expect(menu).toBeVisible();
      const menuBox = await box(menu);
      expect(menuBox.left).toBeGreaterThanOrEqual(0);
      expect(menuBox.right).toBeLessThanOrEqual(width);
      expect(await sidewaysOverflow(page)).toBe(0);
    });
  }

  for (const viewport of [
    { width: 1366, height: 657 },
    { width: 740, height: 360 },
  ]) {
    test(
      `the chat stays on a ${viewport.width}×${viewport.height} screen after two answers`,
      { tag: "@desktop" },
      async ({ page }) => {
        await page.setViewportSize(viewport);
        await gotoHydrated(page, "/");
        await page.getByRole("button", { name: "Chat with Tetra AI" }).click();
        const panel = page.getByRole("dialog", { name: "Tetra AI" });
        const input = panel.getByRole("textbox", { name: "Your message" });
        for (const [index, question] of ["What services do you offer?", "Tell me about Swift Development"].entries()) {
          await input.fill(question);
          await input.press("Enter");
          // The greeting, then one answer per question.
          await expect(panel.locator(".chatbot__message--bot")).toHaveCount(index + 2);
          await expect(input).toBeEnabled();
        }
        const panelBox = await box(panel);
        expect(panelBox.top).toBeGreaterThanOrEqual(0);
        expect(panelBox.bottom).toBeLessThanOrEqual(viewport.height);
        const close = panel.getByRole("button", { name: "Close the chat with Tetra AI" });
        await expect(close).toBeInViewport({ ratio: 1 });
        await expect(input).toBeInViewport({ ratio: 1 });
        // The messages scroll inside the panel; the newest answer is in view.
        const messages = panel.locator(".chatbot__messages");
        expect(await messages.evaluate((element) => element.scrollHeight > element.clientHeight)).toBe(true);
        await expect(panel.locator(".chatbot__message--bot").last()).toBeInViewport();
        await close.click();
        await expect(panel).toBeHidden();
      },
    );
  }

  for (const width of PHONE_WIDTHS) {
    test(
      `on a ${width} px phone the floating controls stay apart and never hide the page's end`,
      { tag: "@desktop" },
      async ({ page }) => {
        await page.setViewportSize({ width, height: 740 });
        for (const path of ["/techniques/circuit-design", "/services/consultancy", "/about", "/help-connect"]) {
          await gotoHydrated(page, path);
          const toEnd = () => page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
          await toEnd();
          const chat = await box(page.getByRole("button", { name: "Chat with Tetra AI" }));
          const backLink = page.locator(".floating-back-link");
          if (path.startsWith("/techniques/") || path.startsWith("/services/")) {
            await expect(backLink).toBeVisible();
            // The page's end makes room for the back link once it shows.
            await toEnd();
            const pill = await box(backLink);
            expect(intersects(pill, chat), `${path}: back link and chat button`).toBe(false);
            expect(pill.left).toBeGreaterThanOrEqual(0);
            expect(pill.right).toBeLessThanOrEqual(width);
          }
          // The last line of the page, scrolled fully up, is clear of every floating control.
          const lastLine = await box(page.locator(".site-footer__bottom p").last());
          expect(intersects(lastLine, chat), `${path}: last line and chat button`).toBe(false);
          if (await backLink.isVisible()) {
            expect(intersects(lastLine, await box(backLink)), `${path}: last line and back link`).toBe(false);
          }
        }
      },
    );
  }
});
