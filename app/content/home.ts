import { href } from "react-router";
import { absoluteUrl, SHARE_IMAGE } from "../lib/seo";
import { editablePage, iconCard } from "./editable-copy";
import type { CallToAction } from "./page-types";
import { SITE } from "./site";

/** Copy of the home page. Marked fields are staff-editable (see editable-copy.ts); the core message
 * and the Swift Development button label were the first. */
export const HOME_PAGE = editablePage("home_page", (t) => ({
  meta: {
    title: `${SITE.name} | Electronic Design & Embedded Systems Consultancy`,
    description:
      "Custom circuit boards, embedded microcontroller systems, FPGA and AI-assisted electronic design from a consultancy with over 45 years of experience, serving the Republic of Ireland and UK.",
  },
  hero: {
    welcome: t("hero_welcome", `Welcome to ${SITE.name}`),
    tagline: t("hero_tagline", "We make ideas real."),
    coreMessage: t.block(
      "core_message",
      "We turn your concepts into market-ready electronics: custom circuit boards, embedded microcontroller systems and smart technology, designed with AI-assisted workflows and over 45 years of engineering experience.",
    ),
    primaryButton: { label: t.label("hero_services_button_label", "Explore Our Services"), to: href("/services") },
    swiftButtonLabel: t.label("swift_button_label", "Discover Swift Development"),
    swiftButtonTo: href("/swift-development"),
  },
  whatWeDo: {
    heading: t("what_we_do_heading", "What We Do"),
    cards: [
      iconCard(
        t,
        "innovative_solutions",
        "lightbulb",
        "Innovative Solutions",
        "AI-assisted design workflows and smart-technology thinking that turn a rough concept into a working, testable design.",
      ),
      iconCard(
        t,
        "custom_hardware",
        "board",
        "Custom Hardware",
        "Circuit boards, microcontroller systems and FPGA logic designed around your product, not around somebody else's development board.",
      ),
      iconCard(
        t,
        "market_ready_products",
        "rocket",
        "Market-Ready Products",
        "Designs prepared for compliance testing and manufacture, so your prototype can become a product you can sell.",
      ),
    ],
  },
  whyChooseUs: {
    heading: t("why_choose_us_heading", "Why Choose Us"),
    bullets: [
      t("why_manufacturing_ready", "Custom boards ready for manufacturing"),
      t("why_less_oem_dependency", "Less dependency on OEM modules and suppliers"),
      t("why_performance_power", "Optimised performance and power consumption"),
      t("why_ip_ownership", "Full ownership of your intellectual property"),
      t("why_concept_to_production", "Support from concept to production"),
    ],
  },
  readyToInnovate: {
    heading: t("cta_heading", "Ready to Innovate?"),
    text: t(
      "cta_text",
      "Tell us about your idea and we will help you take the next step, whatever its scale or stage.",
    ),
    links: [{ label: t.label("cta_link_label", "Get in Touch"), href: href("/contact") }],
  } satisfies CallToAction,
}));
export const HOME_COPY = HOME_PAGE.copy;

/** The countries behind SITE.region, as schema.org names them. */
const AREAS_SERVED = ["Republic of Ireland", "United Kingdom"] as const;

/** The company as search engines should know it (JSON-LD on the home page). */
export function organizationJsonLd(origin: string): Record<string, unknown> {
  return {
    "@context": "https://schema.org",
    "@type": ["Organization", "ProfessionalService"],
    name: SITE.name,
    slogan: `${SITE.name} ${SITE.brandLine}`,
    description: HOME_COPY.meta.description,
    url: absoluteUrl(origin, href("/")),
    logo: absoluteUrl(origin, "/favicon.svg"),
    image: absoluteUrl(origin, SHARE_IMAGE.path),
    email: SITE.email,
    areaServed: AREAS_SERVED.map((name) => ({ "@type": "Country", name })),
    knowsAbout: [
      "Electronic design",
      "Custom PCB design",
      "Embedded microcontroller systems",
      "FPGA design",
      "Analogue and digital circuit design",
      "Motor controller design",
    ],
    sameAs: SITE.social.map((social) => social.href),
  };
}
