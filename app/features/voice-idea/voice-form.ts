import { VOICE_COPY } from "./copy";

/**
 * Rules of the voice-idea form shared by the browser and the Worker (spec section 5 "Voice
 * form", section 9): the same messages on both sides, and the limits the server enforces.
 */
export const VOICE_LIMITS = {
  maxRecordingBytes: 50 * 1024 * 1024,
  maxRecordingMs: 5 * 60 * 1000,
  maxNameLength: 200,
  maxEmailLength: 254,
  maxProjectTitleLength: 200,
} as const;

export const RECORDING_CONTENT_TYPE = "audio/webm";

export interface VoiceDetails {
  name: string;
  email: string;
  projectTitle: string;
}

export type VoiceField = keyof VoiceDetails;
export type VoiceFieldErrors = Partial<Record<VoiceField, string>>;

// The spec's "simple {email} pattern": something@something.something, no spaces.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function validateVoiceDetails(details: VoiceDetails): VoiceFieldErrors {
  const { validation } = VOICE_COPY;
  const errors: VoiceFieldErrors = {};
  const name = details.name.trim();
  const email = details.email.trim();
  if (!name) errors.name = validation.nameRequired;
  else if (name.length > VOICE_LIMITS.maxNameLength) errors.name = tooLong(VOICE_LIMITS.maxNameLength);
  if (!email) errors.email = validation.emailRequired;
  else if (email.length > VOICE_LIMITS.maxEmailLength || !EMAIL_PATTERN.test(email))
    errors.email = validation.emailInvalid;
  if (details.projectTitle.trim().length > VOICE_LIMITS.maxProjectTitleLength) {
    errors.projectTitle = tooLong(VOICE_LIMITS.maxProjectTitleLength);
  }
  return errors;
}

// Only reachable by clients that ignore the inputs' maxLength.
function tooLong(limit: number) {
  return `Please use at most ${limit} characters.`;
}

export function hasFieldErrors(errors: VoiceFieldErrors): boolean {
  return Object.keys(errors).length > 0;
}

/** Messages are nested in templates that add their own full stop; this avoids doubling it. */
export function withoutFullStop(message: string): string {
  return message.trim().replace(/\.+$/, "");
}

/** 'An error occurred: {message}. Please try again.' */
export function submissionErrorText(message: string): string {
  return VOICE_COPY.errors.submission(withoutFullStop(message));
}
