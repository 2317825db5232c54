import { parseWithZod } from "@conform-to/zod/v4";
import type { z } from "zod";

/**
 * Conform's `parseWithZod` for a form posted to the server: every action that checks a form with
 * Conform parses it here. Only plainly named text fields reach Conform, as every field of the
 * site's forms is: Conform reads "a.b" and "a[0]" as paths into nested objects, a step at a time,
 * so one made-up name of thousands of steps (a JSON body read as a form, say) overflowed the stack.
 */
export function parseFormSubmission<Schema extends z.ZodType>(
  form: FormData | URLSearchParams,
  schema: Schema,
  options: { disableAutoCoercion?: boolean } = {},
) {
  return parseWithZod(plainFields(form), { schema, ...options });
}

function plainFields(form: FormData | URLSearchParams): URLSearchParams {
  const plain = new URLSearchParams();
  for (const [name, value] of form)
    if (PLAIN_FIELD_NAME.test(name) && typeof value === "string") plain.append(name, value);
  return plain;
}

const PLAIN_FIELD_NAME = /^[A-Za-z][\w-]*$/;
