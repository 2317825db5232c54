// The assistant's server entry: POST /api/chatbot and POST /api/blog-topic-generator.
export { aiRoutes as assistantApi } from "./routes.server";
