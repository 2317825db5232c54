import { VOICE_NAV_TOGGLE_COPY } from "./toggle-copy";

/** The texts of a voice-navigation session: its toasts and the recognition errors. */
export const VOICE_NAV_COPY = {
  active: {
    title: "Voice Command Active",
    description: "Listening for page names (e.g., 'Go to About', 'Services')...",
  },
  navigating: {
    title: "Navigating...",
    description: (page: string) => `Going to ${page} page.`,
  },
  noMatch: {
    title: "Navigation Failed",
    description: (heard: string) => `Could not find a page for "${heard}". Try saying the full page name clearly.`,
  },
  errorTitle: "Voice Command Error",
  errors: {
    noSpeech: "No speech detected. Please try again.",
    audioCapture: "Audio capture failed. Check microphone permissions.",
    notAllowed: "Microphone access denied. Please enable permissions.",
    network: "Network error during speech recognition. Check connection.",
    serviceNotAllowed: "Speech recognition service not allowed. Check browser settings.",
    other: "Speech recognition error.",
    startFailed: VOICE_NAV_TOGGLE_COPY.startFailed,
    unsupported: "Voice recognition not supported by your browser.",
  },
} as const;
