import { describe, expect, it } from "vitest";
import { organizationJsonLd } from "~/content/home";
import { absoluteUrl, pageMeta, robotsTxt, siteOrigin, sitemapXml } from "~/lib/seo";
import { blogPostingJsonLd, faqPageJsonLd, feedLink } from "~/lib/structured-data";

const matches = [
  { id: "root", loaderData: { origin: "https://tetra.example" } },
  { id: "routes/about", loaderData: undefined },
];

function metaContent(meta: ReturnType<typeof pageMeta>, key: "name" | "property", value: string) {
  return (meta.find((tag) => (tag as Record<string, unknown>)[key] === value) as { content?: string } | undefined)
    ?.content;
}

describe("pageMeta", () => {
  const meta = pageMeta(matches, { title: "About Us | Tetra Electronics", description: "Who we are.", path: "/about" });

  it("gives the title, description and an absolute canonical URL on the site's origin", () => {
    expect(meta).toContainEqual({ title: "About Us | Tetra Electronics" });
    expect(metaContent(meta, "name", "description")).toBe("Who we are.");
    expect(meta).toContainEqual({ tagName: "link", rel: "canonical", href: "https://tetra.example/about" });
    expect(metaContent(meta, "name", "robots")).toBeUndefined();
  });

  it("gives Open Graph and Twitter card tags", () => {
    expect(metaContent(meta, "property", "og:title")).toBe("About Us | Tetra Electronics");
    expect(metaContent(meta, "property", "og:description")).toBe("Who we are.");
    expect(metaContent(meta, "property", "og:url")).toBe("https://tetra.example/about");
    expect(metaContent(meta, "property", "og:image")).toBe("https://tetra.example/images/share-card.png");
    expect(metaContent(meta, "property", "og:site_name")).toBe("Tetra Electronics");
    expect(metaContent(meta, "name", "twitter:card")).toBe("summary_large_image");
    expect(metaContent(meta, "name", "twitter:title")).toBe("About Us | Tetra Electronics");
    expect(metaContent(meta, "name", "twitter:image")).toBe("https://tetra.example/images/share-card.png");
  });

  it("marks pages that must not be indexed and adds JSON-LD", () => {
    const jsonLd = { "@type": "Thing" };
    const hidden = pageMeta(matches, { title: "x", description: "y", path: "/x", noIndex: true, jsonLd: [jsonLd] });
    expect(metaContent(hidden, "name", "robots")).toBe("noindex");
    // A page kept out of the index names no canonical address (a not-found page is not one).
    expect(hidden.some((tag) => "rel" in tag && tag.rel === "canonical")).toBe(false);
    expect(hidden).toContainEqual({ "script:ld+json": jsonLd });
  });

  it("reads the origin from the root loader", () => {
    expect(siteOrigin(matches)).toBe("https://tetra.example");
    expect(siteOrigin([{ id: "root", loaderData: undefined }])).toBe("");
    expect(absoluteUrl("https://tetra.example", "/")).toBe("https://tetra.example/");
  });
});

describe("structured data", () => {
  it("describes the company as a professional service in the Republic of Ireland and the UK", () => {
    const organization = organizationJsonLd("https://tetra.example");
    expect(organization["@type"]).toEqual(["Organization", "ProfessionalService"]);
    expect(organization.name).toBe("Tetra Electronics");
    expect(organization.url).toBe("https://tetra.example/");
    expect(organization.areaServed).toEqual([
      { "@type": "Country", name: "Republic of Ireland" },
      { "@type": "Country", name: "United Kingdom" },
    ]);
  });

  it("builds an FAQPage from questions and answers", () => {
    expect(faqPageJsonLd([{ question: "Q?", answer: "A." }])).toEqual({
      "@context": "https://schema.org",
      "@type": "FAQPage",
      mainEntity: [{ "@type": "Question", name: "Q?", acceptedAnswer: { "@type": "Answer", text: "A." } }],
    });
  });
});

describe("sitemap and robots", () => {
  it("lists absolute, escaped URLs", () => {
    const xml = sitemapXml("https://tetra.example", ["/", "/a&b"]);
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(xml).toContain("<loc>https://tetra.example/</loc>");
    expect(xml).toContain("<loc>https://tetra.example/a&amp;b</loc>");
  });

  it("points robots at the sitemap and keeps crawlers out of the API", () => {
    const robots = robotsTxt("https://tetra.example");
    expect(robots).toContain("Sitemap: https://tetra.example/sitemap.xml");
    expect(robots).toContain("Disallow: /api/");
  });

  it("builds a BlogPosting published by the company, every address on the site's origin", () => {
    const posting = blogPostingJsonLd("https://tetra.example", {
      path: "/blog/esp32-vs-stm32",
      headline: "ESP32 vs. STM32",
      description: "Two families compared.",
      datePublished: "2026-11-27",
    });
    const company = { "@type": "Organization", name: "Tetra Electronics", url: "https://tetra.example/" };
    expect(posting).toEqual({
      "@context": "https://schema.org",
      "@type": "BlogPosting",
      headline: "ESP32 vs. STM32",
      description: "Two families compared.",
      url: "https://tetra.example/blog/esp32-vs-stm32",
      mainEntityOfPage: "https://tetra.example/blog/esp32-vs-stm32",
      datePublished: "2026-11-27",
      inLanguage: "en-GB",
      image: "https://tetra.example/images/share-card.png",
      author: company,
      publisher: company,
    });
  });

  it("points feed readers at a feed on the site's origin", () => {
    expect(feedLink(matches, { path: "/blog/feed.xml", title: "Blog Highlights" })).toEqual({
      tagName: "link",
      rel: "alternate",
      type: "application/atom+xml",
      title: "Blog Highlights | Tetra Electronics",
      href: "https://tetra.example/blog/feed.xml",
    });
  });
});
