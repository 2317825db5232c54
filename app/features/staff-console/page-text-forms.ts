import { z } from "zod";

/**
 * The page-text editor's forms, as the server checks them (zod through Conform: parseFormSubmission). The rules of
 * the text itself (length, control characters, what the sanitiser leaves) are the page-text
 * module's, shared with the staff command; these only say what a post must hold.
 */

export const PAGE_TEXT_INTENTS = ["save", "preview"] as const;

export const sectionEditSchema = z.object({
  intent: z.enum(PAGE_TEXT_INTENTS, { error: "Choose Save or Preview." }),
  text: z.string({ error: "Enter the section's text. To show the built-in text, use Reset to the built-in text." }),
});

export const restoreVersionSchema = z.object({
  version: z
    .string({ error: "Choose the version to restore." })
    .regex(/^\d{1,15}$/, "Choose the version to restore.")
    .transform(Number),
});
