import { VOICE_COPY } from "./copy";
import { RECORDING_BITS_PER_SECOND, RECORDING_CONTENT_TYPE } from "./voice-form";
import { pickRecordingMimeType, RecordingRefused, recordingErrorMessage } from "./voice-recording";

/**
 * The microphone and MediaRecorder side of the recorder, in a module of its own: most visitors
 * never record, so useVoiceRecorder fetches it when the visitor reaches for the recorder.
 */

const TICK_MS = 250;

export interface SessionEvents {
  /** The microphone is open and the recorder about to start: a new recording replaces the previous one. */
  onOpened(): void;
  onElapsed(ms: number): void;
  /** The recorder has stopped and released the microphone, with what it recorded (or null). */
  onStopped(blob: Blob | null): void;
  /** The recorder failed while recording: what it recorded is dropped, and onStopped follows. */
  onFailed(detail: string | undefined): void;
}

export interface RecordingSession {
  /** Stops recording; onStopped follows with the recording. */
  stop(): void;
  readonly recording: boolean;
  /** Stops without telling anyone and releases the microphone (the form is going away). */
  close(): void;
}

function release(stream: MediaStream) {
  for (const track of stream.getTracks()) track.stop();
}

/**
 * Opens the microphone and records WebM until stopped or `maxMs` has passed. Resolves to null,
 * with the microphone released again, when `stillWanted` says no once the visitor has granted it.
 */
export async function openRecordingSession(
  maxMs: number,
  events: SessionEvents,
  stillWanted: () => boolean,
): Promise<RecordingSession | null> {
  const mimeType = pickRecordingMimeType({
    getUserMedia: navigator.mediaDevices?.getUserMedia,
    isTypeSupported: typeof MediaRecorder === "undefined" ? undefined : (type) => MediaRecorder.isTypeSupported(type),
  });
  if (!mimeType) throw new RecordingRefused(VOICE_COPY.recordingErrors.unsupported);
  let stream: MediaStream;
  try {
    stream = await navigator.mediaDevices.getUserMedia({ audio: true });
  } catch (thrown) {
    throw new RecordingRefused(recordingErrorMessage(thrown));
  }
  if (!stillWanted()) {
    release(stream);
    return null;
  }
  let recorder: MediaRecorder;
  try {
    recorder = new MediaRecorder(stream, { mimeType, audioBitsPerSecond: RECORDING_BITS_PER_SECOND });
  } catch (thrown) {
    release(stream);
    throw new RecordingRefused(recordingErrorMessage(thrown));
  }

  events.onOpened();
  const chunks: Blob[] = [];
  const stop = () => {
    if (recorder.state === "recording") recorder.stop();
  };
  const startedAt = Date.now();
  const ticker = setInterval(() => {
    const elapsed = Date.now() - startedAt;
    events.onElapsed(Math.min(elapsed, maxMs));
    if (elapsed >= maxMs) stop();
  }, TICK_MS);
  const end = () => {
    clearInterval(ticker);
    release(stream);
  };
  recorder.ondataavailable = (event) => {
    if (event.data.size > 0) chunks.push(event.data);
  };
  recorder.onstop = () => {
    end();
    events.onStopped(chunks.length > 0 ? new Blob(chunks, { type: RECORDING_CONTENT_TYPE }) : null);
  };
  recorder.onerror = (event) => {
    events.onFailed((event as Event & { error?: DOMException }).error?.message);
    chunks.length = 0;
    if (recorder.state !== "inactive") {
      recorder.stop();
    } else {
      end();
      events.onStopped(null);
    }
  };

  try {
    recorder.start(1000);
  } catch (thrown) {
    end();
    throw new RecordingRefused(recordingErrorMessage(thrown));
  }

  return {
    stop,
    get recording() {
      return recorder.state === "recording";
    },
    close() {
      if (recorder.state === "recording") {
        recorder.onstop = null;
        recorder.stop();
      }
      end();
    },
  };
}
