import { VOICE_COPY } from "./copy";
import { notify } from "~/lib/toast";
import { RECORDING_BITS_PER_SECOND, RECORDING_CONTENT_TYPE } from "./voice-form";
import { withDuration } from "./webm-duration";
import { pickRecordingMimeType, recordingErrorMessage } from "./voice-recording";

/**
 * One microphone recording with MediaRecorder in WebM, with an elapsed-time counter and an
 * automatic stop at the limit. useVoiceRecorder imports this module when the visitor first
 * reaches for the form, so a page view without a recording never loads it.
 */

export interface Recording {
  blob: Blob;
  /** Object URL for the preview player; revoked when the recording is replaced or dropped. */
  url: string;
  /** How long it ran, at most the limit: MediaRecorder's WebM names no duration, so it is sent along. */
  durationMs: number;
}

/** What the session tells its recorder hook. */
export interface SessionEvents {
  /** The microphone is open; the recorder starts next. */
  opened(): void;
  /** Every tick while recording: the time recorded so far, at most the limit. */
  tick(elapsedMs: number): void;
  /** The recorder stopped, with what it recorded (null: nothing), and the session is over. */
  stopped(recording: Recording | null): void;
  /** The recorder failed; the session is over if `over`, else `stopped` follows. */
  failed(over: boolean): void;
}

const TICK_MS = 250;

export interface RecordingSession {
  readonly recording: boolean;
  /** Stops recording; `stopped` follows. */
  stop(): void;
  /** Stops recording and resolves with what was recorded, once the recorder has stopped. */
  finish(): Promise<Recording | null>;
  /** Ends the session without a recording (the form is gone). */
  abandon(): void;
}

/** A session under way, the message to show instead, or null: nothing to show. */
export type StartedRecording = RecordingSession | { error: string } | null;

/**
 * Asks for the microphone and starts recording: the session, or the message to show when the
 * browser cannot record or refused, or null when it is no longer `wanted` once the microphone is
 * granted (the form went away meanwhile).
 */
export async function startRecording(
  maxMs: number,
  events: SessionEvents,
  wanted: () => boolean,
): Promise<StartedRecording> {
  const mimeType = pickRecordingMimeType({
    getUserMedia: navigator.mediaDevices?.getUserMedia,
    isTypeSupported: typeof MediaRecorder === "undefined" ? undefined : (type) => MediaRecorder.isTypeSupported(type),
  });
  if (!mimeType) return { error: VOICE_COPY.recordingErrors.unsupported };
  let stream: MediaStream;
  try {
    stream = await navigator.mediaDevices.getUserMedia({ audio: true });
  } catch (thrown) {
    return wanted() ? { error: recordingErrorMessage(thrown) } : null;
  }
  const releaseMicrophone = () => {
    for (const track of stream.getTracks()) track.stop();
  };
  if (!wanted()) {
    releaseMicrophone();
    return null;
  }
  let recorder: MediaRecorder;
  try {
    recorder = new MediaRecorder(stream, { mimeType, audioBitsPerSecond: RECORDING_BITS_PER_SECOND });
  } catch (thrown) {
    releaseMicrophone();
    return { error: recordingErrorMessage(thrown) };
  }

  events.opened();
  const stop = () => {
    if (recorder.state === "recording") recorder.stop();
  };
  const startedAt = Date.now();
  const ticker = setInterval(() => {
    const elapsed = Date.now() - startedAt;
    events.tick(Math.min(elapsed, maxMs));
    if (elapsed >= maxMs) stop();
  }, TICK_MS);
  const end = () => {
    clearInterval(ticker);
    releaseMicrophone();
  };
  const waiting: ((recording: Recording | null) => void)[] = [];
  const chunks: Blob[] = [];
  recorder.ondataavailable = (event) => {
    if (event.data.size > 0) chunks.push(event.data);
  };
  recorder.onstop = async () => {
    end();
    let finished: Recording | null = null;
    if (chunks.length > 0) {
      const durationMs = Math.min(Date.now() - startedAt, maxMs);
      const blob = await withDuration(new Blob(chunks, { type: RECORDING_CONTENT_TYPE }), durationMs);
      finished = { blob, url: URL.createObjectURL(blob), durationMs };
    }
    events.stopped(finished);
    for (const tell of waiting) tell(finished);
  };
  recorder.onerror = (event) => {
    const detail = (event as Event & { error?: DOMException }).error?.message;
    notify({ title: VOICE_COPY.recordingErrors.recorderToastTitle, description: detail, variant: "destructive" });
    chunks.length = 0;
    const over = recorder.state === "inactive";
    if (over) end();
    else recorder.stop();
    events.failed(over);
  };

  try {
    recorder.start(1000);
  } catch (thrown) {
    end();
    return { error: recordingErrorMessage(thrown) };
  }
  return {
    get recording() {
      return recorder.state === "recording";
    },
    stop,
    finish() {
      return new Promise((resolve) => {
        waiting.push(resolve);
        recorder.stop();
      });
    },
    abandon() {
      if (recorder.state === "recording") {
        recorder.onstop = null;
        recorder.stop();
      }
      end();
    },
  };
}
