// The chat assistant's server entry: POST /api/chatbot, and how its answers reached visitors.
export { chatRoutes as assistantApi } from "./routes.server";
export { answerCounts, modelFailures, pathWords } from "./answer-sources.server";
