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
import { PRIVACY } from "~/content/privacy";
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
import { eligibilityThreshold } from "~/lib/eligibility";
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
  /** The names of the cards, steps or list entries a long passage is made of, so a reply can list them. */
  items?: readonly string[];
  /**
   * A call to action: it repeats its page's words but answers nothing, so search ranks it lower and
   * the offline assistant never gives it as an answer.
   */
  minor?: boolean;
  /** The title says something the text does not (an article's name, a card's name): quote both. */
  quoteTitle?: boolean;
  /** Says what its page holds: it answers a question about the page (by its title), not about what it lists. */
  describesPage?: boolean;
  /** One statement that only makes sense complete (a rule and its criteria): never split into sentences. */
  whole?: boolean;
  /**
   * The offline assistant gives it only for a question this matches: the privacy notice's wording
   * ("article", "blog topic generator") shares words with questions about other things.
   */
  answersOnly?: RegExp;
}

/** The page a passage is on: its address without the section anchor ("/about" for "/about#speak-your-vision"). */
export const pagePathOf = (passage: Pick<KnowledgePassage, "path">) => passage.path.split("#")[0] || passage.path;

export interface SitePage {
  name: string;
  path: string;
}

const MOTOR_CONTROL_PATH = href("/motor-control-design");
const SWIFT_DEVELOPMENT_PATH = href("/swift-development");
const VOICE_IDEA_PATH = `${href("/about")}#speak-your-vision`;
const PRIVACY_PATH = href("/privacy");

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

/** Every page a reply may link to: the menu tree plus pages routed outside it. */
export const SITE_PAGES: readonly SitePage[] = [
  HOME_LINK,
  ...MENU_LINKS.flatMap((link) => [{ name: link.name, path: link.path }, ...(link.subLinks ?? [])]),
  { name: MOTOR_CONTROL.hero.eyebrow, path: MOTOR_CONTROL_PATH },
  { name: "Contact form", path: href("/contact") },
  { name: "Voice idea recorder (Speak Your Vision)", path: VOICE_IDEA_PATH },
  { name: PRIVACY.heading, path: PRIVACY_PATH },
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
  const intro = introOf(block);
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

/** A block's introduction, as the start of its text. */
const introOf = (block: ContentBlock) => ("intro" in block && block.intro ? `${block.intro} ` : "");

/** The names a block is made of: card and step titles, or the entries of a list. */
function blockItems(block: ContentBlock): readonly string[] | undefined {
  switch (block.kind) {
    case "cards":
      return block.cards.map((card) => card.title);
    case "steps":
      return block.steps.map((step) => step.title);
    case "list":
      return block.items;
    case "table":
      return block.rows.map(([first]) => first);
    default:
      return undefined;
  }
}

const titlesOf = (cards: readonly TitledText[]) => cards.map((card) => card.title);

/** A link as replies write it: a readable label, then the site path (docs/assistant.md). */
export const markdownLink = (label: string, path: string) => `[${label}](${path})`;

/** "a", "a and b", "a, b and c". */
export const listPhrase = (items: readonly string[]) =>
  items.length <= 1 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;

/** A service or technique page: its introduction, each section and its call to action. */
function detailPagePassages(
  path: string,
  page: Partial<DetailPageCopy> & Pick<DetailPageCopy, "blocks" | "cta">,
  title: string,
): Passage[] {
  const source = `our ${title} page`;
  return [
    ...(page.intro ? [{ path, source, title, text: page.intro.join(" ") }] : []),
    ...page.blocks.map((block) => ({
      path,
      source,
      title: block.heading,
      text: blockText(block),
      items: blockItems(block),
    })),
    // Each card or step on its own as well, so a question about one of them finds it ahead of
    // the long section it sits in.
    ...page.blocks.flatMap((block) =>
      block.kind === "cards" || block.kind === "steps"
        ? (block.kind === "cards" ? block.cards : block.steps).map((card) => ({
            path,
            source,
            title: card.title,
            text: card.text,
            quoteTitle: true,
          }))
        : [],
    ),
    { path, source, title: page.cta.heading, text: page.cta.text, minor: true },
  ];
}

function homePassages(): Passage[] {
  const home = { path: HOME_LINK.path, source: "our home page" };
  return [
    { ...home, title: HOME_COPY.hero.tagline, text: HOME_COPY.hero.coreMessage },
    {
      ...home,
      title: HOME_COPY.whatWeDo.heading,
      text: cardsText(HOME_COPY.whatWeDo.cards),
      items: titlesOf(HOME_COPY.whatWeDo.cards),
    },
    {
      ...home,
      title: HOME_COPY.whyChooseUs.heading,
      text: `${HOME_COPY.whyChooseUs.bullets.join(". ")}.`,
      whole: true,
    },
    { ...home, title: HOME_COPY.readyToInnovate.heading, text: HOME_COPY.readyToInnovate.text },
  ];
}

function aboutAndHistoryPassages(): Passage[] {
  const about = { path: href("/about"), source: "our About page" };
  const history = { path: href("/history"), source: "our History page" };
  return [
    { ...about, title: ABOUT.intro.heading, text: ABOUT.intro.text },
    { ...about, title: ABOUT.whoWeAreHeading, text: ABOUT.whoWeAre },
    {
      ...about,
      title: ABOUT.whatWeDo.heading,
      text: cardsText(ABOUT.whatWeDo.cards),
      items: titlesOf(ABOUT.whatWeDo.cards),
    },
    { ...about, title: ABOUT.aiVision.heading, text: ABOUT.aiVision.quotes.join(" ") },
    {
      ...about,
      title: "Where we work: our region and location",
      text: `${SITE.name} is based in and works across the ${SITE.region}. Our operations region is the ${SITE.region}.`,
    },
    { ...history, title: HISTORY.experience.heading, text: HISTORY.experience.text, quoteTitle: true },
    { ...history, title: HISTORY.founder.heading, text: HISTORY.founder.text },
    {
      ...history,
      title: HISTORY.expertise.heading,
      text: cardsText(HISTORY.expertise.items),
      items: titlesOf(HISTORY.expertise.items),
    },
    {
      ...history,
      title: HISTORY.innovations.heading,
      text: cardsText(HISTORY.innovations.items),
      items: titlesOf(HISTORY.innovations.items),
    },
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
    // What a visitor asking "what do you offer?" needs: every service by name, with its page.
    {
      path: href("/services"),
      source: "our Services page",
      title: "Services we offer",
      text: `We offer ${SERVICES_INDEX.cards.length} services: ${listPhrase(SERVICES_INDEX.cards.map((card) => markdownLink(card.title, card.href)))}.`,
    },
    ...SERVICES_INDEX.cards.map((card) => ({
      path: card.href,
      source: `our ${card.title} page`,
      title: card.title,
      text: card.text,
    })),
    ...detailPagePassages(href("/services/consultancy"), CONSULTANCY, CONSULTANCY.title),
    ...detailPagePassages(href("/services/electronic-design"), ELECTRONIC_DESIGN, ELECTRONIC_DESIGN.title),
    ...detailPagePassages(href("/services/system-development"), SYSTEM_DEVELOPMENT, SYSTEM_DEVELOPMENT.title),
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
    {
      path: href("/techniques"),
      source: "our Techniques page",
      title: "Techniques and methods we use",
      text: `Our techniques are ${listPhrase(TECHNIQUES_INDEX.cards.map((card) => markdownLink(card.title, card.href)))}.`,
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
      // The checker's own words and rule, so "am I eligible?" gets the criteria and the count.
      title: `${SWIFT_DEVELOPMENT.eligibility.heading} ${SWIFT_DEVELOPMENT.hero.title} eligibility criteria`,
      text: `A project is eligible when it meets at least ${eligibilityThreshold(ELIGIBILITY_CRITERIA.length)} of the ${ELIGIBILITY_CRITERIA.length} criteria: ${ELIGIBILITY_CRITERIA.map((criterion) => criterion.defaultText).join(" ")}`,
      whole: true,
    },
    {
      ...swift,
      title: SWIFT_DEVELOPMENT.whatYouGet.heading,
      text: cardsText(SWIFT_DEVELOPMENT.whatYouGet.cards),
      items: titlesOf(SWIFT_DEVELOPMENT.whatYouGet.cards),
    },
    {
      ...swift,
      title: SWIFT_DEVELOPMENT.advantages.heading,
      text: `${SWIFT_DEVELOPMENT.advantages.items.join("; ")}.`,
      items: SWIFT_DEVELOPMENT.advantages.items,
    },
    { ...swift, title: SWIFT_DEVELOPMENT.cta.heading, text: SWIFT_DEVELOPMENT.cta.text, minor: true },
  ];
}

function motorControlPassages(): Passage[] {
  const motor = { path: MOTOR_CONTROL_PATH, source: "our Motor Control Design page" };
  return [
    { ...motor, title: MOTOR_CONTROL.hero.title, text: MOTOR_CONTROL.hero.intro },
    {
      ...motor,
      title: MOTOR_CONTROL.benefits.heading,
      text: cardsText(MOTOR_CONTROL.benefits.items),
      items: titlesOf(MOTOR_CONTROL.benefits.items),
    },
    {
      ...motor,
      title: MOTOR_CONTROL.process.heading,
      text: cardsText(MOTOR_CONTROL.process.steps),
      items: titlesOf(MOTOR_CONTROL.process.steps),
    },
    ...MOTOR_CONTROL.faqs.items.map((item) => ({ ...motor, title: item.question, text: item.answer })),
  ];
}

function helpPassages(): Passage[] {
  return [
    { path: FAQ_PATH, source: "our FAQs", title: `${FAQ.title} (FAQs)`, text: FAQ.intro, describesPage: true },
    ...FAQ.items.map((item) => ({ path: FAQ_PATH, source: "our FAQs", title: item.question, text: item.answer })),
    {
      path: BLOG_PATH,
      source: "our Blog Highlights",
      title: `${BLOG.title}: blog articles and posts`,
      text: `${BLOG.intro} Articles: ${BLOG.cards.map((card) => card.title).join("; ")}.`,
    },
    ...BLOG.cards.map((card) => ({
      path: BLOG_PATH,
      source: "our Blog Highlights",
      title: card.title,
      text: card.excerpt,
      quoteTitle: true,
    })),
    {
      path: href("/contact"),
      source: "our contact page",
      title: "Get in touch: contact and e-mail",
      text: `You can e-mail ${markdownLink(SITE.email, `mailto:${SITE.email}`)} or send a message through the contact form. ${CONTACT_COPY.details.responseTime} We work across the ${SITE.region}.`,
    },
    {
      path: href("/contact"),
      source: "our contact page",
      title: "Ask for a quotation",
      text: `To ask for a quotation, choose ${markdownLink("Quotation Request", QUOTATION_CONTACT_HREF)} as the enquiry type in the contact form.`,
    },
    {
      path: VOICE_IDEA_PATH,
      source: "our About page",
      title: `${ABOUT.speakYourVisionHeading}: send your idea as a voice recording`,
      text: `Record your project idea in your own voice with the ${markdownLink(`${ABOUT.speakYourVisionHeading} recorder`, VOICE_IDEA_PATH)} on our About page, add your name and e-mail, and send it to our engineers.`,
    },
  ];
}

/** A question about personal data, the only kind the privacy notice answers offline. */
const PERSONAL_DATA_QUESTION =
  /\b(privacy|personal|my data|your data|data protection|gdpr|cookies?|track\w*|analytics|stor(e|ed|es|ing)|keep|kept|retain\w*|retention|delet\w*|eras\w*|remov\w*|how long|ip address|controller|processors?|lawful|legal basis|rights?|complain\w*|transfer\w*|outside the (uk|eu|eea))\b/i;

/**
 * The privacy notice: what is kept, why and for how long, and a visitor's rights. Visitors ask
 * before they send an enquiry or a recording. Its list entries are long statements of their own,
 * so each is a passage (a list joined by semicolons would read as one sentence about everything).
 */
function privacyPassages(): Passage[] {
  const privacy = { path: PRIVACY_PATH, source: `our ${PRIVACY.heading}`, answersOnly: PERSONAL_DATA_QUESTION };
  return [
    { ...privacy, title: PRIVACY.heading, text: PRIVACY.intro, describesPage: true },
    ...PRIVACY.blocks.flatMap((block): Passage[] => {
      switch (block.kind) {
        case "list":
          return block.items.map((item) => ({ ...privacy, title: block.heading, text: `${introOf(block)}${item}` }));
        case "table":
          return block.rows.map(([what, why]) => ({
            ...privacy,
            title: block.heading,
            text: `${what}: ${why}`,
            whole: true,
          }));
        default:
          return [{ ...privacy, title: block.heading, text: blockText(block) }];
      }
    }),
    { ...privacy, title: PRIVACY.cta.heading, text: PRIVACY.cta.text, minor: true },
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
  ...privacyPassages(),
].map((passage, index) => ({ id: `${index}`, ...passage }));
