import { getDb } from "~/db/client.server";
import { unansweredQuestions } from "~/db/schema";
import { failureReason, logFailure } from "~/lib/log.server";

/**
 * Keeps a question the assistant could not answer, for the console's overview of what the site
 * does not cover: its text only, never who asked (no address, identifier or session). The
 * privacy feature deletes it after 30 days, or with a person whose e-mail address it holds. A
 * failure to keep it costs the overview one question, never the visitor their reply.
 */
export async function keepUnansweredQuestion(db: D1Database, question: string): Promise<void> {
  try {
    await getDb(db).insert(unansweredQuestions).values({ question: question.trim() });
  } catch (error) {
    logFailure("assistant.unanswered_question_not_kept", { reason: failureReason(error) });
  }
}
