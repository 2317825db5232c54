import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { afterEach, describe, expect, it, vi } from "vitest";
import { getPicture, listPictures, pictureSrcSet } from "~/features/pictures/index.server";
import { runVoiceMaintenance } from "~/features/voice-idea/index.server";
import { createApp } from "../../workers/api";
import {
  ascii,
  CAMERA_MAKE,
  contains,
  exifSegment,
  GPS_INFO_TAG,
  GPS_LATITUDE,
  jpegWith,
  png,
  pngText,
  TINY_JPEG,
  TINY_WEBP_LOSSLESS,
  webpWithMetadata,
  xmpSegment,
} from "../support/pictures";
import { loggedLines } from "./support/logs";

/** The development identity is accepted on a loopback host only. */
const SITE = "http://localhost:5173";
const STAFF = "picture-tester@example.com";
const staffEnv = { ...env, STAFF_DEV_EMAIL: STAFF } as Env;
/** As deployed, with Access configured and no development identity: a request without a token. */
const publicEnv = {
  ...env,
  STAFF_DEV_EMAIL: "",
  STAFF_ACCESS_TEAM_DOMAIN: "pictures-test.cloudflareaccess.com",
  STAFF_ACCESS_AUD: "b".repeat(64),
} as Env;

const app = createApp(async () => new Response("page", { status: 299 }));

afterEach(() => {
  vi.restoreAllMocks();
});

async function send(request: Request, workerEnv: Env = staffEnv) {
  const ctx = createExecutionContext();
  const response = await app.fetch(request, workerEnv, ctx);
  await waitOnExecutionContext(ctx);
  return response;
}

/** The console's upload: a same-origin multipart POST with the file in the field `file`. */
function uploadRequest(file: Blob | string | null, { name = "photo.jpg", type = "image/jpeg" } = {}) {
  const body = new FormData();
  if (typeof file === "string") body.append("file", file);
  else if (file) body.append("file", new File([file], name, { type }));
  return new Request(`${SITE}/staff/pictures`, { method: "POST", body, headers: { Origin: SITE } });
}

async function upload(bytes: Uint8Array<ArrayBuffer>, options?: { name?: string; type?: string }) {
  const response = await send(uploadRequest(new Blob([bytes]), options));
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function stored(id: string, extension: string) {
  const object = await env.RECORDINGS.get(`pictures/${id}.${extension}`);
  return object ? new Uint8Array(await object.arrayBuffer()) : null;
}

async function sha256(bytes: Uint8Array<ArrayBuffer>) {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", bytes));
  return Array.from(digest, (byte) => byte.toString(16).padStart(2, "0")).join("");
}

/** An 11 MB body that arrives in 64 KiB chunks, with no Content-Length; counts what was read of it. */
function elevenMegabyteStream() {
  const chunk = new Uint8Array(64 * 1024).fill(0x41);
  const total = 11_000_000;
  const state = { produced: 0 };
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (state.produced >= total) return controller.close();
      const next = chunk.subarray(0, Math.min(chunk.length, total - state.produced));
      state.produced += next.length;
      controller.enqueue(next.slice());
    },
  });
  return { stream, state };
}

describe("uploading a picture", () => {
  it("stores a JPEG, a PNG and a WebP with their width and height, and answers with its address", async () => {
    const cases = [
      { bytes: TINY_JPEG, type: "image/jpeg", extension: "jpg", width: 3, height: 2 },
      { bytes: await png(640, 427), type: "image/png", extension: "png", width: 640, height: 427 },
      { bytes: TINY_WEBP_LOSSLESS, type: "image/webp", extension: "webp", width: 3, height: 2 },
    ];
    for (const { bytes, type, extension, width, height } of cases) {
      const { status, body } = await upload(bytes, { name: `picture.${extension}`, type });
      const id = await sha256(bytes);
      expect(status).toBe(201);
      expect(body).toEqual({ id, src: `/media/${id}.${extension}`, width, height, type });
      expect(await stored(id, extension)).toEqual(bytes);
      expect(await getPicture(env, id)).toEqual(body);
      const row = await env.DB.prepare("SELECT * FROM pictures WHERE id = ?1").bind(id).first();
      expect(row).toMatchObject({ id, type, width, height, bytes: bytes.length, uploaded_by: STAFF });
    }
  });

  it("goes by the bytes: a PNG named .jpg and sent as image/jpeg is stored as a PNG", async () => {
    const bytes = await png(33, 17);
    const { status, body } = await upload(bytes, { name: "holiday.jpg", type: "image/jpeg" });
    const id = await sha256(bytes);
    expect(status).toBe(201);
    expect(body).toMatchObject({ type: "image/png", src: `/media/${id}.png`, width: 33, height: 17 });
    expect(await stored(id, "png")).toEqual(bytes);
    expect(await stored(id, "jpg")).toBeNull();
  });

  it("refuses a text file sent as image/jpeg with 415, and stores nothing", async () => {
    const warn = vi.spyOn(console, "warn");
    const before = await env.DB.prepare("SELECT COUNT(*) AS count FROM pictures").first<{ count: number }>();
    const text = new TextEncoder().encode("This is not a picture, whatever its name says.");
    const { status, body } = await upload(text, { name: "photo.jpg", type: "image/jpeg" });
    expect(status).toBe(415);
    expect(body).toEqual({ error: "Choose a JPEG, PNG or WebP picture." });
    expect(await env.DB.prepare("SELECT COUNT(*) AS count FROM pictures").first()).toEqual(before);
    expect(loggedLines(warn)).toEqual([
      { level: "warn", event: "picture_upload_refused", reason: "not a JPEG, PNG or WebP" },
    ]);
  });

  it("refuses a broken picture and a request without a file with 400", async () => {
    const cut = TINY_JPEG.slice(0, 30);
    expect(await upload(cut)).toEqual({
      status: 400,
      body: { error: "The picture could not be read. It may be damaged: open it, save it again and upload that copy." },
    });
    for (const request of [
      uploadRequest(null),
      uploadRequest("not a file"),
      uploadRequest(new Blob([])),
      new Request(`${SITE}/staff/pictures`, { method: "POST", body: "file=x", headers: { Origin: SITE } }),
    ]) {
      const response = await send(request);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ error: "Choose a picture to upload." });
    }
  });

  it("refuses an 11 MB body with 413 by its Content-Length, keeping none of it", async () => {
    const body = new Uint8Array(11_000_000);
    const request = new Request(`${SITE}/staff/pictures`, {
      method: "POST",
      body,
      headers: { Origin: SITE, "Content-Type": "multipart/form-data; boundary=x", "Content-Length": "11000000" },
    });
    const response = await send(request);
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ error: "The picture is larger than 10 MB." });
  });

  it("refuses an 11 MB body sent without Content-Length with 413 while reading it", async () => {
    const { stream, state } = elevenMegabyteStream();
    const request = new Request(`${SITE}/staff/pictures`, {
      method: "POST",
      body: stream,
      headers: { Origin: SITE, "Content-Type": "multipart/form-data; boundary=x" },
    });
    expect(request.headers.get("Content-Length")).toBeNull();
    const response = await send(request);
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ error: "The picture is larger than 10 MB." });
    // Refused once past the limit, then read to its end unkept, as every refused body is.
    expect(state.produced).toBe(11_000_000);
  });

  it("removes the location and the camera from a JPEG's Exif, and XMP", async () => {
    const original = jpegWith([exifSegment({ orientation: 6 }), xmpSegment()]);
    expect(contains(original, GPS_INFO_TAG)).toBe(true);
    const { status, body } = await upload(original);
    expect(status).toBe(201);
    // Turned a quarter by its orientation, which is all that is left of its Exif.
    expect(body).toMatchObject({ type: "image/jpeg", width: 2, height: 3 });
    const kept = (await stored(String(body.id), "jpg"))!;
    expect(body.id).toBe(await sha256(kept));
    for (const gone of [GPS_INFO_TAG, GPS_LATITUDE, ascii(CAMERA_MAKE), ascii("GPSLatitude")]) {
      expect(contains(kept, gone)).toBe(false);
    }
  });

  it("removes text chunks from a PNG and EXIF and XMP from a WebP", async () => {
    for (const [original, extension] of [
      [await png(8, 8, { extra: [pngText("GPS", "51.5072 N, 0.1276 W")] }), "png"],
      [webpWithMetadata(), "webp"],
    ] as const) {
      const { status, body } = await upload(original);
      expect(status).toBe(201);
      const kept = (await stored(String(body.id), extension))!;
      expect(kept.length).toBeLessThan(original.length);
      expect(contains(kept, ascii("51.5072"))).toBe(false);
      expect(contains(kept, GPS_INFO_TAG)).toBe(false);
    }
  });

  it("stores the same picture once: a second upload gets the same id and address", async () => {
    const bytes = await png(21, 13);
    const first = await upload(bytes);
    const put = vi.spyOn(env.RECORDINGS, "put");
    const second = await upload(bytes);
    expect(second).toEqual(first);
    expect(put).not.toHaveBeenCalled();
    const { count } = (await env.DB.prepare("SELECT COUNT(*) AS count FROM pictures WHERE id = ?1")
      .bind(first.body.id)
      .first<{ count: number }>())!;
    expect(count).toBe(1);
  });

  it("refuses anyone but staff with 403, before reading the picture", async () => {
    const bytes = await png(7, 5);
    const response = await send(uploadRequest(new Blob([bytes])), publicEnv);
    expect(response.status).toBe(403);
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    expect(await stored(await sha256(bytes), "png")).toBeNull();
  });

  it("refuses an upload that does not come from the site's own page", async () => {
    const bytes = await png(5, 5);
    const foreign = new Request(`${SITE}/staff/pictures`, {
      method: "POST",
      body: uploadRequest(new Blob([bytes])).body,
      headers: { Origin: "https://elsewhere.example" },
    });
    const noOrigin = new Request(`${SITE}/staff/pictures`, { method: "POST", body: new FormData() });
    for (const request of [foreign, noOrigin]) expect((await send(request)).status).toBe(403);
    expect(await stored(await sha256(bytes), "png")).toBeNull();
  });
});

describe("serving a picture", () => {
  it("answers with its bytes, its type, an ETag and a year's caching, to anyone", async () => {
    const bytes = await png(12, 10);
    const { body } = await upload(bytes);
    const response = await send(new Request(`${SITE}${String(body.src)}`), publicEnv);
    expect(response.status).toBe(200);
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(bytes);
    expect(response.headers.get("Content-Type")).toBe("image/png");
    expect(response.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
    expect(response.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(response.headers.get("ETag")).toBe(`"${String(body.id)}"`);
    const again = await send(
      new Request(`${SITE}${String(body.src)}`, { headers: { "If-None-Match": `"${String(body.id)}"` } }),
    );
    expect(again.status).toBe(304);
  });

  it("answers 404 for an unknown id, a wrong extension, an unknown width, and never reaches the pages", async () => {
    const { body } = await upload(await png(9, 9));
    const id = String(body.id);
    for (const path of [
      `/media/${"0".repeat(64)}.png`,
      `/media/${id}.jpg`,
      `/media/${id}.PNG`,
      `/media/${id}.gif`,
      `/media/${id.toUpperCase()}.png`,
      `/media/${id}.png?w=500`,
      `/media/${id}`,
    ]) {
      const response = await send(new Request(`${SITE}${path}`), publicEnv);
      expect({ path, status: response.status }).toEqual({ path, status: 404 });
      expect(response.headers.get("Cache-Control") ?? "").not.toContain("immutable");
    }
  });

  it("serves narrower copies through the Images binding, keeps them, and never enlarges", async () => {
    const { body } = await upload(await png(1200, 800));
    const picture = (await getPicture(env, String(body.id)))!;
    expect(pictureSrcSet(picture)).toBe(`${picture.src}?w=480 480w, ${picture.src}?w=960 960w, ${picture.src} 1200w`);
    const response = await send(new Request(`${SITE}${picture.src}?w=480`), publicEnv);
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("image/png");
    expect(response.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
    const copy = new Uint8Array(await response.arrayBuffer());
    expect(await env.IMAGES.info(new Blob([copy]).stream())).toMatchObject({
      format: "image/png",
      width: 480,
      height: 320,
    });
    expect(await env.RECORDINGS.head(`pictures/480w/${picture.id}.png`)).not.toBeNull();
    // A width the picture does not reach is the picture itself.
    const wide = await send(new Request(`${SITE}${picture.src}?w=1600`), publicEnv);
    expect(new Uint8Array(await wide.arrayBuffer())).toEqual(await stored(picture.id, "png"));
  });

  it("lists pictures newest first, and the voice clean-up leaves them alone", async () => {
    const older = await upload(await png(3, 4));
    const newer = await upload(await png(4, 3));
    const listed = (await listPictures(env)).map((picture) => picture.id);
    expect(listed.indexOf(String(newer.body.id))).toBeLessThan(listed.indexOf(String(older.body.id)));
    await runVoiceMaintenance(env, Date.now() + 3 * 24 * 60 * 60 * 1000);
    expect(await stored(String(older.body.id), "png")).not.toBeNull();
  });
});
