import { z } from "zod";
import { failureReason, logFailure } from "~/lib/log.server";

/**
 * Jobs of the staff-mail queue. A lead job names the stored row, never its content: the row is
 * read when the mail is composed, so a job is small and its message holds no visitor text.
 */
const rowId = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);

export const staffMailJobSchema = z.discriminatedUnion("kind", [
  z.object({ version: z.literal(1), kind: z.literal("enquiry"), id: rowId }),
  z.object({ version: z.literal(1), kind: z.literal("voice-idea"), id: rowId }),
  /** The daily digest of the 24 hours before `until` (epoch ms of the scheduled run). */
  z.object({ version: z.literal(1), kind: z.literal("digest"), until: z.number().int().positive() }),
  /** The one e-mail listing the leads held back in a UTC hour (YYYY-MM-DDTHH) past STAFF_MAIL_HOURLY_LIMIT. */
  z.object({
    version: z.literal(1),
    kind: z.literal("summary"),
    hour: z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}$/),
  }),
]);

export type StaffMailJob = z.output<typeof staffMailJobSchema>;
export type LeadKind = "enquiry" | "voice-idea";

/**
 * Queues the e-mail about one stored lead. Never throws: the lead is already stored, and the
 * scheduled sweep queues the e-mail of any lead still without one, so a failed send here is
 * logged and caught up with later instead of failing the visitor's request.
 */
export async function queueLeadMail(queue: Queue, kind: LeadKind, id: number): Promise<void> {
  try {
    await queue.send({ version: 1, kind, id } satisfies StaffMailJob);
  } catch (error) {
    logFailure("staff_mail_not_queued", { kind, id, reason: failureReason(error) });
  }
}
