import { useCallback, useEffect, useRef, useState } from "react";
import { VOICE_COPY } from "./copy";
import { notify } from "~/lib/toast";
import { startFailureText } from "./voice-recording";
import type { RecordingSession } from "./recording-session";

export type RecorderState = "idle" | "recording" | "recorded";

export interface Recording {
  blob: Blob;
  /** Object URL for the preview player; revoked when the recording is replaced or dropped. */
  url: string;
}

// The microphone and MediaRecorder code, fetched when the visitor reaches for the recorder.
const loadRecordingSession = () => import("./recording-session");

/**
 * Microphone recording in WebM: one recording at a time, an elapsed-time counter, and an
 * automatic stop at maxMs. `prepare` fetches the recording code ahead of the first Start.
 */
export function useVoiceRecorder(maxMs: number) {
  const [state, setState] = useState<RecorderState>("idle");
  const [recording, setRecording] = useState<Recording | null>(null);
  const [elapsedMs, setElapsedMs] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const session = useRef<RecordingSession | null>(null);
  /** Told the finished recording (or null) once the recorder has stopped. */
  const waiting = useRef<((recording: Recording | null) => void)[]>([]);
  const latestRecording = useRef<Recording | null>(null);
  // Set while the browser asks for the microphone, so a second click cannot open a second one.
  const starting = useRef(false);
  const mounted = useRef(true);

  const keepRecording = useCallback((next: Recording | null) => {
    if (latestRecording.current) URL.revokeObjectURL(latestRecording.current.url);
    latestRecording.current = next;
    setRecording(next);
  }, []);

  const stop = useCallback(() => session.current?.stop(), []);

  const start = useCallback(async () => {
    if (session.current || starting.current) return;
    setError(null);
    starting.current = true;
    let opened: RecordingSession | null;
    try {
      const { openRecordingSession } = await loadRecordingSession();
      opened = await openRecordingSession(
        maxMs,
        {
          onOpened() {
            keepRecording(null);
            setElapsedMs(0);
          },
          onElapsed: setElapsedMs,
          onStopped(blob) {
            session.current = null;
            const tell = waiting.current.splice(0);
            const finished = blob && { blob, url: URL.createObjectURL(blob) };
            if (finished) keepRecording(finished);
            setState(finished ? "recorded" : "idle");
            for (const told of tell) told(finished);
          },
          onFailed(detail) {
            notify({
              title: VOICE_COPY.recordingErrors.recorderToastTitle,
              description: detail,
              variant: "destructive",
            });
          },
        },
        () => mounted.current,
      );
    } catch (thrown) {
      if (mounted.current) setError(startFailureText(thrown));
      return;
    } finally {
      starting.current = false;
    }
    if (!opened) return;
    session.current = opened;
    setState("recording");
  }, [keepRecording, maxMs]);

  /**
   * The recording to submit: the one under way is stopped first and awaited, so pressing Submit
   * while recording sends what was said rather than claiming there is nothing.
   */
  const finish = useCallback((): Promise<Recording | null> => {
    const current = session.current;
    if (!current?.recording) return Promise.resolve(latestRecording.current);
    return new Promise((resolve) => {
      waiting.current.push(resolve);
      current.stop();
    });
  }, []);

  /** Drops the recording (after a successful submission). */
  const reset = useCallback(() => {
    keepRecording(null);
    setElapsedMs(0);
    setError(null);
    setState("idle");
  }, [keepRecording]);

  const prepare = useCallback(() => void loadRecordingSession().catch(() => {}), []);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      session.current?.close();
      session.current = null;
      if (latestRecording.current) URL.revokeObjectURL(latestRecording.current.url);
    };
  }, []);

  return { state, recording, elapsedMs, error, start, stop, finish, reset, prepare };
}
