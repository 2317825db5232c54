/** A Queue binding that keeps what is sent to it, or one that is down. */
export function recordingQueue({ down = false }: { down?: boolean } = {}) {
  const sent: unknown[] = [];
  const refuse = () => Promise.reject(new Error("Queue send failed: simulated outage"));
  const binding = {
    send: (body: unknown) => (down ? refuse() : (sent.push(body), Promise.resolve())),
    sendBatch: (messages: Iterable<{ body: unknown }>) =>
      down ? refuse() : (sent.push(...[...messages].map((message) => message.body)), Promise.resolve()),
  } as unknown as Queue;
  return { binding, sent };
}
