// Pictures in the browser: the console's upload client, the answer's schema and the srcset of a
// picture.
export { uploadPicture } from "./upload-picture";
export {
  MAX_PICTURE_BYTES,
  PICTURE_TYPES,
  PICTURE_WIDTHS,
  pictureSchema,
  pictureSrcSet,
  uploadedPictureSchema,
  type Picture,
  type PictureType,
  type UploadedPicture,
} from "./picture-format";
