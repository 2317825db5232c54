/** Placeholder until the voice-idea recorder lands (issue 5); the About page mounts it. */
export function VoiceIdeaForm() {
  return <p>Voice idea recording is being set up.</p>;
}
