import type { AiSource } from "~/lib/ai";

/**
 * The topic generator's request and answer, shared by the Worker, which checks them, and the
 * browser, which builds the form from the same fields.
 */
export const KEYWORDS_REQUIRED_TEXT = "Please enter some keywords to generate topics.";

/** `kind` says which characters a field accepts; the widget's only textarea is multi-line. */
export const TOPIC_FIELDS = [
  { name: "keywords", label: "Keywords", kind: "single-line" },
  { name: "industry", label: "Industry", kind: "single-line" },
  { name: "niche", label: "Niche", kind: "single-line" },
  { name: "product_details", label: "Product details", kind: "multi-line" },
  { name: "user_interests", label: "User interests", kind: "single-line" },
] as const;

export type TopicField = (typeof TOPIC_FIELDS)[number]["name"];
export type TopicRequest = Record<TopicField, string>;

export interface TopicIdeas {
  blog_topics: string[];
  mermaid_code: string;
}

export interface TopicResponse extends TopicIdeas {
  source: AiSource;
}
