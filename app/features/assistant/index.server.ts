// The chat assistant's server entry: POST /api/chatbot.
export { chatRoutes as assistantApi } from "./routes.server";
