import { expect, test, type Page } from "@playwright/test";
import { expectToast, speech, useFakeSpeechRecognition } from "./support/speech-recognition";
import { gotoHydrated } from "./support/hydration";

// Runs in both projects: the toggle sits in the header next to the menu button at every width.

const toggle = (page: Page) => page.getByRole("banner").getByRole("button", { name: "Voice navigation" });
const listeningBanner = (page: Page) =>
  page.getByRole("status").getByText("Listening for page names...", { exact: true });
const errorBanner = (page: Page) => page.getByRole("alert").getByText(/^Voice Nav Error: /);

async function startListening(page: Page) {
  await toggle(page).click();
  await expect(toggle(page)).toHaveAttribute("aria-pressed", "true");
  await expect(listeningBanner(page)).toBeVisible();
}

async function expectIdle(page: Page) {
  await expect(toggle(page)).toHaveAttribute("aria-pressed", "false");
  await expect(listeningBanner(page)).toHaveCount(0);
}

test.describe("voice navigation", () => {
  test(
    "listens for one US English utterance and goes to the page that was named",
    { tag: "@also-mobile" },
    async ({ page }) => {
      await useFakeSpeechRecognition(page);
      await gotoHydrated(page, "/");
      await expect(toggle(page)).toBeVisible();
      await expectIdle(page);

      await startListening(page);
      // Bottom left of the viewport.
      const banner = await listeningBanner(page).boundingBox();
      const viewport = page.viewportSize()!;
      expect(banner!.x).toBeLessThan(40);
      expect(viewport.height - (banner!.y + banner!.height)).toBeLessThan(40);
      await expectToast(page, "Voice Command Active", "Listening for page names (e.g., 'Go to About', 'Services')...");
      expect(await speech(page).starts()).toEqual([
        { lang: "en-US", continuous: false, interimResults: false, maxAlternatives: 1 },
      ]);

      await speech(page).hear("Go to About.");
      await expect(page).toHaveURL(/\/about$/);
      await expectToast(page, "Navigating...", "Going to About page.");
      await expectIdle(page);
      await expect(errorBanner(page)).toHaveCount(0);
    },
  );

  test("the session's code comes with the visitor's reach for the toggle, and a press before it has arrived is kept", async ({
    page,
  }) => {
    await useFakeSpeechRecognition(page);
    const sessionCode = /\/assets\/voice-nav-session-[^/]+\.js$/;
    let release: () => void = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(sessionCode, async (route) => {
      await released;
      await route.continue();
    });
    const requested = page.waitForRequest(sessionCode);
    await gotoHydrated(page, "/");
    await toggle(page).click();
    await requested;
    await expectIdle(page);

    release();
    await expect(toggle(page)).toHaveAttribute("aria-pressed", "true");
    await expect(listeningBanner(page)).toBeVisible();
    expect(await speech(page).starts()).toHaveLength(1);
  });

  for (const [heard, name, path] of [
    ["open the FAQs", "FAQs", "/help-connect/faqs"],
    ["show me swift development", "Swift Development", "/swift-development"],
    ["help & connect", "Help & Connect", "/help-connect"],
  ] as const) {
    test(`"${heard}" goes to ${path}`, async ({ page }) => {
      await useFakeSpeechRecognition(page);
      await gotoHydrated(page, "/about");
      await startListening(page);
      await speech(page).hear(heard);
      // Some of these pages belong to other branches; the address is what voice navigation decides.
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expectToast(page, "Navigating...", `Going to ${name} page.`);
      await expectIdle(page);
    });
  }

  test("works with the prefixed webkitSpeechRecognition, from the keyboard", async ({ page }) => {
    await useFakeSpeechRecognition(page, "webkitSpeechRecognition");
    await gotoHydrated(page, "/");
    await toggle(page).focus();
    await page.keyboard.press("Enter");
    await expect(toggle(page)).toHaveAttribute("aria-pressed", "true");
    await speech(page).hear("services");
    await expect(page).toHaveURL(/\/services$/);
    await expectToast(page, "Navigating...", "Going to Services page.");
    await expectIdle(page);
  });

  test("stays on the page and says so when no page matches", async ({ page }) => {
    await useFakeSpeechRecognition(page);
    await gotoHydrated(page, "/about");
    await startListening(page);
    await speech(page).hear("order a pizza");
    await expectToast(
      page,
      "Navigation Failed",
      'Could not find a page for "order a pizza". Try saying the full page name clearly.',
    );
    await expectIdle(page);
    await expect(page).toHaveURL(/\/about$/);
    await expect(errorBanner(page)).toHaveCount(0);
  });

  test("every recognition error shows its text in a toast and the red banner, then idles", async ({ page }) => {
    test.slow(); // seven recognitions in one test
    await useFakeSpeechRecognition(page);
    await gotoHydrated(page, "/");
    for (const [code, text] of [
      ["no-speech", "No speech detected. Please try again."],
      ["audio-capture", "Audio capture failed. Check microphone permissions."],
      ["not-allowed", "Microphone access denied. Please enable permissions."],
      ["network", "Network error during speech recognition. Check connection."],
      ["service-not-allowed", "Speech recognition service not allowed. Check browser settings."],
      ["language-not-supported", "Speech recognition error."],
      ["aborted", "Speech recognition error."],
    ]) {
      await startListening(page);
      // A new attempt clears the previous error banner.
      await expect(errorBanner(page)).toHaveCount(0);
      await speech(page).fail(code!);
      await expectToast(page, "Voice Command Error", text!);
      await expect(errorBanner(page)).toHaveText(`Voice Nav Error: ${text}`);
      await expectIdle(page);
    }
    await expect(page).toHaveURL(/\/$/);

    await page.getByRole("button", { name: "Dismiss voice navigation error" }).click();
    await expect(errorBanner(page)).toHaveCount(0);
  });

  // Sonner takes a moment to close a toast (after its 5 s, or its close button): a message shown in
  // that moment must not go with it. Toast timing, not the viewport: desktop only.
  test("a message shown while the previous toast is closing still shows", { tag: "@desktop" }, async ({ page }) => {
    await useFakeSpeechRecognition(page);
    await gotoHydrated(page, "/");
    await startListening(page);
    await speech(page).fail("no-speech");
    await expectToast(page, "Voice Command Error", "No speech detected. Please try again.");
    // Closed, then listening again and failing at once, in one go inside the page.
    await page.evaluate(() => {
      document.querySelector<HTMLButtonElement>("[data-sonner-toast] [data-close-button]")!.click();
      document.querySelector<HTMLButtonElement>("header .voice-nav-toggle")!.click();
      (window as unknown as { __speech: { fail(code: string): void } }).__speech.fail("network");
    });
    await expectToast(page, "Voice Command Error", "Network error during speech recognition. Check connection.");
    await expect(errorBanner(page)).toHaveText(
      "Voice Nav Error: Network error during speech recognition. Check connection.",
    );
    await expectIdle(page);
  });

  test("a start() that throws reports it and stays idle", async ({ page }) => {
    await useFakeSpeechRecognition(page);
    await gotoHydrated(page, "/");
    await speech(page).failNextStart();
    await toggle(page).click();
    await expectToast(page, "Voice Command Error", "Could not start voice recognition. Try again.");
    await expect(errorBanner(page)).toHaveText("Voice Nav Error: Could not start voice recognition. Try again.");
    await expectIdle(page);

    // The next attempt works.
    await startListening(page);
    await expect(errorBanner(page)).toHaveCount(0);
  });

  test("a browser without the API gets the unsupported message", async ({ page }) => {
    await useFakeSpeechRecognition(page, "none");
    await gotoHydrated(page, "/");
    await toggle(page).click();
    await expectToast(page, "Voice Command Error", "Voice recognition not supported by your browser.");
    await expect(errorBanner(page)).toHaveText("Voice Nav Error: Voice recognition not supported by your browser.");
    await expectIdle(page);
  });

  test("returns to idle when recognition ends without a result, and toggling off cancels quietly", async ({ page }) => {
    await useFakeSpeechRecognition(page);
    await gotoHydrated(page, "/");
    await startListening(page);
    await speech(page).end();
    await expectIdle(page);

    await startListening(page);
    await expectToast(page, "Voice Command Active", "Listening for page names (e.g., 'Go to About', 'Services')...");
    await toggle(page).click();
    await expectIdle(page);
    // Turning it off takes the "Voice Command Active" toast away at once, not after its 5 s.
    await expect(page.locator("[data-sonner-toast]").filter({ hasText: "Voice Command Active" })).toHaveCount(0, {
      timeout: 2_000,
    });
    expect(await speech(page).aborts()).toBe(1);
    // The "aborted" report of a cancel the visitor asked for is not an error to show.
    await expect(errorBanner(page)).toHaveCount(0);
    await expect(page.locator("[data-sonner-toast]").filter({ hasText: "Voice Command Error" })).toHaveCount(0);
    expect(await speech(page).starts()).toHaveLength(2);
  });

  // The menu button shows below 1024 px.
  test("the toggle sits next to the menu button on small screens", { tag: "@mobile" }, async ({ page }) => {
    await useFakeSpeechRecognition(page);
    await gotoHydrated(page, "/");
    const menuButton = page.getByRole("button", { name: "Open menu" });
    const [toggleBox, menuBox] = [await toggle(page).boundingBox(), await menuButton.boundingBox()];
    expect(toggleBox && menuBox).toBeTruthy();
    expect(Math.abs(toggleBox!.y - menuBox!.y)).toBeLessThan(4);
    expect(menuBox!.x - (toggleBox!.x + toggleBox!.width)).toBeLessThan(24);
  });
});
