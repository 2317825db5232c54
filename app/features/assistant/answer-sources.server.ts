import { and, gte, lt, sql, sum } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { assistantAnswers } from "~/db/schema";
import type { AiSource } from "~/lib/ai";
import { failureReason, logFailure } from "~/lib/log.server";
import type { AiFailureKind } from "~/lib/workers-ai.server";

/**
 * How each chat answer reached the visitor, counted per UTC hour in D1 (migration 0016) so that
 * the owner sees on the console's overview, and in the daily mail, when the model fails and
 * visitors meet the offline answers (issue 52). Counts only: never the question or the reply.
 */

/**
 * Why the model's answer did not reach the visitor: its call failed (answered offline), today's
 * model calls were used up (answered offline), or its reply stopped after the first words.
 */
export type AnswerFailure = AiFailureKind | "daily-cap" | "interrupted";

export interface AnswerPath {
  source: AiSource;
  /** The chat model asked, when one was. */
  model?: string;
  failure?: AnswerFailure;
}

/** Counts one answer. A failure to count costs the overview one answer, never the visitor their reply. */
export async function countAnswer(db: D1Database, { source, model = "", failure }: AnswerPath): Promise<void> {
  try {
    await getDb(db)
      .insert(assistantAnswers)
      .values({ hour: sql`strftime('%Y-%m-%d %H:00:00', 'now')`, source, model, failure: failure ?? "", answers: 1 })
      .onConflictDoUpdate({
        target: [assistantAnswers.hour, assistantAnswers.source, assistantAnswers.model, assistantAnswers.failure],
        set: { answers: sql`${assistantAnswers.answers} + 1` },
      });
  } catch (error) {
    logFailure("assistant.answer_not_counted", { reason: failureReason(error) });
  }
}

/** The answers of the hours from `from` (inclusive) to `to` (exclusive), D1 timestamps, by path. */
export async function answerCounts(db: D1Database, from: string, to: string) {
  const rows = await getDb(db)
    .select({
      source: assistantAnswers.source,
      model: assistantAnswers.model,
      failure: assistantAnswers.failure,
      answers: sum(assistantAnswers.answers).mapWith(Number),
    })
    .from(assistantAnswers)
    .where(and(gte(assistantAnswers.hour, from), lt(assistantAnswers.hour, to)))
    .groupBy(assistantAnswers.source, assistantAnswers.model, assistantAnswers.failure);
  return rows.map((row) => ({ ...row, failure: (row.failure || undefined) as AnswerFailure | undefined }));
}

export type AnswerCount = Awaited<ReturnType<typeof answerCounts>>[number];

/** What went wrong, in the staff's words. */
export const FAILURE_WORDS: Record<AnswerFailure, string> = {
  error: "the AI service returned an error",
  timeout: "the model did not answer in time",
  "rate-limited": "the AI service was busy or the account's limit was reached",
  malformed: "the model's reply was empty",
  "daily-cap": "the day's allowance of AI questions was used up",
  interrupted: "the model's reply stopped part-way and the visitor was asked to try again",
};

/** How an answer reached the visitor, in the staff's words. */
export function pathWords({ source, model }: Pick<AnswerCount, "source" | "model">): string {
  if (source === "workers-ai") return `The AI model (${model})`;
  if (source === "local") return "The site's own text: the AI model is not in use";
  return "The site's own text, because the AI model failed";
}

/** The model's failures among counted answers, most frequent first. */
export function modelFailures(counts: readonly AnswerCount[]) {
  const byKind = new Map<AnswerFailure, number>();
  for (const { failure, answers } of counts) {
    if (failure) byKind.set(failure, (byKind.get(failure) ?? 0) + answers);
  }
  const kinds = [...byKind].map(([failure, times]) => ({ what: FAILURE_WORDS[failure], times }));
  return {
    total: kinds.reduce((all, kind) => all + kind.times, 0),
    kinds: kinds.toSorted((first, second) => second.times - first.times || first.what.localeCompare(second.what)),
  };
}
