import { Hono, type Context } from "hono";
import { bodyLimit } from "hono/body-limit";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { staffOrRefusal } from "~/features/staff-console/index.server";
import type { AppEnv } from "~/lib/hono-env.server";
import { failureReason, logFailure, logInfo, logWarning } from "~/lib/log.server";
import { PICTURE_COPY } from "./copy";
import { MAX_PICTURE_BYTES, PICTURES_UPLOAD_PATH } from "./picture-format";
import { storePicture } from "./pictures.server";

/**
 * `POST /staff/pictures`: a picture from the console (multipart/form-data, field `file`), past
 * the staff gate of workers/api.ts, which imports this module with the first upload. Answers 201
 * with the picture (`uploadedPictureSchema`), or a JSON `{ error }` in words for staff.
 */

/** Room for the multipart framing around a file of the largest size: boundaries, headers, its name. */
const MULTIPART_FRAMING_BYTES = 16 * 1024;

function refusal(c: Context<AppEnv>, status: ContentfulStatusCode, error: string, reason: string) {
  logWarning("picture_upload_refused", { reason });
  return c.json({ error }, status);
}

export const pictureUploadApi = new Hono<AppEnv>();

pictureUploadApi.onError((error, c) => {
  logFailure("picture_upload_failed", { reason: failureReason(error) });
  return c.json({ error: PICTURE_COPY.notSent }, 500);
});

pictureUploadApi.post(
  PICTURES_UPLOAD_PATH,
  // Counted while the body arrives; a Content-Length over the limit is refused at once (Workers
  // frame the body by it). Only the console's own page gets here: workers/api.ts refuses a form
  // post that does not show it came from this site (csrf), and reads every refused body to its end.
  bodyLimit({
    maxSize: MAX_PICTURE_BYTES + MULTIPART_FRAMING_BYTES,
    onError: (c) => refusal(c, 413, PICTURE_COPY.tooLarge, "body too large"),
  }),
  async (c) => {
    // The gate has checked already; the identity is wanted for the row and the log line.
    const staff = await staffOrRefusal(c.req.raw, c.env);
    if (staff instanceof Response) return staff;
    const form = await c.req.raw.formData().catch(() => null);
    const file = form?.get("file");
    if (!(file instanceof File) || file.size === 0) return refusal(c, 400, PICTURE_COPY.noFile, "no file");
    if (file.size > MAX_PICTURE_BYTES) return refusal(c, 413, PICTURE_COPY.tooLarge, "file too large");
    const stored = await storePicture(c.env, new Uint8Array(await file.arrayBuffer()), staff.email);
    if (!stored.ok) {
      return stored.reason === "unsupported"
        ? refusal(c, 415, PICTURE_COPY.wrongType, "not a JPEG, PNG or WebP")
        : refusal(c, 400, PICTURE_COPY.unreadable, "unreadable picture");
    }
    logInfo("picture_uploaded", { id: stored.picture.id, created: stored.created, staff: staff.email });
    return c.json(stored.picture, 201);
  },
);
