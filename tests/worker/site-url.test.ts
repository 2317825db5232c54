import { env } from "cloudflare:test";
import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { withCloudflare } from "~/lib/cloudflare-context.server";
import { loader as rootLoader } from "~/root";
import { meta as homeMeta } from "~/routes/home";
import { meta as faqMeta } from "~/routes/faqs";
import { loader as articleLoader, meta as articleMeta } from "~/routes/blog.$slug";
import { loader as robotsLoader } from "~/routes/robots.txt";
import { loader as sitemapLoader } from "~/routes/sitemap.xml";

/**
 * Absolute links come from SITE_URL, whatever Host the request names: a forged Host must not
 * reach canonical links, link previews, structured data or the files search engines read.
 */
const SITE_URL = "https://www.tetra.example";
const siteEnv = { ...env, SITE_URL: `${SITE_URL}/` };

function args(url: string) {
  return {
    request: new Request(url, { headers: { Host: new URL(url).host } }),
    params: {},
    context: withCloudflare(new RouterContextProvider(), { env: siteEnv, ctx: {} as ExecutionContext }),
  } as never;
}

describe("absolute links under a forged Host", () => {
  it("name the configured origin in a page's canonical link, Open Graph tags and JSON-LD", async () => {
    const rootData = await rootLoader(args("https://evil.example/"));
    // The origin and the bot check's public settings, never its secret.
    expect(rootData).toEqual({
      origin: SITE_URL,
      botCheck: { mode: "local", siteKey: "1x00000000000000000000AA" },
      hasProjects: false,
    });

    const matches = [{ id: "root", loaderData: rootData }];
    const home = homeMeta({ matches, location: { pathname: "/" } } as never);
    expect(home).toContainEqual({ tagName: "link", rel: "canonical", href: `${SITE_URL}/` });
    expect(home).toContainEqual({ property: "og:url", content: `${SITE_URL}/` });
    expect(home).toContainEqual({ property: "og:image", content: `${SITE_URL}/images/share-card.png` });
    const organization = home.find((tag) => "script:ld+json" in tag) as { "script:ld+json": { url: string } };
    expect(organization["script:ld+json"].url).toBe(`${SITE_URL}/`);

    const faqs = faqMeta({ matches, location: { pathname: "/help-connect/faqs" } } as never);
    expect(faqs).toContainEqual({ tagName: "link", rel: "canonical", href: `${SITE_URL}/help-connect/faqs` });
    expect(JSON.stringify([rootData, home, faqs])).not.toContain("evil.example");
  });

  it("name the configured origin in an article's BlogPosting, whose headline is the article's title", async () => {
    const rootData = await rootLoader(args("https://evil.example/"));
    const request = args("https://evil.example/blog/esp32-vs-stm32") as { params: Record<string, string> };
    request.params = { slug: "esp32-vs-stm32" };
    const loaderData = await articleLoader(request as never);
    const meta = articleMeta({ matches: [{ id: "root", loaderData: rootData }], loaderData } as never);
    const posting = meta.find((tag) => "script:ld+json" in tag) as { "script:ld+json": Record<string, unknown> };
    expect(posting["script:ld+json"]).toMatchObject({
      "@type": "BlogPosting",
      headline: "ESP32 vs. STM32: Picking the Right Platform",
      url: `${SITE_URL}/blog/esp32-vs-stm32`,
      datePublished: "2026-11-27T00:00:00Z",
      publisher: { "@type": "Organization", name: "Tetra Electronics", url: `${SITE_URL}/` },
    });
    expect(meta).toContainEqual({ tagName: "link", rel: "canonical", href: `${SITE_URL}/blog/esp32-vs-stm32` });
    expect(JSON.stringify(meta)).not.toContain("evil.example");
  });

  it("name the configured origin in every sitemap entry", async () => {
    const response = await sitemapLoader(args("https://evil.example/sitemap.xml"));
    const xml = await response.text();
    const locations = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!);
    expect(locations.length).toBeGreaterThan(10);
    expect(locations.every((location) => location.startsWith(`${SITE_URL}/`))).toBe(true);
    expect(xml).not.toContain("evil.example");
  });

  it("name the configured origin in robots.txt", async () => {
    const response = await robotsLoader(args("https://evil.example/robots.txt"));
    const text = await response.text();
    expect(text).toContain(`Sitemap: ${SITE_URL}/sitemap.xml`);
    expect(text).not.toContain("evil.example");
  });
});
