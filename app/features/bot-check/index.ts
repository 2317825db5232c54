// The bot check's browser entry: each protected form's widget and tokens, and where tokens travel.
export { BOT_CHECK_FIELD, BOT_CHECK_HEADER, type BotCheckAction, type BotCheckSettings } from "./bot-check";
export { BotCheckProvider, useBotCheck } from "./useBotCheck";
