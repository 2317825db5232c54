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

export type Parsed<T> = { ok: true; value: T } | { ok: false; error: string };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** Optional text fields may be absent or null; anything else must be a string within the cap. */
function optionalText(value: unknown, label: string, maxChars: number): Parsed<string> {
  if (value === undefined || value === null) return { ok: true, value: "" };
  if (typeof value !== "string") return { ok: false, error: `${label} must be text.` };
  const trimmed = value.trim();
  if (trimmed.length > maxChars) {
    return { ok: false, error: `${label} is too long (maximum ${maxChars} characters).` };
  }
  return { ok: true, value: trimmed };
}

export function parseTopicRequest(body: unknown): Parsed<TopicRequest> {
  if (!isRecord(body)) return { ok: false, error: "The request must be a JSON object." };
  const request = {} as TopicRequest;
  for (const { name, label } of TOPIC_FIELDS) {
    const field = optionalText(body[name], label, AI_LIMITS.fieldChars);
    if (!field.ok) return field;
    request[name] = field.value;
  }
  if (!request.keywords) return { ok: false, error: KEYWORDS_REQUIRED_TEXT };
  return { ok: true, value: request };
}

/** Keeps the last few turns; older turns are dropped rather than refused. */
function parseHistory(value: unknown): Parsed<ChatTurn[]> {
  if (value === undefined || value === null) return { ok: true, value: [] };
  if (!Array.isArray(value)) return { ok: false, error: "The conversation history must be a list of messages." };
  const turns: ChatTurn[] = [];
  for (const turn of value.slice(-AI_LIMITS.historyTurns)) {
    if (!isRecord(turn) || (turn.type !== "user" && turn.type !== "bot") || typeof turn.text !== "string") {
      return { ok: false, error: "Each earlier message needs a type (user or bot) and a text." };
    }
    turns.push({ type: turn.type, text: turn.text.slice(0, AI_LIMITS.messageChars) });
  }
  return { ok: true, value: turns };
}

export function parseChatRequest(body: unknown): Parsed<ChatRequest> {
  if (!isRecord(body)) return { ok: false, error: "The request must be a JSON object." };
  const message = optionalText(body.message, "Your message", AI_LIMITS.messageChars);
  if (!message.ok) return message;
  if (!message.value) return { ok: false, error: "Please type a message." };
  const history = parseHistory(body.history);
  if (!history.ok) return history;
  return { ok: true, value: { message: message.value, history: history.value } };
}
