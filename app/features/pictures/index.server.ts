// Pictures' server entry: what pages and the console read of the picture store. The upload route
// (upload.entry.ts) and the media route (media.entry.ts) are entry points of their own, which
// workers/api.ts imports on first use.
export { getPicture, listPictures } from "./pictures.server";
export { MEDIA_ROUTE, PICTURES_UPLOAD_PATH, pictureSrcSet } from "./picture-format";
export type { Picture } from "./picture-schema";
