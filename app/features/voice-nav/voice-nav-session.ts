import { VOICE_NAV_COPY } from "./copy";
import { matchVoiceCommand, voiceNavErrorText } from "./voice-command";
import { dismissToast, notify, type ToastId, type ToastInput } from "~/lib/toast";

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

/** What a session tells the header toggle, which draws the pressed state and the banners. */
export interface VoiceNavSessionEvents {
  onListeningChange: (listening: boolean) => void;
  /** Receives the text for the error banner. */
  onError: (text: string) => void;
  navigate: (path: string) => void;
}

export interface VoiceNavSession {
  toggle(): void;
  /** Stops listening quietly, for a header that unmounts. */
  dispose(): void;
}

/**
 * Voice navigation behind the header's toggle, loaded the first time the visitor uses it: one
 * utterance of US English per toggle, matched against the menu's page names. Idle → listening on
 * toggle, back to idle when recognition ends, errors or a result arrives; toggling while
 * listening cancels quietly.
 */
export function createVoiceNavSession(events: VoiceNavSessionEvents): VoiceNavSession {
  let recognition: SpeechRecognitionLike | null = null;
  // One toast at a time for voice navigation: each step's toast takes the place of the previous
  // one instead of stacking. Each is a new toast rather than the previous one updated in place:
  // an update that reaches sonner while it is closing that toast (its 5 s are up) is closed along
  // with it, and the visitor never sees the new message.
  let shownToast: ToastId | null = null;
  // Whether the toast shown is "Voice Command Active", which stops being true once listening ends.
  let activeToastShown = false;

  function showToast(input: ToastInput) {
    if (shownToast !== null) dismissToast(shownToast);
    shownToast = notify(input);
    activeToastShown = false;
  }

  function fail(text: string) {
    events.onError(text);
    showToast({ variant: "destructive", title: VOICE_NAV_COPY.errorTitle, description: text });
  }

  /** Forgets the running recognition and detaches its handlers, so late events cannot act. */
  function release() {
    const running = recognition;
    recognition = null;
    if (running) {
      running.onresult = null;
      running.onerror = null;
      running.onend = null;
    }
    events.onListeningChange(false);
    return running;
  }

  function onTranscript(transcript: string) {
    const target = matchVoiceCommand(transcript);
    if (!target) {
      showToast({
        variant: "destructive",
        title: VOICE_NAV_COPY.noMatch.title,
        description: VOICE_NAV_COPY.noMatch.description(transcript.trim()),
      });
      return;
    }
    showToast({
      variant: "tetra",
      title: VOICE_NAV_COPY.navigating.title,
      description: VOICE_NAV_COPY.navigating.description(target.name),
    });
    events.navigate(target.path);
  }

  function start() {
    const Recognition = findSpeechRecognition();
    if (!Recognition) {
      fail(VOICE_NAV_COPY.errors.unsupported);
      return;
    }
    const next = new Recognition();
    next.lang = "en-US";
    next.continuous = false;
    next.interimResults = false;
    next.maxAlternatives = 1;
    next.onresult = (event) => {
      release();
      onTranscript(event.results[0]?.[0]?.transcript ?? "");
    };
    next.onerror = (event) => {
      release();
      fail(voiceNavErrorText(event.error));
    };
    next.onend = release;
    try {
      next.start();
    } catch {
      fail(VOICE_NAV_COPY.errors.startFailed);
      return;
    }
    recognition = next;
    events.onListeningChange(true);
    showToast({ variant: "tetra", ...VOICE_NAV_COPY.active });
    activeToastShown = true;
  }

  return {
    toggle() {
      if (!recognition) {
        start();
        return;
      }
      // Cancelling takes its "Voice Command Active" toast away with it.
      if (activeToastShown && shownToast !== null) {
        dismissToast(shownToast);
        shownToast = null;
        activeToastShown = false;
      }
      release()?.abort();
    },
    dispose() {
      release()?.abort();
    },
  };
}
