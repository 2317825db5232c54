/**
 * Hand-built WebM bytes for tests, laid out like a browser's MediaRecorder output: the EBML
 * header, a Segment of unknown size, Info, Tracks with one Opus audio track, then a Cluster of
 * unknown size whose content is filler. Options make the variants the upload must refuse.
 */

import { concat } from "./bytes";

type Bytes = Uint8Array<ArrayBuffer>;

/** An element ID (bytes as written) with an 8-byte size and its content. */
export function ebmlElement(id: number[], ...content: ArrayLike<number>[]): Bytes {
  const body = concat(...content);
  const size = [0x01, 0, 0, 0, 0, 0, 0, 0];
  for (let index = 7, rest = body.length; index > 0; index--, rest = Math.floor(rest / 256)) size[index] = rest % 256;
  return concat(id, size, body);
}

const UNKNOWN_SIZE = [0x01, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff];
const text = (value: string) => [...value].map((char) => char.charCodeAt(0));

export interface WebmOptions {
  docType?: string;
  /** The tracks' (TrackType, CodecID); one Opus audio track unless given. */
  tracks?: [number, string][];
}

/** The header of a WebM recording: everything up to the first Cluster. */
export function webmHeader({ docType = "webm", tracks = [[2, "A_OPUS"]] }: WebmOptions = {}): Bytes {
  const ebml = ebmlElement(
    [0x1a, 0x45, 0xdf, 0xa3],
    ebmlElement([0x42, 0x86], [1]), // EBMLVersion
    ebmlElement([0x42, 0xf7], [1]), // EBMLReadVersion
    ebmlElement([0x42, 0x82], text(docType)),
    ebmlElement([0x42, 0x87], [4]), // DocTypeVersion
    ebmlElement([0x42, 0x85], [2]), // DocTypeReadVersion
  );
  const info = ebmlElement(
    [0x15, 0x49, 0xa9, 0x66],
    ebmlElement([0x2a, 0xd7, 0xb1], [0x0f, 0x42, 0x40]), // TimecodeScale
    ebmlElement([0x4d, 0x80], text("Chrome")), // MuxingApp
  );
  const entries = tracks.map(([type, codec], index) =>
    ebmlElement(
      [0xae],
      ebmlElement([0xd7], [index + 1]), // TrackNumber
      ebmlElement([0x83], [type]),
      ebmlElement([0x86], text(codec)),
      type === 2
        ? ebmlElement([0xe1], ebmlElement([0x9f], [1])) // Audio: Channels
        : ebmlElement([0xe0], ebmlElement([0xb0], [0x01, 0x40])), // Video: PixelWidth
    ),
  );
  const trackList = ebmlElement([0x16, 0x54, 0xae, 0x6b], ...entries);
  return concat(ebml, [0x18, 0x53, 0x80, 0x67], UNKNOWN_SIZE, info, trackList);
}

/** A WebM recording of exactly `size` bytes (at least the header and a Cluster's start). */
export function webmBytes(size = 2048, options: WebmOptions = {}): Bytes {
  const header = concat(webmHeader(options), [0x1f, 0x43, 0xb6, 0x75], UNKNOWN_SIZE);
  if (size < header.length) throw new Error(`A WebM test file needs at least ${header.length} bytes`);
  const bytes = new Uint8Array(size);
  bytes.set(header);
  for (let index = header.length; index < size; index++) bytes[index] = index % 251;
  return bytes;
}
