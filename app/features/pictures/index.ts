// Pictures in the browser: the console's upload client, the answer's schema and the srcset of a
// picture.
export { uploadPicture } from "./upload-picture";
export { MAX_PICTURE_BYTES, PICTURE_TYPES, PICTURE_WIDTHS, pictureSrcSet, type PictureType } from "./picture-format";
export { pictureSchema, uploadedPictureSchema, type Picture, type UploadedPicture } from "./picture-schema";
