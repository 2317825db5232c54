// `staff enquiries`: the contact form's rows in D1 contacts, and marking one handled. The queries
// are the staff console's (app/features/staff-console), so the command and the console agree.
import {
  listEnquiries as listStoredEnquiries,
  markLeadHandled,
  sqlTimestamp,
  type EnquiryRow,
} from "~/features/staff-console/index.server";
import { InputError } from "./content";
import { withBusyRetry } from "./platform";

export type { EnquiryRow };

const UNITS: Record<string, number> = { h: 3_600_000, d: 86_400_000, w: 7 * 86_400_000 };

/** `--since` as a duration back from now: `12h`, `7d`, `2w`. */
export function parseSince(value: string): number {
  const match = /^(\d{1,4})([hdw])$/.exec(value);
  if (!match || Number(match[1]) === 0) {
    throw new InputError(`--since takes a duration such as 12h, 7d or 2w, not "${value}"`);
  }
  return Number(match[1]) * UNITS[match[2]!]!;
}

export interface EnquiryFilter {
  sinceMs?: number;
  unhandled?: boolean;
  limit: number;
  now?: Date;
}

/** Enquiries, newest first. */
export async function listEnquiries(db: D1Database, filter: EnquiryFilter): Promise<EnquiryRow[]> {
  const since =
    filter.sinceMs === undefined
      ? undefined
      : sqlTimestamp(new Date((filter.now ?? new Date()).getTime() - filter.sinceMs));
  return withBusyRetry(() => listStoredEnquiries(db, { since, unhandled: filter.unhandled, limit: filter.limit }));
}

/**
 * Marks an enquiry handled now, by `by` (the command and its user, as page-text changes record
 * it). A second call keeps the first time and person: `alreadyHandled` then says so. An id with
 * no enquiry is an input error.
 */
export async function handleEnquiry(db: D1Database, id: number, by: string) {
  const outcome = await withBusyRetry(() => markLeadHandled(db, "enquiry", id, by));
  if (!outcome) throw new InputError(`there is no enquiry #${id}`);
  return outcome;
}
