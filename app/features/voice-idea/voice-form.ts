import { VOICE_COPY } from "./copy";

/**
 * Limits of the voice-idea form shared by the browser and the Worker, and the messages about
 * them. Without zod, so the page has them without it: the details' schema is in voice-schema.ts.
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

/** voice-idea-{timestamp}-{random}.webm, as the upload names a recording. */
/**
 * A recording's name: its upload time and 128 random bits (older names carry 48),
 * so the name is also the idea's unguessable reference in the voice API's answers.
 */
export const RECORDING_FILE_NAME_PATTERN = /^voice-idea-\d{13}-(?:[0-9a-f]{32}|[0-9a-f]{12})\.webm$/;

/** Messages are nested in templates that add their own full stop; this avoids doubling it. */
export function withoutFullStop(message: string): string {
  return message.trim().replace(/\.+$/, "");
}

/** 'An error occurred: {message}. Please try again.' */
export function submissionErrorText(message: string): string {
  return VOICE_COPY.errors.submission(withoutFullStop(message));
}
