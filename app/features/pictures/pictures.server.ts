import { desc, eq, sql } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { pictures, type PictureRow } from "~/db/schema";
import { readPicture } from "./picture-bytes";
import { PICTURE_EXTENSIONS, pictureSrc, type PictureType } from "./picture-format";
import type { Picture } from "./picture-schema";

/**
 * The picture store: the bytes in the R2 bucket (the RECORDINGS binding, under `pictures/`,
 * which neither the voice clean-up nor its lifecycle rule touches), one D1 row each for the size
 * and who uploaded it. The id is the SHA-256 of the stored bytes, so the same picture uploaded
 * twice is one object and one row, and its address never changes.
 */

export const PICTURE_PREFIX = "pictures/";

/** The picture's key in the bucket. */
export function pictureKey(id: string, type: PictureType): string {
  return `${PICTURE_PREFIX}${id}.${PICTURE_EXTENSIONS[type]}`;
}

function toPicture(row: Pick<PictureRow, "id" | "type" | "width" | "height">): Picture {
  return { id: row.id, src: pictureSrc(row.id, row.type), width: row.width, height: row.height, type: row.type };
}

async function sha256Hex(bytes: Uint8Array<ArrayBuffer>): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", bytes));
  return Array.from(digest, (byte) => byte.toString(16).padStart(2, "0")).join("");
}

export type StoredPicture =
  { ok: true; picture: Picture; created: boolean } | { ok: false; reason: "unsupported" | "unreadable" };

/**
 * Checks an uploaded file's bytes, removes their metadata and stores the picture (once: a picture
 * already held is answered as it is). The object is written before its row, so a row never names
 * a missing object; a row that failed to be written is written by the next upload of the file.
 */
export async function storePicture(env: Env, upload: Uint8Array, uploadedBy: string): Promise<StoredPicture> {
  const reading = readPicture(upload);
  if (!reading.ok) return reading;
  const { type, width, height, bytes } = reading;
  const id = await sha256Hex(bytes);
  const db = getDb(env.DB);
  const [held] = await db.select().from(pictures).where(eq(pictures.id, id));
  if (held) return { ok: true, picture: toPicture(held), created: false };
  await env.RECORDINGS.put(pictureKey(id, type), bytes, {
    httpMetadata: { contentType: type },
    customMetadata: { width: String(width), height: String(height) },
  });
  await db
    .insert(pictures)
    .values({ id, type, width, height, bytes: bytes.byteLength, uploadedBy })
    .onConflictDoNothing();
  return { ok: true, picture: toPicture({ id, type, width, height }), created: true };
}

/** A picture by its id, with what an `<img>` needs; null when there is none. */
export async function getPicture(env: Env, id: string): Promise<Picture | null> {
  const [row] = await getDb(env.DB)
    .select({ id: pictures.id, type: pictures.type, width: pictures.width, height: pictures.height })
    .from(pictures)
    .where(eq(pictures.id, id));
  return row ? toPicture(row) : null;
}

/** Every picture, the newest first: what the console offers to pick from. */
export async function listPictures(env: Env): Promise<Picture[]> {
  const rows = await getDb(env.DB)
    .select({ id: pictures.id, type: pictures.type, width: pictures.width, height: pictures.height })
    .from(pictures)
    // Within one second (created_at's precision) the later insert is the newer.
    .orderBy(desc(pictures.createdAt), desc(sql`rowid`));
  return rows.map(toPicture);
}
