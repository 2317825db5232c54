/**
 * Overall caps on what costs money or attention, whoever asks: Workers AI calls and transcriptions
 * per UTC day, lead e-mails and enquiries without a bot check per UTC hour (D1 `usage_counts`, docs/decisions/0039). A use is taken
 * in one statement that only counts it while the period stays within its cap, so uses at the same
 * moment cannot overshoot together.
 */
export type UsageCounter = "ai" | "transcription" | "staff-mail" | "staff-mail-summary" | "unverified-enquiry";

/** The UTC day (YYYY-MM-DD) of a moment. */
export function utcDayPeriod(now: number): string {
  return new Date(now).toISOString().slice(0, 10);
}

/** The UTC hour (YYYY-MM-DDTHH) of a moment. */
export function utcHourPeriod(now: number): string {
  return new Date(now).toISOString().slice(0, 13);
}

/** Counts one use of `counter` in `period` and answers true, or answers false when `cap` are used. */
export async function takeUse(db: D1Database, counter: UsageCounter, period: string, cap: number): Promise<boolean> {
  const taken = await db
    .prepare(
      `INSERT INTO usage_counts (counter, period, used) SELECT ?1, ?2, 1 WHERE ?3 >= 1
         ON CONFLICT (counter, period) DO UPDATE SET used = used + 1 WHERE usage_counts.used < ?3
       RETURNING used`,
    )
    .bind(counter, period, cap)
    .first();
  return taken !== null;
}

/** Gives one use back (the call it was taken for was never made). */
export async function giveBackUse(db: D1Database, counter: UsageCounter, period: string): Promise<void> {
  await db
    .prepare("UPDATE usage_counts SET used = max(0, used - 1) WHERE counter = ?1 AND period = ?2")
    .bind(counter, period)
    .run();
}

/** How many uses of `counter` `period` has had. */
export async function usesIn(db: D1Database, counter: UsageCounter, period: string): Promise<number> {
  const row = await db
    .prepare("SELECT used FROM usage_counts WHERE counter = ?1 AND period = ?2")
    .bind(counter, period)
    .first<{ used: number }>();
  return row?.used ?? 0;
}
