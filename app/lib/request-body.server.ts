import { concatBytes } from "./bytes";

/**
 * Request bodies read with a byte cap. The cap counts the bytes actually received, so a
 * missing or false Content-Length header cannot get a larger body through.
 */

/** What a client is told when its connection broke before the whole body arrived. */
export const INCOMPLETE_BODY_TEXT = "The request did not arrive completely. Please try again.";

/**
 * The body's stream broke before its end: the client hung up, or sent less than its
 * Content-Length promised. The client's doing, not the site failing, so it is answered with a
 * 400 and logged as a warning.
 */
export class IncompleteBody extends Error {
  constructor(readonly reason: string) {
    super(`Request body incomplete: ${reason}`);
  }
}

async function readChunk(reader: ReadableStreamDefaultReader<Uint8Array>) {
  try {
    return await reader.read();
  } catch (error) {
    throw new IncompleteBody(error instanceof Error ? error.message : "stream failed");
  }
}

/**
 * The body, or null once it grows past maxBytes (the rest is then read and dropped).
 * Throws IncompleteBody when the stream breaks before its end.
 */
export async function readBodyWithin(request: Request, maxBytes: number): Promise<Uint8Array<ArrayBuffer> | null> {
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await readChunk(reader);
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await drain(reader);
      return null;
    }
    chunks.push(value);
  }
  return concatBytes(chunks);
}

/** Reads a refused request's body to its end without keeping it. */
export async function discardBody(request: Request) {
  if (request.body) await drain(request.body.getReader());
}

/**
 * A body left unread (or cancelled) makes the local workerd proxy fail the next request on the
 * same connection with a 503, so refused bodies are read to the end.
 */
async function drain(reader: ReadableStreamDefaultReader<Uint8Array>) {
  try {
    while (!(await reader.read()).done) {
      // Discarded; on Cloudflare the body size is capped by the platform.
    }
  } catch {
    // The client hung up before its end: there is nothing left to read.
  }
}

/** Parsed JSON, or null when the bytes are not UTF-8 JSON. */
function parseJson(bytes: Uint8Array): { value: unknown } | null {
  try {
    return { value: JSON.parse(new TextDecoder("utf-8", { fatal: true }).decode(bytes)) };
  } catch {
    return null;
  }
}

export type JsonBody = { ok: true; value: unknown } | { ok: false; status: 400 | 413 | 415; error: string };

/** A JSON request body (Content-Type application/json) of at most maxBytes. */
export async function readJsonBody(request: Request, maxBytes: number): Promise<JsonBody> {
  const contentType = request.headers.get("Content-Type") ?? "";
  if (!/^application\/json\s*(;|$)/i.test(contentType)) {
    await discardBody(request);
    return { ok: false, status: 415, error: "Please send the request as JSON (Content-Type: application/json)." };
  }
  if (!request.body) return { ok: false, status: 400, error: "The request body is empty. Please send JSON." };
  let bytes: Uint8Array<ArrayBuffer> | null;
  try {
    bytes = await readBodyWithin(request, maxBytes);
  } catch (error) {
    if (error instanceof IncompleteBody) return { ok: false, status: 400, error: INCOMPLETE_BODY_TEXT };
    throw error;
  }
  if (!bytes) return { ok: false, status: 413, error: `The request is too large (maximum ${maxBytes} bytes).` };
  const parsed = parseJson(bytes);
  if (!parsed) return { ok: false, status: 400, error: "The request body is not valid JSON." };
  return { ok: true, value: parsed.value };
}
