/** What visitors are told about the bot check. */
export const BOT_CHECK_COPY = {
  /** Shown beside each protected form when the offline stand-in runs instead of Turnstile. */
  localLabel: "Bot check: local stand-in for Cloudflare Turnstile. Nothing is sent to Cloudflare.",
  /** A request without a token, or with one the check refused (wrong, used or expired). */
  failed: "We could not confirm that this request came from a person. Please reload the page and try again.",
  /** The check could not be made (Cloudflare unreachable or not configured). */
  unavailable: "We could not check this request just now. Please try again in a minute.",
  /** The browser could not get a token from the widget. */
  widgetFailed: "The bot check did not complete. Please reload the page and try again.",
} as const;
