// The chat assistant's public face on every page: the chatbot launcher.
export { ChatbotLauncher } from "./ChatbotLauncher";
