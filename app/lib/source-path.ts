import { z } from "zod";

/** The longest page path a lead records; longer ones are no page of this site. */
export const SOURCE_PATH_MAX_CHARACTERS = 200;

/** A path of this site: "/" then path characters (percent-encoded as browsers give them), no "//", query or fragment. */
const SITE_PATH = /^\/(?!\/)[A-Za-z0-9\-._~%/]*$/;

/**
 * The site page a lead came from (page-trail.ts), as the Worker keeps it: a site path within the
 * cap, or null. Anything else (another site's address, a crafted value) is dropped rather than
 * refused: the visitor did not type it and cannot correct it.
 */
export const sourcePathSchema = z
  .unknown()
  .optional()
  .transform((value) =>
    typeof value === "string" && value.length <= SOURCE_PATH_MAX_CHARACTERS && SITE_PATH.test(value) ? value : null,
  );
