import { z } from "zod";
import { optionalText } from "~/lib/validation";
import { notAllowedMessage, type TextKind } from "~/lib/visitor-text";
import { AI_LIMITS, KEYWORDS_REQUIRED_TEXT, TOPIC_FIELDS, type TopicField } from "./ai-requests";

/**
 * The topic generator's one schema: Conform checks the panel's form with it in the browser, and
 * the Worker checks the request body of POST /api/blog-topic-generator with it again.
 */

export const NOT_AN_OBJECT = "The request must be a JSON object.";

/**
 * Optional text fields may be absent or null; anything else must be text within the cap and
 * without forbidden characters (tabs and new lines only where the widget has a textarea).
 */
export const optionalField = (label: string, maxChars: number, kind: TextKind = "single-line") =>
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
