import { href } from "react-router";
import { contactHref } from "~/lib/links";
import { ABOUT } from "~/content/about";
import { BLOG } from "~/content/blog";
import { CONTACT_COPY } from "~/features/contact";
import { FAQ } from "~/content/faqs";
import { BLOG_PATH, FAQ_PATH } from "~/content/help-connect";
import { HISTORY } from "~/content/history";
import { HOME_COPY } from "~/content/home";
import { MOTOR_CONTROL } from "~/content/motor-control";
import { HOME_LINK, MENU_LINKS } from "~/content/navigation";
import type { ContentBlock, DetailPageCopy, TitledText } from "~/content/page-types";
import {
  CONSULTANCY,
  ELECTRONIC_DESIGN,
  SERVICES_INDEX,
  SYSTEM_DEVELOPMENT,
  SYSTEM_IMPLEMENTATION,
} from "~/content/services";
import { SITE } from "~/content/site";
import { ELIGIBILITY_CRITERIA, SWIFT_DEVELOPMENT } from "~/content/swift-development";
import { TECHNIQUES, TECHNIQUES_INDEX, techniquePath } from "~/content/techniques";

/**
 * What the assistant knows: passages assembled from the same content modules the pages render,
 * each tied to the page it appears on, so answers can quote the site and link to it. Nearly all of
 * that copy is staff-editable; the passages use its built-in wording (staff edits in D1 are not
 * indexed). A new content module becomes searchable by adding its passages to SITE_PASSAGES below.
 */
export interface KnowledgePassage {
  id: string;
  /** The page the passage appears on. */
  path: string;
  /** How a reply names the source: "From {source}: ..." */
  source: string;
  title: string;
  text: string;
}

export interface SitePage {
  name: string;
  path: string;
}

const MOTOR_CONTROL_PATH = href("/motor-control-design");
const SWIFT_DEVELOPMENT_PATH = href("/swift-development");

export interface TopicRoute {
  name: string;
  path: string;
  /** The contact form prefilled for an enquiry about this topic, as the topic's page links it. */
  contactHref?: string;
  pattern: RegExp;
}

/** Topics the assistant always points to, with the contact link their own page uses. */
export const TOPIC_ROUTES: readonly TopicRoute[] = [
  {
    name: SWIFT_DEVELOPMENT.hero.title,
    path: SWIFT_DEVELOPMENT_PATH,
    contactHref: SWIFT_DEVELOPMENT.cta.links[0]?.href,
    pattern: /\bswift\b|fast[- ]?track|rapid (development|prototyp)|eligib/i,
  },
  {
    name: MOTOR_CONTROL.hero.eyebrow,
    path: MOTOR_CONTROL_PATH,
    contactHref: MOTOR_CONTROL.hero.cta.href,
    pattern: /\bmotors?\b|\bbldc\b|brushless|stepper|servo|\bfoc\b/i,
  },
  {
    name: "FAQs",
    path: FAQ_PATH,
    pattern: /\bfaqs?\b|frequently asked/i,
  },
];

/** The contact form for enquiries that match no topic. */
export const GENERAL_CONTACT_HREF = contactHref("Project Inquiry");
export const QUOTATION_CONTACT_HREF = contactHref("Quotation Request");
export const QUESTION_CONTACT_HREF = contactHref("General Question");

/** Every page a reply may link to: the menu tree plus pages routed outside it. */
export const SITE_PAGES: readonly SitePage[] = [
  HOME_LINK,
  ...MENU_LINKS.flatMap((link) => [{ name: link.name, path: link.path }, ...(link.subLinks ?? [])]),
  { name: MOTOR_CONTROL.hero.eyebrow, path: MOTOR_CONTROL_PATH },
  { name: "Contact form", path: href("/contact") },
  { name: "Voice idea recorder (Speak Your Vision)", path: `${href("/about")}#speak-your-vision` },
];

/** Short company facts for the assistant's instructions. */
export const COMPANY_FACTS: readonly string[] = [
  `${SITE.name} ${SITE.brandLine}: an electronics design and smart-technology engineering consultancy.`,
  `Operations region: ${SITE.region}.`,
  `Over ${SITE.yearsOfExperience} years of experience; the founder holds a ${SITE.founderCredential}.`,
  `Services: ${SERVICES_INDEX.cards.map((card) => `${card.title} (${card.href})`).join(", ")}.`,
  `Techniques: ${TECHNIQUES.map((technique) => `${technique.name} (${techniquePath(technique.slug)})`).join(", ")}.`,
  `Swift Development (${SWIFT_DEVELOPMENT_PATH}): ${SWIFT_DEVELOPMENT.hero.intro}`,
  `Motor controller design (${MOTOR_CONTROL_PATH}): ${MOTOR_CONTROL.hero.intro}`,
  `Contact e-mail: ${SITE.email}. ${CONTACT_COPY.details.responseTime} Enquiries: the contact form at /contact; voice ideas: /about#speak-your-vision.`,
  SITE.footerBlurb,
];

type Passage = Omit<KnowledgePassage, "id">;

const cardsText = (cards: readonly TitledText[]) => cards.map((card) => `${card.title}: ${card.text}`).join(" ");

function blockText(block: ContentBlock): string {
  const intro = "intro" in block && block.intro ? `${block.intro} ` : "";
  switch (block.kind) {
    case "prose":
      return block.paragraphs.join(" ");
    case "cards":
      return intro + cardsText(block.cards);
    case "steps":
      return intro + cardsText(block.steps);
    case "list":
      return `${intro}${block.items.join("; ")}.`;
    case "pros-cons":
      return `${intro}Pros: ${block.pros.join("; ")}. Cons: ${block.cons.join("; ")}.`;
    case "table":
      return intro + block.rows.map(([first, second]) => `${first}: ${second}.`).join(" ");
  }
}

/** A service or technique page: its introduction, each section and its call to action. */
function detailPagePassages(
  path: string,
  page: Partial<DetailPageCopy> & Pick<DetailPageCopy, "blocks" | "cta">,
  title: string,
): Passage[] {
  const source = `our ${title} page`;
  return [
    ...(page.intro ? [{ path, source, title, text: page.intro.join(" ") }] : []),
    ...page.blocks.map((block) => ({ path, source, title: block.heading, text: blockText(block) })),
    { path, source, title: page.cta.heading, text: page.cta.text },
  ];
}

function homePassages(): Passage[] {
  const home = { path: HOME_LINK.path, source: "our home page" };
  return [
    { ...home, title: HOME_COPY.hero.tagline, text: HOME_COPY.hero.coreMessage },
    { ...home, title: HOME_COPY.whatWeDo.heading, text: cardsText(HOME_COPY.whatWeDo.cards) },
    { ...home, title: HOME_COPY.whyChooseUs.heading, text: `${HOME_COPY.whyChooseUs.bullets.join(". ")}.` },
    { ...home, title: HOME_COPY.readyToInnovate.heading, text: HOME_COPY.readyToInnovate.text },
  ];
}

function aboutAndHistoryPassages(): Passage[] {
  const about = { path: href("/about"), source: "our About page" };
  const history = { path: href("/history"), source: "our History page" };
  return [
    { ...about, title: ABOUT.intro.heading, text: ABOUT.intro.text },
    { ...about, title: ABOUT.whoWeAreHeading, text: ABOUT.whoWeAre },
    { ...about, title: ABOUT.whatWeDo.heading, text: cardsText(ABOUT.whatWeDo.cards) },
    { ...about, title: ABOUT.aiVision.heading, text: ABOUT.aiVision.quotes.join(" ") },
    { ...history, title: HISTORY.experience.heading, text: HISTORY.experience.text },
    { ...history, title: HISTORY.founder.heading, text: HISTORY.founder.text },
    { ...history, title: HISTORY.expertise.heading, text: cardsText(HISTORY.expertise.items) },
    { ...history, title: HISTORY.innovations.heading, text: cardsText(HISTORY.innovations.items) },
  ];
}

function servicePassages(): Passage[] {
  return [
    {
      path: href("/services"),
      source: "our Services page",
      title: SERVICES_INDEX.heading,
      text: `${SERVICES_INDEX.intro} ${SERVICES_INDEX.coreMessage}`,
    },
    ...SERVICES_INDEX.cards.map((card) => ({
      path: card.href,
      source: `our ${card.title} page`,
      title: card.title,
      text: card.text,
    })),
    ...detailPagePassages(href("/services/consultancy"), CONSULTANCY, CONSULTANCY.title),
    ...detailPagePassages(href("/services/electronic-design"), ELECTRONIC_DESIGN, ELECTRONIC_DESIGN.title),
    ...detailPagePassages(href("/services/system-development"), SYSTEM_DEVELOPMENT, "System Development"),
    ...detailPagePassages(href("/services/system-implementation"), SYSTEM_IMPLEMENTATION, SYSTEM_IMPLEMENTATION.title),
  ];
}

function techniquePassages(): Passage[] {
  return [
    {
      path: href("/techniques"),
      source: "our Techniques page",
      title: TECHNIQUES_INDEX.heading,
      text: TECHNIQUES_INDEX.intro,
    },
    ...TECHNIQUES.flatMap((technique) => {
      const path = techniquePath(technique.slug);
      return technique.page.kind === "article"
        ? detailPagePassages(path, technique.page.article.copy, technique.name)
        : [{ path, source: `our ${technique.name} page`, title: technique.name, text: technique.summary }];
    }),
  ];
}

function swiftDevelopmentPassages(): Passage[] {
  const swift = { path: SWIFT_DEVELOPMENT_PATH, source: "our Swift Development page" };
  return [
    { ...swift, title: SWIFT_DEVELOPMENT.hero.title, text: SWIFT_DEVELOPMENT.hero.intro },
    {
      ...swift,
      title: SWIFT_DEVELOPMENT.eligibility.heading,
      text: `Projects that meet at least three of these fit well: ${ELIGIBILITY_CRITERIA.map((criterion) => criterion.defaultText).join(" ")}`,
    },
    { ...swift, title: SWIFT_DEVELOPMENT.whatYouGet.heading, text: cardsText(SWIFT_DEVELOPMENT.whatYouGet.cards) },
    {
      ...swift,
      title: SWIFT_DEVELOPMENT.advantages.heading,
      text: `${SWIFT_DEVELOPMENT.advantages.items.join("; ")}.`,
    },
    { ...swift, title: SWIFT_DEVELOPMENT.cta.heading, text: SWIFT_DEVELOPMENT.cta.text },
  ];
}

function motorControlPassages(): Passage[] {
  const motor = { path: MOTOR_CONTROL_PATH, source: "our Motor Control Design page" };
  return [
    { ...motor, title: MOTOR_CONTROL.hero.title, text: MOTOR_CONTROL.hero.intro },
    { ...motor, title: MOTOR_CONTROL.benefits.heading, text: cardsText(MOTOR_CONTROL.benefits.items) },
    { ...motor, title: MOTOR_CONTROL.process.heading, text: cardsText(MOTOR_CONTROL.process.steps) },
    ...MOTOR_CONTROL.faqs.items.map((item) => ({ ...motor, title: item.question, text: item.answer })),
  ];
}

function helpPassages(): Passage[] {
  return [
    { path: FAQ_PATH, source: "our FAQs", title: FAQ.title, text: FAQ.intro },
    ...FAQ.items.map((item) => ({ path: FAQ_PATH, source: "our FAQs", title: item.question, text: item.answer })),
    { path: BLOG_PATH, source: "our Blog Highlights", title: BLOG.title, text: BLOG.intro },
    ...BLOG.cards.map((card) => ({
      path: BLOG_PATH,
      source: "our Blog Highlights",
      title: card.title,
      text: card.excerpt,
    })),
    {
      path: href("/contact"),
      source: "our contact page",
      title: "Get in touch, contact, e-mail, address",
      text: `You can e-mail ${SITE.email} or send a message through the contact form. ${CONTACT_COPY.details.responseTime} We work across the ${SITE.region}.`,
    },
  ];
}

export const SITE_PASSAGES: readonly KnowledgePassage[] = [
  ...helpPassages(),
  ...swiftDevelopmentPassages(),
  ...motorControlPassages(),
  ...servicePassages(),
  ...techniquePassages(),
  ...aboutAndHistoryPassages(),
  ...homePassages(),
].map((passage, index) => ({ id: `${index}`, ...passage }));
