import { PICTURE_COPY } from "./copy";
import { MAX_PICTURE_BYTES, PICTURES_UPLOAD_PATH } from "./picture-format";
import { pictureErrorSchema, uploadedPictureSchema, type UploadedPicture } from "./picture-schema";

/**
 * Uploads a picture from the console. Resolves with the stored picture (its id, address, width,
 * height and type); throws an Error whose message is the server's sentence for staff, or ours
 * when the server's answer is not one. A file over the limit is refused before it is sent.
 */
export async function uploadPicture(file: File, signal?: AbortSignal): Promise<UploadedPicture> {
  if (file.size > MAX_PICTURE_BYTES) throw new Error(PICTURE_COPY.tooLarge);
  const body = new FormData();
  body.append("file", file);
  const response = await fetch(PICTURES_UPLOAD_PATH, { method: "POST", body, signal });
  const answer: unknown = await response.json().catch(() => null);
  if (response.ok) {
    const picture = uploadedPictureSchema.safeParse(answer);
    if (picture.success) return picture.data;
  }
  const refusal = pictureErrorSchema.safeParse(answer);
  throw new Error(refusal.success ? refusal.data.error : PICTURE_COPY.notSent);
}
