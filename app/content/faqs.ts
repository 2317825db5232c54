import { CONTACT_PATH, HELP_CONTACT_PATH } from "../lib/links";
import { pageTitle } from "../lib/seo";
import { editablePage, questionAnswer } from "./editable-copy";
import type { LinkTarget, PageSeo, QuestionAnswer } from "./page-types";
import { SITE } from "./site";

/** Copy of the FAQ page. Marked fields are staff-editable (see editable-copy.ts); title and intro were the first. */
export interface FaqItem extends QuestionAnswer {
  /** A link shown after the answer. */
  link?: LinkTarget;
}

export const FAQ_PAGE = editablePage("faq_page", (t) => ({
  seo: {
    title: pageTitle("Frequently Asked Questions"),
    description: `Answers about ${SITE.name}: what we specialise in, who we work with, bare-metal development, our Swift Development fast-track program and how to start a project.`,
  } satisfies PageSeo,
  title: t("title", "Frequently Asked Questions"),
  intro: t.block(
    "intro",
    "Answers to the questions we hear most often about our services, Swift Development and how we work.",
  ),
  items: [
    questionAnswer(
      t,
      "specialisation",
      `What does ${SITE.name} specialise in?`,
      `We specialise in custom electronic design and embedded systems: circuit boards, microcontroller systems, FPGA, and analogue and digital design, supported by AI-assisted design workflows and over ${SITE.yearsOfExperience} years of experience.`,
    ),
    questionAnswer(
      t,
      "startups_and_businesses",
      "Do you work with startups as well as established businesses?",
      "Yes. We help startups turn a first idea into a working prototype, and we support established businesses developing new products or improving existing ones. Every project matters, whatever its scale or stage.",
    ),
    questionAnswer(
      t,
      "bare_metal_development",
      "What is bare-metal development, and why do you use it?",
      "Bare-metal firmware runs directly on the microcontroller without an operating system. It responds faster and more predictably, uses less power and runs on smaller, cheaper hardware, which suits most dedicated devices.",
    ),
    questionAnswer(
      t,
      "partial_project_help",
      "Can you help with just part of my project?",
      "Absolutely. We can review a design, develop a single board, write firmware for your existing hardware or support your own engineers wherever specialist help is needed.",
    ),
    questionAnswer(
      t,
      "fast_track_program",
      "What is your fast-track program?",
      "Swift Development is our fast-track program for projects that fit a proven design envelope, such as a low-voltage supply, a common microcontroller family and a PCB within 100mm x 160mm. It shortens the path to a working prototype and reduces cost.",
    ),
    questionAnswer(
      t,
      "outside_fast_track",
      "What if my project does not fit the fast-track program?",
      "Then we design a custom solution. Many of our projects are fully bespoke, and we will recommend the approach that gives you the best result for your budget and timeline.",
    ),
    {
      ...questionAnswer(
        t,
        "how_to_start",
        "How do I start a project with you?",
        "Send us a short description of your idea through our contact page. We will arrange a conversation to understand your needs and suggest the next steps.",
      ),
      link: { label: t.label("how_to_start_link_label", "Go to the contact page"), href: CONTACT_PATH },
    },
  ] satisfies FaqItem[],
  contactDirectly: {
    text: t("contact_directly_text", "Can't find the answer you are looking for?"),
    link: { label: t.label("contact_directly_link_label", "Contact Us Directly"), href: HELP_CONTACT_PATH },
  },
}));
export const FAQ = FAQ_PAGE.copy;
