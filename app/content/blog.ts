import { contactHref } from "../lib/links";
import { pageTitle } from "../lib/seo";
import { editablePage, type SectionMarker } from "./editable-copy";
import type { CallToAction, PageSeo } from "./page-types";

/** Copy of the blog highlights page. Marked fields are staff-editable (see editable-copy.ts); title and intro
 * were the first. */
export interface BlogCard {
  title: string;
  /** The article's address is /blog/<slug> (content/articles). */
  slug: string;
  excerpt: string;
  category: string;
  image: { src: string; alt: string; width: number; height: number };
}

const CARD_IMAGE = { width: 480, height: 270 } as const;

/** An article card's texts, keyed by a short name of the article. */
function articleText<const K extends string>(
  t: SectionMarker,
  key: K,
  text: { title: string; excerpt: string; category: string },
) {
  return {
    title: t(`${key}_title`, text.title),
    excerpt: t(`${key}_excerpt`, text.excerpt),
    category: t(`${key}_category`, text.category),
  };
}

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
  readMoreLabel: t("read_more_label", "Read More"),
  cards: [
    {
      ...articleText(t, "article_low_power_microcontroller", {
        title: "How to Choose a Low-Power Microcontroller",
        excerpt:
          "Battery life starts with the right microcontroller. We compare sleep currents, wake-up times and peripheral power so you can pick a device that lasts.",
        category: "Embedded Systems",
      }),
      slug: "choosing-a-low-power-microcontroller",
      image: {
        src: "/images/blog-low-power-microcontroller.svg",
        alt: "A microcontroller chip beside a battery with a full charge gauge",
        ...CARD_IMAGE,
      },
    },
    {
      ...articleText(t, "article_custom_vs_off_the_shelf", {
        title: "Custom Hardware vs. Off-the-Shelf Boards",
        excerpt:
          "Development boards are great for proving an idea, but products need more. Learn when a custom PCB pays for itself in cost, size and reliability.",
        category: "Hardware Design",
      }),
      slug: "custom-hardware-vs-off-the-shelf-boards",
      image: {
        src: "/images/blog-custom-vs-off-the-shelf.svg",
        alt: "A large generic development board next to a compact custom circuit board",
        ...CARD_IMAGE,
      },
    },
    {
      ...articleText(t, "article_esp32_vs_stm32", {
        title: "ESP32 vs. STM32: Picking the Right Platform",
        excerpt:
          "Built-in Wi-Fi or real-time precision? We weigh up the ESP32 and STM32 families on connectivity, power, peripherals and ecosystem.",
        category: "Microcontrollers",
      }),
      slug: "esp32-vs-stm32",
      image: {
        src: "/images/blog-esp32-vs-stm32.svg",
        alt: "Two microcontroller chips labelled ESP32 and STM32 side by side",
        ...CARD_IMAGE,
      },
    },
  ] satisfies BlogCard[],
  cta: {
    heading: t("cta_heading", "Have a Topic or Project in Mind?"),
    text: t("cta_text", "Suggest a subject for our next article, or talk to us about the project you are planning."),
    links: [
      { label: t("cta_link_label", "Start a Conversation"), href: contactHref("Blog Topic or Project Discussion") },
    ],
  } satisfies CallToAction,
}));
export const BLOG = BLOG_PAGE.copy;
