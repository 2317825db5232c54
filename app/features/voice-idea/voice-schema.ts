import { z } from "zod";
import { parseWithZod } from "@conform-to/zod/v4";
import { allowedCharacters, emailAddress, maxCharacters, requiredText } from "~/lib/validation";
import { VOICE_COPY } from "./copy";
import { RECORDING_FILE_NAME_PATTERN, VOICE_LIMITS } from "./voice-form";
import { sourcePathSchema } from "~/lib/source-path";

/**
 * The voice-idea form's rules, one schema for the browser (Conform checks the details with it)
 * and the Worker (checked again before anything is stored), so both answer with the same
 * messages. zod is most of the form's JavaScript, so the form imports this module when the
 * visitor first focuses or touches it, not for first paint.
 */

const { validation } = VOICE_COPY;

// Only reachable by clients that ignore the inputs' maxLength.
const tooLong = (limit: number) => `Please use at most ${limit} characters.`;

/** The visitor's details of a voice idea, trimmed; the project title may be empty. */
export const voiceDetailsSchema = z.object({
  name: requiredText(VOICE_LIMITS.maxNameLength, {
    required: validation.nameRequired,
    tooLong: tooLong(VOICE_LIMITS.maxNameLength),
    notAllowed: validation.nameNotAllowed,
  }),
  // An address holding a control or format character is simply not a valid address: the spec's message.
  email: emailAddress(VOICE_LIMITS.maxEmailLength, {
    required: validation.emailRequired,
    tooLong: validation.emailInvalid,
    invalid: validation.emailInvalid,
  }),
  projectTitle: z.preprocess(
    (value) => (typeof value === "string" ? value : ""),
    z
      .string()
      .trim()
      .pipe(maxCharacters(VOICE_LIMITS.maxProjectTitleLength, tooLong(VOICE_LIMITS.maxProjectTitleLength)))
      .pipe(allowedCharacters("single-line", validation.projectTitleNotAllowed)),
  ),
});

export type VoiceDetails = z.output<typeof voiceDetailsSchema>;
export type VoiceField = keyof VoiceDetails;

const DURATION_INVALID = "The recording's length is invalid.";

/**
 * What the browser sends to log a voice idea: the details, the uploaded recording's name and its
 * length in milliseconds as the recorder measured it (at most the recording limit). A page loaded
 * before lengths were sent leaves it out: the idea is kept without one.
 */
export const voiceUploadLogSchema = voiceDetailsSchema.extend({
  file_name: z.string({ error: "The recording reference is invalid." }).regex(RECORDING_FILE_NAME_PATTERN, {
    error: "The recording reference is invalid.",
  }),
  duration_ms: z
    .number({ error: DURATION_INVALID })
    .int({ error: DURATION_INVALID })
    .min(0, { error: DURATION_INVALID })
    .max(VOICE_LIMITS.maxRecordingMs, { error: DURATION_INVALID })
    .nullish()
    .transform((duration) => duration ?? null),
  /** The site page the visitor came from (page-trail.ts), kept only as a site path. */
  source_path: sourcePathSchema,
});

/** The browser's check of the details as Conform reads them, with the same rules. */
export function parseVoiceDetails(formData: FormData) {
  return parseWithZod(formData, { schema: voiceDetailsSchema, disableAutoCoercion: true });
}
