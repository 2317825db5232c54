import type { ArticleDiagramName } from "./article-types";
import { CUSTOM_HARDWARE_PAGE } from "./custom-hardware";
import { ESP32_VS_STM32_PAGE } from "./esp32-vs-stm32";
import { LOW_POWER_MICROCONTROLLER_PAGE } from "./low-power-microcontroller";

/**
 * The blog's articles, newest first: each one's address, dates and diagram (structure) and its
 * staff-editable page. A card on the blog page links to the article with the card's slug.
 */
export const ARTICLES = [
  {
    slug: "choosing-a-low-power-microcontroller",
    published: "2026-11-27",
    page: LOW_POWER_MICROCONTROLLER_PAGE,
    diagram: {
      name: "current-profile",
      alt: "A chart of supply current over time: a flat line near zero while asleep, short spikes to a few milliamps at each wake-up, a taller spike for a radio transmission, and a dashed line for the low average current.",
      // The diagram follows the section it illustrates (the energy budget).
      after: 0,
    },
  },
  {
    slug: "custom-hardware-vs-off-the-shelf-boards",
    published: "2026-11-27",
    page: CUSTOM_HARDWARE_PAGE,
    diagram: {
      name: "break-even",
      alt: "A chart of total cost against units made: the off-the-shelf line starts at zero and rises steeply; the custom board line starts higher, at its design cost, rises gently and crosses the first line at the break-even volume.",
      after: 3,
    },
  },
  {
    slug: "esp32-vs-stm32",
    published: "2026-11-27",
    page: ESP32_VS_STM32_PAGE,
    diagram: {
      name: "platform-blocks",
      alt: "Two block diagrams side by side. ESP32: processor cores, Wi-Fi and Bluetooth radios, internal RAM, and a cache in front of external flash. STM32: a Cortex-M core with on-chip flash, advanced timers, ADCs and analogue, wired interfaces such as CAN FD and USB, and low-power modes.",
      after: 0,
    },
  },
] as const satisfies readonly {
  slug: string;
  /** ISO date, for the page, its structured data and the feed. */
  published: string;
  page: { page: string };
  diagram: { name: ArticleDiagramName; alt: string; after: number };
}[];

export type Article = (typeof ARTICLES)[number];

export function findArticle(slug: string | undefined): Article | undefined {
  return ARTICLES.find((article) => article.slug === slug);
}
