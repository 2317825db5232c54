import { z } from "zod";
import { PICTURE_ID_PATTERN, PICTURE_TYPES } from "./picture-format";

/**
 * A picture as the server describes it, what an `<img>` needs: the upload's answer, one schema for
 * the Worker that sends it and the client that reads it.
 */
export const pictureSchema = z.object({
  id: z.string().regex(PICTURE_ID_PATTERN),
  src: z.string().startsWith("/media/"),
  width: z.int().positive(),
  height: z.int().positive(),
  type: z.enum(PICTURE_TYPES),
});
export type Picture = z.infer<typeof pictureSchema>;

/** The upload's 201 answer. */
export const uploadedPictureSchema = pictureSchema;
export type UploadedPicture = z.infer<typeof uploadedPictureSchema>;

/** Every refusal of the upload route: a plain sentence for staff. */
export const pictureErrorSchema = z.object({ error: z.string().min(1) });
