import { VOICE_COPY } from "./copy";

/**
 * Browser recording helpers: which message a failure to start
 * the microphone shows, and which WebM flavour MediaRecorder should produce.
 */
export type RecordingErrorKind = keyof Omit<typeof VOICE_COPY.recordingErrors, "recorderToastTitle">;

/** getUserMedia / MediaRecorder reject with DOMExceptions; their name says what went wrong. */
export function recordingErrorKind(error: unknown): RecordingErrorKind {
  const name = typeof error === "object" && error !== null && "name" in error ? String(error.name) : "";
  switch (name) {
    case "NotAllowedError":
    case "SecurityError":
      return "permissionDenied";
    case "NotFoundError":
    case "OverconstrainedError":
      return "noDevice";
    case "NotReadableError":
    case "AbortError":
      return "busy";
    case "NotSupportedError":
      return "unsupported";
    default:
      return "other";
  }
}

export function recordingErrorMessage(error: unknown): string {
  return VOICE_COPY.recordingErrors[recordingErrorKind(error)];
}

interface RecordingCapabilities {
  getUserMedia?: unknown;
  isTypeSupported?: (mimeType: string) => boolean;
}

/** The WebM type to record in, or null when this browser cannot record WebM audio at all. */
export function pickRecordingMimeType({ getUserMedia, isTypeSupported }: RecordingCapabilities): string | null {
  if (typeof getUserMedia !== "function" || typeof isTypeSupported !== "function") return null;
  return ["audio/webm;codecs=opus", "audio/webm"].find((type) => isTypeSupported(type)) ?? null;
}
