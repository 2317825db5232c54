// The bot check's server entry: verifying a Turnstile token (or the local stand-in's) for an action.
export { BOT_CHECK_FIELD } from "./bot-check";
export { botCheckRefusal, requireBotCheck, verifyBotCheck, type BotCheckResult } from "./bot-check.server";
