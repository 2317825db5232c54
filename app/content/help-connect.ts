import { href } from "react-router";
import { HELP_CONTACT_PATH } from "../lib/links";
import { pageTitle } from "../lib/seo";
import type { LinkCard, PageSeo } from "./page-types";

/** Copy of the Help & Connect hub shown at /help-connect. */
export const HELP_CONNECT_PATH = href("/help-connect");
export const BLOG_PATH = href("/help-connect/blog-highlights");
export const FAQ_PATH = href("/help-connect/faqs");

export const HELP_CONNECT = {
  seo: {
    title: pageTitle("Help & Connect"),
    description:
      "Read our blog highlights, find answers in our FAQs or contact our electronics engineers. Everything you need to get help and connect with us.",
  } satisfies PageSeo,
  heading: "Help & Connect",
  cardsHeading: "How Can We Help?",
  intro: "Read our latest insights, find quick answers or get in touch with our team.",
  cards: [
    {
      title: "Blog Highlights",
      text: "Engineering insights, practical guides and news from our team.",
      href: BLOG_PATH,
      linkLabel: "Read the Blog",
    },
    {
      title: "FAQs",
      text: "Quick answers to the questions we are asked most often.",
      href: FAQ_PATH,
      linkLabel: "View FAQs",
    },
    {
      title: "Contact Us",
      text: "Send us a message and we will reply within 1-2 business days.",
      href: HELP_CONTACT_PATH,
      linkLabel: "Get in Touch",
    },
  ] satisfies LinkCard[],
} as const;
