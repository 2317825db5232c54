import { describe, expect, it } from "vitest";
import { inspectWebmHeader } from "~/features/voice-idea/webm-header";
import { ebmlElement, webmBytes, webmHeader } from "../support/webm";

describe("inspectWebmHeader", () => {
  it("accepts a recording laid out like MediaRecorder's: EBML, Segment of unknown size, Info, Tracks", () => {
    expect(inspectWebmHeader(webmBytes(4096), false)).toEqual({ kind: "audio" });
    expect(inspectWebmHeader(webmHeader(), true)).toEqual({ kind: "audio" });
    expect(inspectWebmHeader(webmBytes(2048, { tracks: [[2, "A_VORBIS"]] }), true)).toEqual({ kind: "audio" });
  });

  it("waits for more bytes while the header is cut short, and refuses it once nothing more comes", () => {
    const header = webmHeader();
    for (const length of [1, 4, 20, 45, header.length - 1]) {
      expect(inspectWebmHeader(header.subarray(0, length), false), `${length} bytes`).toEqual({ kind: "need_more" });
      expect(inspectWebmHeader(header.subarray(0, length), true).kind, `${length} bytes`).toBe("invalid");
    }
  });

  it.each([
    ["the four EBML magic bytes alone", new Uint8Array([0x1a, 0x45, 0xdf, 0xa3]), "malformed"],
    ["random bytes", new Uint8Array(2048).map((_, index) => (index * 7919 + 13) % 256), "not_ebml"],
    ["a WAV file", new TextEncoder().encode("RIFF....WAVEfmt this is not webm"), "not_ebml"],
    ["a Matroska file", webmBytes(2048, { docType: "matroska" }), "not_webm_doctype"],
    ["a WebM with only a video track", webmBytes(2048, { tracks: [[1, "V_VP8"]] }), "video_track"],
    [
      "a WebM with audio and video",
      webmBytes(2048, {
        tracks: [
          [2, "A_OPUS"],
          [1, "V_VP9"],
        ],
      }),
      "video_track",
    ],
    ["a WebM audio track of a foreign codec", webmBytes(2048, { tracks: [[2, "A_MPEG/L3"]] }), "no_audio_track"],
    ["a WebM without tracks", webmBytes(2048, { tracks: [] }), "no_audio_track"],
  ])("refuses %s", (_, bytes, reason) => {
    expect(inspectWebmHeader(bytes, true)).toEqual({ kind: "invalid", reason });
  });

  it("refuses media data before any Tracks", () => {
    const ebml = webmHeader().subarray(0, webmHeader().indexOf(0x18));
    const clusterFirst = new Uint8Array([
      ...ebml,
      0x18,
      0x53,
      0x80,
      0x67,
      0x01,
      0xff,
      0xff,
      0xff,
      0xff,
      0xff,
      0xff,
      0xff,
      0x1f,
      0x43,
      0xb6,
      0x75,
      0x81,
      0x00,
    ]);
    expect(inspectWebmHeader(clusterFirst, false)).toEqual({ kind: "invalid", reason: "no_tracks" });
  });

  it("refuses an EBML header followed by something other than a Segment", () => {
    const header = webmHeader();
    const ebmlLength = 12 + (header[11] ?? 0);
    const notSegment = new Uint8Array([
      ...header.subarray(0, ebmlLength),
      ...ebmlElement([0x1f, 0x43, 0xb6, 0x75], [0]),
    ]);
    expect(inspectWebmHeader(notSegment, true)).toEqual({ kind: "invalid", reason: "no_segment" });
  });
});
