import { expect, test, type Locator, type Page } from "@playwright/test";
import { gotoHydrated } from "./support/hydration";
import { clickWhereItStands } from "./support/sticky";

/** The section of the page titled by an h2 with exactly this text. */
function section(page: Page, heading: string): Locator {
  return page.locator("section", { has: page.getByRole("heading", { level: 2, name: heading, exact: true }) });
}

function subject(href: string | null) {
  const url = new URL(href ?? "", "http://site.test");
  return { path: url.pathname, subject: url.searchParams.get("subject") };
}

test.describe("calls to action", () => {
  test.describe("as served", () => {
    // The links are server-rendered; reading them needs no scripts.
    test.use({ javaScriptEnabled: false });

    // Viewport-independent: runs once, in the desktop project.
    test("link to the contact form with the spec's exact subjects", { tag: "@desktop" }, async ({ page }) => {
      test.setTimeout(90_000);
      const ctas: [page: string, link: string, path: string, subject: string | null][] = [
        ["/services/consultancy", "Request a Consultation", "/contact", "Consultancy Inquiry"],
        ["/services/electronic-design", "Discuss Your Design", "/contact", "Electronic Design Inquiry"],
        ["/services/system-development", "Discuss Your System", "/contact", "System Development Inquiry"],
        ["/services/system-implementation", "Discuss Your Integration", "/contact", "System Implementation Inquiry"],
        ["/techniques/circuit-design", "Discuss Your Circuit", "/contact", "Circuit Design Inquiry"],
        ["/techniques/embedded-software", "Discuss Your Firmware", "/contact", "Embedded Software Inquiry"],
        ["/techniques/communication", "Discuss Your Communication Needs", "/contact", "Smart Communication Inquiry"],
        ["/techniques/algorithm-development", "Discuss Your Algorithm", "/contact", "Algorithm Development Inquiry"],
        [
          "/techniques/digital-signal-processing",
          "Ask About Digital Signal Processing",
          "/help-connect/contact-us",
          "Inquiry about Digital Signal Processing",
        ],
        ["/swift-development", "Start Your Swift Project", "/contact", "Swift Development Inquiry"],
        ["/swift-development", "Contact Us", "/contact", null],
        ["/motor-control-design", "Discuss Your Motor Project", "/contact", "Motor Control Design Inquiry"],
        ["/help-connect/blog-highlights", "Start a Conversation", "/contact", "Blog Topic or Project Discussion"],
        ["/about", "Contact Us Now", "/help-connect/contact-us", null],
        ["/help-connect/faqs", "Contact Us Directly", "/help-connect/contact-us", null],
      ];
      for (const [path, name, target, expectedSubject] of ctas) {
        await page.goto(path);
        const href = await page.getByRole("main").getByRole("link", { name, exact: true }).getAttribute("href");
        expect(subject(href), `${path}: ${name}`).toEqual({ path: target, subject: expectedSubject });
      }
    });
  });

  test("the Swift Development page links to the voice form on the About page", async ({ page }) => {
    await page.goto("/swift-development");
    await page.getByRole("link", { name: "Speak Your Vision" }).click();
    await expect(page).toHaveURL(/\/about#speak-your-vision$/);
    await expect(page.getByRole("heading", { level: 2, name: "Speak Your Vision" })).toBeInViewport();
  });

  test("the motor page's closing call to action is an e-mail with a prefilled subject and body", async ({ page }) => {
    await page.goto("/motor-control-design");
    const href = await page.getByRole("link", { name: "Email Our Engineers" }).getAttribute("href");
    expect(href).toMatch(/^mailto:hello@tetra-electronics\.com\?/);
    const query = new URLSearchParams(href!.split("?")[1]);
    expect(query.get("subject")).toBe("Motor Control Design Inquiry");
    expect(query.get("body")).toContain("I would like to discuss a motor control design project.");
  });
});

test.describe("Swift Development eligibility checker", () => {
  test("2 boxes suggest a custom approach, 3 are a strong fit, and toggling hides the result", async ({ page }) => {
    await gotoHydrated(page, "/swift-development");
    const checker = section(page, "Is Your Project Eligible?");
    const boxes = checker.getByRole("checkbox");
    await expect(boxes).toHaveCount(6);
    const result = checker.getByRole("status");
    const check = checker.getByRole("button", { name: "Check Eligibility" });

    await checker.getByLabel("Your device runs from a low-voltage supply, such as USB or a DC supply.").check();
    await checker.getByLabel("The circuit board fits within 100mm x 160mm.").check();
    await check.click();
    await expect(result).toHaveText(
      "Our Swift Development might be suitable, but a custom approach could also be beneficial. Let's discuss your specific needs!",
    );

    await boxes.nth(2).check();
    await expect(result).toHaveText("");
    await check.click();
    await expect(result).toHaveText(
      "Great news! Our Swift Development solutions appear to be a strong fit for your project.",
    );

    await boxes.nth(2).uncheck();
    await expect(result).toHaveText("");
    await check.click();
    await expect(result).toContainText("a custom approach could also be beneficial");
  });

  test("every criterion shows its tip", async ({ page }) => {
    await gotoHydrated(page, "/swift-development");
    const checker = section(page, "Is Your Project Eligible?");
    await expect(
      checker.getByLabel("Any analog signals you need to measure or generate are below 1 MHz."),
    ).toHaveAccessibleDescription("Most sensors, audio and control signals fall well within this range.");
    for (const text of ["up to 100 MHz", "up to 48 MHz", "100mm x 160mm", "common microcontroller family"]) {
      await expect(checker.getByText(text, { exact: false })).toBeVisible();
    }
  });
});

test.describe("collapsible questions", () => {
  test("the seven FAQs open and close independently", async ({ page }) => {
    await gotoHydrated(page, "/help-connect/faqs");
    const questions = page.locator("main summary");
    await expect(questions).toHaveCount(7);
    const first = page.locator("details", { has: page.getByText("What does Tetra Electronics specialise in?") });
    const last = page.locator("details", { has: page.getByText("How do I start a project with you?") });
    const firstAnswer = first.getByText("We specialise in custom electronic design", { exact: false });
    const lastAnswer = last.getByText("through our contact page", { exact: false });
    await expect(firstAnswer).toBeHidden();

    await first.locator("summary").click();
    await expect(firstAnswer).toBeVisible();
    await last.locator("summary").click();
    await expect(lastAnswer).toBeVisible();
    await expect(firstAnswer).toBeVisible();
    await expect(last.getByRole("link", { name: "Go to the contact page" })).toHaveAttribute("href", "/contact");

    await first.locator("summary").click();
    await expect(firstAnswer).toBeHidden();
    await expect(lastAnswer).toBeVisible();

    // Keyboard: a question is a focusable control that Enter toggles.
    await first.locator("summary").focus();
    await page.keyboard.press("Enter");
    await expect(firstAnswer).toBeVisible();
  });

  test("the motor page has five FAQs, including the 6 to 12 week timeline", async ({ page }) => {
    await gotoHydrated(page, "/motor-control-design");
    const faqs = section(page, "Motor Control FAQs");
    await expect(faqs.locator("summary")).toHaveCount(5);
    const timeline = faqs.locator("details", { hasText: "How long does it take to get a first prototype?" });
    await timeline.locator("summary").click();
    await expect(timeline.getByText("6 to 12 weeks", { exact: false })).toBeVisible();
  });
});

// The link back to the section's index: first in a sub-page's header, and in the sticky header's
// band once the page has scrolled more than 100 px (decision 0062; tests/e2e/floating-layers.spec.ts
// checks at six widths that it covers nothing).
test.describe("back links", () => {
  for (const [subPage, index, indexHeading, label] of [
    ["/services/consultancy", "/services", "Our Services", "Back to All Services"],
    ["/techniques/circuit-design", "/techniques", "Our Techniques", "Back to All Techniques"],
    ["/techniques/low-power-design", "/techniques", "Our Techniques", "Back to All Techniques"],
  ] as const) {
    test(
      `'${label}' stands atop ${subPage}, floats in the header past 100 px, and leads to ${index}, which has none`,
      { tag: "@also-mobile" },
      async ({ page }) => {
        const scrollTo = (top: number) => page.evaluate((y) => window.scrollTo(0, y), top);
        await gotoHydrated(page, subPage);
        const topLink = page.getByRole("main").getByRole("link", { name: label });
        const floating = page.getByRole("banner").getByRole("link", { name: label });
        // Above the page's title, in view as the page opens; the header's is not there yet.
        await expect(topLink).toBeInViewport({ ratio: 1 });
        await expect(floating).toBeHidden();
        const title = page.getByRole("heading", { level: 1 });
        expect((await topLink.boundingBox())!.y).toBeLessThan((await title.boundingBox())!.y);
        // The arrow stands apart from the label.
        const arrow = (await topLink.locator("span[aria-hidden]").boundingBox())!;
        const labelStart = await topLink.evaluate((link) => {
          const range = document.createRange();
          range.selectNodeContents(link.lastChild!);
          return range.getBoundingClientRect().left;
        });
        expect(labelStart - (arrow.x + arrow.width)).toBeGreaterThanOrEqual(4);

        // Hidden until the page has scrolled more than 100 px, and again back at the top.
        await scrollTo(100);
        await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(100);
        await expect(floating).toBeHidden();
        await scrollTo(101);
        await expect(floating).toBeInViewport({ ratio: 1 });
        await expect(floating).toHaveAttribute("href", index);
        await scrollTo(0);
        await expect(floating).toBeHidden();

        await scrollTo(100_000);
        await clickWhereItStands(floating);
        await expect(page).toHaveURL(new RegExp(`${index}$`));
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(indexHeading);
        await scrollTo(100_000);
        await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
        await expect(page.getByRole("link", { name: label })).toHaveCount(0);
      },
    );
  }
});

test.describe("techniques", () => {
  test("an unknown technique answers 404 with 'Technique not found'", async ({ page }) => {
    const response = await page.goto("/techniques/unknown");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Technique not found");
    // Out of the index, and not naming itself as a page's canonical address.
    await expect(page.locator('head meta[name="robots"]')).toHaveAttribute("content", "noindex");
    await expect(page.locator('head link[rel="canonical"]')).toHaveCount(0);
    await expect(
      page.getByText("Please select a valid technique or return to the main techniques page."),
    ).toBeVisible();
    await page.getByRole("main").getByRole("link", { name: "Return to Techniques" }).click();
    await expect(page).toHaveURL(/\/techniques$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Our Techniques");
  });

  test("unknown service and deeper paths answer 404", async ({ request }) => {
    for (const path of ["/services/unknown", "/techniques/circuit-design/extra", "/help-connect/unknown"]) {
      expect((await request.get(path)).status(), path).toBe(404);
    }
  });

  test("the index has four technique cards; a technique without its own page shows the generic page", async ({
    page,
  }) => {
    await page.goto("/techniques");
    const explore = page.getByRole("link", { name: /^Explore Technique/ });
    await expect(explore).toHaveCount(4);
    expect(await explore.evaluateAll((links) => links.map((link) => link.getAttribute("href")))).toEqual([
      "/techniques/circuit-design",
      "/techniques/embedded-software",
      "/techniques/communication",
      "/techniques/algorithm-development",
    ]);
    await page.getByRole("link", { name: "Low-Power Design" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Low-Power Design");
    const ask = page.getByRole("link", { name: "Ask About Low-Power Design" });
    expect(subject(await ask.getAttribute("href"))).toEqual({
      path: "/help-connect/contact-us",
      subject: "Inquiry about Low-Power Design",
    });
  });
});

test.describe("Help & Connect", () => {
  test("the hub shows its header, three cards and the blog highlights; sub-routes show only their page", async ({
    page,
  }) => {
    await page.goto("/help-connect");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Help & Connect");
    const cards = section(page, "How Can We Help?");
    for (const [name, href] of [
      ["Read the Blog: Blog Highlights", "/help-connect/blog-highlights"],
      ["View FAQs: FAQs", "/help-connect/faqs"],
      ["Get in Touch: Contact Us", "/help-connect/contact-us"],
    ]) {
      await expect(cards.getByRole("link", { name })).toHaveAttribute("href", href);
    }
    await expect(page.getByRole("heading", { level: 2, name: "Blog Highlights" })).toBeVisible();
    await expect(page.getByRole("link", { name: /^Read More/ })).toHaveCount(3);

    await cards.getByRole("link", { name: "View FAQs: FAQs" }).click();
    await expect(page).toHaveURL(/\/help-connect\/faqs$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Frequently Asked Questions");
    await expect(page.getByRole("heading", { name: "How Can We Help?" })).toHaveCount(0);
    await expect(page.getByRole("link", { name: /^Read More/ })).toHaveCount(0);
  });

  // 'Read More' opens the article rather than the spec's "Feature Not Implemented" toast (decision 0060).
  test("blog cards: three articles, and 'Read More' opens each one", { tag: "@also-mobile" }, async ({ page }) => {
    const articles: [title: string, path: string, diagram: RegExp][] = [
      ["How to Choose a Low-Power Microcontroller", "/blog/choosing-a-low-power-microcontroller", /supply current/],
      ["Custom Hardware vs. Off-the-Shelf Boards", "/blog/custom-hardware-vs-off-the-shelf-boards", /total cost/],
      ["ESP32 vs. STM32: Picking the Right Platform", "/blog/esp32-vs-stm32", /ESP32: processor cores/],
    ];
    await gotoHydrated(page, "/blog");
    const cards = section(page, "Latest Articles");
    await expect(cards.getByRole("heading", { level: 3 })).toHaveText(articles.map(([title]) => title));
    await expect(cards.getByRole("img")).toHaveCount(3);
    for (const [title, path, diagram] of articles) {
      await section(page, "Latest Articles")
        // The card's title, unseen, ends the link's text (the browser sets it apart with a space).
        .getByRole("link", { name: new RegExp(`^Read More ?: ${title.replace(/[.]/g, "\\.")}$`) })
        .click();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
      // The article's diagram, described for those who cannot see it.
      await expect(page.getByRole("figure").getByRole("img")).toHaveAttribute("alt", diagram);
      await expect(page.getByRole("heading", { level: 2, name: "Checklist" })).toBeVisible();
      await page.getByRole("link", { name: "Back to Blog Highlights" }).first().click();
      await expect(page).toHaveURL(/\/help-connect\/blog-highlights$/);
    }
  });

  test("an unknown article is the not-found page", async ({ page }) => {
    const response = await page.goto("/blog/no-such-article");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/not found/i);
  });
});

test.describe("toasts", () => {
  // The topic generator's toast for a request without keywords.
  const showToast = async (page: Page) => {
    await gotoHydrated(page, "/blog");
    await page.getByRole("button", { name: "Generate Topics" }).click();
    return page.locator("[data-sonner-toast]").filter({ hasText: "Keywords Required" });
  };

  test("a bold title and the close button inside the toast's box", { tag: "@also-mobile" }, async ({ page }) => {
    const toast = await showToast(page);
    await expect(toast).toBeVisible();
    const title = toast.locator("[data-title]");
    expect(Number(await title.evaluate((element) => getComputedStyle(element).fontWeight))).toBeGreaterThanOrEqual(700);
    // Wait for the entry animation to end before measuring.
    await expect(toast).toHaveAttribute("data-mounted", "true");
    await page.waitForTimeout(500);
    const box = (await toast.boundingBox())!;
    const close = (await toast.getByRole("button", { name: /close/i }).boundingBox())!;
    expect(close.x).toBeGreaterThanOrEqual(box.x);
    expect(close.y).toBeGreaterThanOrEqual(box.y);
    expect(close.x + close.width).toBeLessThanOrEqual(box.x + box.width);
    expect(close.y + close.height).toBeLessThanOrEqual(box.y + box.height);
    // The text does not run under the button.
    const titleBox = (await title.boundingBox())!;
    expect(titleBox.x + titleBox.width).toBeLessThanOrEqual(close.x);
  });

  test(
    "a mouse drag to the right that starts on the text dismisses the toast",
    { tag: "@also-mobile" },
    async ({ page }) => {
      const toast = await showToast(page);
      await expect(toast).toHaveAttribute("data-mounted", "true");
      await page.waitForTimeout(500);
      const title = (await toast.locator("[data-title]").boundingBox())!;
      await page.mouse.move(title.x + 5, title.y + title.height / 2);
      await page.mouse.down();
      for (let step = 1; step <= 8; step++) {
        await page.mouse.move(title.x + 5 + step * 10, title.y + title.height / 2);
        await page.waitForTimeout(40);
      }
      await page.mouse.up();
      await expect(toast).toHaveCount(0);
      expect(await page.evaluate(() => window.getSelection()?.toString() ?? "")).toBe("");
    },
  );
});

test.describe("swift development videos", () => {
  test("two video cards (45 s and 60 s) open the video site's search in a new tab", async ({ page, context }) => {
    // No internet here: the video site answers from this stub.
    await context.route("https://www.youtube.com/**", (route) =>
      route.fulfill({ contentType: "text/html", body: "<title>Results</title>" }),
    );
    await gotoHydrated(page, "/swift-development");
    const videos = section(page, "See Swift Development in Action");
    const links = videos.getByRole("link", { name: /^Watch on YouTube/ });
    await expect(links).toHaveCount(2);
    // As rendered (innerText applies the meta line's capitals): the unit stays a small "s".
    await expect(videos.locator("time")).toHaveText(["45 s", "60 s"]);
    expect(
      await videos.locator("time").evaluateAll((times) => times.map((time) => (time as HTMLElement).innerText)),
    ).toEqual(["45 s", "60 s"]);
    for (const link of await links.all()) {
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("rel", /noopener/);
    }
    // The whole card is the link: a click on its picture opens the search too.
    const popupPromise = page.waitForEvent("popup");
    await videos
      .getByRole("listitem")
      .first()
      .click({ position: { x: 40, y: 40 } });
    const popup = await popupPromise;
    const url = new URL(popup.url());
    expect(url.origin + url.pathname).toBe("https://www.youtube.com/results");
    expect(url.searchParams.get("search_query")).toBe("rapid PCB prototyping");
    await expect(page).toHaveURL(/\/swift-development$/);
  });
});

test.describe("the error page", () => {
  test("names the error and offers the way home and to contact, like the 404 page", async ({ request, baseURL }) => {
    // A form post to a page that takes none is refused by the router with its error page.
    const response = await request.post("/about", { headers: { Origin: baseURL! }, form: { anything: "1" } });
    expect(response.status()).toBe(405);
    const html = await response.text();
    expect(html).toContain("Unexpected Application Error!");
    expect(html).toMatch(/<a[^>]+href="\/"[^>]*>Back to Home<\/a>/);
    expect(html).toMatch(/<a[^>]+href="\/contact"[^>]*>Contact Us<\/a>/);
  });
});
