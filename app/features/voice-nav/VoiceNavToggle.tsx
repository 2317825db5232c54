import { useRef, useState } from "react";
import { useNavigate } from "react-router";
import { VOICE_NAV_COPY } from "./copy";
import { dismissToast, notify, type ToastId, type ToastInput } from "~/lib/toast";
import { matchVoiceCommand } from "./voice-command";
import { useSpeechRecognition } from "./useSpeechRecognition";
import { VoiceNavBanners } from "./VoiceNavBanners";

/** The header's voice-command toggle: say a menu or sub-menu name and go there. */
export function VoiceNavToggle() {
  const navigate = useNavigate();
  const [errorText, setErrorText] = useState<string | null>(null);
  // One toast at a time for voice navigation: each step's toast takes the place of the previous
  // one instead of stacking. Each is a new toast rather than the previous one updated in place:
  // an update that reaches sonner while it is closing that toast (its 5 s are up) is closed along
  // with it, and the visitor never sees the new message.
  const shownToast = useRef<ToastId | null>(null);
  const showToast = (input: ToastInput) => {
    if (shownToast.current !== null) dismissToast(shownToast.current);
    shownToast.current = notify(input);
  };
  // Whether the toast shown is "Voice Command Active", which stops being true once listening ends.
  const activeToastShown = useRef(false);
  const { listening, toggle } = useSpeechRecognition({
    onListening() {
      showToast({ variant: "tetra", ...VOICE_NAV_COPY.active });
      activeToastShown.current = true;
    },
    onTranscript(transcript) {
      activeToastShown.current = false;
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
      navigate(target.path);
    },
    onError(text) {
      activeToastShown.current = false;
      setErrorText(text);
      showToast({ variant: "destructive", title: VOICE_NAV_COPY.errorTitle, description: text });
    },
  });

  return (
    <>
      <button
        type="button"
        className="voice-nav-toggle"
        aria-pressed={listening}
        title={VOICE_NAV_COPY.toggleLabel}
        onClick={() => {
          setErrorText(null);
          if (listening && activeToastShown.current && shownToast.current !== null) {
            dismissToast(shownToast.current);
            shownToast.current = null;
            activeToastShown.current = false;
          }
          toggle();
        }}
      >
        <MicrophoneIcon />
        <span className="visually-hidden">{VOICE_NAV_COPY.toggleLabel}</span>
      </button>
      <VoiceNavBanners listening={listening} errorText={errorText} onDismissError={() => setErrorText(null)} />
    </>
  );
}

function MicrophoneIcon() {
  return (
    <svg
      className="voice-nav-toggle__icon"
      viewBox="0 0 24 24"
      width="20"
      height="20"
      aria-hidden="true"
      focusable="false"
    >
      <rect x="9" y="3" width="6" height="11" rx="3" fill="currentColor" />
      <path
        d="M6 11a6 6 0 0 0 12 0M12 17v4M9 21h6"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
      />
    </svg>
  );
}
