import { Hono } from "hono";
import type { AppEnv } from "~/lib/hono-env.server";
import { failureReason, logFailure } from "~/lib/log.server";
import { MEDIA_ROUTE, PICTURE_EXTENSIONS, PICTURE_TYPES, PICTURE_WIDTHS, type PictureType } from "./picture-format";
import { PICTURE_PREFIX, pictureKey } from "./pictures.server";

/**
 * `GET /media/<sha256>.<ext>[?w=<width>]`: a picture for anyone, straight from R2, past neither
 * the page cache nor React Router (workers/api.ts imports this module with the first picture
 * asked for). An address names one set of bytes for ever, so browsers and caches keep it a year
 * without asking again. `?w=` serves a narrower copy (PICTURE_WIDTHS only), made once by the
 * Images binding and kept beside the picture (docs/decisions/0073).
 */

const FILE_PATTERN = /^([0-9a-f]{64})\.([a-z]+)$/;
const TYPE_OF_EXTENSION = new Map(PICTURE_TYPES.map((type) => [PICTURE_EXTENSIONS[type], type]));
const KEPT_A_YEAR = "public, max-age=31536000, immutable";
const NOT_FOUND_TEXT = "There is no picture at this address.";

/** Where the copy of a picture at `width` is kept. */
function copyKey(id: string, type: PictureType, width: number): string {
  return `${PICTURE_PREFIX}${width}w/${id}.${PICTURE_EXTENSIONS[type]}`;
}

function matchesETag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(",").some((tag) => {
    const candidate = tag.trim().replace(/^W\//, "");
    return candidate === etag || candidate === "*";
  });
}

/**
 * The picture's copy at `width`: kept from an earlier request, else made now and kept. A picture
 * no wider than `width` is served as it is (never enlarged). If the Images binding fails, the
 * picture itself is served, not to be kept under this address.
 */
async function copyAtWidth(
  env: Env,
  id: string,
  type: PictureType,
  width: number,
): Promise<{ body: ReadableStream | Uint8Array<ArrayBuffer>; keep: boolean } | null> {
  const kept = await env.RECORDINGS.get(copyKey(id, type, width));
  if (kept) return { body: kept.body, keep: true };
  const original = await env.RECORDINGS.get(pictureKey(id, type));
  if (!original) return null;
  if (width >= Number(original.customMetadata?.width ?? 0)) return { body: original.body, keep: true };
  const bytes = new Uint8Array(await original.arrayBuffer());
  try {
    const resized = await env.IMAGES.input(new Blob([bytes]).stream())
      .transform({ width })
      .output({ format: type });
    const copy = new Uint8Array(await resized.response().arrayBuffer());
    await env.RECORDINGS.put(copyKey(id, type, width), copy, { httpMetadata: { contentType: type } });
    return { body: copy, keep: true };
  } catch (error) {
    logFailure("picture_resize_failed", { id, width, reason: failureReason(error) });
    return { body: bytes, keep: false };
  }
}

export const mediaApi = new Hono<AppEnv>();

mediaApi.get(MEDIA_ROUTE, async (c) => {
  const match = FILE_PATTERN.exec(c.req.param("file"));
  const type = match && TYPE_OF_EXTENSION.get(match[2]!);
  const widthAsked = c.req.query("w");
  const width = widthAsked === undefined ? undefined : Number(widthAsked);
  if (!match || !type || (width !== undefined && !(PICTURE_WIDTHS as readonly number[]).includes(width))) {
    return c.text(NOT_FOUND_TEXT, 404);
  }
  const id = match[1]!;
  const etag = width === undefined ? `"${id}"` : `"${id}-${width}w"`;
  const headers = new Headers({
    "Content-Type": type,
    "Cache-Control": KEPT_A_YEAR,
    ETag: etag,
    "X-Content-Type-Options": "nosniff",
  });
  // The same address always holds the same bytes: a browser that has them keeps them.
  if (matchesETag(c.req.header("If-None-Match"), etag) && (await c.env.RECORDINGS.head(pictureKey(id, type)))) {
    return new Response(null, { status: 304, headers });
  }
  if (width === undefined) {
    const picture = await c.env.RECORDINGS.get(pictureKey(id, type));
    if (!picture) return c.text(NOT_FOUND_TEXT, 404);
    headers.set("Content-Length", String(picture.size));
    return new Response(picture.body, { headers });
  }
  const copy = await copyAtWidth(c.env, id, type, width);
  if (!copy) return c.text(NOT_FOUND_TEXT, 404);
  if (!copy.keep) {
    headers.set("Cache-Control", "no-store");
    headers.delete("ETag");
  }
  return new Response(copy.body, { headers });
});
