import type { MetaDescriptor } from "react-router";
import { SITE } from "../content/site";
import { absoluteUrl, pageTitle, SHARE_IMAGE, siteOrigin, type MetaMatches } from "./seo";

/*
 * The structured data and feed links of the few pages that have them (the FAQs, the blog), kept
 * out of seo.ts, which every page's meta function loads.
 */

/** schema.org FAQPage for a list of questions and plain-text answers. */
export function faqPageJsonLd(items: readonly { question: string; answer: string }[]): Record<string, unknown> {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: items.map(({ question, answer }) => ({
      "@type": "Question",
      name: question,
      acceptedAnswer: { "@type": "Answer", text: answer },
    })),
  };
}

/** The blog feed's address in a page's head, where feed readers look for it. */
export function feedLink(matches: MetaMatches, feed: { path: string; title: string }): MetaDescriptor {
  return {
    tagName: "link",
    rel: "alternate",
    type: "application/atom+xml",
    title: pageTitle(feed.title),
    href: absoluteUrl(siteOrigin(matches), feed.path),
  };
}

/** schema.org BlogPosting for an article, published by the company; texts are plain text. */
export function blogPostingJsonLd(
  origin: string,
  article: { path: string; headline: string; description: string; datePublished: string },
): Record<string, unknown> {
  const url = absoluteUrl(origin, article.path);
  const company = { "@type": "Organization", name: SITE.name, url: absoluteUrl(origin, "/") };
  return {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    headline: article.headline,
    description: article.description,
    url,
    mainEntityOfPage: url,
    datePublished: article.datePublished,
    inLanguage: "en-GB",
    image: absoluteUrl(origin, SHARE_IMAGE.path),
    author: company,
    publisher: company,
  };
}
