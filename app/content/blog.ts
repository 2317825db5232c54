import { contactHref } from "../lib/links";
import { pageTitle } from "../lib/seo";
import type { CallToAction, PageSeo } from "./page-types";

/** Copy of the blog highlights page; title and intro are
 * staff-editable (editable.ts). */
export interface BlogCard {
  title: string;
  slug: string;
  excerpt: string;
  category: string;
  image: { src: string; alt: string; width: number; height: number };
}

const CARD_IMAGE = { width: 480, height: 270 } as const;

export const BLOG = {
  seo: {
    title: pageTitle("Blog Highlights"),
    description:
      "Engineering insights on low-power microcontrollers, custom hardware versus off-the-shelf boards and ESP32 versus STM32, plus an AI blog topic generator.",
  } satisfies PageSeo,
  articlesHeading: "Latest Articles",
  readMoreLabel: "Read More",
  readMoreToast: {
    title: "Feature Not Implemented",
    description: "Full articles are on their way. Check back soon!",
  },
  cards: [
    {
      title: "How to Choose a Low-Power Microcontroller",
      slug: "choosing-a-low-power-microcontroller",
      excerpt:
        "Battery life starts with the right microcontroller. We compare sleep currents, wake-up times and peripheral power so you can pick a device that lasts.",
      category: "Embedded Systems",
      image: {
        src: "/images/blog-low-power-microcontroller.svg",
        alt: "A microcontroller chip beside a battery with a full charge gauge",
        ...CARD_IMAGE,
      },
    },
    {
      title: "Custom Hardware vs. Off-the-Shelf Boards",
      slug: "custom-hardware-vs-off-the-shelf-boards",
      excerpt:
        "Development boards are great for proving an idea, but products need more. Learn when a custom PCB pays for itself in cost, size and reliability.",
      category: "Hardware Design",
      image: {
        src: "/images/blog-custom-vs-off-the-shelf.svg",
        alt: "A large generic development board next to a compact custom circuit board",
        ...CARD_IMAGE,
      },
    },
    {
      title: "ESP32 vs. STM32: Picking the Right Platform",
      slug: "esp32-vs-stm32",
      excerpt:
        "Built-in Wi-Fi or real-time precision? We weigh up the ESP32 and STM32 families on connectivity, power, peripherals and ecosystem.",
      category: "Microcontrollers",
      image: {
        src: "/images/blog-esp32-vs-stm32.svg",
        alt: "Two microcontroller chips labelled ESP32 and STM32 side by side",
        ...CARD_IMAGE,
      },
    },
  ] satisfies BlogCard[],
  cta: {
    heading: "Have a Topic or Project in Mind?",
    text: "Suggest a subject for our next article, or talk to us about the project you are planning.",
    links: [{ label: "Start a Conversation", href: contactHref("Blog Topic or Project Discussion") }],
  } satisfies CallToAction,
} as const;
