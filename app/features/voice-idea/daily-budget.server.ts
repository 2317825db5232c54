import { d1Timestamp } from "~/db/timestamps";
import { utcDayPeriod } from "~/lib/usage-caps.server";

/**
 * The daily byte budgets of the recordings bucket (docs/decisions/0039 and 0050), one D1
 * `voice_upload_bytes` row per upload:
 * - each client address (IPv4 address, IPv6 /64) may upload VOICE_DAILY_BYTES_PER_ADDRESS a UTC
 *   day, and each network (IPv4 /24, IPv6 /48) VOICE_DAILY_BYTES_PER_NETWORK, counting every
 *   upload of the day, whether kept or given back;
 * - all visitors together hold at most VOICE_DAILY_BYTES_BUDGET: the bytes of logged ideas and
 *   of uploads still within their claim window. An upload nobody logs gives its bytes back when
 *   the scheduled clean-up deletes it (releaseUnclaimedBytes), so a flood of uploads that are
 *   never logged holds the shared budget for under an hour, not for the day;
 * - VOICE_DAILY_BYTES_RESERVED of that budget is kept for visitors a flood does not reach: once
 *   the rest is held, an upload is taken only when its wide network (IPv4 /16, IPv6 /32) has
 *   uploaded nothing that day, kept or given back. A flood from many networks fills the open part
 *   and then takes one upload per fresh wide network from the reserve, so a visitor from anywhere
 *   else still gets in unless the flood spans reserve divided by the recording size fresh wide networks more.
 * An upload reserves its declared length before it is streamed, in one statement that adds it
 * only while the limits hold, so uploads at the same moment cannot overshoot together. A refused
 * upload gives its reservation back; should that fail, the day counts a few bytes too many, never
 * too few.
 */

export interface ByteBudgets {
  /** All visitors together, bytes held (logged or within the claim window). */
  shared: number;
  /** The part of `shared` only an upload from a wide network with no upload today may use. */
  reserved: number;
  perAddress: number;
  perNetwork: number;
}

export interface Uploader {
  /** The client's rate-limit key (IPv4 address, IPv6 /64). */
  address: string;
  /** Its network (IPv4 /24, IPv6 /48). */
  network: string;
  /** Its wide network (IPv4 /16, IPv6 /32). */
  wideNetwork: string;
}

export type Reservation =
  { ok: true } | { ok: false; spent: "address" | "network" | "shared"; unclaimedBytesHeld: number };

/** Takes `bytes` of today's budgets for the upload `fileName`, or says which budget is spent. */
export async function reserveDailyBytes(
  db: D1Database,
  fileName: string,
  bytes: number,
  uploader: Uploader,
  budgets: ByteBudgets,
  now = Date.now(),
): Promise<Reservation> {
  const day = utcDayPeriod(now);
  const reserved = await db
    .prepare(
      `INSERT INTO voice_upload_bytes (file_name, day, address, network, bytes, uploaded_at, wide_network)
       SELECT ?1, ?2, ?3, ?4, ?5, ?6, ?10
        WHERE (SELECT coalesce(sum(bytes), 0) FROM voice_upload_bytes WHERE day = ?2 AND address = ?3) + ?5 <= ?7
          AND (SELECT coalesce(sum(bytes), 0) FROM voice_upload_bytes WHERE day = ?2 AND network = ?4) + ?5 <= ?8
          AND ((SELECT coalesce(sum(bytes), 0) FROM voice_upload_bytes WHERE day = ?2 AND released_at IS NULL) + ?5
                 <= ?9 - ?11
               OR ((SELECT coalesce(sum(bytes), 0) FROM voice_upload_bytes WHERE day = ?2 AND released_at IS NULL) + ?5
                     <= ?9
                   AND NOT EXISTS (SELECT 1 FROM voice_upload_bytes WHERE day = ?2 AND wide_network = ?10)))
       RETURNING file_name`,
    )
    .bind(
      fileName,
      day,
      uploader.address,
      uploader.network,
      bytes,
      d1Timestamp(now),
      budgets.perAddress,
      budgets.perNetwork,
      budgets.shared,
      uploader.wideNetwork,
      Math.min(budgets.reserved, budgets.shared),
    )
    .first();
  if (reserved) return { ok: true };

  // Refused: which budget, read afterwards (only refusals pay for this).
  const used = await db
    .prepare(
      `SELECT coalesce(sum(CASE WHEN address = ?2 THEN bytes END), 0) AS address,
              coalesce(sum(CASE WHEN network = ?3 THEN bytes END), 0) AS network,
              coalesce(sum(CASE WHEN released_at IS NULL THEN bytes END), 0) AS shared,
              coalesce(sum(CASE WHEN released_at IS NULL AND file_name NOT IN (SELECT file_name FROM voice_uploads)
                                THEN bytes END), 0) AS unclaimed
         FROM voice_upload_bytes WHERE day = ?1`,
    )
    .bind(day, uploader.address, uploader.network)
    .first<{ address: number; network: number; shared: number; unclaimed: number }>();
  const spent =
    (used?.address ?? 0) + bytes > budgets.perAddress
      ? "address"
      : (used?.network ?? 0) + bytes > budgets.perNetwork
        ? "network"
        : "shared";
  return { ok: false, spent, unclaimedBytesHeld: used?.unclaimed ?? 0 };
}

/** Gives back the whole reservation of an upload that was not stored. */
export async function releaseDailyBytes(db: D1Database, fileName: string) {
  await db.prepare("DELETE FROM voice_upload_bytes WHERE file_name = ?1").bind(fileName).run();
}

/**
 * Gives back to the shared budget the bytes of uploads made before `uploadedBefore` that no idea
 * claimed (their recordings are deleted by the same clean-up), and forgets the rows of earlier
 * days, which no longer count. The address's and network's shares keep counting released bytes
 * for the rest of the day. Returns the bytes given back.
 */
export async function releaseUnclaimedBytes(db: D1Database, uploadedBefore: number, now: number): Promise<number> {
  const [released] = await db.batch<{ bytes: number }>([
    db
      .prepare(
        `UPDATE voice_upload_bytes SET released_at = ?2
          WHERE released_at IS NULL AND uploaded_at < ?1
            AND file_name NOT IN (SELECT file_name FROM voice_uploads)
        RETURNING bytes`,
      )
      .bind(d1Timestamp(uploadedBefore), d1Timestamp(now)),
    db.prepare("DELETE FROM voice_upload_bytes WHERE day < ?1").bind(utcDayPeriod(now)),
  ]);
  return (released?.results ?? []).reduce((total, row) => total + row.bytes, 0);
}
