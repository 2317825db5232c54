/** Shapes shared by the typed copy modules of the content pages. */
import type { PageSeo } from "../lib/seo";

export type { PageSeo };

export interface TitledText {
  title: string;
  text: string;
}

export interface LinkTarget {
  label: string;
  href: string;
}

/**
 * The purpose-drawn icons a card can carry (components/art/CardIcon.tsx). The name is structure,
 * not copy: it stays in code and is never offered for editing.
 */
export type IconName =
  | "board"
  | "chip"
  | "waveform"
  | "motor"
  | "antenna"
  | "gear"
  | "lightbulb"
  | "chat"
  | "book"
  | "mail"
  | "shield"
  | "battery"
  | "code"
  | "chart"
  | "rocket"
  | "wrench"
  | "team"
  | "monitor";

/** A card: a title and a short text, led by an icon. */
export interface IconCard extends TitledText {
  icon: IconName;
}

/** A linked card on an index page: title, short description and a call-to-action label. */
export interface LinkCard extends IconCard {
  href: string;
  linkLabel: string;
}

/** One section of a service or technique page, rendered by <ContentBlocks>. */
export type ContentBlock =
  | { kind: "prose"; heading: string; paragraphs: readonly string[] }
  | { kind: "cards"; heading: string; intro?: string; cards: readonly IconCard[] }
  | { kind: "list"; heading: string; intro?: string; items: readonly string[] }
  | { kind: "steps"; heading: string; intro?: string; steps: readonly TitledText[] }
  | {
      kind: "pros-cons";
      heading: string;
      intro?: string;
      prosHeading: string;
      pros: readonly string[];
      consHeading: string;
      cons: readonly string[];
    }
  | {
      kind: "table";
      heading: string;
      intro?: string;
      columns: readonly [string, string];
      rows: readonly (readonly [string, string])[];
    };

export interface CallToAction {
  heading: string;
  text: string;
  links: readonly LinkTarget[];
}

/** A service or technique page: heading, intro, sections and a closing call to action. */
export interface DetailPageCopy {
  seo: PageSeo;
  eyebrow: string;
  title: string;
  intro: readonly string[];
  blocks: readonly ContentBlock[];
  cta: CallToAction;
}

export interface QuestionAnswer {
  question: string;
  answer: string;
}
