import { href } from "react-router";
import type { EligibilityCriterionId } from "../lib/eligibility";
import { CONTACT_PATH, contactHref } from "../lib/links";
import { pageTitle } from "../lib/seo";
import type { CallToAction, PageSeo, TitledText } from "./page-types";

/** Copy of /swift-development. */
export interface EligibilityCriterion {
  id: EligibilityCriterionId;
  /** Key under which the text could be translated. */
  textKey: string;
  defaultText: string;
  tip: string;
}

export interface VideoCard {
  title: string;
  searchQuery: string;
  durationSeconds: number;
  description: string;
  thumbnail: { src: string; alt: string; width: number; height: number };
}

export const ELIGIBILITY_CRITERIA: readonly EligibilityCriterion[] = [
  {
    id: "power",
    textKey: "swift.eligibility.power",
    defaultText: "Your device runs from a low-voltage supply, such as USB or a DC supply.",
    tip: "Low-voltage designs avoid the isolation and safety work that mains-powered products need.",
  },
  {
    id: "analog",
    textKey: "swift.eligibility.analog",
    defaultText: "Any analog signals you need to measure or generate are below 1 MHz.",
    tip: "Most sensors, audio and control signals fall well within this range.",
  },
  {
    id: "digital_speed",
    textKey: "swift.eligibility.digital_speed",
    defaultText: "Digital signals on the board run at up to 100 MHz.",
    tip: "This covers the clock speeds of most microcontrollers and their memories.",
  },
  {
    id: "interfaces",
    textKey: "swift.eligibility.interfaces",
    defaultText: "External interfaces such as USB, SPI, I²C or UART run at up to 48 MHz.",
    tip: "Full-speed USB and common serial buses are all within this limit.",
  },
  {
    id: "pcb_size",
    textKey: "swift.eligibility.pcb_size",
    defaultText: "The circuit board fits within 100mm x 160mm.",
    tip: "This is the standard Eurocard size; many products are much smaller.",
  },
  {
    id: "mcu",
    textKey: "swift.eligibility.mcu",
    defaultText: "A common microcontroller family, such as STM32, ESP32, PIC or AVR, suits your project.",
    tip: "Common families have proven tools, long availability and short lead times.",
  },
];

const VIDEO_THUMBNAIL = { width: 480, height: 270 } as const;

export const SWIFT_DEVELOPMENT = {
  seo: {
    title: pageTitle("Swift Development: Fast-Track Prototyping"),
    description:
      "Swift Development is our fast-track route from idea to working prototype. Check your project's eligibility against six simple criteria in seconds.",
  } satisfies PageSeo,
  hero: {
    eyebrow: "Fast-Track Program",
    title: "Swift Development",
    intro:
      "A fast-track route from idea to working prototype for projects that fit our proven design envelope. By building on tested circuit blocks and our bare-metal framework, we cut development time and cost without cutting corners.",
  },
  eligibility: {
    heading: "Is Your Project Eligible?",
    intro: "Tick each statement that applies to your project, then check your result.",
    checkLabel: "Check Eligibility",
    eligible: "Great news! Our Swift Development solutions appear to be a strong fit for your project.",
    notEligible:
      "Our Swift Development might be suitable, but a custom approach could also be beneficial. Let's discuss your specific needs!",
  },
  whatYouGet: {
    heading: "What You Get",
    cards: [
      {
        title: "Working Prototype",
        text: "A fully assembled and tested prototype board running your application firmware.",
      },
      { title: "Manufacturing Files", text: "Gerbers, bill of materials and assembly drawings, ready for production." },
      { title: "Documented Firmware", text: "Clean, commented C source code built on our bare-metal framework." },
      {
        title: "Full IP Ownership",
        text: "Every design file and line of code is yours to keep, change and manufacture.",
      },
    ] satisfies TitledText[],
  },
  advantages: {
    heading: "The Swift Advantage",
    items: [
      "Faster time to market with proven, pre-tested design blocks",
      "Lower development cost and predictable pricing",
      "Reduced technical risk from the very first prototype",
      "A clear upgrade path to a fully custom design",
      "Direct access to experienced engineers throughout",
    ],
  },
  cta: {
    heading: "Ready to Fast-Track Your Project?",
    text: "Tell us about your idea and we will confirm how Swift Development can get it working sooner.",
    links: [{ label: "Start Your Swift Project", href: contactHref("Swift Development Inquiry") }],
  } satisfies CallToAction,
  otherWays: {
    heading: "Prefer to Talk It Through?",
    text: "Describe your idea in your own words with our voice form, or send us a message and we will get back to you.",
    links: [
      { label: "Speak Your Vision", href: `${href("/about")}#speak-your-vision` },
      { label: "Contact Us", href: CONTACT_PATH },
    ],
  },
  videos: {
    heading: "See Swift Development in Action",
    intro: "Short videos on rapid electronics prototyping. Each opens a search on YouTube in a new tab.",
    cards: [
      {
        title: "Rapid PCB Prototyping",
        searchQuery: "rapid PCB prototyping",
        durationSeconds: 45,
        description: "How a circuit goes from schematic to assembled prototype board in record time.",
        thumbnail: {
          src: "/images/video-pcb-prototyping.svg",
          alt: "Illustration of a circuit board with a play button",
          ...VIDEO_THUMBNAIL,
        },
      },
      {
        title: "From Idea to Embedded Prototype",
        searchQuery: "embedded system prototype development",
        durationSeconds: 60,
        description: "The steps that take an embedded product idea to working firmware and hardware.",
        thumbnail: {
          src: "/images/video-embedded-prototype.svg",
          alt: "Illustration of a microcontroller chip with a play button",
          ...VIDEO_THUMBNAIL,
        },
      },
    ] satisfies VideoCard[],
    watchLabel: "Watch on YouTube",
  },
} as const;
