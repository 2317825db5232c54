import { expect, test } from "@playwright/test";
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
