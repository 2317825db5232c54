// @vitest-environment happy-dom
// (fix-webm-duration reads the recording with the browser's FileReader.)
import { describe, expect, it } from "vitest";
import { withDuration } from "~/features/voice-idea/webm-duration";
import { inspectWebmHeader } from "~/features/voice-idea/webm-header";
import { webmBytes } from "../support/webm";

/** The Duration element's value (a 64-bit float in TimecodeScale units: ms here), or null when there is none. */
function storedDuration(bytes: Uint8Array): number | null {
  for (let index = 0; index + 11 <= bytes.length; index++) {
    // ID 0x4489, size 8 (0x88).
    if (bytes[index] === 0x44 && bytes[index + 1] === 0x89 && bytes[index + 2] === 0x88) {
      return new DataView(bytes.buffer, bytes.byteOffset + index + 3, 8).getFloat64(0);
    }
  }
  return null;
}

describe("a recording's duration", () => {
  it("is written into the WebM before upload, so the player can seek, and the file is still accepted", async () => {
    const recorded = new Blob([webmBytes(4096)], { type: "audio/webm" });
    expect(storedDuration(new Uint8Array(await recorded.arrayBuffer()))).toBeNull();
    const fixed = new Uint8Array(await (await withDuration(recorded, 8_250)).arrayBuffer());
    expect(storedDuration(fixed)).toBe(8_250);
    expect(inspectWebmHeader(fixed, true)).toEqual({ kind: "audio" });
  });

  it("leaves a file it cannot read as it was", async () => {
    const notWebm = new Blob([new Uint8Array([1, 2, 3, 4])], { type: "audio/webm" });
    expect(await withDuration(notWebm, 1000)).toBe(notWebm);
  });
});
