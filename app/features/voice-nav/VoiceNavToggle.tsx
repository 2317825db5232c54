import { useEffect, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { VOICE_NAV_TOGGLE_COPY as COPY } from "./toggle-copy";
import { VoiceNavBanners } from "./VoiceNavBanners";
import type { VoiceNavSession } from "./voice-nav-session";

/**
 * The header's voice-command toggle: say a menu or sub-menu name and go there. The session behind
 * it (speech recognition, the command matcher, its toasts) is code few visitors run, so it is
 * fetched when the visitor reaches for the toggle, not with the page.
 */
export function VoiceNavToggle() {
  const navigate = useNavigate();
  const navigateRef = useRef(navigate);
  useEffect(() => {
    navigateRef.current = navigate;
  });
  const [listening, setListening] = useState(false);
  const [errorText, setErrorText] = useState<string | null>(null);
  const session = useRef<Promise<VoiceNavSession | null> | null>(null);
  // The session once loaded, so a press acts within its own event, as the speech API expects.
  const loadedSession = useRef<VoiceNavSession | null>(null);

  function loadSession() {
    session.current ??= import("./voice-nav-session").then(
      ({ createVoiceNavSession }) =>
        (loadedSession.current = createVoiceNavSession({
          onListeningChange: setListening,
          onError: setErrorText,
          navigate: (path) => void navigateRef.current(path),
        })),
      () => {
        // Offline, say: the next press tries again.
        session.current = null;
        setErrorText(COPY.startFailed);
        return null;
      },
    );
    return session.current;
  }
  useEffect(() => () => void session.current?.then((loaded) => loaded?.dispose()), []);

  return (
    <>
      <button
        type="button"
        className="voice-nav-toggle"
        aria-pressed={listening}
        title={COPY.toggleLabel}
        onPointerEnter={() => void loadSession()}
        onFocus={() => void loadSession()}
        onClick={() => {
          setErrorText(null);
          if (loadedSession.current) loadedSession.current.toggle();
          else void loadSession().then((loaded) => loaded?.toggle());
        }}
      >
        <MicrophoneIcon />
        <span className="visually-hidden">{COPY.toggleLabel}</span>
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
