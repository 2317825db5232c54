import { z } from "zod";
import { optionalText, validate, type Validation } from "~/lib/validation";
import { firstCharacters, notAllowedMessage, withoutForbiddenCharacters, type TextKind } from "~/lib/visitor-text";
import {
  AI_LIMITS,
  CHAT_MESSAGE_LABEL,
  KEYWORDS_REQUIRED_TEXT,
  TOPIC_FIELDS,
  type ChatRequest,
  type TopicField,
  type TopicRequest,
} from "./ai-requests";

/**
 * The zod schemas of the two AI endpoints' request bodies. Server-only: the browser builds these
 * requests itself and only needs the limits and field names of ai-requests.ts.
 */
const NOT_AN_OBJECT = "The request must be a JSON object.";
const TURN_INVALID = "Each earlier message needs a type (user or bot) and a text.";

/**
 * Optional text fields may be absent or null; anything else must be text within the cap and
 * without forbidden characters (tabs and new lines only where the widget has a textarea).
 */
const optionalField = (label: string, maxChars: number, kind: TextKind = "single-line") =>
  optionalText(maxChars, {
    notText: `${label} must be text.`,
    tooLong: `${label} is too long (maximum ${maxChars} characters).`,
    notAllowed: notAllowedMessage(label),
    kind,
  });

export const topicRequestSchema = z
  .object(
    Object.fromEntries(
      TOPIC_FIELDS.map(({ name, label, kind }) => [name, optionalField(label, AI_LIMITS.fieldChars, kind)]),
    ) as {
      [Field in TopicField]: ReturnType<typeof optionalField>;
    },
    { error: NOT_AN_OBJECT },
  )
  // Checked once every field is text within its cap, so a field's own problem is reported first.
  .refine((request) => request.keywords !== "", { error: KEYWORDS_REQUIRED_TEXT });

const chatTurnSchema = z.object(
  {
    type: z.enum(["user", "bot"], { error: TURN_INVALID }),
    // Earlier messages are cut and cleaned rather than refused: they only give the model context,
    // and a reply the model once wrote must not make every later question fail.
    text: z
      .string({ error: TURN_INVALID })
      .transform((text) => withoutForbiddenCharacters(firstCharacters(text, AI_LIMITS.messageChars), "multi-line")),
  },
  { error: TURN_INVALID },
);

export const chatRequestSchema = z.object(
  {
    message: optionalField(CHAT_MESSAGE_LABEL, AI_LIMITS.messageChars).pipe(
      z.string().min(1, "Please type a message."),
    ),
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
