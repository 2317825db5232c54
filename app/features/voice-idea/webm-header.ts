/**
 * A small reader for the start of a WebM file: enough EBML to tell whether the bytes are a
 * WebM audio recording before they are kept. It reads the EBML header (DocType must be
 * "webm") and walks the Segment's first elements until its Tracks, which must hold an Opus or
 * Vorbis audio track and no video. Browsers' MediaRecorder writes all of this in the first
 * few hundred bytes; the Segment and Clusters of a live recording have an unknown size.
 * Why hand-written: docs/decisions/0016-webm-header-check.md.
 */

export type WebmHeaderVerdict =
  { kind: "audio" } | { kind: "need_more" } | { kind: "invalid"; reason: WebmHeaderProblem };

export type WebmHeaderProblem =
  "not_ebml" | "not_webm_doctype" | "no_segment" | "no_tracks" | "no_audio_track" | "video_track" | "malformed";

const ID = {
  docType: 0x4282,
  segment: 0x18538067,
  tracks: 0x1654ae6b,
  cluster: 0x1f43b675,
  trackEntry: 0xae,
  trackType: 0x83,
  codecId: 0x86,
  video: 0xe0,
  audio: 0xe1,
} as const;

const TRACK_TYPE_VIDEO = 1;
const TRACK_TYPE_AUDIO = 2;
/** The audio codecs the WebM format allows. */
const AUDIO_CODECS = new Set(["A_OPUS", "A_VORBIS"]);
/** Element sizes past this are nonsense in a header this reader is meant for. */
const MAX_HEADER_ELEMENT_BYTES = 64 * 1024;

class NeedMore extends Error {}
class Invalid extends Error {
  constructor(readonly reason: WebmHeaderProblem) {
    super(reason);
  }
}

interface Element {
  id: number;
  /** null: unknown size (the element runs until its parent ends or a sibling starts). */
  size: number | null;
  /** Offset of the element's content. */
  start: number;
}

/** A variable-length integer at offset: its byte length and value (marker bit kept for IDs). */
function readVint(
  bytes: Uint8Array,
  offset: number,
  keepMarker: boolean,
): { length: number; value: number; allOnes: boolean } {
  if (offset >= bytes.length) throw new NeedMore();
  const first = bytes[offset]!;
  if (first === 0) throw new Invalid("malformed");
  const length = Math.clz32(first) - 23;
  if (offset + length > bytes.length) throw new NeedMore();
  let value = keepMarker ? first : first & (0xff >> length);
  let allOnes = value === 0xff >> length;
  for (let index = 1; index < length; index++) {
    const byte = bytes[offset + index]!;
    value = value * 256 + byte;
    allOnes &&= byte === 0xff;
  }
  return { length, value, allOnes };
}

function readElement(bytes: Uint8Array, offset: number): Element {
  const id = readVint(bytes, offset, true);
  if (id.length > 4) throw new Invalid("malformed");
  const size = readVint(bytes, offset + id.length, false);
  return { id: id.value, size: size.allOnes ? null : size.value, start: offset + id.length + size.length };
}

/** The element's content, all of which must be at hand; only for small leaf elements. */
function content(bytes: Uint8Array, element: Element): Uint8Array {
  if (element.size === null || element.size > MAX_HEADER_ELEMENT_BYTES) throw new Invalid("malformed");
  if (element.start + element.size > bytes.length) throw new NeedMore();
  return bytes.subarray(element.start, element.start + element.size);
}

function readUint(bytes: Uint8Array): number {
  if (bytes.length > 6) throw new Invalid("malformed");
  return bytes.reduce((value, byte) => value * 256 + byte, 0);
}

function readString(bytes: Uint8Array): string {
  // EBML strings may be padded with zero bytes.
  return String.fromCharCode(...bytes).replace(/\0+$/, "");
}

/** The children of a master element of known size, in order. */
function* children(bytes: Uint8Array, parent: Element): Generator<Element> {
  const end = parent.start + parent.size!;
  let offset = parent.start;
  while (offset < end) {
    const child = readElement(bytes, offset);
    if (child.size === null || child.start + child.size > end) throw new Invalid("malformed");
    yield child;
    offset = child.start + child.size;
  }
}

function checkEbmlHeader(bytes: Uint8Array): number {
  const magic = [0x1a, 0x45, 0xdf, 0xa3];
  if (magic.some((byte, index) => index < bytes.length && bytes[index] !== byte)) throw new Invalid("not_ebml");
  const header = readElement(bytes, 0);
  if (header.size === null || header.size > MAX_HEADER_ELEMENT_BYTES) throw new Invalid("malformed");
  if (header.start + header.size > bytes.length) throw new NeedMore();
  let docType: string | null = null;
  for (const child of children(bytes, header)) {
    if (child.id === ID.docType) docType = readString(content(bytes, child));
  }
  if (docType !== "webm") throw new Invalid("not_webm_doctype");
  return header.start + header.size;
}

function checkTrackEntry(bytes: Uint8Array, entry: Element): "audio" | "video" | "other" {
  let type: number | null = null;
  let codec = "";
  let audioSettings = false;
  for (const child of children(bytes, entry)) {
    if (child.id === ID.trackType) type = readUint(content(bytes, child));
    else if (child.id === ID.codecId) codec = readString(content(bytes, child));
    else if (child.id === ID.video) type ??= TRACK_TYPE_VIDEO;
    else if (child.id === ID.audio) audioSettings = true;
  }
  if (type === TRACK_TYPE_VIDEO || codec.startsWith("V_")) return "video";
  if ((type === TRACK_TYPE_AUDIO || (type === null && audioSettings)) && AUDIO_CODECS.has(codec)) return "audio";
  return "other";
}

function checkTracks(bytes: Uint8Array, tracks: Element) {
  if (tracks.size === null || tracks.size > MAX_HEADER_ELEMENT_BYTES) throw new Invalid("malformed");
  if (tracks.start + tracks.size > bytes.length) throw new NeedMore();
  let audio = false;
  for (const child of children(bytes, tracks)) {
    if (child.id !== ID.trackEntry) continue;
    const kind = checkTrackEntry(bytes, child);
    if (kind === "video") throw new Invalid("video_track");
    audio ||= kind === "audio";
  }
  if (!audio) throw new Invalid("no_audio_track");
}

/**
 * Judges the first bytes of an upload. `complete` says that no more bytes will come, so a
 * header that is cut short is invalid rather than waiting for more.
 */
export function inspectWebmHeader(bytes: Uint8Array, complete: boolean): WebmHeaderVerdict {
  try {
    const segmentAt = checkEbmlHeader(bytes);
    const segment = readElement(bytes, segmentAt);
    if (segment.id !== ID.segment) throw new Invalid("no_segment");
    const segmentEnd = segment.size === null ? Infinity : segment.start + segment.size;
    // Level-1 elements before the Tracks (SeekHead, Info, Void, ...) are skipped by their size.
    let offset = segment.start;
    for (;;) {
      if (offset >= segmentEnd) throw new Invalid("no_tracks");
      const element = readElement(bytes, offset);
      if (element.id === ID.tracks) {
        checkTracks(bytes, element);
        return { kind: "audio" };
      }
      // Media data before any Tracks, or an element that cannot be skipped: not a recording.
      if (element.id === ID.cluster || element.size === null) throw new Invalid("no_tracks");
      offset = element.start + element.size;
    }
  } catch (error) {
    if (error instanceof Invalid) return { kind: "invalid", reason: error.reason };
    if (error instanceof NeedMore) return complete ? { kind: "invalid", reason: "malformed" } : { kind: "need_more" };
    throw error;
  }
}
