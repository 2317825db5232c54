/**
 * Byte arrays and plain lists of byte values, one after another, in one new array. (The app's
 * concatBytes takes arrays only, and the end-to-end tests' TypeScript project cannot import app/.)
 */
export function concat(...parts: ArrayLike<number>[]): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(parts.reduce((total, part) => total + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    bytes.set(part, offset);
    offset += part.length;
  }
  return bytes;
}
