import { describe, expect, it } from "vitest";
import { exifOrientation, readPicture, sniffPictureType } from "~/features/pictures/picture-bytes";
import { concat } from "../support/bytes";
import {
  ascii,
  CAMERA_MAKE,
  commentSegment,
  contains,
  exifSegment,
  exifTiff,
  GPS_INFO_TAG,
  GPS_LATITUDE,
  iccSegment,
  jfifSegment,
  jpegSegment,
  jpegWith,
  png,
  pngChunk,
  pngText,
  TINY_JPEG,
  TINY_WEBP_EXTENDED,
  TINY_WEBP_LOSSLESS,
  TINY_WEBP_LOSSY,
  webp,
  webpChunk,
  webpChunks,
  webpWithMetadata,
  xmpSegment,
  XMP_PACKET,
} from "../support/pictures";

function readOk(bytes: Uint8Array) {
  const reading = readPicture(bytes);
  if (!reading.ok) throw new Error(`refused: ${reading.reason}`);
  return reading;
}

/** What a decoder sees: the segment markers of a JPEG up to its first scan. */
function jpegMarkers(bytes: Uint8Array): number[] {
  const markers: number[] = [];
  for (let at = 2; at < bytes.length;) {
    const marker = bytes[at + 1]!;
    markers.push(marker);
    if (marker === 0xda) break;
    at += 2 + ((bytes[at + 2]! << 8) | bytes[at + 3]!);
  }
  return markers;
}

describe("sniffPictureType", () => {
  it("knows JPEG, PNG and WebP by their first bytes", async () => {
    expect(sniffPictureType(TINY_JPEG)).toBe("image/jpeg");
    expect(sniffPictureType(await png(2, 2))).toBe("image/png");
    expect(sniffPictureType(TINY_WEBP_LOSSY)).toBe("image/webp");
  });

  it("knows nothing else: text, GIF, a RIFF that is not WebP, an empty file", () => {
    expect(sniffPictureType(new TextEncoder().encode("<svg xmlns='http://www.w3.org/2000/svg'/>"))).toBeNull();
    expect(sniffPictureType(Uint8Array.from(ascii("GIF89a\x01\x00\x01\x00")))).toBeNull();
    expect(sniffPictureType(Uint8Array.from(ascii("RIFF\x04\x00\x00\x00WAVE")))).toBeNull();
    expect(sniffPictureType(new Uint8Array())).toBeNull();
  });
});

describe("readPicture: JPEG", () => {
  it("reads the size from the frame header", () => {
    expect(readOk(TINY_JPEG)).toMatchObject({ type: "image/jpeg", width: 3, height: 2 });
  });

  it("removes Exif (camera, location), XMP and comments, keeps JFIF and the colour profile", () => {
    const original = jpegWith([
      jfifSegment(),
      exifSegment(),
      xmpSegment(),
      iccSegment(),
      commentSegment("Taken at home"),
    ]);
    expect(contains(original, GPS_INFO_TAG)).toBe(true);
    const { bytes, width, height } = readOk(original);
    expect({ width, height }).toEqual({ width: 3, height: 2 });
    for (const gone of [
      GPS_INFO_TAG,
      GPS_LATITUDE,
      ascii(CAMERA_MAKE),
      XMP_PACKET,
      ascii("Exif"),
      ascii("Taken at home"),
    ]) {
      expect(contains(bytes, gone)).toBe(false);
    }
    expect(jpegMarkers(bytes)).toEqual([0xe0, 0xe2, 0xdb, 0xdb, 0xc0, 0xc4, 0xc4, 0xc4, 0xc4, 0xda]);
    // The image data is untouched: the file is the original's with the dropped segments cut out.
    expect(bytes).toEqual(jpegWith([jfifSegment(), iccSegment()]));
  });

  it("keeps the orientation alone, and gives a turned photo's displayed size", () => {
    const { bytes, width, height } = readOk(jpegWith([exifSegment({ orientation: 6 })]));
    expect({ width, height }).toEqual({ width: 2, height: 3 });
    expect(contains(bytes, GPS_INFO_TAG)).toBe(false);
    expect(contains(bytes, ascii(CAMERA_MAKE))).toBe(false);
    // Right after the start marker: an APP1 segment of 32 bytes, "Exif\0\0" and a TIFF block.
    expect([...bytes.subarray(2, 6)]).toEqual([0xff, 0xe1, 0x00, 0x22]);
    const exif = bytes.subarray(6, 6 + 32);
    expect(String.fromCharCode(...exif.subarray(0, 6))).toBe("Exif\0\0");
    expect(exifOrientation(exif.subarray(6))).toBe(6);
    // An upright photo needs no Exif at all.
    expect(contains(readOk(jpegWith([exifSegment({ orientation: 1 })])).bytes, ascii("Exif"))).toBe(false);
  });

  it("drops whatever follows the end of the image (a second picture, a motion photo's video)", () => {
    const appended = concat(TINY_JPEG.subarray(0, 2), exifSegment(), TINY_JPEG.subarray(2));
    const { bytes } = readOk(jpegWith([], appended));
    expect(bytes).toEqual(TINY_JPEG);
  });

  it("keeps byte stuffing and restart markers inside the scan", () => {
    const sos = TINY_JPEG.lastIndexOf(0xda) - 1;
    const scanStart = sos + 2 + ((TINY_JPEG[sos + 2]! << 8) | TINY_JPEG[sos + 3]!);
    const scan = [0x12, 0xff, 0x00, 0x34, 0xff, 0xd0, 0x56, 0xff, 0xff, 0xd1, 0x78];
    const original = concat(TINY_JPEG.subarray(0, scanStart), scan, [0xff, 0xd9]);
    expect(readOk(original).bytes).toEqual(original);
  });

  it("ends a file cut off inside its scan, as browsers still show it", () => {
    const cut = TINY_JPEG.subarray(0, TINY_JPEG.length - 4);
    expect(readOk(cut).bytes).toEqual(concat(cut, [0xff, 0xd9]));
  });

  it("refuses as unreadable: no frame header, a size of zero, a segment running past the end", () => {
    const sof = TINY_JPEG.indexOf(0xc0) - 1;
    const withoutFrame = concat(TINY_JPEG.subarray(0, sof), TINY_JPEG.subarray(sof + 2 + 17));
    const zeroWidth = TINY_JPEG.slice();
    zeroWidth[sof + 7] = 0;
    zeroWidth[sof + 8] = 0;
    for (const broken of [
      withoutFrame,
      zeroWidth,
      TINY_JPEG.subarray(0, 30),
      concat([0xff, 0xd8, 0xff, 0xe0, 0x40, 0x00]),
      concat([0xff, 0xd8, 0xff], ascii("not a picture at all")),
    ]) {
      expect(readPicture(broken)).toEqual({ ok: false, reason: "unreadable" });
    }
  });
});

describe("readPicture: PNG", () => {
  it("reads the size from IHDR and keeps the image, removing text, Exif and unknown chunks", async () => {
    const original = await png(640, 427, {
      extra: [
        pngChunk("sRGB", [0]),
        pngText("Comment", "Taken at home"),
        pngChunk("iTXt", [...ascii("XML:com.adobe.xmp"), 0, 0, 0, 0, 0, ...XMP_PACKET]),
        pngChunk("zTXt", [...ascii("Author"), 0, 0, 0x78, 0x9c]),
        pngChunk("eXIf", exifTiff()),
        pngChunk("tIME", [0x07, 0xea, 11, 29, 2, 30, 0]),
        pngChunk("prVt", ascii(CAMERA_MAKE)),
      ],
      after: exifTiff(),
    });
    const { bytes, type, width, height } = readOk(original);
    expect({ type, width, height }).toEqual({ type: "image/png", width: 640, height: 427 });
    for (const gone of [GPS_INFO_TAG, ascii(CAMERA_MAKE), XMP_PACKET, ascii("Taken at home"), ascii("tIME")]) {
      expect(contains(bytes, gone)).toBe(false);
    }
    expect(bytes).toEqual(await png(640, 427, { extra: [pngChunk("sRGB", [0])] }));
  });

  it("refuses as unreadable: IHDR missing or not first, no image data, a chunk past the end", async () => {
    const good = await png(4, 4);
    const withoutIhdr = concat(good.subarray(0, 8), good.subarray(8 + 25));
    const withoutData = concat(good.subarray(0, 8 + 25), pngChunk("IEND", []));
    for (const broken of [withoutIhdr, withoutData, good.subarray(0, good.length - 6), good.subarray(0, 8)]) {
      expect(readPicture(broken)).toEqual({ ok: false, reason: "unreadable" });
    }
  });
});

describe("readPicture: WebP", () => {
  it("reads the size of lossy (VP8), lossless (VP8L) and extended (VP8X) files", () => {
    for (const file of [TINY_WEBP_LOSSY, TINY_WEBP_LOSSLESS, TINY_WEBP_EXTENDED]) {
      expect(readOk(file)).toMatchObject({ type: "image/webp", width: 3, height: 2 });
    }
    // Files with nothing to remove are stored as they came.
    expect(readOk(TINY_WEBP_LOSSY).bytes).toEqual(TINY_WEBP_LOSSY);
    expect(readOk(TINY_WEBP_EXTENDED).bytes).toEqual(TINY_WEBP_EXTENDED);
  });

  it("removes the EXIF and XMP chunks and clears their flags in the VP8X header", () => {
    const original = webpWithMetadata();
    expect(webpChunks(original).map(([fourCC]) => fourCC)).toEqual(["VP8X", "ALPH", "VP8 ", "EXIF", "XMP "]);
    const { bytes } = readOk(original);
    expect(webpChunks(bytes).map(([fourCC]) => fourCC)).toEqual(["VP8X", "ALPH", "VP8 "]);
    expect(webpChunks(bytes)[0]![1][0]! & 0x0c).toBe(0);
    expect(contains(bytes, GPS_INFO_TAG)).toBe(false);
    expect(contains(bytes, ascii(CAMERA_MAKE))).toBe(false);
    expect(new DataView(bytes.buffer).getUint32(4, true)).toBe(bytes.length - 8);
    expect(bytes).toEqual(TINY_WEBP_EXTENDED);
  });

  it("refuses as unreadable: no image chunk first, a chunk past the end, a broken VP8 start code", () => {
    const [, [, vp8]] = webpChunks(TINY_WEBP_EXTENDED).slice(1) as [[string, Uint8Array], [string, Uint8Array]];
    const brokenStart = vp8.slice();
    brokenStart[3] = 0;
    for (const broken of [
      webp(webpChunk("EXIF", exifTiff()), webpChunk("VP8 ", vp8)),
      webp(webpChunk("VP8 ", brokenStart)),
      TINY_WEBP_LOSSY.subarray(0, 30),
      webp(),
    ]) {
      expect(readPicture(broken)).toEqual({ ok: false, reason: "unreadable" });
    }
  });
});

describe("readPicture: anything else", () => {
  it("is unsupported, whatever its name or claimed type", () => {
    expect(readPicture(new TextEncoder().encode("just text, called photo.jpg"))).toEqual({
      ok: false,
      reason: "unsupported",
    });
    expect(readPicture(jpegSegment(0xe0, []))).toEqual({ ok: false, reason: "unsupported" });
  });
});
