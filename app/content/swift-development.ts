import { href } from "react-router";
import type { EligibilityCriterionId } from "../lib/eligibility";
import { CONTACT_PATH, contactHref } from "../lib/links";
import { pageTitle } from "../lib/seo";
import { editablePage, iconCard, type SectionMarker } from "./editable-copy";
import type { CallToAction, PageSeo, TitledText } from "./page-types";

/** Copy of /swift-development. Marked fields are staff-editable (see editable-copy.ts). */

/** A statement of the eligibility checklist as the product data model names it; its texts are the fallbacks. */
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

function criterion(id: EligibilityCriterionId) {
  const found = ELIGIBILITY_CRITERIA.find((item) => item.id === id);
  if (!found) throw new Error(`No eligibility criterion ${id}`);
  return found;
}

/** A checklist statement and its tip, keyed by the criterion's id. The rule itself stays in lib/eligibility.ts. */
function editableCriterion<const I extends EligibilityCriterionId>(t: SectionMarker, id: I) {
  const { defaultText, tip } = criterion(id);
  return { id, text: t(`criterion_${id}_text`, defaultText), tip: t(`criterion_${id}_tip`, tip) };
}

export const SWIFT_DEVELOPMENT_PAGE = editablePage("swift_development_page", (t) => ({
  seo: {
    title: pageTitle("Swift Development: Fast-Track Prototyping"),
    description:
      "Swift Development is our fast-track route from idea to working prototype. Check your project's eligibility against six simple criteria in seconds.",
  } satisfies PageSeo,
  hero: {
    eyebrow: t("eyebrow", "Fast-Track Program"),
    title: t("title", "Swift Development"),
    intro: t(
      "intro",
      "A fast-track route from idea to working prototype for projects that fit our proven design envelope. By building on tested circuit blocks and our bare-metal framework, we cut development time and cost without cutting corners.",
    ),
  },
  eligibility: {
    heading: t("eligibility_heading", "Is Your Project Eligible?"),
    intro: t("eligibility_intro", "Tick each statement that applies to your project, then check your result."),
    criteria: [
      editableCriterion(t, "power"),
      editableCriterion(t, "analog"),
      editableCriterion(t, "digital_speed"),
      editableCriterion(t, "interfaces"),
      editableCriterion(t, "pcb_size"),
      editableCriterion(t, "mcu"),
    ],
    checkLabel: t.label("eligibility_check_label", "Check Eligibility"),
    eligible: t(
      "eligibility_result_eligible",
      "Great news! Our Swift Development solutions appear to be a strong fit for your project.",
    ),
    notEligible: t(
      "eligibility_result_custom",
      "Our Swift Development might be suitable, but a custom approach could also be beneficial. Let's discuss your specific needs!",
    ),
  },
  whatYouGet: {
    heading: t("what_you_get_heading", "What You Get"),
    cards: [
      iconCard(
        t,
        "deliverable_prototype",
        "board",
        "Working Prototype",
        "A fully assembled and tested prototype board running your application firmware.",
      ),
      iconCard(
        t,
        "deliverable_manufacturing_files",
        "book",
        "Manufacturing Files",
        "Gerbers, bill of materials and assembly drawings, ready for production.",
      ),
      iconCard(
        t,
        "deliverable_firmware",
        "code",
        "Documented Firmware",
        "Clean, commented C source code built on our bare-metal framework.",
      ),
      iconCard(
        t,
        "deliverable_ip_ownership",
        "shield",
        "Full IP Ownership",
        "Every design file and line of code is yours to keep, change and manufacture.",
      ),
    ] satisfies TitledText[],
  },
  advantages: {
    heading: t("advantages_heading", "The Swift Advantage"),
    items: [
      t("advantage_time_to_market", "Faster time to market with proven, pre-tested design blocks"),
      t("advantage_cost", "Lower development cost and predictable pricing"),
      t("advantage_risk", "Reduced technical risk from the very first prototype"),
      t("advantage_upgrade_path", "A clear upgrade path to a fully custom design"),
      t("advantage_engineer_access", "Direct access to experienced engineers throughout"),
    ],
  },
  cta: {
    heading: t("cta_heading", "Ready to Fast-Track Your Project?"),
    text: t("cta_text", "Tell us about your idea and we will confirm how Swift Development can get it working sooner."),
    links: [
      { label: t.label("cta_link_label", "Start Your Swift Project"), href: contactHref("Swift Development Inquiry") },
    ],
  } satisfies CallToAction,
  otherWays: {
    heading: t("other_ways_heading", "Prefer to Talk It Through?"),
    text: t(
      "other_ways_text",
      "Describe your idea in your own words with our voice form, or send us a message and we will get back to you.",
    ),
    links: [
      {
        label: t.label("other_ways_voice_link_label", "Speak Your Vision"),
        href: `${href("/about")}#speak-your-vision`,
      },
      { label: t.label("other_ways_contact_link_label", "Contact Us"), href: CONTACT_PATH },
    ],
  },
  videos: {
    heading: t("videos_heading", "See Swift Development in Action"),
    intro: t(
      "videos_intro",
      "Short videos on rapid electronics prototyping. Each opens a search on YouTube in a new tab.",
    ),
    cards: [
      {
        ...videoText(
          t,
          "video_pcb_prototyping",
          "Rapid PCB Prototyping",
          "How a circuit goes from schematic to assembled prototype board in record time.",
        ),
        searchQuery: "rapid PCB prototyping",
        durationSeconds: 45,
        thumbnail: {
          src: "/images/video-pcb-prototyping.svg",
          alt: "Illustration of a circuit board with a play button",
          ...VIDEO_THUMBNAIL,
        },
      },
      {
        ...videoText(
          t,
          "video_embedded_prototype",
          "From Idea to Embedded Prototype",
          "The steps that take an embedded product idea to working firmware and hardware.",
        ),
        searchQuery: "embedded system prototype development",
        durationSeconds: 60,
        thumbnail: {
          src: "/images/video-embedded-prototype.svg",
          alt: "Illustration of a microcontroller chip with a play button",
          ...VIDEO_THUMBNAIL,
        },
      },
    ] satisfies VideoCard[],
    watchLabel: t.label("videos_watch_label", "Watch on YouTube"),
  },
}));
export const SWIFT_DEVELOPMENT = SWIFT_DEVELOPMENT_PAGE.copy;

function videoText<const K extends string>(t: SectionMarker, key: K, title: string, description: string) {
  return { title: t(`${key}_title`, title), description: t(`${key}_description`, description) };
}
