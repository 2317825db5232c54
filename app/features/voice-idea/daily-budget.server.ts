/**
 * The daily byte budget of the recordings bucket: the bytes accepted per UTC day across all
 * visitors, kept in D1 `voice_daily_bytes`. An upload reserves its declared length before it
 * is streamed, in one statement that only adds it while the day's total stays within the
 * budget, so uploads at the same moment cannot overshoot it together. A refused upload gives
 * its reservation back; should that fail, the day counts a few bytes too many, never too few.
 */

/**
 * The UTC day (YYYY-MM-DD) whose budget took `bytes`, which are then counted as accepted; null
 * when they do not fit into today's budget.
 */
export async function reserveDailyBytes(
  db: D1Database,
  bytes: number,
  budget: number,
  now = new Date(),
): Promise<string | null> {
  const day = now.toISOString().slice(0, 10);
  const reserved = await db
    .prepare(
      `INSERT INTO voice_daily_bytes (day, bytes) SELECT ?1, ?2 WHERE ?2 <= ?3
         ON CONFLICT (day) DO UPDATE SET bytes = bytes + excluded.bytes
         WHERE voice_daily_bytes.bytes + excluded.bytes <= ?3
       RETURNING bytes`,
    )
    .bind(day, bytes, budget)
    .first<{ bytes: number }>();
  return reserved ? day : null;
}

/** Gives back the reservation of an upload that was not stored, to the day that took it. */
export async function releaseDailyBytes(db: D1Database, day: string, bytes: number) {
  await db.prepare("UPDATE voice_daily_bytes SET bytes = max(0, bytes - ?2) WHERE day = ?1").bind(day, bytes).run();
}
