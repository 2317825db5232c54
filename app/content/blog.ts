import { contactHref } from "../lib/links";
import { pageTitle } from "../lib/seo";
import { editablePage } from "./editable-copy";
import type { CallToAction, PageSeo } from "./page-types";

/** Copy of the blog highlights page. Marked fields are staff-editable (see editable-copy.ts); its
 * article cards are the published articles (features/publishing). */
export const BLOG_PAGE = editablePage("blog_page", (t) => ({
  seo: {
    title: pageTitle("Blog Highlights"),
    description:
      "Engineering insights on low-power microcontrollers, custom hardware versus off-the-shelf boards and ESP32 versus STM32, plus an AI blog topic generator.",
  } satisfies PageSeo,
  title: t("title", "Blog Highlights"),
  intro: t.block(
    "intro_paragraph",
    "Insights, practical guides and engineering notes from our electronics and embedded-systems team.",
  ),
  articlesHeading: t("articles_heading", "Latest Articles"),
  readMoreLabel: t.label("read_more_label", "Read More"),
  cta: {
    heading: t("cta_heading", "Have a Topic or Project in Mind?"),
    text: t("cta_text", "Suggest a subject for our next article, or talk to us about the project you are planning."),
    links: [
      {
        label: t.label("cta_link_label", "Start a Conversation"),
        href: contactHref("Blog Topic or Project Discussion"),
      },
    ],
  } satisfies CallToAction,
}));
export const BLOG = BLOG_PAGE.copy;
