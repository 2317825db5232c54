// Voice navigation: the header's toggle, which listens for a page name and goes there.
export { VoiceNavToggle } from "./VoiceNavToggle";
