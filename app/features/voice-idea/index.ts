// "Speak Your Vision": the voice-idea recorder and form.
export { VoiceIdeaForm } from "./VoiceIdeaForm";
