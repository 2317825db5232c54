/**
 * The catalogue of every section staff can edit in the web_content table, with the wording shown
 * when the row is missing or empty. It is derived from the content modules: each declares its page
 * with editablePage() and marks its prose fields (see editable-copy.ts), so a section exists only
 * where a page renders it. A new page's declaration is added to PAGES below.
 */
import { ABOUT_PAGE } from "./about";
import { BLOG_PAGE } from "./blog";
import { FAQ_PAGE } from "./faqs";
import { HELP_CONNECT_PAGE } from "./help-connect";
import { HISTORY_PAGE } from "./history";
import { HOME_PAGE } from "./home";
import { MOTOR_CONTROL_PAGE } from "./motor-control";
import { PRIVACY_PAGE } from "./privacy";
import {
  CONSULTANCY_PAGE,
  ELECTRONIC_DESIGN_PAGE,
  SERVICES_INDEX_PAGE,
  SYSTEM_DEVELOPMENT_PAGE,
  SYSTEM_IMPLEMENTATION_PAGE,
} from "./services";
import { SWIFT_DEVELOPMENT_PAGE } from "./swift-development";
import {
  ALGORITHM_DEVELOPMENT_PAGE,
  CIRCUIT_DESIGN_PAGE,
  COMMUNICATION_PAGE,
  DIGITAL_SIGNAL_PROCESSING_PAGE,
  EMBEDDED_SOFTWARE_PAGE,
  LOW_POWER_DESIGN_PAGE,
  TECHNIQUES_INDEX_PAGE,
} from "./techniques";

const PAGES = [
  HOME_PAGE,
  ABOUT_PAGE,
  HISTORY_PAGE,
  SERVICES_INDEX_PAGE,
  CONSULTANCY_PAGE,
  ELECTRONIC_DESIGN_PAGE,
  SYSTEM_DEVELOPMENT_PAGE,
  SYSTEM_IMPLEMENTATION_PAGE,
  TECHNIQUES_INDEX_PAGE,
  CIRCUIT_DESIGN_PAGE,
  EMBEDDED_SOFTWARE_PAGE,
  COMMUNICATION_PAGE,
  ALGORITHM_DEVELOPMENT_PAGE,
  DIGITAL_SIGNAL_PROCESSING_PAGE,
  LOW_POWER_DESIGN_PAGE,
  SWIFT_DEVELOPMENT_PAGE,
  MOTOR_CONTROL_PAGE,
  HELP_CONNECT_PAGE,
  BLOG_PAGE,
  FAQ_PAGE,
  PRIVACY_PAGE,
] as const;

type PageDefinition = (typeof PAGES)[number];

/** Each editable page's declaration, by page identifier: its copy, fallbacks and section kinds. */
export const EDITABLE_PAGES = Object.fromEntries(PAGES.map((page) => [page.page, page])) as {
  readonly [D in PageDefinition as D["page"]]: D;
};

/** Page identifier → section identifier → built-in wording. */
export const EDITABLE_CONTENT = Object.fromEntries(PAGES.map((page) => [page.page, page.fallbacks])) as {
  readonly [D in PageDefinition as D["page"]]: D["fallbacks"];
};

export type EditablePage = keyof typeof EDITABLE_CONTENT;
export type EditableSection<P extends EditablePage> = keyof (typeof EDITABLE_CONTENT)[P] & string;
