import { href } from "react-router";
import { HELP_CONTACT_PATH } from "../lib/links";
import { pageTitle } from "../lib/seo";
import { editablePage, iconCard } from "./editable-copy";
import type { LinkCard, PageSeo } from "./page-types";

/** Copy of the Help & Connect hub shown at /help-connect. Marked fields are staff-editable (see editable-copy.ts). */
export const HELP_CONNECT_PATH = href("/help-connect");
export const BLOG_PATH = href("/help-connect/blog-highlights");
export const FAQ_PATH = href("/help-connect/faqs");

export const HELP_CONNECT_PAGE = editablePage("help_connect_page", (t) => ({
  seo: {
    title: pageTitle("Help & Connect"),
    description:
      "Read our blog highlights, find answers in our FAQs or contact our electronics engineers. Everything you need to get help and connect with us.",
  } satisfies PageSeo,
  heading: t("heading", "Help & Connect"),
  cardsHeading: t("cards_heading", "How Can We Help?"),
  intro: t("intro", "Read our latest insights, find quick answers or get in touch with our team."),
  cards: [
    {
      ...iconCard(
        t,
        "blog_card",
        "book",
        "Blog Highlights",
        "Engineering insights, practical guides and news from our team.",
      ),
      href: BLOG_PATH,
      linkLabel: t.label("blog_card_link_label", "Read the Blog"),
    },
    {
      ...iconCard(t, "faq_card", "chat", "FAQs", "Quick answers to the questions we are asked most often."),
      href: FAQ_PATH,
      linkLabel: t.label("faq_card_link_label", "View FAQs"),
    },
    {
      ...iconCard(
        t,
        "contact_card",
        "mail",
        "Contact Us",
        "Send us a message and we will reply within 1-2 business days.",
      ),
      href: HELP_CONTACT_PATH,
      linkLabel: t.label("contact_card_link_label", "Get in Touch"),
    },
  ] satisfies LinkCard[],
}));
export const HELP_CONNECT = HELP_CONNECT_PAGE.copy;
