import { EDITABLE_CONTENT, type EditablePage } from "./editable";
import { HOME_COPY } from "./home";
import { HOME_LINK, MENU_LINKS } from "./navigation";
import { SITE } from "./site";

/**
 * What the assistant knows: passages assembled from the same content modules the pages render,
 * each tied to the page it comes from, so answers can quote the site and link to it. The
 * editable sections use their built-in wording (staff edits in D1 are not indexed).
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

/** Where each editable content page is shown, and how a reply refers to it. */
const EDITABLE_PAGE_SOURCES: Record<EditablePage, { path: string; source: string }> = {
  home_page: { path: "/", source: "our home page" },
  about_page: { path: "/about", source: "our About page" },
  services_page: { path: "/services", source: "our Services page" },
  electronic_design_page: { path: "/services/electronic-design", source: "our Electronic Design page" },
  system_development_page: { path: "/services/system-development", source: "our System Development page" },
  blog_page: { path: "/help-connect/blog-highlights", source: "our Blog Highlights" },
  faq_page: { path: "/help-connect/faqs", source: "our FAQs" },
};

export interface TopicRoute {
  name: string;
  path: string;
  /** Subject of a project enquiry about this topic, for the contact form link. */
  subject?: string;
  pattern: RegExp;
}

/**
 * Topics the assistant always routes to their page, and to the contact form with a prefilled
 * subject when they are a kind of project (the form reads `subject` from the query string).
 */
export const TOPIC_ROUTES: readonly TopicRoute[] = [
  {
    name: "Swift Development",
    path: "/swift-development",
    subject: "Swift Development Inquiry",
    pattern: /\bswift\b|fast[- ]?track|rapid (development|prototyp)|eligib/i,
  },
  {
    name: "Motor Control Design",
    path: "/motor-control-design",
    subject: "Motor Control Design Inquiry",
    pattern: /\bmotors?\b|\bbldc\b|brushless|stepper|servo|\bfoc\b/i,
  },
  {
    name: "FAQs",
    path: "/help-connect/faqs",
    pattern: /\bfaqs?\b|frequently asked/i,
  },
];

/** The contact form with its subject prefilled, e.g. /contact?subject=Swift+Development+Inquiry */
export function contactPath(subject: string): string {
  return `/contact?subject=${encodeURIComponent(subject).replace(/%20/g, "+")}`;
}

/** Every page a reply may link to: the menu tree plus pages routed outside it. */
export const SITE_PAGES: readonly SitePage[] = [
  HOME_LINK,
  ...MENU_LINKS.flatMap((link) => [{ name: link.name, path: link.path }, ...(link.subLinks ?? [])]),
  { name: "Motor Control Design", path: "/motor-control-design" },
  { name: "Contact form", path: "/contact" },
  { name: "Voice idea recorder (Speak Your Vision)", path: "/about#speak-your-vision" },
];

/** Short company facts for the assistant's instructions. */
export const COMPANY_FACTS: readonly string[] = [
  `${SITE.name} ${SITE.brandLine}: an electronics design and smart-technology engineering consultancy.`,
  `Operations region: ${SITE.region}.`,
  `Over ${SITE.yearsOfExperience} years of experience; the founder holds a ${SITE.founderCredential}.`,
  "Offer: custom circuit boards, embedded microcontroller systems, FPGA, analogue and digital design, AI-assisted design workflows, consultancy, electronic design, system development, system implementation with PC integration, technique explainers, a rapid-development offer (Swift Development) and motor controller design.",
  `Contact e-mail: ${SITE.email}. Enquiries: the contact form at /contact; voice ideas: /about#speak-your-vision.`,
  SITE.footerBlurb,
];

function editablePassages(): KnowledgePassage[] {
  return Object.entries(EDITABLE_CONTENT).flatMap(([page, sections]) => {
    const { path, source } = EDITABLE_PAGE_SOURCES[page as EditablePage];
    return Object.entries(sections)
      .filter(([section]) => section !== "title" && !section.endsWith("_label"))
      .map(([section, text]) => ({ id: `${page}.${section}`, path, source, title: section.replace(/_/g, " "), text }));
  });
}

function homePassages(): KnowledgePassage[] {
  const home = { path: "/", source: "our home page" };
  return [
    {
      id: "home.what_we_do",
      ...home,
      title: HOME_COPY.whatWeDo.heading,
      text: HOME_COPY.whatWeDo.cards.map((card) => `${card.title}: ${card.text}`).join(" "),
    },
    {
      id: "home.why_choose_us",
      ...home,
      title: HOME_COPY.whyChooseUs.heading,
      text: `${HOME_COPY.whyChooseUs.bullets.join(". ")}.`,
    },
    { id: "home.ready", ...home, title: HOME_COPY.readyToInnovate.heading, text: HOME_COPY.readyToInnovate.text },
  ];
}

function companyPassages(): KnowledgePassage[] {
  return [
    {
      id: "company.contact",
      path: "/contact",
      source: "our contact page",
      title: "Get in touch, contact, e-mail, address",
      text: `You can e-mail ${SITE.email} or send a message through the contact form. We work across the ${SITE.region}.`,
    },
    {
      id: "company.history",
      path: "/history",
      source: "our History page",
      title: "Experience and founder",
      text: `Over ${SITE.yearsOfExperience} years of experience in electronics, led by a founder with a ${SITE.founderCredential}.`,
    },
  ];
}

export const SITE_PASSAGES: readonly KnowledgePassage[] = [
  ...editablePassages(),
  ...homePassages(),
  ...companyPassages(),
];
