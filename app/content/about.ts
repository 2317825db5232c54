import { HELP_CONTACT_PATH } from "../lib/links";
import { pageTitle } from "../lib/seo";
import { editablePage, iconCard } from "./editable-copy";
import type { CallToAction, PageSeo, TitledText } from "./page-types";
import { SITE } from "./site";

/** Copy of /about. Marked fields are staff-editable (see editable-copy.ts); "Who We Are" was the first. */
export const ABOUT_PAGE = editablePage("about_page", (t) => ({
  seo: {
    title: pageTitle("About Us"),
    description: `Meet ${SITE.name}: an electronics design and smart-technology consultancy in the ${SITE.region}, with over ${SITE.yearsOfExperience} years of experience and an AI-assisted vision.`,
  } satisfies PageSeo,
  intro: {
    eyebrow: t("intro_eyebrow", "About Us"),
    heading: t("intro_heading", `About ${SITE.name}`),
    text: t(
      "intro_text",
      `${SITE.name} ${SITE.brandLine}. We combine decades of electronics engineering with AI-assisted design to turn concepts into reliable, market-ready products.`,
    ),
  },
  whoWeAreHeading: t("who_we_are_heading", "Who We Are"),
  whoWeAre: t.block(
    "who_we_are",
    "We are an electronics design and smart-technology engineering consultancy serving the Republic of Ireland and the UK. Founded by an engineer with a PhD in Electronics (1990) and backed by over 45 years of hands-on experience, we design custom circuit boards, embedded microcontroller systems and proprietary hardware that leave our clients owning their intellectual property.",
  ),
  whatWeDo: {
    heading: t("what_we_do_heading", "What We Do"),
    cards: [
      iconCard(
        t,
        "smart_electronic_solutions",
        "antenna",
        "Smart Electronic Solutions",
        "Connected, intelligent devices that sense, decide and communicate, designed around your application.",
      ),
      iconCard(
        t,
        "automated_circuits",
        "gear",
        "Automated Circuits",
        "Circuits that monitor, control and protect automatically, reducing manual work and human error.",
      ),
      iconCard(
        t,
        "tailored_microcontroller_design",
        "chip",
        "Tailored Microcontroller Design",
        "Microcontroller systems selected and programmed for exactly the performance, power and cost your product needs.",
      ),
      iconCard(
        t,
        "proprietary_hardware_development",
        "shield",
        "Proprietary Hardware Development",
        "Custom hardware you own outright, free from dependency on OEM modules and third-party boards.",
      ),
    ] satisfies TitledText[],
  },
  aiVision: {
    heading: t("ai_vision_heading", "Meet Our AI Vision"),
    quotes: [
      t(
        "ai_vision_quote_partner",
        "We see AI as a powerful partner to experienced engineers, not a replacement for them. It speeds up research, design checks and documentation, leaving more time for the creative work that makes products stand out.",
      ),
      t(
        "ai_vision_quote_workflows",
        "Our AI-assisted workflows help us explore more design options, spot problems earlier and deliver working hardware faster, so our clients reach the market sooner and with greater confidence.",
      ),
      t(
        "ai_vision_quote_edge",
        "As smart technology moves to the edge, we design devices that run intelligent algorithms efficiently on small, low-power hardware, bringing AI into everyday products.",
      ),
    ],
  },
  speakYourVisionHeading: t("speak_your_vision_heading", "Speak Your Vision"),
  collaborate: {
    heading: t("cta_heading", "Let's Collaborate"),
    text: t("cta_text", "Have a project in mind? Whatever its scale or stage, we would love to hear about it."),
    links: [{ label: t.label("cta_link_label", "Contact Us Now"), href: HELP_CONTACT_PATH }],
  } satisfies CallToAction,
}));
export const ABOUT = ABOUT_PAGE.copy;
