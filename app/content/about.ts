import { HELP_CONTACT_PATH } from "../lib/links";
import { pageTitle } from "../lib/seo";
import type { CallToAction, PageSeo, TitledText } from "./page-types";
import { SITE } from "./site";

/** Copy of /about; "Who We Are" is staff-editable (editable.ts). */
export const ABOUT = {
  seo: {
    title: pageTitle("About Us"),
    description: `Meet ${SITE.name}: an electronics design and smart-technology consultancy in the ${SITE.region}, with over ${SITE.yearsOfExperience} years of experience and an AI-assisted vision.`,
  } satisfies PageSeo,
  intro: {
    eyebrow: "About Us",
    heading: `About ${SITE.name}`,
    text: `${SITE.name} ${SITE.brandLine}. We combine decades of electronics engineering with AI-assisted design to turn concepts into reliable, market-ready products.`,
  },
  whoWeAreHeading: "Who We Are",
  whatWeDo: {
    heading: "What We Do",
    cards: [
      {
        title: "Smart Electronic Solutions",
        text: "Connected, intelligent devices that sense, decide and communicate, designed around your application.",
      },
      {
        title: "Automated Circuits",
        text: "Circuits that monitor, control and protect automatically, reducing manual work and human error.",
      },
      {
        title: "Tailored Microcontroller Design",
        text: "Microcontroller systems selected and programmed for exactly the performance, power and cost your product needs.",
      },
      {
        title: "Proprietary Hardware Development",
        text: "Custom hardware you own outright, free from dependency on OEM modules and third-party boards.",
      },
    ] satisfies TitledText[],
  },
  aiVision: {
    heading: "Meet Our AI Vision",
    quotes: [
      "We see AI as a powerful partner to experienced engineers, not a replacement for them. It speeds up research, design checks and documentation, leaving more time for the creative work that makes products stand out.",
      "Our AI-assisted workflows help us explore more design options, spot problems earlier and deliver working hardware faster, so our clients reach the market sooner and with greater confidence.",
      "As smart technology moves to the edge, we design devices that run intelligent algorithms efficiently on small, low-power hardware, bringing AI into everyday products.",
    ],
  },
  speakYourVisionHeading: "Speak Your Vision",
  collaborate: {
    heading: "Let's Collaborate",
    text: "Have a project in mind? Whatever its scale or stage, we would love to hear about it.",
    links: [{ label: "Contact Us Now", href: HELP_CONTACT_PATH }],
  } satisfies CallToAction,
} as const;
