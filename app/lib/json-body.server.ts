/**
 * Reads a JSON request body with a byte cap. The cap counts the bytes actually received, so a
 * missing or false Content-Length header cannot get a larger body through.
 */
export type JsonBody = { ok: true; value: unknown } | { ok: false; status: 400 | 413 | 415; error: string };

export async function readJsonBody(request: Request, maxBytes: number): Promise<JsonBody> {
  const contentType = request.headers.get("Content-Type") ?? "";
  if (!/^application\/json\s*(;|$)/i.test(contentType)) {
    return { ok: false, status: 415, error: "Please send the request as JSON (Content-Type: application/json)." };
  }
  const reader = request.body?.getReader();
  if (!reader) return { ok: false, status: 400, error: "The request body is empty. Please send JSON." };

  const chunks: Uint8Array[] = [];
  let received = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    received += value.byteLength;
    if (received > maxBytes) {
      await reader.cancel();
      return { ok: false, status: 413, error: `The request is too large (maximum ${maxBytes} bytes).` };
    }
    chunks.push(value);
  }

  const bytes = new Uint8Array(received);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  try {
    return { ok: true, value: JSON.parse(new TextDecoder("utf-8", { fatal: true }).decode(bytes)) };
  } catch {
    return { ok: false, status: 400, error: "The request body is not valid JSON." };
  }
}
