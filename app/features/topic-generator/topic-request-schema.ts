import { z } from "zod";
import { AI_LIMITS } from "~/lib/ai";
import { NOT_AN_OBJECT, optionalField, validate, type Validation } from "~/lib/validation";
import { KEYWORDS_REQUIRED_TEXT, TOPIC_FIELDS, type TopicField, type TopicRequest } from "./topic-requests";

/**
 * The topic generator's one schema: Conform checks the panel's form with it in the browser, and
 * the Worker checks the request body of POST /api/blog-topic-generator with it again.
 */

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

export function parseTopicRequest(body: unknown): Validation<TopicRequest> {
  return validate(topicRequestSchema, body);
}
