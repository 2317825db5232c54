import { useCallback, useEffect, useRef, useState } from "react";
import { VOICE_COPY } from "./copy";
import type { Recording, RecordingSession, StartedRecording } from "./recording-session";

export type RecorderState = "idle" | "recording" | "recorded";

// The recording code (MediaRecorder, the microphone, the counter) is fetched when the visitor
// first reaches for the form, not with the page: most visitors never record.
let recordingCode: Promise<typeof import("./recording-session")> | null = null;
/** Fetches the recording code (once; again after a failed fetch). */
export function loadRecordingCode() {
  recordingCode ??= import("./recording-session").catch((error: unknown) => {
    recordingCode = null;
    throw error;
  });
  return recordingCode;
}

/**
 * Microphone recording with MediaRecorder in WebM: one
 * recording at a time, an elapsed-time counter, and an automatic stop at maxMs.
 */
export function useVoiceRecorder(maxMs: number) {
  const [state, setState] = useState<RecorderState>("idle");
  const [recording, setRecording] = useState<Recording | null>(null);
  const [elapsedMs, setElapsedMs] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const session = useRef<RecordingSession | null>(null);
  const latestRecording = useRef<Recording | null>(null);
  // Set while the code arrives and the browser asks for the microphone, so a second click cannot
  // open a second one.
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
    let started: StartedRecording;
    try {
      const { startRecording } = await loadRecordingCode();
      started = await startRecording(
        maxMs,
        {
          // A new recording replaces the previous one only once the microphone is really recording.
          opened() {
            keepRecording(null);
            setElapsedMs(0);
          },
          tick: setElapsedMs,
          stopped(finished) {
            session.current = null;
            if (finished) keepRecording(finished);
            setState(finished ? "recorded" : "idle");
          },
          failed(over) {
            if (over) session.current = null;
            setState("idle");
          },
        },
        () => mounted.current,
      );
    } catch {
      // The recording code could not be fetched.
      started = { error: VOICE_COPY.recordingErrors.other };
    } finally {
      starting.current = false;
    }
    if (started === null) return;
    if ("error" in started) {
      if (mounted.current) setError(started.error);
      return;
    }
    session.current = started;
    setState("recording");
  }, [keepRecording, maxMs]);

  /**
   * The recording to submit: the one under way is stopped first and awaited, so pressing Submit
   * while recording sends what was said rather than claiming there is nothing.
   */
  const finish = useCallback((): Promise<Recording | null> => {
    const current = session.current;
    if (!current?.recording) return Promise.resolve(latestRecording.current);
    return current.finish();
  }, []);

  /** Drops the recording (after a successful submission). */
  const reset = useCallback(() => {
    keepRecording(null);
    setElapsedMs(0);
    setError(null);
    setState("idle");
  }, [keepRecording]);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      session.current?.abandon();
      if (latestRecording.current) URL.revokeObjectURL(latestRecording.current.url);
    };
  }, []);

  return { state, recording, elapsedMs, error, start, stop, finish, reset };
}
