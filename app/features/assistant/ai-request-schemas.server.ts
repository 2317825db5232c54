import { z } from "zod";
import { NOT_AN_OBJECT, optionalField, validate, type Validation } from "~/lib/validation";
import { firstCharacters, withoutForbiddenCharacters } from "~/lib/visitor-text";
import { AI_LIMITS } from "~/lib/ai";
import { CHAT_MESSAGE_LABEL, type ChatRequest } from "./ai-requests";

/** The zod schema of POST /api/chatbot's request body (the panel builds it, so it is server-only). */
const TURN_INVALID = "Each earlier message needs a type (user or bot) and a text.";

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

export function parseChatRequest(body: unknown): Validation<ChatRequest> {
  return validate(chatRequestSchema, body);
}
