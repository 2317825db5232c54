/**
 * Request bodies read with a byte cap. The cap counts the bytes actually received, so a
 * missing or false Content-Length header cannot get a larger body through.
 */

/** The body, or null once it grows past maxBytes (the rest is then read and dropped). */
export async function readBodyWithin(request: Request, maxBytes: number): Promise<Uint8Array<ArrayBuffer> | null> {
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await drain(reader);
      return null;
    }
    chunks.push(value);
  }
  const body = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
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
  while (!(await reader.read()).done) {
    // Discarded; on Cloudflare the body size is capped by the platform.
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
  const bytes = await readBodyWithin(request, maxBytes);
  if (!bytes) return { ok: false, status: 413, error: `The request is too large (maximum ${maxBytes} bytes).` };
  const parsed = parseJson(bytes);
  if (!parsed) return { ok: false, status: 400, error: "The request body is not valid JSON." };
  return { ok: true, value: parsed.value };
}
