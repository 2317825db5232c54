import { RECORDING_CONTENT_TYPE, RECORDING_FILE_NAME_PATTERN } from "./voice-form";
import { inspectWebmHeader } from "./webm-header";
import { unclaimedKey } from "~/lib/leads";
import { concatBytes } from "~/lib/bytes";

/**
 * Voice recordings in R2. The bucket is private: rows point at a staff-only r2:// address
 * (docs/staff.md, Voice ideas), never at a public URL.
 *
 * An upload waits under UNCLAIMED_PREFIX until its idea is logged, which moves it to the bucket's
 * root under the same name. Recordings kept for staff and the ones nobody claimed so have
 * different prefixes, and an R2 lifecycle rule on UNCLAIMED_PREFIX (applied by `npm run setup`)
 * expires what is never claimed, as a second net behind the scheduled clean-up.
 */
export const RECORDING_PREFIX = "voice-idea-";
/** How every recording is stored, where it waits and where it is kept. */
const RECORDING_HTTP_METADATA: R2HTTPMetadata = { contentType: RECORDING_CONTENT_TYPE, cacheControl: "max-age=3600" };

/**
 * voice-idea-{timestamp}-{random}.webm: the 128 random bits keep two visitors in the same
 * millisecond apart, and make the name the idea's unguessable reference (the API never answers a
 * visitor with the row's counted id).
 */
export function newRecordingFileName(now = Date.now()): string {
  const random = [...crypto.getRandomValues(new Uint8Array(16))].map((byte) => byte.toString(16).padStart(2, "0"));
  return `${RECORDING_PREFIX}${now}-${random.join("")}.webm`;
}

export function isRecordingFileName(value: unknown): value is string {
  return typeof value === "string" && RECORDING_FILE_NAME_PATTERN.test(value);
}

/** The staff-only address of a recording in the environment's bucket (`recordingsBucket` of readConfig). */
export function recordingFileUrl(bucket: string, fileName: string): string {
  return `r2://${bucket}/${fileName}`;
}

export type RecordingRejection = "empty" | "length_required" | "too_large" | "not_webm" | "incomplete";

export class RecordingRejected extends Error {
  constructor(readonly reason: RecordingRejection) {
    super(`Recording rejected: ${reason}`);
  }
}

/**
 * The most bytes held back while the WebM header is checked. A browser's recording has its
 * header and tracks within the first few hundred bytes; one that has not shown an audio track
 * by here is refused.
 */
export const MAX_HEADER_INSPECTION_BYTES = 64 * 1024;

/**
 * Passes the body through while counting it, and errors the stream (so R2 never commits the
 * object) as soon as it breaks a rule: more bytes than declared, fewer by its end, or a start
 * that is not a WebM audio recording. The first bytes are held back until the header has been
 * read, so not even the start of a refused upload reaches R2.
 */
function inspectRecording(body: ReadableStream<Uint8Array>, declaredBytes: number) {
  const reader = body.getReader();
  let received = 0;
  let held: Uint8Array[] | null = [];
  let heldBytes = 0;
  const inspection: { rejection?: RecordingRejected } = {};

  /** Null while the header is still incomplete; otherwise the held bytes to pass on, or a problem. */
  const judgeHeader = (complete: boolean): RecordingRejection | "pass" | null => {
    const verdict = inspectWebmHeader(concatBytes(held!), complete);
    if (verdict.kind === "audio") return "pass";
    if (verdict.kind === "invalid" || heldBytes >= MAX_HEADER_INSPECTION_BYTES) return "not_webm";
    return null;
  };

  const stream = new ReadableStream<Uint8Array>({
    async pull(controller) {
      const fail = async (problem: RecordingRejection, done: boolean) => {
        inspection.rejection = new RecordingRejected(problem);
        controller.error(inspection.rejection);
        if (!done) await reader.cancel(problem).catch(() => undefined);
      };
      const release = () => {
        for (const chunk of held!) controller.enqueue(chunk);
        held = null;
      };
      for (;;) {
        let read: ReadableStreamReadResult<Uint8Array>;
        try {
          read = await reader.read();
        } catch {
          // The client went away mid-upload.
          return fail("incomplete", true);
        }
        if (read.done) {
          if (received === 0) return fail("empty", true);
          if (held) {
            const header = judgeHeader(true);
            if (header !== "pass") return fail(header ?? "not_webm", true);
            release();
          }
          if (received !== declaredBytes) return fail("incomplete", true);
          return controller.close();
        }
        received += read.value.byteLength;
        if (received > declaredBytes) return fail("incomplete", false);
        if (!held) return controller.enqueue(read.value);
        held.push(read.value);
        heldBytes += read.value.byteLength;
        const header = judgeHeader(false);
        if (header === "pass") return release();
        if (header) return fail(header, false);
        // Header still incomplete: read on before handing anything over.
      }
    },
    cancel: (reason) => reader.cancel(reason),
  });
  return { stream, inspection };
}

/**
 * Streams a request body of a declared length into R2 under fileName without overwriting
 * anything and without holding it in memory: R2 takes a stream of known length
 * (FixedLengthStream) as it arrives, while the inspection above counts the bytes and checks
 * the WebM header. On any rejection nothing is left in the bucket.
 */
export async function storeRecording(
  bucket: R2Bucket,
  fileName: string,
  body: ReadableStream<Uint8Array>,
  declaredBytes: number,
): Promise<"stored" | "exists"> {
  const { stream: inspected, inspection } = inspectRecording(body, declaredBytes);
  const { readable, writable } = new FixedLengthStream(declaredBytes);
  const stopPiping = new AbortController();
  const piping = inspected.pipeTo(writable, { signal: stopPiping.signal }).catch(() => undefined);
  try {
    const stored = await bucket.put(fileName, readable, {
      httpMetadata: RECORDING_HTTP_METADATA,
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

/**
 * Moves a waiting recording to the bucket's root, where the claimed ones are kept, streaming it
 * (the Workers binding has no server-side copy). Copying a second time, after a claim that failed
 * between the copy and its row, finds the copy there and leaves it.
 */
export async function copyToClaimed(bucket: R2Bucket, fileName: string): Promise<"copied" | "missing"> {
  if (await bucket.head(fileName)) return "copied";
  const waiting = await bucket.get(unclaimedKey(fileName));
  if (!waiting) return "missing";
  const { readable, writable } = new FixedLengthStream(waiting.size);
  // Awaited together, so a put that fails leaves no pipe rejecting unhandled behind it.
  await Promise.all([
    waiting.body.pipeTo(writable),
    bucket.put(fileName, readable, { httpMetadata: RECORDING_HTTP_METADATA }),
  ]);
  return "copied";
}
