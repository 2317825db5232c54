/**
 * What the site accepts as a picture and where it is served. Shared by the browser (the upload
 * client) and the Worker (the upload route, the store and the media route); without zod, since
 * workers/api.ts reads the routes' paths at startup.
 */

export const PICTURE_TYPES = ["image/jpeg", "image/png", "image/webp"] as const;
export type PictureType = (typeof PICTURE_TYPES)[number];

/** The file name extension each type is stored and served under. */
export const PICTURE_EXTENSIONS: Readonly<Record<PictureType, string>> = {
  "image/jpeg": "jpg",
  "image/png": "png",
  "image/webp": "webp",
};

/** The largest picture staff may upload: 10 MB (MiB), as the refusal says. */
export const MAX_PICTURE_BYTES = 10 * 1024 * 1024;

/** Where the console sends a picture (multipart/form-data, field `file`). */
export const PICTURES_UPLOAD_PATH = "/staff/pictures";

/** The media route's pattern: `/media/<sha256>.<ext>` (Hono syntax). */
export const MEDIA_ROUTE = "/media/:file";

/** A picture's id: the lowercase hex SHA-256 of its stored bytes. */
export const PICTURE_ID_PATTERN = /^[0-9a-f]{64}$/;

/** The address a picture is served at; the same bytes always have the same address. */
export function pictureSrc(id: string, type: PictureType): string {
  return `/media/${id}.${PICTURE_EXTENSIONS[type]}`;
}

/**
 * The narrower copies a picture is served in, `/media/<id>.<ext>?w=<width>` (made by Cloudflare's
 * Images binding on first request and kept in R2, docs/decisions/0073); no other width is served.
 */
export const PICTURE_WIDTHS = [480, 960, 1600, 2400] as const;

/**
 * The `srcset` of a picture: each width it has narrower copies in, then the picture itself at its
 * own width. Undefined when the picture is no wider than the narrowest copy: `src` alone serves.
 * The page gives `sizes` (how wide it shows the picture).
 */
export function pictureSrcSet(picture: { src: string; width: number }): string | undefined {
  const narrower = PICTURE_WIDTHS.filter((width) => width < picture.width);
  if (narrower.length === 0) return undefined;
  return [...narrower.map((width) => `${picture.src}?w=${width} ${width}w`), `${picture.src} ${picture.width}w`].join(
    ", ",
  );
}
