import { useCallback, useEffect, useRef, useState } from "react";
import { VOICE_COPY } from "./copy";
import { notify } from "~/lib/toast";
import { RECORDING_BITS_PER_SECOND, RECORDING_CONTENT_TYPE } from "./voice-form";
import { pickRecordingMimeType, recordingErrorMessage } from "./voice-recording";

export type RecorderState = "idle" | "recording" | "recorded";

export interface Recording {
  blob: Blob;
  /** Object URL for the preview player; revoked when the recording is replaced or dropped. */
  url: string;
}

interface Session {
  recorder: MediaRecorder;
  stream: MediaStream;
  ticker: ReturnType<typeof setInterval>;
  /** Told the finished recording (or null) once the recorder has stopped. */
  onFinished: ((recording: Recording | null) => void)[];
}

const TICK_MS = 250;

/**
 * Microphone recording with MediaRecorder in WebM: one
 * recording at a time, an elapsed-time counter, and an automatic stop at maxMs.
 */
export function useVoiceRecorder(maxMs: number) {
  const [state, setState] = useState<RecorderState>("idle");
  const [recording, setRecording] = useState<Recording | null>(null);
  const [elapsedMs, setElapsedMs] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const session = useRef<Session | null>(null);
  const latestRecording = useRef<Recording | null>(null);
  // Set while the browser asks for the microphone, so a second click cannot open a second one.
  const starting = useRef(false);
  const mounted = useRef(true);

  const keepRecording = useCallback((next: Recording | null) => {
    if (latestRecording.current) URL.revokeObjectURL(latestRecording.current.url);
    latestRecording.current = next;
    setRecording(next);
  }, []);

  const endSession = useCallback(() => {
    const current = session.current;
    if (!current) return;
    session.current = null;
    clearInterval(current.ticker);
    for (const track of current.stream.getTracks()) track.stop();
  }, []);

  const stop = useCallback(() => {
    if (session.current?.recorder.state === "recording") session.current.recorder.stop();
  }, []);

  const start = useCallback(async () => {
    if (session.current || starting.current) return;
    setError(null);
    const mimeType = pickRecordingMimeType({
      getUserMedia: navigator.mediaDevices?.getUserMedia,
      isTypeSupported: typeof MediaRecorder === "undefined" ? undefined : (type) => MediaRecorder.isTypeSupported(type),
    });
    if (!mimeType) {
      setError(VOICE_COPY.recordingErrors.unsupported);
      return;
    }
    let stream: MediaStream;
    let recorder: MediaRecorder;
    starting.current = true;
    try {
      stream = await navigator.mediaDevices.getUserMedia({ audio: true });
    } catch (thrown) {
      if (mounted.current) setError(recordingErrorMessage(thrown));
      return;
    } finally {
      starting.current = false;
    }
    if (!mounted.current) {
      for (const track of stream.getTracks()) track.stop();
      return;
    }
    try {
      recorder = new MediaRecorder(stream, { mimeType, audioBitsPerSecond: RECORDING_BITS_PER_SECOND });
    } catch (thrown) {
      for (const track of stream.getTracks()) track.stop();
      setError(recordingErrorMessage(thrown));
      return;
    }

    // A new recording replaces the previous one only once the microphone is really recording.
    keepRecording(null);
    setElapsedMs(0);
    const chunks: Blob[] = [];
    recorder.ondataavailable = (event) => {
      if (event.data.size > 0) chunks.push(event.data);
    };
    recorder.onstop = () => {
      const waiting = session.current?.onFinished ?? [];
      endSession();
      if (chunks.length === 0) {
        setState("idle");
        for (const tell of waiting) tell(null);
        return;
      }
      const blob = new Blob(chunks, { type: RECORDING_CONTENT_TYPE });
      const finished = { blob, url: URL.createObjectURL(blob) };
      keepRecording(finished);
      setState("recorded");
      for (const tell of waiting) tell(finished);
    };
    recorder.onerror = (event) => {
      const detail = (event as Event & { error?: DOMException }).error?.message;
      notify({ title: VOICE_COPY.recordingErrors.recorderToastTitle, description: detail, variant: "destructive" });
      chunks.length = 0;
      if (recorder.state !== "inactive") recorder.stop();
      else endSession();
      setState("idle");
    };

    const startedAt = Date.now();
    const ticker = setInterval(() => {
      const elapsed = Date.now() - startedAt;
      setElapsedMs(Math.min(elapsed, maxMs));
      if (elapsed >= maxMs) stop();
    }, TICK_MS);
    session.current = { recorder, stream, ticker, onFinished: [] };
    try {
      recorder.start(1000);
    } catch (thrown) {
      endSession();
      setError(recordingErrorMessage(thrown));
      return;
    }
    setState("recording");
  }, [endSession, keepRecording, maxMs, stop]);

  /**
   * The recording to submit: the one under way is stopped first and awaited, so pressing Submit
   * while recording sends what was said rather than claiming there is nothing.
   */
  const finish = useCallback((): Promise<Recording | null> => {
    const current = session.current;
    if (current?.recorder.state !== "recording") return Promise.resolve(latestRecording.current);
    return new Promise((resolve) => {
      current.onFinished.push(resolve);
      current.recorder.stop();
    });
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
      if (session.current?.recorder.state === "recording") {
        session.current.recorder.onstop = null;
        session.current.recorder.stop();
      }
      endSession();
      if (latestRecording.current) URL.revokeObjectURL(latestRecording.current.url);
    };
  }, [endSession]);

  return { state, recording, elapsedMs, error, start, stop, finish, reset };
}
