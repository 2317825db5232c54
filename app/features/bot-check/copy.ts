/** What visitors are told about the bot check in the page (kept apart from the Worker's words, so pages carry only these). */
export const BOT_CHECK_COPY = {
  /** Shown beside each protected form when the offline stand-in runs instead of Turnstile. */
  localLabel: "Bot check: local stand-in for Cloudflare Turnstile. Nothing is sent to Cloudflare.",
  /** The browser could not get a token from the widget. */
  widgetFailed: "The bot check did not complete. Please reload the page and try again.",
} as const;

/** The Worker's answers to a request whose check did not pass. */
export const BOT_CHECK_REFUSALS = {
  /** No token, or one the check refused (wrong, used or expired). */
  failed: "We could not confirm that this request came from a person. Please reload the page and try again.",
  /** The check could not be made (Cloudflare unreachable or not configured). */
  unavailable: "We could not check this request just now. Please try again in a minute.",
} as const;
