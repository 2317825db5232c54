import { parseWithZod } from "@conform-to/zod/v4";
import { topicRequestSchema } from "./topic-request-schema";

/**
 * The panel's check of its form with the request's one schema (the Worker checks the body with
 * it again). A module of its own so that zod, most of its size, is fetched when the visitor
 * starts on the form, not with the page.
 */
export function parseTopicRequest(formData: FormData) {
  return parseWithZod(formData, { schema: topicRequestSchema, disableAutoCoercion: true });
}
