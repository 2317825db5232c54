import { z } from "zod";
import { EMAIL_PATTERN } from "~/lib/validation";

/** The privacy-requests forms, as the server checks them (zod through Conform: parseFormSubmission). */

const EMAIL_ERROR = "Enter an e-mail address such as ada@example.com.";

const email = z.string({ error: EMAIL_ERROR }).trim().regex(EMAIL_PATTERN, EMAIL_ERROR);

export const personLookUpSchema = z.object({ email });

export const personErasureSchema = z.object({
  email,
  confirm: z.literal("yes", {
    error: "Tick the box to confirm that everything stored about this address is to be erased.",
  }),
});
