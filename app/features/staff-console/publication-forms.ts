import { z } from "zod";

/**
 * The article and case-study editor's form, checked in the browser and again on the server (zod
 * through Conform). The rules of publishing (a summary, a text and a cover with its description)
 * apply to Publish only: a draft may be saved half written.
 */

export const PUBLICATION_INTENTS = ["save", "preview", "publish", "unpublish"] as const;
export type PublicationIntent = (typeof PUBLICATION_INTENTS)[number];

export const MAX_BODY_CHARS = 200_000;

/** An address: lower-case letters, digits and single hyphens. */
const ADDRESS = /^[a-z0-9]+(-[a-z0-9]+)*$/;

const optionalText = (max: number, tooLong: string) =>
  z
    .string()
    .trim()
    .max(max, tooLong)
    .optional()
    .transform((value) => value ?? "");

export const publicationFormSchema = z.object({
  intent: z.enum(PUBLICATION_INTENTS, { error: "Choose Save, Preview or Publish." }),
  title: z
    .string({ error: "Give it a title." })
    .trim()
    .min(1, "Give it a title.")
    .max(200, "Keep the title to 200 characters."),
  slug: z
    .string()
    .trim()
    .max(80, "Keep the address to 80 characters.")
    .regex(ADDRESS, "Use only lower-case letters, digits and single hyphens in the address, like my-first-article.")
    .optional(),
  summary: optionalText(400, "Keep the summary to 400 characters."),
  category: optionalText(60, "Keep the category to 60 characters."),
  body: z
    .string()
    .max(MAX_BODY_CHARS, `The text is too long: at most ${MAX_BODY_CHARS} characters.`)
    .optional()
    .transform((value) => value ?? ""),
  /** The cover: an uploaded picture's id, or the address of the site's own image it already has. */
  cover: z
    .string()
    .trim()
    .max(200)
    .optional()
    .transform((value) => value ?? ""),
  coverAlt: optionalText(300, "Keep the picture's description to 300 characters."),
  metaTitle: optionalText(200, "Keep the search-engine title to 200 characters."),
  metaDescription: optionalText(400, "Keep the search-engine description to 400 characters."),
  usedPaths: z
    .array(z.string().max(200))
    .max(30)
    .optional()
    .transform((value) => value ?? []),
});

export type PublicationForm = z.output<typeof publicationFormSchema>;

/** What Publish needs beyond a draft, in the words the editor shows beside each field. */
export function publishingProblems(form: {
  summary: string;
  body: string;
  cover: string;
  coverAlt: string;
}): Partial<Record<"summary" | "body" | "cover" | "coverAlt", string>> {
  const problems: Partial<Record<"summary" | "body" | "cover" | "coverAlt", string>> = {};
  if (!form.summary)
    problems.summary = "Write a summary before publishing: it shows on the card and in search results.";
  if (!form.body.replace(/<[^>]*>/g, "").trim()) problems.body = "Write the text before publishing.";
  if (!form.cover) problems.cover = "Add a cover picture before publishing.";
  if (form.cover && !form.coverAlt) problems.coverAlt = "Describe the cover picture for people who cannot see it.";
  return problems;
}

export const versionFormSchema = z.object({
  version: z
    .string({ error: "Choose the version to restore." })
    .regex(/^\d{1,15}$/, "Choose the version to restore.")
    .transform(Number),
});
