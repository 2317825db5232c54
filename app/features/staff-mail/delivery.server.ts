import { and, eq, isNull, sql } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { contacts, staffDigests, voiceUploads } from "~/db/schema";
import { readConfig } from "~/lib/config.server";
import { failureReason, logFailure, logInfo } from "~/lib/log.server";
import {
  digestMail,
  enquiryMail,
  hourlySummaryMail,
  isEmptyDigest,
  voiceIdeaMail,
  type StaffMail,
} from "./compose.server";
import { collectDigest, digestDay } from "./digest.server";
import { collectHourlySummary, HOUR_MS, markNotified } from "./hourly-summary.server";
import { giveBackUse, takeUse, utcHourPeriod } from "~/lib/usage-caps.server";
import { staffMailJobSchema, type LeadKind, type StaffMailJob } from "./jobs.server";
import { SITE } from "~/content/site";
import { oneLine } from "./mail-text.server";

/** RFC 5322's limit for a header line, which no composed subject comes near. */
const MAX_HEADER_CHARACTERS = 998;

/**
 * The staff-mail queue consumer. Every job reads what it reports from D1 at send time, and a
 * lead's row records when its mail went out, so a job delivered twice (a retry, or the sweep's
 * second job for the same lead) sends one e-mail. A mail that fails is retried with growing
 * delays; one that runs out of attempts goes to the dead-letter queue, and its lead is listed
 * in the next digest.
 */
type Outcome = "sent" | "already sent" | "not found" | "not ready" | "nothing to report" | "held for the summary";

const FIRST_RETRY_DELAY_SECONDS = 60;
// Queues delay a message by at most 12 hours.
const MAX_RETRY_DELAY_SECONDS = 12 * 60 * 60;

export function mailRetryDelaySeconds(attempt: number): number {
  return Math.min(FIRST_RETRY_DELAY_SECONDS * 2 ** (Math.max(attempt, 1) - 1), MAX_RETRY_DELAY_SECONDS);
}

export async function deliverStaffMail(batch: MessageBatch<unknown>, env: Env): Promise<void> {
  for (const message of batch.messages) {
    const parsed = staffMailJobSchema.safeParse(message.body);
    if (!parsed.success) {
      logFailure("staff_mail_job_malformed", { messageId: message.id, reason: "not a staff mail job" });
      message.ack();
      continue;
    }
    const job = parsed.data;
    try {
      const outcome = await deliver(job, env);
      logInfo("staff_mail", { ...jobFields(job), outcome });
      message.ack();
    } catch (error) {
      logFailure("staff_mail_failed", { ...jobFields(job), attempt: message.attempts, reason: failureReason(error) });
      message.retry({ delaySeconds: mailRetryDelaySeconds(message.attempts) });
    }
  }
}

/** The dead-letter queue's consumer: each job that ran out of attempts leaves one log line. */
export function recordAbandonedStaffMail(batch: MessageBatch<unknown>): void {
  for (const message of batch.messages) {
    const job = staffMailJobSchema.safeParse(message.body);
    logFailure("staff_mail_abandoned", {
      ...(job.success ? jobFields(job.data) : { messageId: message.id }),
      reason: "every attempt to send the e-mail failed; the next daily digest lists the lead",
    });
  }
  batch.ackAll();
}

function jobFields(job: StaffMailJob) {
  if (job.kind === "digest") return { kind: job.kind, until: new Date(job.until).toISOString() };
  if (job.kind === "summary") return { kind: job.kind, hour: job.hour };
  return { kind: job.kind, id: job.id };
}

function deliver(job: StaffMailJob, env: Env): Promise<Outcome> {
  if (job.kind === "digest") return deliverDigest(env, job.until);
  if (job.kind === "summary") return deliverHourlySummary(env, job.hour);
  return deliverLeadMail(env, job.kind, job.id);
}

async function deliverLeadMail(env: Env, kind: LeadKind, id: number): Promise<Outcome> {
  const db = getDb(env.DB);
  const table = kind === "enquiry" ? contacts : voiceUploads;
  let mail: StaffMail;
  if (kind === "enquiry") {
    const row = await db.select().from(contacts).where(eq(contacts.id, id)).get();
    if (!row) return "not found";
    if (row.staffNotifiedAt) return "already sent";
    mail = enquiryMail(row, readConfig(env).siteUrl);
  } else {
    const row = await db.select().from(voiceUploads).where(eq(voiceUploads.id, id)).get();
    if (!row) return "not found";
    if (row.staffNotifiedAt) return "already sent";
    // Its transcription queues the mail again once it ends.
    if (row.transcriptionStatus === "pending" || row.transcriptionStatus === "processing") return "not ready";
    mail = voiceIdeaMail(row, readConfig(env).siteUrl);
  }
  // Past STAFF_MAIL_HOURLY_LIMIT this hour, the lead waits for the hour's summary.
  const hour = utcHourPeriod(Date.now());
  if (!(await takeUse(env.DB, "staff-mail", hour, readConfig(env).staffMailHourlyLimit))) {
    await queueHourlySummary(env, hour);
    return "held for the summary";
  }
  try {
    await send(env, mail);
  } catch (error) {
    await giveBackUse(env.DB, "staff-mail", hour);
    throw error;
  }
  await db
    .update(table)
    .set({ staffNotifiedAt: sql`CURRENT_TIMESTAMP` })
    .where(and(eq(table.id, id), isNull(table.staffNotifiedAt)));
  return "sent";
}

async function deliverDigest(env: Env, until: number): Promise<Outcome> {
  const db = getDb(env.DB);
  const date = digestDay(until);
  const sent = await db.select().from(staffDigests).where(eq(staffDigests.digestDate, date)).get();
  if (sent) return "already sent";
  const report = await collectDigest(env, until);
  if (isEmptyDigest(report)) return "nothing to report";
  await send(env, digestMail(report, readConfig(env).siteUrl));
  await db.insert(staffDigests).values({ digestDate: date }).onConflictDoNothing();
  return "sent";
}

// One summary e-mail an hour past STAFF_MAIL_HOURLY_LIMIT.
/** Queues the summary of `hour` once, to run a minute after the hour ends. */
async function queueHourlySummary(env: Env, hour: string): Promise<void> {
  if (!(await takeUse(env.DB, "staff-mail-summary", hour, 1))) return;
  const hourEnd = Date.parse(`${hour}:00:00Z`) + HOUR_MS;
  try {
    await env.STAFF_MAIL_QUEUE.send({ version: 1, kind: "summary", hour } satisfies StaffMailJob, {
      delaySeconds: Math.max(0, Math.ceil((hourEnd - Date.now()) / 1000)) + 60,
    });
  } catch (error) {
    // Given back, so the next held lead (or this one's retry) queues it again.
    await giveBackUse(env.DB, "staff-mail-summary", hour);
    throw error;
  }
}

/**
 * The one e-mail about every lead still without one at the end of `hour` (held back past the
 * hourly limit, or not yet sent), newest first; each is then marked notified, so a lead is
 * mailed once, individually or here.
 */
async function deliverHourlySummary(env: Env, hour: string): Promise<Outcome> {
  const until = Date.parse(`${hour}:00:00Z`) + HOUR_MS;
  const report = await collectHourlySummary(env, until);
  if (report.enquiries.length + report.ideas.length === 0) return "nothing to report";
  await send(env, hourlySummaryMail(report, readConfig(env).staffMailHourlyLimit, readConfig(env).siteUrl));
  await markNotified(env, report);
  return "sent";
}

/**
 * Sends a staff mail. Every header built from stored text (the subject, the Reply-To name) passes
 * oneLine once more here, whichever mail composed it: one printable line, no control or format
 * character, raw or encoded.
 */
async function send(env: Env, mail: StaffMail): Promise<void> {
  const { staffEmail, notifyFrom } = readConfig(env);
  const { subject, replyTo, ...body } = mail;
  await env.EMAIL.send({
    from: { email: notifyFrom, name: `${SITE.name} website` },
    to: staffEmail,
    subject: oneLine(subject, MAX_HEADER_CHARACTERS),
    ...(replyTo && { replyTo: { email: replyTo.email, name: oneLine(replyTo.name, MAX_HEADER_CHARACTERS) } }),
    ...body,
  });
}
