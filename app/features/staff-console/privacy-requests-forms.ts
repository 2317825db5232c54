import { parseWithZod } from "@conform-to/zod/v4";
import { z } from "zod";
import { EMAIL_PATTERN } from "~/lib/validation";

/** The privacy-requests forms, as the server checks them (zod through Conform). */

const EMAIL_ERROR = "Enter an e-mail address such as ada@example.com.";

const email = z.string({ error: EMAIL_ERROR }).trim().regex(EMAIL_PATTERN, EMAIL_ERROR);

export const personLookUpSchema = z.object({ email });

export const personErasureSchema = z.object({
  email,
  confirm: z.literal("yes", {
    error: "Tick the box to confirm that everything stored about this address is to be erased.",
  }),
});

export const parsePersonLookUp = (formData: FormData) =>
  parseWithZod(formData, { schema: personLookUpSchema, disableAutoCoercion: true });
export const parsePersonErasure = (formData: FormData) =>
  parseWithZod(formData, { schema: personErasureSchema, disableAutoCoercion: true });
