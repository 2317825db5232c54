import { href } from "react-router";
import { absoluteUrl, SHARE_IMAGE } from "../lib/seo";
import type { CallToAction } from "./page-types";
import { SITE } from "./site";

/** Static copy of the home page. The core message and the Swift
 * Development button label are staff-editable (see editable.ts). */
export const HOME_COPY = {
  meta: {
    title: `${SITE.name} | Electronic Design & Embedded Systems Consultancy`,
    description:
      "Custom circuit boards, embedded microcontroller systems, FPGA and AI-assisted electronic design from a consultancy with over 45 years of experience, serving the Republic of Ireland and UK.",
  },
  hero: {
    welcome: `Welcome to ${SITE.name}`,
    tagline: "We make ideas real.",
    primaryButton: { label: "Explore Our Services", to: href("/services") },
    swiftButtonTo: href("/swift-development"),
  },
  whatWeDo: {
    heading: "What We Do",
    cards: [
      {
        title: "Innovative Solutions",
        text: "AI-assisted design workflows and smart-technology thinking that turn a rough concept into a working, testable design.",
      },
      {
        title: "Custom Hardware",
        text: "Circuit boards, microcontroller systems and FPGA logic designed around your product, not around somebody else's development board.",
      },
      {
        title: "Market-Ready Products",
        text: "Designs prepared for compliance testing and manufacture, so your prototype can become a product you can sell.",
      },
    ],
  },
  whyChooseUs: {
    heading: "Why Choose Us",
    bullets: [
      "Custom boards ready for manufacturing",
      "Less dependency on OEM modules and suppliers",
      "Optimised performance and power consumption",
      "Full ownership of your intellectual property",
      "Support from concept to production",
    ],
  },
  readyToInnovate: {
    heading: "Ready to Innovate?",
    text: "Tell us about your idea and we will help you take the next step, whatever its scale or stage.",
    links: [{ label: "Get in Touch", href: href("/contact") }],
  } satisfies CallToAction,
} as const;

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
