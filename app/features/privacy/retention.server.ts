import { inArray, lt } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { contacts, erasures, unansweredQuestions, voiceUploads } from "~/db/schema";
import { d1Timestamp } from "~/db/timestamps";
import { readConfig } from "~/lib/config.server";
import { deleteRecordings, ERASED_BY, ROW_BATCH, UNANSWERED_QUESTION_RETENTION_DAYS } from "./store.server";
import type { ErasureCounts } from "./person.server";

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The retention periods of the privacy notice, enforced by the 10-minute cron: enquiries older
 * than ENQUIRY_RETENTION_DAYS and voice ideas (row, transcript and recording) older than
 * RECORDING_RETENTION_DAYS are erased, oldest first, at most ROW_BATCH of each a run, so a run
 * stays short; 100 every 10 minutes is 14 400 a day, far more than arrive. So are the questions
 * the assistant could not answer, after UNANSWERED_QUESTION_RETENTION_DAYS. A run that removed
 * anything leaves an erasure record (counts only), which the daily digest reports.
 */
export async function applyRetention(env: Env, now: number): Promise<ErasureCounts> {
  const config = readConfig(env);
  const db = getDb(env.DB);
  const [enquiries, ideas, questions] = await Promise.all([
    db
      .select({ id: contacts.id })
      .from(contacts)
      .where(lt(contacts.createdAt, d1Timestamp(now - config.enquiryRetentionDays * DAY_MS)))
      .orderBy(contacts.id)
      .limit(ROW_BATCH),
    db
      .select({ id: voiceUploads.id, fileName: voiceUploads.fileName })
      .from(voiceUploads)
      .where(lt(voiceUploads.createdAt, d1Timestamp(now - config.recordingRetentionDays * DAY_MS)))
      .orderBy(voiceUploads.id)
      .limit(ROW_BATCH),
    db
      .select({ id: unansweredQuestions.id })
      .from(unansweredQuestions)
      .where(lt(unansweredQuestions.askedAt, d1Timestamp(now - UNANSWERED_QUESTION_RETENTION_DAYS * DAY_MS)))
      .orderBy(unansweredQuestions.id)
      .limit(ROW_BATCH),
  ]);
  const counts: ErasureCounts = {
    enquiries: enquiries.length,
    voiceIdeas: ideas.length,
    recordings: 0,
    unansweredQuestions: questions.length,
  };
  if (enquiries.length + ideas.length + questions.length === 0) return counts;
  // Recordings first: should the rows' deletion fail, the next run finds the rows and tries again.
  counts.recordings = await deleteRecordings(
    env.RECORDINGS,
    ideas.map((idea) => idea.fileName),
  );
  await db.batch([
    db.insert(erasures).values({ reason: "retention", requestedBy: ERASED_BY.retention, ...counts }),
    db.delete(contacts).where(
      inArray(
        contacts.id,
        enquiries.map((row) => row.id),
      ),
    ),
    db.delete(voiceUploads).where(
      inArray(
        voiceUploads.id,
        ideas.map((row) => row.id),
      ),
    ),
    db.delete(unansweredQuestions).where(
      inArray(
        unansweredQuestions.id,
        questions.map((row) => row.id),
      ),
    ),
  ]);
  return counts;
}
