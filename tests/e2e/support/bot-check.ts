import { BOT_CHECK_FIELD, BOT_CHECK_HEADER, DUMMY_TOKEN } from "../../../app/features/bot-check/bot-check";
import { BOT_CHECK_COPY, BOT_CHECK_REFUSALS } from "../../../app/features/bot-check/copy";

/**
 * The bot check as the end-to-end server runs it: the local stand-in (TURNSTILE_MODE=local in
 * .dev.vars), which accepts only Turnstile's dummy token (docs/decisions/0040). Requests that
 * stand in for the site's own script carry it; the browser journeys get it from the page.
 */
export { BOT_CHECK_COPY, BOT_CHECK_FIELD, BOT_CHECK_REFUSALS, DUMMY_TOKEN };

/** The header the protected API requests carry the token in. */
export const BOT_CHECK_HEADERS = { [BOT_CHECK_HEADER]: DUMMY_TOKEN } as const;

/** The same header as a raw HTTP/1.1 header line. */
export const BOT_CHECK_HEADER_LINE = `${BOT_CHECK_HEADER}: ${DUMMY_TOKEN}`;
