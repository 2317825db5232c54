import { href } from "react-router";
import { pageTitle } from "../lib/seo";
import { editablePage, iconCard } from "./editable-copy";
import type { CallToAction, PageSeo, TitledText } from "./page-types";
import { SITE } from "./site";

/** Copy of /history. Marked fields are staff-editable (see editable-copy.ts). */
export const HISTORY_PAGE = editablePage("history_page", (t) => ({
  seo: {
    title: pageTitle("Our History"),
    description: `Over ${SITE.yearsOfExperience} years of electronics experience, led by a founder with a ${SITE.founderCredential}: the expertise and innovations behind ${SITE.name}.`,
  } satisfies PageSeo,
  heading: t("heading", "Our History"),
  intro: t("intro", "Decades of hands-on engineering, carried into every new design."),
  experience: {
    // The figure follows SITE.yearsOfExperience, so it is not edited on its own.
    figure: `${SITE.yearsOfExperience}+`,
    label: t("experience_figure_label", "years of experience"),
    // The figure beside it already gives the years, so the heading names the story instead.
    heading: t("experience_heading", "Our Story"),
    text: t(
      "experience_text",
      "Our story began long before smart devices were everyday objects. Over more than four decades we have designed electronics for industry, research and commercial products, and every project has added to the knowledge we bring to yours.",
    ),
  },
  founder: {
    heading: t("founder_heading", "Founded on Expertise"),
    text: t(
      "founder_text",
      `Our founder holds a ${SITE.founderCredential} and has spent a career turning complex requirements into practical, reliable hardware. That academic depth and practical experience still shape how we approach every design.`,
    ),
  },
  expertise: {
    heading: t("expertise_heading", "Our Expertise"),
    items: [
      iconCard(
        t,
        "expertise_analogue_digital",
        "waveform",
        "Analogue & Digital Design",
        "Precision analogue front ends and high-speed digital circuits.",
      ),
      iconCard(
        t,
        "expertise_embedded_systems",
        "chip",
        "Embedded Microcontroller Systems",
        "Lean bare-metal C firmware on the right microcontroller.",
      ),
      iconCard(
        t,
        "expertise_fpga",
        "board",
        "FPGA Development",
        "Custom logic in VHDL and Verilog for speed and precise timing.",
      ),
      iconCard(
        t,
        "expertise_pcb_design",
        "board",
        "Custom PCB Design",
        "Boards designed for manufacturing, compliance and long service life.",
      ),
      iconCard(
        t,
        "expertise_signal_processing",
        "chart",
        "Signal Processing & Algorithms",
        "DSP and mathematical models proven on the PC and run on the device.",
      ),
      iconCard(
        t,
        "expertise_pc_integration",
        "monitor",
        "PC Integration & Software",
        "Windows GUI tools and real-time links between devices and PCs.",
      ),
    ] satisfies TitledText[],
  },
  innovations: {
    // The items are not dated, so the heading promises no timeline.
    heading: t("innovations_heading", "Our Innovations"),
    items: [
      iconCard(
        t,
        "innovation_serial_protocol",
        "antenna",
        "Lightweight Serial Protocol",
        "A communication protocol with a footprint under 100 bytes that connects the smallest microcontrollers to PCs and networks.",
      ),
      iconCard(
        t,
        "innovation_bare_metal_framework",
        "code",
        "Bare-Metal C Framework",
        "A reusable firmware framework that delivers fast, predictable, real-time behaviour without an operating system.",
      ),
      iconCard(
        t,
        "innovation_ai_workflow",
        "lightbulb",
        "AI-Assisted Design Workflow",
        "Design, review and documentation workflows that combine engineering experience with AI to deliver working hardware sooner.",
      ),
    ] satisfies TitledText[],
  },
  cta: {
    heading: t("cta_heading", "Put Our Experience to Work"),
    text: t("cta_text", "See how our services can take your idea from concept to production."),
    links: [{ label: t.label("cta_link_label", "Explore Our Services"), href: href("/services") }],
  } satisfies CallToAction,
}));
export const HISTORY = HISTORY_PAGE.copy;
