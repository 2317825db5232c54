/** What staff are told when a picture is refused (the upload route's JSON `error`, and the browser client). */
export const PICTURE_COPY = {
  tooLarge: "The picture is larger than 10 MB.",
  wrongType: "Choose a JPEG, PNG or WebP picture.",
  noFile: "Choose a picture to upload.",
  unreadable: "The picture could not be read. It may be damaged: open it, save it again and upload that copy.",
  notSent: "The picture could not be uploaded. Please try again.",
} as const;
