// `staff enquiries`: the contact form's rows in D1 contacts, and marking one handled.
import { InputError } from "./content";
import { withBusyRetry, type StaffDb } from "./platform";

export interface EnquiryRow {
  id: number;
  created_at: string;
  inquiry_type: string;
  first_name: string;
  last_name: string;
  email: string;
  subject: string;
  message: string;
  handled_at: string | null;
  staff_notified_at: string | null;
}

const UNITS: Record<string, number> = { h: 3_600_000, d: 86_400_000, w: 7 * 86_400_000 };

/** `--since` as a duration back from now: `12h`, `7d`, `2w`. */
export function parseSince(value: string): number {
  const match = /^(\d{1,4})([hdw])$/.exec(value);
  if (!match || Number(match[1]) === 0) {
    throw new InputError(`--since takes a duration such as 12h, 7d or 2w, not "${value}"`);
  }
  return Number(match[1]) * UNITS[match[2]!]!;
}

/** A time as D1's CURRENT_TIMESTAMP writes it (UTC, "YYYY-MM-DD HH:MM:SS"), so the two compare as text. */
export function sqlTimestamp(date: Date): string {
  return date.toISOString().slice(0, 19).replace("T", " ");
}

export interface EnquiryFilter {
  sinceMs?: number;
  unhandled?: boolean;
  limit: number;
  now?: Date;
}

/** Enquiries, newest first. */
export async function listEnquiries(db: StaffDb, filter: EnquiryFilter): Promise<EnquiryRow[]> {
  const cutoff =
    filter.sinceMs === undefined ? null : sqlTimestamp(new Date((filter.now ?? new Date()).getTime() - filter.sinceMs));
  const { results } = await withBusyRetry(() =>
    db
      .prepare(
        `SELECT id, created_at, inquiry_type, first_name, last_name, email, subject, message, handled_at, staff_notified_at
         FROM contacts
         WHERE (?1 IS NULL OR created_at >= ?1) AND (?2 = 0 OR handled_at IS NULL)
         ORDER BY created_at DESC, id DESC LIMIT ?3`,
      )
      .bind(cutoff, filter.unhandled ? 1 : 0, filter.limit)
      .all<EnquiryRow>(),
  );
  return results;
}

/**
 * Marks an enquiry handled now. A second call keeps the first time: `alreadyHandled` then says
 * so. An id with no enquiry is an input error.
 */
export async function handleEnquiry(db: StaffDb, id: number): Promise<{ handledAt: string; alreadyHandled: boolean }> {
  const result = await withBusyRetry(() =>
    db
      .prepare("UPDATE contacts SET handled_at = CURRENT_TIMESTAMP WHERE id = ?1 AND handled_at IS NULL")
      .bind(id)
      .run(),
  );
  const row = await withBusyRetry(() =>
    db.prepare("SELECT handled_at FROM contacts WHERE id = ?1").bind(id).first<{ handled_at: string | null }>(),
  );
  if (!row) throw new InputError(`there is no enquiry #${id}`);
  return { handledAt: row.handled_at ?? "", alreadyHandled: (result.meta.changes ?? 0) === 0 };
}
