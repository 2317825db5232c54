import { z } from "zod";
import { allowedCharacters, EMAIL_PATTERN, maxCharacters, requiredText } from "~/lib/validation";
import { VOICE_COPY } from "./copy";

/**
 * Rules of the voice-idea form shared by the browser (Conform checks the details with this
 * schema) and the Worker: the same messages on both sides, and the limits the server enforces.
 */
const MAX_RECORDING_MS = 5 * 60 * 1000;

/**
 * The recorder asks MediaRecorder for this bitrate: speech stays clear at 32 kbit/s, and 5
 * minutes stay near 1.2 MB (a quick upload, well inside what transcription accepts).
 */
export const RECORDING_BITS_PER_SECOND = 32_000;

/**
 * The most a recording may weigh: what the recorder produces in the longest recording, twice
 * over for encoders that overshoot the bitrate and for the container. The visible text keeps
 * the stated "about 5 minutes, 50MB"; this is the cap both the browser and the Worker enforce.
 */
const MAX_RECORDING_BYTES = 2 * (RECORDING_BITS_PER_SECOND / 8) * (MAX_RECORDING_MS / 1000);

export const VOICE_LIMITS = {
  maxRecordingBytes: MAX_RECORDING_BYTES,
  maxRecordingMs: MAX_RECORDING_MS,
  maxNameLength: 200,
  maxEmailLength: 254,
  maxProjectTitleLength: 200,
} as const;

export const RECORDING_CONTENT_TYPE = "audio/webm";

/** The reason given, by the browser and by the Worker, for a recording over the cap. */
export const RECORDING_TOO_LARGE = `The recording is larger than the ${(MAX_RECORDING_BYTES / 1_000_000).toFixed(1)} MB limit for ${MAX_RECORDING_MS / 60_000} minutes of speech.`;

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
  // An address holding a control character is simply not a valid address: the spec's message.
  email: requiredText(VOICE_LIMITS.maxEmailLength, {
    required: validation.emailRequired,
    tooLong: validation.emailInvalid,
    notAllowed: validation.emailInvalid,
  }).pipe(z.string().regex(EMAIL_PATTERN, validation.emailInvalid)),
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

/** voice-idea-{timestamp}-{random}.webm, as the upload names a recording. */
export const RECORDING_FILE_NAME_PATTERN = /^voice-idea-\d{13}-[0-9a-f]{12}\.webm$/;

/** What the browser sends to log a voice idea: the details and the uploaded recording's name. */
export const voiceUploadLogSchema = voiceDetailsSchema.extend({
  file_name: z.string({ error: "The recording reference is invalid." }).regex(RECORDING_FILE_NAME_PATTERN, {
    error: "The recording reference is invalid.",
  }),
});

/** Messages are nested in templates that add their own full stop; this avoids doubling it. */
export function withoutFullStop(message: string): string {
  return message.trim().replace(/\.+$/, "");
}

/** 'An error occurred: {message}. Please try again.' */
export function submissionErrorText(message: string): string {
  return VOICE_COPY.errors.submission(withoutFullStop(message));
}
