/**
 * Pictures for tests, built in code: PNGs of any size (real, decodable: one colour, deflated),
 * tiny JPEG and WebP files, and the metadata a camera or phone adds (an Exif block with a
 * location and a camera make, XMP, comments, text chunks), to splice into them.
 */

import { concat } from "./bytes";

type Bytes = Uint8Array<ArrayBuffer>;

export const ascii = (value: string) => [...value].map((character) => character.charCodeAt(0));

const fromBase64 = (value: string): Bytes => Uint8Array.from(atob(value), (character) => character.charCodeAt(0));

/** Whether `needle` occurs in `bytes`. */
export function contains(bytes: Uint8Array, needle: ArrayLike<number>): boolean {
  outer: for (let start = 0; start + needle.length <= bytes.length; start++) {
    for (let index = 0; index < needle.length; index++) if (bytes[start + index] !== needle[index]) continue outer;
    return true;
  }
  return false;
}

const u16be = (value: number) => [(value >> 8) & 0xff, value & 0xff];
const u32be = (value: number) => [(value >>> 24) & 0xff, (value >> 16) & 0xff, (value >> 8) & 0xff, value & 0xff];
const u16le = (value: number) => [value & 0xff, (value >> 8) & 0xff];
const u32le = (value: number) => [value & 0xff, (value >> 8) & 0xff, (value >> 16) & 0xff, (value >>> 24) & 0xff];

// ---- Metadata ----

/** The camera make the Exif block names: found in a file only while its Exif is there. */
export const CAMERA_MAKE = "SpyCam 3000";
/** The GPSInfo tag (0x8825, type LONG) as a little-endian Exif block writes it. */
export const GPS_INFO_TAG = [0x25, 0x88, 0x04, 0x00];
/** Latitude 51° 30' 26" N as the GPS directory's three rationals hold it. */
export const GPS_LATITUDE = [...u32le(51), ...u32le(1), ...u32le(30), ...u32le(1), ...u32le(2600), ...u32le(100)];

/**
 * A little-endian TIFF block as Exif holds it: the first directory names the camera make, an
 * orientation when given, and points to a GPS directory with a latitude.
 */
export function exifTiff({ orientation }: { orientation?: number } = {}): Bytes {
  const make = [...ascii(CAMERA_MAKE), 0];
  const entries = orientation ? 3 : 2;
  const ifd0 = 8;
  const ifd0Size = 2 + entries * 12 + 4;
  const makeAt = ifd0 + ifd0Size;
  const gpsAt = makeAt + make.length;
  const gpsSize = 2 + 2 * 12 + 4;
  const latitudeAt = gpsAt + gpsSize;
  const entry = (tag: number, type: number, count: number, value: number[]) => [
    ...u16le(tag),
    ...u16le(type),
    ...u32le(count),
    ...value,
  ];
  return concat(
    [0x49, 0x49, 0x2a, 0x00, ...u32le(ifd0)],
    u16le(entries),
    entry(0x010f, 2, make.length, u32le(makeAt)),
    orientation ? entry(0x0112, 3, 1, [...u16le(orientation), 0, 0]) : [],
    entry(0x8825, 4, 1, u32le(gpsAt)),
    u32le(0),
    make,
    u16le(2),
    entry(0x0001, 2, 2, [0x4e, 0, 0, 0]),
    entry(0x0002, 5, 3, u32le(latitudeAt)),
    u32le(0),
    GPS_LATITUDE,
  );
}

/** The XMP packet a photo editor writes, with a location of its own. */
export const XMP_PACKET = ascii(
  '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:Description exif:GPSLatitude="51,30.43N"/></x:xmpmeta>',
);

// ---- JPEG ----

/** A 3 × 2 baseline JPEG (sharp's output, quality 50): SOI, DQT, SOF0, DHT, SOS, data, EOI. */
export const TINY_JPEG = fromBase64(
  "/9j/2wBDABALDA4MChAODQ4SERATGCgaGBYWGDEjJR0oOjM9PDkzODdASFxOQERXRTc4UG1RV19iZ2hnPk1xeXBkeFxlZ2P/2wBDARESEhgVGC8aGi9jQjhCY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2P/wAARCAACAAMDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAP/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFQEBAQAAAAAAAAAAAAAAAAAAAwb/xAAUEQEAAAAAAAAAAAAAAAAAAAAA/9oADAMBAAIRAxEAPwCwBU+//9k=",
);

/** A JPEG marker segment: FF, the marker, the length (itself included) and the data. */
export function jpegSegment(marker: number, data: ArrayLike<number>): Bytes {
  return concat([0xff, marker], u16be(data.length + 2), data);
}

export const jfifSegment = () => jpegSegment(0xe0, [...ascii("JFIF\0"), 1, 1, 0, 0, 1, 0, 1, 0, 0]);
export const exifSegment = (options?: { orientation?: number }) =>
  jpegSegment(0xe1, concat(ascii("Exif\0\0"), exifTiff(options)));
export const xmpSegment = () => jpegSegment(0xe1, concat(ascii("http://ns.adobe.com/xap/1.0/\0"), XMP_PACKET));
export const iccSegment = () => jpegSegment(0xe2, [...ascii("ICC_PROFILE\0"), 1, 1, ...ascii("profile")]);
export const commentSegment = (text: string) => jpegSegment(0xfe, ascii(text));

/** TINY_JPEG with these segments right after its start marker, and `after` past its end. */
export function jpegWith(segments: Uint8Array[], after: ArrayLike<number> = []): Bytes {
  return concat(TINY_JPEG.subarray(0, 2), ...segments, TINY_JPEG.subarray(2), after);
}

// ---- PNG ----

const CRC_TABLE = Array.from({ length: 256 }, (_, index) => {
  let crc = index;
  for (let bit = 0; bit < 8; bit++) crc = crc & 1 ? 0xedb88320 ^ (crc >>> 1) : crc >>> 1;
  return crc >>> 0;
});

function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = CRC_TABLE[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

export function pngChunk(type: string, data: ArrayLike<number>): Bytes {
  const typeAndData = concat(ascii(type), data);
  return concat(u32be(data.length), typeAndData, u32be(crc32(typeAndData)));
}

async function deflate(bytes: Uint8Array<ArrayBuffer>): Promise<Bytes> {
  const stream = new Blob([bytes]).stream().pipeThrough(new CompressionStream("deflate"));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

/**
 * A real PNG, `width` × `height` in the brand's teal (8-bit RGB), with `extra` chunks before
 * its image data and `after` past IEND.
 */
export async function png(
  width: number,
  height: number,
  { extra = [], after = [] }: { extra?: Uint8Array[]; after?: ArrayLike<number> } = {},
): Promise<Bytes> {
  const row = concat([0], ...Array.from({ length: width }, () => [0x2f, 0xb8, 0xa0]));
  const pixels = new Uint8Array(row.length * height);
  for (let line = 0; line < height; line++) pixels.set(row, line * row.length);
  return concat(
    [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
    pngChunk("IHDR", [...u32be(width), ...u32be(height), 8, 2, 0, 0, 0]),
    ...extra,
    pngChunk("IDAT", await deflate(pixels)),
    pngChunk("IEND", []),
    after,
  );
}

export const pngText = (keyword: string, text: string) => pngChunk("tEXt", [...ascii(keyword), 0, ...ascii(text)]);

// ---- WebP ----

/** 3 × 2 WebP files as sharp writes them: lossy (VP8), lossless (VP8L), lossy with alpha (VP8X). */
export const TINY_WEBP_LOSSY = fromBase64(
  "UklGRjgAAABXRUJQVlA4ICwAAABwAQCdASoDAAIAAUAmJaACdAFAAAD+21Hnatj7Pv/sZv/+nd//07v7RAAAAA==",
);
export const TINY_WEBP_LOSSLESS = fromBase64("UklGRh4AAABXRUJQVlA4TBEAAAAvAkAAAAdQ3L4UtP+BiOh/AAA=");
export const TINY_WEBP_EXTENDED = fromBase64(
  "UklGRloAAABXRUJQVlA4WAoAAAAQAAAAAgAAAQAAQUxQSAcAAAAAgICAgICAAFZQOCAsAAAAcAEAnQEqAwACAAFAJiWgAnQBQAAA/ttR52rY+z7/7Gb//p3f/9O7+0QAAAA=",
);

export function webpChunk(fourCC: string, data: ArrayLike<number>): Bytes {
  return concat(ascii(fourCC), u32le(data.length), data, data.length % 2 ? [0] : []);
}

/** The chunks of a WebP file, as [FourCC, data]. */
export function webpChunks(webp: Uint8Array): Array<[string, Bytes]> {
  const view = new DataView(webp.buffer, webp.byteOffset, webp.byteLength);
  const chunks: Array<[string, Bytes]> = [];
  for (let at = 12; at + 8 <= webp.length;) {
    const size = view.getUint32(at + 4, true);
    chunks.push([String.fromCharCode(...webp.subarray(at, at + 4)), webp.slice(at + 8, at + 8 + size)]);
    at += 8 + size + (size % 2);
  }
  return chunks;
}

/** A WebP file of these chunks. */
export function webp(...chunks: Uint8Array[]): Bytes {
  const body = concat(ascii("WEBP"), ...chunks);
  return concat(ascii("RIFF"), u32le(body.length), body);
}

/** TINY_WEBP_EXTENDED with an EXIF and an XMP chunk, flagged in its VP8X header as the format asks. */
export function webpWithMetadata(): Bytes {
  const [[, vp8x], ...rest] = webpChunks(TINY_WEBP_EXTENDED) as [[string, Bytes], ...Array<[string, Bytes]>];
  const flagged = vp8x.slice();
  flagged[0] = flagged[0]! | 0x08 | 0x04;
  return webp(
    webpChunk("VP8X", flagged),
    ...rest.map(([fourCC, data]) => webpChunk(fourCC, data)),
    webpChunk("EXIF", exifTiff()),
    webpChunk("XMP ", XMP_PACKET),
  );
}
