import { createPortal } from "react-dom";
import { VOICE_NAV_TOGGLE_COPY as COPY } from "./toggle-copy";
import { useHydrated } from "~/lib/use-hydrated";

interface VoiceNavBannersProps {
  listening: boolean;
  errorText: string | null;
  onDismissError: () => void;
}

/**
 * The bottom-left banners: 'Listening for page names...' while listening, the red error banner on
 * error. Rendered into <body> after hydration because the sticky header's backdrop-filter would
 * otherwise anchor `position: fixed` to the header instead of the viewport. The live regions
 * stay mounted so screen readers announce their changes.
 */
export function VoiceNavBanners({ listening, errorText, onDismissError }: VoiceNavBannersProps) {
  const hydrated = useHydrated();
  if (!hydrated) return null;

  return createPortal(
    <div className="voice-nav-banners">
      <div role="status">
        {listening ? (
          <p className="voice-nav-banner">
            <span className="voice-nav-banner__pulse" aria-hidden="true" />
            {COPY.listeningBanner}
          </p>
        ) : null}
      </div>
      <div role="alert">
        {errorText ? (
          <p className="voice-nav-banner voice-nav-banner--error">
            <span>
              {COPY.errorBannerPrefix}
              {errorText}
            </span>
            <button
              type="button"
              className="voice-nav-banner__dismiss"
              aria-label={COPY.dismissError}
              onClick={onDismissError}
            >
              <span aria-hidden="true">×</span>
            </button>
          </p>
        ) : null}
      </div>
    </div>,
    document.body,
  );
}
