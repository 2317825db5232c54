import { SITE } from "./site";

/** Static copy of the home page (spec section 2 "Home"). The core message and the Swift
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
    primaryButton: { label: "Explore Our Services", to: "/services" },
    swiftButtonTo: "/swift-development",
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
    button: { label: "Get in Touch", to: "/contact" },
  },
} as const;
