/** Placeholder until the AI blog topic generator lands (issue 6); blog highlights mounts it. */
export function TopicGenerator() {
  return <p>The blog topic generator is being set up.</p>;
}
