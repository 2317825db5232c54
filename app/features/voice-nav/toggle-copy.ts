/**
 * The voice-navigation texts the header shows before the toggle is first used: the toggle, the
 * banners, and the error for a session that could not load. The rest, which only a session
 * shows, is in copy.ts, loaded with it.
 */
export const VOICE_NAV_TOGGLE_COPY = {
  toggleLabel: "Voice navigation",
  listeningBanner: "Listening for page names...",
  errorBannerPrefix: "Voice Nav Error: ",
  dismissError: "Dismiss voice navigation error",
  startFailed: "Could not start voice recognition. Try again.",
} as const;
