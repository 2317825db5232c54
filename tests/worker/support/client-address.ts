// Test files may share the rate limiters' state, so each file's addresses start at its own random
// place in 10.0.0.0/8; within a file every call gives a new one.
let counter = crypto.getRandomValues(new Uint32Array(1))[0]! & 0xffffff;

/** A client address no other request has used, so per-address limits only bite where a test wants them. */
export function freshAddress(): string {
  counter = (counter + 1) & 0xffffff;
  return `10.${counter >> 16}.${(counter >> 8) & 255}.${counter & 255}`;
}
