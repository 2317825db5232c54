// The AI assistant's public face on every page: the chatbot launcher. (The topic generator, shown
// on one page only, has an entry point of its own, so pages without it never load its code.)
export { ChatbotLauncher } from "./ChatbotLauncher";
