import { BOT_CHECK_FIELD, BOT_CHECK_HEADER, DUMMY_TOKEN } from "~/features/bot-check/bot-check";

/**
 * What the protected endpoints need from every test that is not about the bot check itself: the
 * token the local stand-in gives (TURNSTILE_MODE=local in vitest.config.ts), in the header the
 * API reads and the form field the contact action reads (docs/decisions/0040).
 */
export { BOT_CHECK_FIELD, BOT_CHECK_HEADER, DUMMY_TOKEN };

/** Headers with the stand-in's token, for PUT /api/voice-recordings, /api/chatbot and /api/blog-topic-generator. */
export function withBotCheckToken(headers: Record<string, string> = {}): Record<string, string> {
  return { [BOT_CHECK_HEADER]: DUMMY_TOKEN, ...headers };
}

/** Contact form fields with the stand-in's token, as the page's script sends them. */
export function withBotCheckField(fields: Record<string, string>): Record<string, string> {
  return { [BOT_CHECK_FIELD]: DUMMY_TOKEN, ...fields };
}
