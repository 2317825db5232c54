import { z } from "zod";
import { optionalText, validate, type Validation } from "~/lib/validation";
/**
 * Request shapes and limits of the two AI endpoints (spec section 3 "Blog topic request",
 * "Chatbot request", "Chat message"). Shared by the Worker, which enforces them, and the
 * browser, which uses the same limits on its inputs.
 */
export const AI_LIMITS = {
  /** Bodies are read up to this many bytes, whatever the Content-Length header says. */
  bodyBytes: 16 * 1024,
  fieldChars: 500,
  messageChars: 2000,
  /** Earlier messages the widget sends and the model sees, newest last. */
  historyTurns: 6,
} as const;

export const KEYWORDS_REQUIRED_TEXT = "Please enter some keywords to generate topics.";

export interface ChatTurn {
  type: "user" | "bot";
  text: string;
}

export interface ChatRequest {
  message: string;
  history: ChatTurn[];
}

export const TOPIC_FIELDS = [
  { name: "keywords", label: "Keywords" },
  { name: "industry", label: "Industry" },
  { name: "niche", label: "Niche" },
  { name: "product_details", label: "Product details" },
  { name: "user_interests", label: "User interests" },
] as const;

export type TopicField = (typeof TOPIC_FIELDS)[number]["name"];
export type TopicRequest = Record<TopicField, string>;

/** Successful answers; failures are `{ error }` with a 4xx or 5xx status. */
export interface ChatResponse {
  reply: string;
  source: AiSource;
}

export interface TopicIdeas {
  blog_topics: string[];
  mermaid_code: string;
}

export interface TopicResponse extends TopicIdeas {
  source: AiSource;
}

/** Which generator answered: the offline one (AI_MODE=local) or Workers AI. */
export type AiSource = "local" | "workers-ai";

const NOT_AN_OBJECT = "The request must be a JSON object.";
const TURN_INVALID = "Each earlier message needs a type (user or bot) and a text.";

/** Optional text fields may be absent or null; anything else must be text within the cap. */
const optionalField = (label: string, maxChars: number) =>
  optionalText(maxChars, {
    notText: `${label} must be text.`,
    tooLong: `${label} is too long (maximum ${maxChars} characters).`,
  });

export const topicRequestSchema = z
  .object(
    Object.fromEntries(TOPIC_FIELDS.map(({ name, label }) => [name, optionalField(label, AI_LIMITS.fieldChars)])) as {
      [Field in TopicField]: ReturnType<typeof optionalField>;
    },
    { error: NOT_AN_OBJECT },
  )
  // Checked once every field is text within its cap, so a field's own problem is reported first.
  .refine((request) => request.keywords !== "", { error: KEYWORDS_REQUIRED_TEXT });

const chatTurnSchema = z.object(
  {
    type: z.enum(["user", "bot"], { error: TURN_INVALID }),
    // Earlier messages are cut rather than refused: they only give the model context.
    text: z.string({ error: TURN_INVALID }).transform((text) => [...text].slice(0, AI_LIMITS.messageChars).join("")),
  },
  { error: TURN_INVALID },
);

export const chatRequestSchema = z.object(
  {
    message: optionalField("Your message", AI_LIMITS.messageChars).pipe(z.string().min(1, "Please type a message.")),
    // Only the last few turns are kept; older ones are dropped before they are checked.
    history: z.preprocess(
      (value) => value ?? [],
      z
        .array(z.unknown(), { error: "The conversation history must be a list of messages." })
        .transform((turns) => turns.slice(-AI_LIMITS.historyTurns))
        .pipe(z.array(chatTurnSchema)),
    ),
  },
  { error: NOT_AN_OBJECT },
);

export function parseTopicRequest(body: unknown): Validation<TopicRequest> {
  return validate(topicRequestSchema, body);
}

export function parseChatRequest(body: unknown): Validation<ChatRequest> {
  return validate(chatRequestSchema, body);
}
