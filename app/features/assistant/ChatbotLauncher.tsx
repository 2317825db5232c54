// The panel's styles come with the launcher, in the first-load stylesheet: the lazily loaded panel
// imports none, so opening it adds no stylesheet to the page.
import { lazy, Suspense, useCallback, useRef, useState } from "react";
import { CHATBOT_LAUNCHER_COPY as COPY } from "./chatbot-launcher-copy";
import { useLauncherStepsAside } from "./useLauncherStepsAside";

// The panel (messages, requests, link rendering) loads on first open, not with the page. The
// server never renders it, so it is a .client module: the Worker's bundle leaves it (and the
// chat's animation and AI SDK code) out.
const loadPanel = () => import("./ChatPanel.client");
// If the panel's code cannot be fetched, the panel says so instead of failing the page.
const ChatPanel = lazy(() => loadPanel().catch(() => ({ default: PanelUnavailable })));
// Warming up on hover or focus; a failure here shows up (and is handled) when the panel opens.
const preloadPanel = () => void loadPanel().catch(() => undefined);

function PanelUnavailable({ open }: { open: boolean; onClose: () => void }) {
  return (
    <div id="chatbot-panel" className="chatbot__panel chatbot__panel--loading" role="alert" hidden={!open}>
      {COPY.defaultError}
    </div>
  );
}

/** The floating chat button at the bottom right of every page. */
export function ChatbotLauncher() {
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);
  const launcherRef = useRef<HTMLButtonElement>(null);
  const stepsAside = useLauncherStepsAside(launcherRef, open);

  const close = useCallback(() => {
    setOpen(false);
    launcherRef.current?.focus();
  }, []);

  return (
    <div className="chatbot">
      {requested ? (
        <Suspense
          fallback={
            open ? (
              <div className="chatbot__panel chatbot__panel--loading" role="status">
                {COPY.loadingPanel}
              </div>
            ) : null
          }
        >
          <ChatPanel open={open} onClose={close} />
        </Suspense>
      ) : null}
      <button
        ref={launcherRef}
        type="button"
        className={`chatbot__launcher${stepsAside ? " chatbot__launcher--aside" : ""}`}
        aria-label={open ? COPY.closeLabel : COPY.openLabel}
        aria-expanded={open}
        aria-controls={requested ? "chatbot-panel" : undefined}
        onPointerEnter={preloadPanel}
        onFocus={preloadPanel}
        onClick={() => {
          setRequested(true);
          setOpen((wasOpen) => !wasOpen);
        }}
      >
        <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" focusable="false">
          {open ? (
            <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" />
          ) : (
            <path
              d="M4 5.5A2.5 2.5 0 0 1 6.5 3h11A2.5 2.5 0 0 1 20 5.5v8a2.5 2.5 0 0 1-2.5 2.5H10l-4.2 3.6c-.5.4-1.3.1-1.3-.6V16A2.5 2.5 0 0 1 4 13.5z M8 8.5h8 M8 11.5h5"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          )}
        </svg>
      </button>
    </div>
  );
}
