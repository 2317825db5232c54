import { expect, test, type Page } from "@playwright/test";
import { parseFeed } from "@rowanmanning/feed-parser";
import { PUBLIC_ROUTES } from "./support/public-pages";

/**
 * Every public route (the route list the sitemap is built from): heading, a distinctive spec
 * text, SEO tags, images and every internal link; and the files search engines read.
 */
interface RouteExpectation {
  heading: string;
  text: string;
}

const CONTACT_PAGE: RouteExpectation = { heading: "Contact Us", text: "Direct Contact" };

const EXPECTED: Record<string, RouteExpectation> = {
  "/": { heading: "We make ideas real.", text: "Why Choose Us" },
  "/about": { heading: "About Tetra Electronics", text: "Meet Our AI Vision" },
  "/history": { heading: "Our History", text: "PhD in Electronics (1990)" },
  "/services": { heading: "Our Services", text: "Every project matters, whatever its scale or stage." },
  "/services/consultancy": { heading: "Consultancy", text: "Project Insight & Feasibility Review" },
  "/services/electronic-design": { heading: "Electronic Design", text: "Compliance (CE/FCC)" },
  "/services/system-development": { heading: "μSystem Development", text: "Bare-Metal C Framework" },
  "/services/system-implementation": { heading: "System Implementation", text: "Standalone Windows GUI Tools" },
  "/techniques": { heading: "Our Techniques", text: "Explore Technique" },
  "/techniques/circuit-design": { heading: "Circuit Design", text: "Purpose-Built from the Ground Up" },
  "/techniques/embedded-software": { heading: "Embedded Software", text: "The Bare-Metal Alternative" },
  "/techniques/communication": { heading: "Smart Communication", text: "Works from 2KB flash and 512B RAM" },
  "/techniques/algorithm-development": { heading: "Algorithm Development", text: "Desktop-to-Device Transfer" },
  "/techniques/digital-signal-processing": {
    heading: "Digital Signal Processing",
    text: "A detailed guide to this technique is on its way.",
  },
  "/techniques/low-power-design": {
    heading: "Low-Power Design",
    text: "A detailed guide to this technique is on its way.",
  },
  "/swift-development": { heading: "Swift Development", text: "What You Get" },
  "/motor-control-design": { heading: "Motor Controller Design", text: "Our Four-Step Process" },
  "/help-connect": { heading: "Help & Connect", text: "How Can We Help?" },
  "/help-connect/blog-highlights": { heading: "Blog Highlights", text: "ESP32 vs. STM32: Picking the Right Platform" },
  "/blog/choosing-a-low-power-microcontroller": {
    heading: "How to Choose a Low-Power Microcontroller",
    text: "Sleep Current: Read the Right Line",
  },
  "/blog/custom-hardware-vs-off-the-shelf-boards": {
    heading: "Custom Hardware vs. Off-the-Shelf Boards",
    text: "The Middle Path: a Module on a Custom Board",
  },
  "/blog/esp32-vs-stm32": { heading: "ESP32 vs. STM32: Picking the Right Platform", text: "Real-Time Behaviour" },
  "/help-connect/faqs": { heading: "Frequently Asked Questions", text: "What is your fast-track program?" },
  "/help-connect/contact-us": CONTACT_PAGE,
  "/contact": CONTACT_PAGE,
  "/blog": { heading: "Blog Highlights", text: "ESP32 vs. STM32: Picking the Right Platform" },
  "/faq": { heading: "Frequently Asked Questions", text: "What is your fast-track program?" },
  "/privacy": { heading: "Privacy Notice", text: "This website sets no cookies" },
};

async function metaContent(page: Page, selector: string) {
  return page.locator(`head ${selector}`).getAttribute("content");
}

// Links already requested by this worker: the header and footer repeat on every page.
const resolvedLinks = new Set<string>();

test.describe("every public route", () => {
  // What the server renders is what crawlers and link previews read; the pages' behaviour in
  // the browser is covered by page-features.spec.ts. Without scripts the walk is much lighter.
  test.use({ javaScriptEnabled: false });

  test("the expectations cover exactly the route list", () => {
    expect(Object.keys(EXPECTED).sort()).toEqual(PUBLIC_ROUTES.map((route) => route.path).sort());
  });

  for (const route of PUBLIC_ROUTES) {
    test(`${route.path} renders its heading, spec text, SEO tags and sized images; its internal links resolve`, async ({
      page,
      baseURL,
    }) => {
      const expected = EXPECTED[route.path]!;
      const response = await page.goto(route.path);
      expect(response?.status()).toBe(200);
      const heading = page.getByRole("heading", { level: 1 });
      await expect(heading).toHaveCount(1);

      await expect(heading).toHaveText(expected.heading);
      await expect(page.getByText(expected.text, { exact: false }).first()).toBeVisible();

      const canonical = route.placeholder ? undefined : `${baseURL}${route.aliasOf ?? route.path}`;
      const title = await page.title();
      const description = (await metaContent(page, 'meta[name="description"]')) ?? "";
      expect(title).toMatch(/Tetra Electronics/);
      expect(description.length).toBeGreaterThan(50);
      if (canonical) {
        await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute("href", canonical);
        expect(await metaContent(page, 'meta[property="og:url"]')).toBe(canonical);
        await expect(page.locator('head meta[name="robots"]')).toHaveCount(0);
      } else {
        // A placeholder is kept out of the index and names no canonical address.
        await expect(page.locator('head link[rel="canonical"]')).toHaveCount(0);
        expect(await metaContent(page, 'meta[name="robots"]')).toBe("noindex");
      }
      expect(await metaContent(page, 'meta[property="og:title"]')).toBe(title);
      expect(await metaContent(page, 'meta[property="og:description"]')).toBe(description);
      expect(await metaContent(page, 'meta[property="og:image"]')).toBe(`${baseURL}/images/share-card.png`);
      expect(await metaContent(page, 'meta[name="twitter:card"]')).toBe("summary_large_image");
      expect(await metaContent(page, 'meta[name="twitter:title"]')).toBe(title);
      expect(await metaContent(page, 'meta[name="twitter:description"]')).toBe(description);

      // Every image has a description, empty for artwork so screen readers skip it (HTML allows
      // no role beside an empty one). Either way it is sized.
      for (const image of await page.locator("main img").all()) {
        await expect(image).toHaveAttribute("alt", /^$|\S/);
        expect(await image.getAttribute("role")).toBeNull();
        await expect(image).toHaveAttribute("width", /^\d+$/);
        await expect(image).toHaveAttribute("height", /^\d+$/);
      }

      const hrefs = await page
        .locator("a[href^='/']")
        .evaluateAll((links) => links.map((link) => link.getAttribute("href")!));
      expect(hrefs.length).toBeGreaterThan(5);
      for (const href of new Set(hrefs.map((href) => href.split("#")[0]!))) {
        if (resolvedLinks.has(href)) continue;
        expect((await page.request.get(href)).status(), `link ${href}`).toBe(200);
        resolvedLinks.add(href);
      }
    });
  }

  test("every indexed page has its own title and description", async ({ request }) => {
    const indexed = PUBLIC_ROUTES.filter((route) => !route.aliasOf);
    const titles = new Set<string>();
    const descriptions = new Set<string>();
    for (const route of indexed) {
      const html = await (await request.get(route.path)).text();
      titles.add(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? "");
      descriptions.add(/<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? "");
    }
    expect(titles.size).toBe(indexed.length);
    expect(descriptions.size).toBe(indexed.length);
  });
});

test("the footer links to the privacy notice", async ({ page }) => {
  await page.goto("/services");
  const footer = page.locator("footer");
  await footer.getByRole("link", { name: "Privacy notice" }).click();
  await expect(page).toHaveURL(/\/privacy$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Privacy Notice");
  await expect(page.getByRole("heading", { name: "What We Keep, Why and for How Long" })).toBeVisible();
  await expect(page.getByRole("row", { name: /Speak Your Vision/ })).toContainText("Kept for 12 months.");
});

test.describe("page pictures", () => {
  const PICTURED = [
    "/about",
    "/history",
    "/services/consultancy",
    "/services/electronic-design",
    "/services/system-development",
    "/services/system-implementation",
    "/techniques/circuit-design",
    "/techniques/embedded-software",
    "/techniques/communication",
    "/techniques/algorithm-development",
    "/techniques/digital-signal-processing",
    "/techniques/low-power-design",
    "/motor-control-design",
  ];

  test(
    "each subject page shows its own picture in its header, clear of the text",
    { tag: "@also-mobile" },
    async ({ page }) => {
      test.slow();
      const sources = new Set<string>();
      for (const path of PICTURED) {
        await page.goto(path);
        const header = page.locator("main header").first();
        const picture = header.locator("img");
        await expect(picture, path).toBeVisible();
        await expect(picture).toHaveAttribute("alt", "");
        expect(await picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(
          true,
        );
        sources.add((await picture.getAttribute("src"))!);
        const box = (await picture.boundingBox())!;
        for (const text of await header.locator("h1, p").all()) {
          const other = (await text.boundingBox())!;
          const apart =
            box.x >= other.x + other.width ||
            other.x >= box.x + box.width ||
            box.y >= other.y + other.height ||
            other.y >= box.y + box.height;
          expect(apart, `${path}: the picture overlaps "${await text.textContent()}"`).toBe(true);
        }
      }
      expect(sources.size).toBe(PICTURED.length);
    },
  );
});

test.describe("search engine files", () => {
  test("sitemap.xml lists every route of the route list except aliases and placeholders", async ({
    request,
    baseURL,
  }) => {
    const response = await request.get("/sitemap.xml");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toContain("application/xml");
    const locations = [...(await response.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    const expected = PUBLIC_ROUTES.filter((route) => !route.aliasOf && !route.placeholder).map(
      (route) => `${baseURL}${route.path}`,
    );
    // Other journeys may have published an item of their own for a while: it comes after these.
    expect(locations.slice(0, expected.length)).toEqual(expected);
    for (const slug of [
      "choosing-a-low-power-microcontroller",
      "custom-hardware-vs-off-the-shelf-boards",
      "esp32-vs-stm32",
    ]) {
      expect(locations).toContain(`${baseURL}/blog/${slug}`);
    }
    expect(locations).not.toContain(`${baseURL}/blog`);
    expect(locations).not.toContain(`${baseURL}/techniques/low-power-design`);
  });

  test("/blog/feed.xml is an Atom feed of the three articles, which the blog pages point to", async ({
    request,
    baseURL,
  }) => {
    const response = await request.get("/blog/feed.xml");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toContain("application/atom+xml");
    const feed = parseFeed(await response.text());
    expect(feed.meta).toEqual({ type: "atom", version: "1.0" });
    expect(feed.title).toBe("Blog Highlights | Tetra Electronics");
    expect(feed.url).toBe(`${baseURL}/help-connect/blog-highlights`);
    expect(feed.self).toBe(`${baseURL}/blog/feed.xml`);
    expect(feed.items.map((item) => [item.title, item.url])).toEqual([
      ["How to Choose a Low-Power Microcontroller", `${baseURL}/blog/choosing-a-low-power-microcontroller`],
      ["Custom Hardware vs. Off-the-Shelf Boards", `${baseURL}/blog/custom-hardware-vs-off-the-shelf-boards`],
      ["ESP32 vs. STM32: Picking the Right Platform", `${baseURL}/blog/esp32-vs-stm32`],
    ]);
    for (const item of feed.items) {
      expect(item.id).toBe(item.url);
      expect(item.published?.toISOString()).toMatch(/^\d{4}-\d{2}-\d{2}T/);
      expect(item.description?.length).toBeGreaterThan(100);
      expect(item.authors.map((author) => author.name)).toEqual(["Tetra Electronics"]);
    }
    for (const path of ["/blog", "/blog/esp32-vs-stm32"]) {
      const html = await (await request.get(path)).text();
      expect(html, path).toContain(
        `<link rel="alternate" type="application/atom+xml" title="Blog Highlights | Tetra Electronics" href="${baseURL}/blog/feed.xml"/>`,
      );
    }
  });

  test("/favicon.ico answers with the site's icon", async ({ request }) => {
    const response = await request.get("/favicon.ico");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toMatch(/^image\/(x-icon|vnd\.microsoft\.icon)/);
    // An ICO file: reserved 0, type 1 (icon), then its images.
    const body = await response.body();
    expect([...body.subarray(0, 4)]).toEqual([0, 0, 1, 0]);
    expect(body.readUInt16LE(4)).toBeGreaterThan(0);
  });

  test("the not-found page's title carries the brand and keeps it out of the index", async ({ request }) => {
    const response = await request.get("/no-such-page");
    expect(response.status()).toBe(404);
    const html = await response.text();
    expect(html).toContain("<title>Page not found | Tetra Electronics</title>");
    expect(html).toContain('<meta name="robots" content="noindex"/>');
    expect(html).not.toContain('rel="canonical"');
  });

  test("the contact form's two addresses point search engines at the one in the navigation", async ({
    request,
    baseURL,
  }) => {
    for (const path of ["/contact", "/help-connect/contact-us"]) {
      const html = await (await request.get(path)).text();
      expect(html, path).toContain(`<link rel="canonical" href="${baseURL}/help-connect/contact-us"/>`);
      expect(html, path).toContain('<meta property="og:title" content="Contact Us | Tetra Electronics"/>');
    }
  });

  test("robots.txt allows crawling and points at the sitemap", async ({ request, baseURL }) => {
    const response = await request.get("/robots.txt");
    expect(response.status()).toBe(200);
    const text = await response.text();
    expect(text).toContain("User-agent: *");
    expect(text).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  });

  test("the home page describes the company in JSON-LD; FAQ pages carry an FAQPage", async ({ request, baseURL }) => {
    const jsonLd = async (path: string) => {
      const html = await (await request.get(path)).text();
      return [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
        (match) => JSON.parse(match[1]!) as Record<string, unknown>,
      );
    };
    const [organization] = await jsonLd("/");
    expect(organization).toMatchObject({
      "@context": "https://schema.org",
      "@type": ["Organization", "ProfessionalService"],
      name: "Tetra Electronics",
      url: `${baseURL}/`,
      areaServed: [
        { "@type": "Country", name: "Republic of Ireland" },
        { "@type": "Country", name: "United Kingdom" },
      ],
    });
    for (const path of ["/help-connect/faqs", "/faq"]) {
      const [faqPage] = await jsonLd(path);
      expect(faqPage?.["@type"], path).toBe("FAQPage");
      const questions = faqPage?.mainEntity as { name: string; acceptedAnswer: { text: string } }[];
      expect(questions, path).toHaveLength(7);
      expect(questions[4]?.name).toBe("What is your fast-track program?");
      expect(questions.every((question) => question.acceptedAnswer.text.length > 20)).toBe(true);
    }
    expect(await jsonLd("/about")).toEqual([]);
  });

  test("absolute links name the site's own address whatever Host a request names", async ({ request, baseURL }) => {
    // The e2e server's SITE_URL is its own address, so baseURL is the configured origin here.
    const forged = { headers: { Host: "evil.example" } };
    const home = await (await request.get("/", forged)).text();
    expect(home).toContain(`<link rel="canonical" href="${baseURL}/"/>`);
    expect(home).toContain(`<meta property="og:url" content="${baseURL}/"/>`);
    expect(home).toContain(`"url":"${baseURL}/"`);
    const sitemap = await (await request.get("/sitemap.xml", forged)).text();
    expect(sitemap).toContain(`<loc>${baseURL}/about</loc>`);
    const robots = await (await request.get("/robots.txt", forged)).text();
    expect(robots).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
    for (const [name, text] of Object.entries({ home, sitemap, robots })) {
      expect(text, name).not.toContain("evil.example");
    }
  });

  test("pages are server-rendered with their heading and meta tags", async ({ request, baseURL }) => {
    const html = await (await request.get("/services/consultancy")).text();
    expect(html).toContain("<h1>Consultancy</h1>");
    expect(html).toContain("<title>Electronics Consultancy | Tetra Electronics</title>");
    expect(html).toContain(`<link rel="canonical" href="${baseURL}/services/consultancy"/>`);
    expect(html).toContain('<meta property="og:title" content="Electronics Consultancy | Tetra Electronics"/>');
  });
});
