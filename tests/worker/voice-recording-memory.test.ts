import { describe, expect, it } from "vitest";
import { MAX_HEADER_INSPECTION_BYTES, storeRecording } from "~/features/voice-idea/recordings.server";
import { VOICE_LIMITS } from "~/features/voice-idea/voice-form";
import { webmBytes } from "./support/voice";

/**
 * Memory while a recording arrives: the upload is piped into R2 as it comes, so what the Worker
 * holds at any moment is the bytes read from the visitor that R2 has not taken yet. A bucket that
 * takes its stream slowly shows that number stays at a few chunks for the largest recording
 * accepted, instead of growing with the recording as a body read whole would.
 */
describe("a recording streamed into R2", () => {
  const CHUNK_BYTES = 16 * 1024;

  /** A visitor's upload of `totalBytes`, produced only when read, counting what has been read. */
  function upload(totalBytes: number) {
    const counts = { read: 0 };
    const stream = new ReadableStream<Uint8Array>(
      {
        pull(controller) {
          if (counts.read >= totalBytes) return controller.close();
          const size = Math.min(CHUNK_BYTES, totalBytes - counts.read);
          controller.enqueue(counts.read === 0 ? webmBytes(size) : new Uint8Array(size).fill(7));
          counts.read += size;
        },
      },
      { highWaterMark: 0 },
    );
    return { stream, counts };
  }

  /** An R2 bucket that takes its stream a chunk per macrotask, noting the most bytes held ahead of it. */
  function slowBucket(counts: { read: number }) {
    const seen = { taken: 0, mostHeld: 0 };
    const bucket = {
      async put(_key: string, body: ReadableStream<Uint8Array>) {
        const reader = body.getReader();
        for (;;) {
          const { done, value } = await reader.read();
          seen.mostHeld = Math.max(seen.mostHeld, counts.read - seen.taken);
          if (done) return { key: _key };
          seen.taken += value.byteLength;
          await new Promise((resolve) => setTimeout(resolve, 0));
        }
      },
      async delete() {},
    };
    return { bucket: bucket as unknown as R2Bucket, seen };
  }

  it(`holds a few chunks, not the recording, while ${VOICE_LIMITS.maxRecordingBytes} bytes stream in`, async () => {
    const total = VOICE_LIMITS.maxRecordingBytes;
    const { stream, counts } = upload(total);
    const { bucket, seen } = slowBucket(counts);
    expect(await storeRecording(bucket, "voice-idea-1700000000000-0123456789ab.webm", stream, total)).toBe("stored");
    expect(seen.taken).toBe(total);
    // The header check may hold up to its inspection window; past it, a handful of chunks in flight.
    expect(seen.mostHeld).toBeLessThanOrEqual(MAX_HEADER_INSPECTION_BYTES + 4 * CHUNK_BYTES);
    expect(seen.mostHeld).toBeLessThan(total / 10);
  });
});
