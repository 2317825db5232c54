/**
 * What the browser and the Worker share about the bot check (docs/decisions/0040): where a token
 * travels, the actions it is bound to, and Turnstile's documented test values.
 */

/** The form field a token travels in: the name Turnstile's own widget gives its hidden input. */
export const BOT_CHECK_FIELD = "cf-turnstile-response";

/** The request header a token travels in to the JSON and upload endpoints. */
export const BOT_CHECK_HEADER = "X-Turnstile-Token";

/**
 * What each token is for: the widget is rendered with this action, siteverify returns it, and
 * the Worker accepts a token only for the action it was made for.
 */
export type BotCheckAction = "contact" | "voice" | "chat" | "topics";

export type BotCheckMode = "cloudflare" | "local";

/** The settings the page hands the browser (the root loader's data). */
export interface BotCheckSettings {
  mode: BotCheckMode;
  siteKey: string;
}

/**
 * The token Turnstile's test site keys give the browser (developers.cloudflare.com/turnstile,
 * "Testing"). The local stand-in yields it, and the Worker in local mode accepts nothing else.
 */
export const DUMMY_TOKEN = "XXXX.DUMMY.TOKEN.XXXX";

/** Turnstile's documented test site keys, which no deployed environment may use. */
export const TEST_SITE_KEYS = [
  "1x00000000000000000000AA",
  "2x00000000000000000000AB",
  "1x00000000000000000000BB",
  "2x00000000000000000000BB",
  "3x00000000000000000000FF",
] as const;

/** A token is at most 2048 characters (Turnstile's server-side validation docs). */
export const MAX_TOKEN_LENGTH = 2048;
