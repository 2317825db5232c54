import { href } from "react-router";
import { pageTitle } from "../lib/seo";
import type { CallToAction, PageSeo, TitledText } from "./page-types";
import { SITE } from "./site";

/** Copy of /history. */
export const HISTORY = {
  seo: {
    title: pageTitle("Our History"),
    description: `Over ${SITE.yearsOfExperience} years of electronics experience, led by a founder with a ${SITE.founderCredential}: the expertise and innovations behind ${SITE.name}.`,
  } satisfies PageSeo,
  heading: "Our History",
  intro: "Decades of hands-on engineering, carried into every new design.",
  experience: {
    figure: `${SITE.yearsOfExperience}+`,
    label: "years of experience",
    heading: `Over ${SITE.yearsOfExperience} Years of Experience`,
    text: "Our story began long before smart devices were everyday objects. Over more than four decades we have designed electronics for industry, research and commercial products, and every project has added to the knowledge we bring to yours.",
  },
  founder: {
    heading: "Founded on Expertise",
    text: `Our founder holds a ${SITE.founderCredential} and has spent a career turning complex requirements into practical, reliable hardware. That academic depth and practical experience still shape how we approach every design.`,
  },
  expertise: {
    heading: "Our Expertise",
    items: [
      { title: "Analogue & Digital Design", text: "Precision analogue front ends and high-speed digital circuits." },
      { title: "Embedded Microcontroller Systems", text: "Lean bare-metal C firmware on the right microcontroller." },
      { title: "FPGA Development", text: "Custom logic in VHDL and Verilog for speed and precise timing." },
      { title: "Custom PCB Design", text: "Boards designed for manufacturing, compliance and long service life." },
      {
        title: "Signal Processing & Algorithms",
        text: "DSP and mathematical models proven on the PC and run on the device.",
      },
      { title: "PC Integration & Software", text: "Windows GUI tools and real-time links between devices and PCs." },
    ] satisfies TitledText[],
  },
  innovations: {
    heading: "Innovation Through the Years",
    items: [
      {
        title: "Lightweight Serial Protocol",
        text: "A communication protocol with a footprint under 100 bytes that connects the smallest microcontrollers to PCs and networks.",
      },
      {
        title: "Bare-Metal C Framework",
        text: "A reusable firmware framework that delivers fast, predictable, real-time behaviour without an operating system.",
      },
      {
        title: "AI-Assisted Design Workflow",
        text: "Design, review and documentation workflows that combine engineering experience with AI to deliver working hardware sooner.",
      },
    ] satisfies TitledText[],
  },
  cta: {
    heading: "Put Our Experience to Work",
    text: "See how our services can take your idea from concept to production.",
    links: [{ label: "Explore Our Services", href: href("/services") }],
  } satisfies CallToAction,
} as const;
