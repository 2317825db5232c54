import type { SubmissionResult } from "@conform-to/react";
import type { ContactFormValues } from "~/features/contact/contact-form";
import { parseContactForm } from "~/features/contact/contact-schema";

/** Each field's first error in Conform's result (what the form shows beside it). */
export function firstErrors(result: SubmissionResult | undefined): Record<string, string | undefined> {
  return Object.fromEntries(Object.entries(result?.error ?? {}).map(([field, errors]) => [field, errors?.[0]]));
}

/** The contact form's check as the browser and the action run it: the stored value, or each field's first error. */
export function checkContact(values: Partial<ContactFormValues>) {
  const submission = parseContactForm(new URLSearchParams(values));
  return submission.status === "success"
    ? { ok: true as const, value: submission.value }
    : { ok: false as const, fieldErrors: firstErrors(submission.reply()) };
}
