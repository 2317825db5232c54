import { concatBytes } from "~/lib/bytes";
import type { PictureType } from "./picture-format";

/**
 * A picture's type, size and metadata read from its own bytes (docs/decisions/0072): never from
 * the upload's content type or file name. The type comes from the file's magic number, width and
 * height from the image's own header (JPEG SOF, PNG IHDR, WebP VP8/VP8L/VP8X), and what a browser
 * does not need to draw the picture (location, camera, dates, comments, thumbnails, anything
 * unknown) is removed segment by segment, chunk by chunk; the image data itself is copied as it is.
 */

export type PictureReading =
  | { ok: true; type: PictureType; width: number; height: number; bytes: Uint8Array<ArrayBuffer> }
  | { ok: false; reason: "unsupported" | "unreadable" };

/** A cleaned picture: its bytes without metadata, and the size it is displayed at. */
interface CleanPicture {
  bytes: Uint8Array<ArrayBuffer>;
  width: number;
  height: number;
}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

function startsWith(bytes: Uint8Array, prefix: readonly number[], at = 0): boolean {
  return prefix.every((byte, index) => bytes[at + index] === byte);
}

function ascii(bytes: Uint8Array, at: number, length: number): string {
  return String.fromCharCode(...bytes.subarray(at, at + length));
}

function asciiBytes(text: string): number[] {
  return [...text].map((character) => character.charCodeAt(0));
}

/** The picture type a file's first bytes announce, or null for anything else. */
export function sniffPictureType(bytes: Uint8Array): PictureType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "image/jpeg";
  if (startsWith(bytes, PNG_SIGNATURE)) return "image/png";
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === "RIFF" && ascii(bytes, 8, 4) === "WEBP") return "image/webp";
  return null;
}

/**
 * The picture's type, its display width and height, and its bytes without metadata. Unsupported
 * when the bytes are no JPEG, PNG or WebP; unreadable when they claim to be one but their
 * structure is broken or gives no size.
 */
export function readPicture(bytes: Uint8Array): PictureReading {
  const type = sniffPictureType(bytes);
  if (!type) return { ok: false, reason: "unsupported" };
  const clean = type === "image/jpeg" ? cleanJpeg(bytes) : type === "image/png" ? cleanPng(bytes) : cleanWebp(bytes);
  if (!clean) return { ok: false, reason: "unreadable" };
  return { ok: true, type, ...clean };
}

// ---- JPEG: a sequence of marker segments; the image data follows each SOS header ----

/** Start-of-frame markers (baseline, progressive, lossless, arithmetic): they carry the size. */
const JPEG_FRAME_MARKERS = new Set([0xc0, 0xc1, 0xc2, 0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf]);
const JPEG_SOS = 0xda;
const JPEG_EOI = 0xd9;
const JPEG_COMMENT = 0xfe;

/**
 * Application segments kept, by marker and the identifier their data starts with: JFIF (pixel
 * density), the ICC colour profile (a phone's wide-gamut colours) and Adobe's (how CMYK is
 * encoded). Every other APPn is dropped: Exif and XMP (location, camera, dates), IPTC, MPF (the
 * index of pictures appended after the image, which are dropped too), makers' own segments.
 */
const JPEG_KEPT_APPLICATION_SEGMENTS: ReadonlyArray<readonly [number, number[]]> = [
  [0xe0, asciiBytes("JFIF\0")],
  [0xe2, asciiBytes("ICC_PROFILE\0")],
  [0xee, asciiBytes("Adobe")],
];
const EXIF_IDENTIFIER = asciiBytes("Exif\0\0");

function isApplicationMarker(marker: number): boolean {
  return marker >= 0xe0 && marker <= 0xef;
}

function isRestartMarker(marker: number): boolean {
  return marker >= 0xd0 && marker <= 0xd7;
}

function readUint16(bytes: Uint8Array, at: number): number {
  return (bytes[at]! << 8) | bytes[at + 1]!;
}

/**
 * Where the entropy-coded data that starts at `from` ends: at the first marker that is neither a
 * stuffed 0xFF00 nor a restart marker (fill bytes 0xFF before it are skipped). -1 when the file
 * ends first.
 */
function endOfScan(bytes: Uint8Array, from: number): number {
  let at = from;
  for (;;) {
    at = bytes.indexOf(0xff, at);
    if (at === -1 || at + 1 >= bytes.length) return -1;
    const next = bytes[at + 1]!;
    if (next === 0x00 || isRestartMarker(next)) at += 2;
    else if (next === 0xff) at += 1;
    else return at;
  }
}

/**
 * The Orientation tag (1-8) of an Exif block's first image directory; 1 when absent or unreadable.
 * `tiff` starts at the TIFF header ("II" or "MM", 42, the directory's offset).
 */
export function exifOrientation(tiff: Uint8Array): number {
  if (tiff.length < 8) return 1;
  const littleEndian = tiff[0] === 0x49 && tiff[1] === 0x49;
  if (!littleEndian && !(tiff[0] === 0x4d && tiff[1] === 0x4d)) return 1;
  const view = new DataView(tiff.buffer, tiff.byteOffset, tiff.byteLength);
  if (view.getUint16(2, littleEndian) !== 42) return 1;
  const directory = view.getUint32(4, littleEndian);
  if (directory + 2 > tiff.length) return 1;
  const entries = view.getUint16(directory, littleEndian);
  for (let index = 0; index < entries; index++) {
    const entry = directory + 2 + index * 12;
    if (entry + 12 > tiff.length) break;
    // Tag 0x0112 Orientation, type 3 (SHORT), one value held in the entry itself.
    if (view.getUint16(entry, littleEndian) !== 0x0112 || view.getUint16(entry + 2, littleEndian) !== 3) continue;
    const orientation = view.getUint16(entry + 8, littleEndian);
    return orientation >= 1 && orientation <= 8 ? orientation : 1;
  }
  return 1;
}

/**
 * An Exif segment holding the orientation alone. Browsers turn a photo as its Exif says; without
 * this a phone's portrait photo would show on its side once its Exif (and location) is removed.
 */
function orientationOnlyExif(orientation: number): Uint8Array {
  return Uint8Array.from([
    ...[0xff, 0xe1, 0x00, 0x22],
    ...EXIF_IDENTIFIER,
    // Big-endian TIFF header, first directory at offset 8, one entry, no next directory.
    ...[0x4d, 0x4d, 0x00, 0x2a, 0x00, 0x00, 0x00, 0x08, 0x00, 0x01],
    ...[0x01, 0x12, 0x00, 0x03, 0x00, 0x00, 0x00, 0x01, 0x00, orientation, 0x00, 0x00],
    ...[0x00, 0x00, 0x00, 0x00],
  ]);
}

function cleanJpeg(bytes: Uint8Array): CleanPicture | null {
  const kept: Uint8Array[] = [bytes.subarray(0, 2)];
  let size: { width: number; height: number } | null = null;
  let orientation = 1;
  let exifPlace = -1;
  let scanned = false;
  let at = 2;
  while (at < bytes.length) {
    if (bytes[at] !== 0xff) return null;
    while (bytes[at + 1] === 0xff) at++;
    const segmentStart = at;
    const marker = bytes[at + 1];
    if (marker === undefined) return null;
    at += 2;
    if (marker === JPEG_EOI) {
      // Whatever follows the image (a maker's second picture, a motion photo's video) is dropped.
      kept.push(Uint8Array.of(0xff, JPEG_EOI));
      break;
    }
    if (marker === 0x01 || isRestartMarker(marker)) continue;
    if (at + 2 > bytes.length) return null;
    const segmentEnd = at + readUint16(bytes, at);
    if (segmentEnd < at + 2 || segmentEnd > bytes.length) return null;
    const data = bytes.subarray(at + 2, segmentEnd);
    at = segmentEnd;
    if (JPEG_FRAME_MARKERS.has(marker)) {
      if (data.length < 5) return null;
      const height = readUint16(data, 1);
      const width = readUint16(data, 3);
      if (width === 0 || height === 0) return null;
      size = { width, height };
    } else if (marker === JPEG_SOS) {
      if (!size) return null;
      const scanEnd = endOfScan(bytes, segmentEnd);
      // A file cut off inside its last scan still shows in browsers: keep what came, then end it.
      kept.push(bytes.subarray(segmentStart, scanEnd === -1 ? bytes.length : scanEnd));
      scanned = true;
      if (scanEnd === -1) {
        kept.push(Uint8Array.of(0xff, JPEG_EOI));
        break;
      }
      at = scanEnd;
      continue;
    } else if (isApplicationMarker(marker)) {
      if (marker === 0xe1 && startsWith(data, EXIF_IDENTIFIER)) {
        if (exifPlace === -1) {
          exifPlace = kept.length;
          orientation = exifOrientation(data.subarray(EXIF_IDENTIFIER.length));
        }
        continue;
      }
      if (
        !JPEG_KEPT_APPLICATION_SEGMENTS.some(
          ([keptMarker, identifier]) => keptMarker === marker && startsWith(data, identifier),
        )
      )
        continue;
    } else if (marker === JPEG_COMMENT) {
      continue;
    }
    kept.push(bytes.subarray(segmentStart, segmentEnd));
  }
  if (!size || !scanned) return null;
  if (orientation !== 1) kept.splice(exifPlace, 0, orientationOnlyExif(orientation));
  // Orientations 5 to 8 turn the picture a quarter: it is displayed as tall as it is stored wide.
  const turned = orientation >= 5;
  return {
    bytes: concatBytes(kept),
    width: turned ? size.height : size.width,
    height: turned ? size.width : size.height,
  };
}

// ---- PNG: the signature, then chunks (length, type, data, CRC) ending with IEND ----

/**
 * Chunks kept: the image, its palette and transparency, colour space and profile, physical pixel
 * size, background, and APNG's animation. Dropped: eXIf (Exif), tEXt/iTXt/zTXt (text, XMP), tIME
 * and every chunk not named here.
 */
const PNG_KEPT_CHUNKS = new Set([
  "IHDR",
  "PLTE",
  "IDAT",
  "IEND",
  "tRNS",
  "cHRM",
  "gAMA",
  "iCCP",
  "sBIT",
  "sRGB",
  "cICP",
  "mDCV",
  "cLLI",
  "pHYs",
  "bKGD",
  "acTL",
  "fcTL",
  "fdAT",
]);

function cleanPng(bytes: Uint8Array): CleanPicture | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const kept: Uint8Array[] = [bytes.subarray(0, PNG_SIGNATURE.length)];
  let size: { width: number; height: number } | null = null;
  let hasImageData = false;
  let at = PNG_SIGNATURE.length;
  for (;;) {
    if (at + 12 > bytes.length) return null;
    const chunkEnd = at + 12 + view.getUint32(at);
    if (chunkEnd > bytes.length) return null;
    const type = ascii(bytes, at + 4, 4);
    if (!size) {
      if (type !== "IHDR" || view.getUint32(at) !== 13) return null;
      size = { width: view.getUint32(at + 8), height: view.getUint32(at + 12) };
      if (size.width === 0 || size.height === 0) return null;
    }
    if (type === "IDAT") hasImageData = true;
    if (PNG_KEPT_CHUNKS.has(type)) kept.push(bytes.subarray(at, chunkEnd));
    at = chunkEnd;
    // Anything after IEND is not part of the picture.
    if (type === "IEND") break;
  }
  return hasImageData ? { bytes: concatBytes(kept), ...size } : null;
}

// ---- WebP: a RIFF container of chunks (FourCC, little-endian size, data, padding to even) ----

/** Chunks kept: the image (lossy, lossless, alpha), the extended header, ICC profile and animation. */
const WEBP_KEPT_CHUNKS = new Set(["VP8 ", "VP8L", "VP8X", "ALPH", "ICCP", "ANIM", "ANMF"]);
/** The extended header's flags for the EXIF and XMP chunks, cleared with the chunks. */
const VP8X_EXIF_FLAG = 0x08;
const VP8X_XMP_FLAG = 0x04;

function webpImageSize(fourCC: string, data: Uint8Array): { width: number; height: number } | null {
  if (fourCC === "VP8X") {
    if (data.length < 10) return null;
    return {
      width: 1 + (data[4]! | (data[5]! << 8) | (data[6]! << 16)),
      height: 1 + (data[7]! | (data[8]! << 8) | (data[9]! << 16)),
    };
  }
  if (fourCC === "VP8 ") {
    // A key frame: 3 bytes of frame tag, the start code 9D 01 2A, then 14-bit width and height.
    if (data.length < 10 || !startsWith(data, [0x9d, 0x01, 0x2a], 3)) return null;
    return { width: (data[6]! | (data[7]! << 8)) & 0x3fff, height: (data[8]! | (data[9]! << 8)) & 0x3fff };
  }
  if (fourCC === "VP8L") {
    // The signature 0x2F, then width - 1 and height - 1 in 14 bits each.
    if (data.length < 5 || data[0] !== 0x2f) return null;
    const bits = data[1]! | (data[2]! << 8) | (data[3]! << 16) | (data[4]! << 24);
    return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
  }
  return null;
}

function cleanWebp(bytes: Uint8Array): CleanPicture | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const end = Math.min(bytes.length, 8 + view.getUint32(4, true));
  const kept: Uint8Array[] = [];
  let size: { width: number; height: number } | null = null;
  let at = 12;
  while (at + 8 <= end) {
    const fourCC = ascii(bytes, at, 4);
    const dataEnd = at + 8 + view.getUint32(at + 4, true);
    if (dataEnd > end) return null;
    const data = bytes.subarray(at + 8, dataEnd);
    if (!size) {
      size = webpImageSize(fourCC, data);
      if (!size || size.width === 0 || size.height === 0) return null;
    }
    if (WEBP_KEPT_CHUNKS.has(fourCC)) {
      // Chunks are padded to an even length; a missing last pad byte is put back.
      const chunk = new Uint8Array(8 + data.length + (data.length % 2));
      chunk.set(bytes.subarray(at, dataEnd));
      if (fourCC === "VP8X") chunk[8] = chunk[8]! & ~(VP8X_EXIF_FLAG | VP8X_XMP_FLAG);
      kept.push(chunk);
    }
    at = dataEnd + (data.length % 2);
  }
  if (!size) return null;
  const chunks = concatBytes(kept);
  const header = new Uint8Array(12);
  header.set(asciiBytes("RIFF"), 0);
  new DataView(header.buffer).setUint32(4, 4 + chunks.length, true);
  header.set(asciiBytes("WEBP"), 8);
  return { bytes: concatBytes([header, chunks]), ...size };
}
