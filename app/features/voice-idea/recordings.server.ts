import { RECORDING_CONTENT_TYPE, RECORDING_FILE_NAME_PATTERN } from "./voice-form";

/**
 * Voice recordings in R2. The bucket is private: rows point at a staff-only r2:// address
 * (README "Voice ideas (staff)"), never at a public URL.
 */
export const RECORDING_PREFIX = "voice-idea-";
const CACHE_CONTROL = "max-age=3600";
// Every WebM file is an EBML document and starts with the EBML element ID.
const EBML_MAGIC = [0x1a, 0x45, 0xdf, 0xa3];

/** voice-idea-{timestamp}-{random}.webm: the random part keeps two visitors in the same millisecond apart. */
export function newRecordingFileName(now = Date.now()): string {
  const random = [...crypto.getRandomValues(new Uint8Array(6))].map((byte) => byte.toString(16).padStart(2, "0"));
  return `${RECORDING_PREFIX}${now}-${random.join("")}.webm`;
}

export function isRecordingFileName(value: unknown): value is string {
  return typeof value === "string" && RECORDING_FILE_NAME_PATTERN.test(value);
}

/** The staff-only address of a recording in the environment's bucket (`recordingsBucket` of readConfig). */
export function recordingFileUrl(bucket: string, fileName: string): string {
  return `r2://${bucket}/${fileName}`;
}

export type RecordingRejection = "empty" | "too_large" | "not_webm" | "incomplete";

export class RecordingRejected extends Error {
  constructor(readonly reason: RecordingRejection) {
    super(`Recording rejected: ${reason}`);
  }
}

/**
 * Passes the body through while counting it, and stops reading it as soon as it breaks a
 * rule: more than maxBytes (whatever Content-Length said), not starting with the WebM
 * signature, empty, or a different length from the one declared.
 */
function inspectRecording(body: ReadableStream<Uint8Array>, maxBytes: number, declaredBytes: number | null) {
  const reader = body.getReader();
  let received = 0;
  const header: number[] = [];
  const inspection: { rejection?: RecordingRejected } = {};

  const chunkProblem = (chunk: Uint8Array): RecordingRejection | null => {
    received += chunk.byteLength;
    if (received > maxBytes) return "too_large";
    if (declaredBytes !== null && received > declaredBytes) return "incomplete";
    if (header.length < EBML_MAGIC.length) {
      header.push(...chunk.subarray(0, EBML_MAGIC.length - header.length));
      if (header.length === EBML_MAGIC.length && header.some((byte, index) => byte !== EBML_MAGIC[index]))
        return "not_webm";
    }
    return null;
  };
  const endProblem = (): RecordingRejection | null => {
    if (received === 0) return "empty";
    if (header.length < EBML_MAGIC.length) return "not_webm";
    if (declaredBytes !== null && received !== declaredBytes) return "incomplete";
    return null;
  };

  const stream = new ReadableStream<Uint8Array>({
    async pull(controller) {
      const read = await reader.read();
      const problem = read.done ? endProblem() : chunkProblem(read.value);
      if (problem) {
        inspection.rejection = new RecordingRejected(problem);
        controller.error(inspection.rejection);
        if (!read.done) await reader.cancel(problem).catch(() => undefined);
      } else if (read.done) controller.close();
      else controller.enqueue(read.value);
    },
    cancel: (reason) => reader.cancel(reason),
  });
  return { stream, inspection };
}

/**
 * Streams a request body into R2 under fileName without overwriting anything. R2 needs the
 * length up front: a body that declares one streams straight through (and must match it);
 * one that does not is collected first, which the size limit keeps bounded. On any rejection
 * nothing is left in the bucket.
 */
export async function storeRecording(
  bucket: R2Bucket,
  fileName: string,
  body: ReadableStream<Uint8Array> | null,
  declaredBytes: number | null,
  maxBytes: number,
): Promise<"stored" | "exists"> {
  if (!body || declaredBytes === 0) throw new RecordingRejected("empty");
  if (declaredBytes !== null && declaredBytes > maxBytes) throw new RecordingRejected("too_large");

  const { stream: inspected, inspection } = inspectRecording(body, maxBytes, declaredBytes);
  let source: ReadableStream<Uint8Array>;
  let length: number;
  if (declaredBytes !== null) {
    source = inspected;
    length = declaredBytes;
  } else {
    const chunks: Uint8Array[] = [];
    const reader = inspected.getReader();
    try {
      for (let read = await reader.read(); !read.done; read = await reader.read()) chunks.push(read.value);
    } catch (error) {
      throw inspection.rejection ?? error;
    }
    length = chunks.reduce((total, chunk) => total + chunk.byteLength, 0);
    source = new ReadableStream<Uint8Array>({
      pull(controller) {
        const chunk = chunks.shift();
        if (chunk) controller.enqueue(chunk);
        else controller.close();
      },
    });
  }

  const { readable, writable } = new FixedLengthStream(length);
  const stopPiping = new AbortController();
  const piping = source.pipeTo(writable, { signal: stopPiping.signal }).catch(() => undefined);
  try {
    const stored = await bucket.put(fileName, readable, {
      httpMetadata: { contentType: RECORDING_CONTENT_TYPE, cacheControl: CACHE_CONTROL },
      onlyIf: { etagDoesNotMatch: "*" },
    });
    return stored ? "stored" : "exists";
  } catch (error) {
    // A put whose stream failed stores nothing; deleting makes sure no partial object remains.
    await bucket.delete(fileName);
    throw inspection.rejection ?? error;
  } finally {
    // An R2 that refuses the put early (existing key) may never drain the stream.
    stopPiping.abort();
    await piping;
  }
}
