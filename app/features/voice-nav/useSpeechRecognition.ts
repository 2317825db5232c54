import { useCallback, useEffect, useRef, useState } from "react";
import { VOICE_NAV_COPY } from "./copy";
import { voiceNavErrorText } from "./voice-command";

/** The part of the Web Speech API's SpeechRecognition used here (TypeScript's DOM types do not declare it). */
interface SpeechRecognitionLike {
  lang: string;
  continuous: boolean;
  interimResults: boolean;
  maxAlternatives: number;
  onresult: ((event: { results: SpeechRecognitionResultList }) => void) | null;
  onerror: ((event: { error: string }) => void) | null;
  onend: (() => void) | null;
  start(): void;
  abort(): void;
}

type SpeechRecognitionConstructor = new () => SpeechRecognitionLike;

function findSpeechRecognition(): SpeechRecognitionConstructor | undefined {
  const scope = window as Window & {
    SpeechRecognition?: SpeechRecognitionConstructor;
    webkitSpeechRecognition?: SpeechRecognitionConstructor;
  };
  return scope.SpeechRecognition ?? scope.webkitSpeechRecognition;
}

export interface RecognitionEvents {
  onListening: () => void;
  onTranscript: (transcript: string) => void;
  /** Receives the text to show. */
  onError: (text: string) => void;
}

/**
 * One utterance of US English per toggle: idle → listening on toggle, back to idle
 * when recognition ends, errors or a result arrives. Toggling while listening cancels quietly.
 */
export function useSpeechRecognition(events: RecognitionEvents) {
  const [listening, setListening] = useState(false);
  const recognitionRef = useRef<SpeechRecognitionLike | null>(null);
  const eventsRef = useRef(events);
  useEffect(() => {
    eventsRef.current = events;
  });

  /** Forgets the running recognition and detaches its handlers, so late events cannot act. */
  const release = useCallback(() => {
    const recognition = recognitionRef.current;
    recognitionRef.current = null;
    if (recognition) {
      recognition.onresult = null;
      recognition.onerror = null;
      recognition.onend = null;
    }
    setListening(false);
    return recognition;
  }, []);

  const cancel = useCallback(() => release()?.abort(), [release]);
  useEffect(() => cancel, [cancel]);

  const start = useCallback(() => {
    const Recognition = findSpeechRecognition();
    if (!Recognition) {
      eventsRef.current.onError(VOICE_NAV_COPY.errors.unsupported);
      return;
    }
    const recognition = new Recognition();
    recognition.lang = "en-US";
    recognition.continuous = false;
    recognition.interimResults = false;
    recognition.maxAlternatives = 1;
    recognition.onresult = (event) => {
      release();
      eventsRef.current.onTranscript(event.results[0]?.[0]?.transcript ?? "");
    };
    recognition.onerror = (event) => {
      release();
      eventsRef.current.onError(voiceNavErrorText(event.error));
    };
    recognition.onend = release;
    try {
      recognition.start();
    } catch {
      eventsRef.current.onError(VOICE_NAV_COPY.errors.startFailed);
      return;
    }
    recognitionRef.current = recognition;
    setListening(true);
    eventsRef.current.onListening();
  }, [release]);

  const toggle = useCallback(() => {
    if (recognitionRef.current) cancel();
    else start();
  }, [cancel, start]);

  return { listening, toggle };
}
