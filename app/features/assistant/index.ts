// The AI assistant's public face: the chatbot on every page and the blog topic generator.
export { ChatbotLauncher } from "./ChatbotLauncher";
export { TopicGenerator } from "./TopicGenerator";
