import { eq } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import { contacts, voiceUploads, type ContactRow, type VoiceUploadRow } from "~/db/schema";
import type { LeadKind } from "~/lib/leads";
import { cutAtWord, LEAD_LIST_LIMIT, UNKNOWN_SOURCE_PAGE, type LeadFilter, type LeadSummary } from "./leads";
import { dublinDayStart } from "~/lib/firm-time";

/**
 * The console's queries of leads. Every value is bound, never written into the SQL.
 */

/** A D1 timestamp (UTC, "YYYY-MM-DD HH:MM:SS", as CURRENT_TIMESTAMP writes it), so the two compare as text. */
export function sqlTimestamp(date: Date): string {
  return date.toISOString().slice(0, 19).replace("T", " ");
}

const EXCERPT_CHARACTERS = 160;

/** The most leads one export holds (every lead of a few years; a range narrows it). */
export const LEAD_EXPORT_LIMIT = 10_000;

/** An Irish-time day (YYYY-MM-DD) as the D1 timestamp it starts at, or "" for no day (no limit). */
export const dayStart = (day: string) => (day ? sqlTimestamp(dublinDayStart(day)) : "");

/**
 * Enquiries and voice ideas together, newest (or oldest) first, matching the search (any part of the name,
 * e-mail address, subject or title, message or transcript; letters A to Z in any case) and the
 * filters. `more` says the list stopped at its limit. The excerpt is the start of the message or
 * transcript, cut at a word with "…" (the export asks for all of it).
 */
export async function listLeads(
  db: D1Database,
  filter: LeadFilter,
  { limit = LEAD_LIST_LIMIT, excerptCharacters = EXCERPT_CHARACTERS } = {},
): Promise<{ leads: LeadSummary[]; more: boolean }> {
  const { results } = await db
    .prepare(
      `SELECT * FROM (
         SELECT 'enquiry' AS kind, id, created_at AS createdAt, first_name || ' ' || last_name AS name, email,
                subject AS title, substr(message, 1, ?5 + 1) AS excerpt, handled_at AS handledAt, handled_by AS handledBy,
                NULL AS transcriptionStatus, inquiry_type AS inquiryType, source_path AS sourcePath,
                staff_note AS note
         FROM contacts
         WHERE ?1 IN ('all', 'enquiry') AND (?6 = '' OR inquiry_type = ?6)
           AND (?9 = '' OR coalesce(source_path, ?10) = ?9)
           AND (?2 = '' OR instr(lower(first_name || ' ' || last_name || char(10) || email || char(10) || subject
                || char(10) || message || char(10) || inquiry_type), ?2) > 0)
         UNION ALL
         SELECT 'idea', id, created_at, coalesce(user_name, ''), user_email, user_context,
                substr(coalesce(transcript, ''), 1, ?5 + 1), handled_at, handled_by, transcription_status,
                NULL, source_path, staff_note
         FROM voice_uploads
         WHERE ?1 IN ('all', 'idea') AND ?6 = ''
           AND (?9 = '' OR coalesce(source_path, ?10) = ?9)
           AND (?2 = '' OR instr(lower(coalesce(user_name, '') || char(10) || user_email || char(10) || user_context
                || char(10) || coalesce(transcript, '')), ?2) > 0)
       )
       WHERE (?3 = 'all' OR (?3 = 'handled') = (handledAt IS NOT NULL))
         AND (?7 = '' OR createdAt >= ?7) AND (?8 = '' OR createdAt < ?8)
       ORDER BY CASE WHEN ?11 = 'oldest' THEN createdAt END ASC, createdAt DESC, kind, id DESC
       LIMIT ?4`,
    )
    .bind(
      filter.kind,
      filter.q.toLowerCase(),
      filter.state,
      limit + 1,
      excerptCharacters,
      filter.type,
      dayStart(filter.from),
      dayStart(filter.to),
      filter.page,
      UNKNOWN_SOURCE_PAGE,
      filter.sort,
    )
    .all<LeadSummary>();
  return {
    leads: results.slice(0, limit).map((lead) => ({ ...lead, excerpt: cutAtWord(lead.excerpt, excerptCharacters) })),
    more: results.length > limit,
  };
}

export async function findEnquiry(db: D1Database, id: number): Promise<ContactRow | undefined> {
  return getDb(db).select().from(contacts).where(eq(contacts.id, id)).get();
}

export async function findIdea(db: D1Database, id: number): Promise<VoiceUploadRow | undefined> {
  return getDb(db).select().from(voiceUploads).where(eq(voiceUploads.id, id)).get();
}

export interface HandledOutcome {
  handledAt: string;
  handledBy: string | null;
  /** It had been handled before: the first time and person are kept. */
  alreadyHandled: boolean;
}

const LEAD_TABLES: Record<LeadKind, string> = { enquiry: "contacts", idea: "voice_uploads" };

/**
 * Marks a lead handled now, by `by` (a staff member's e-mail address). A lead
 * handled before keeps its first time and person. Undefined when there is no such lead.
 */
export async function markLeadHandled(
  db: D1Database,
  kind: LeadKind,
  id: number,
  by: string,
): Promise<HandledOutcome | undefined> {
  const table = LEAD_TABLES[kind];
  const [update, row] = await db.batch<{ handled_at: string | null; handled_by: string | null }>([
    db
      .prepare(
        `UPDATE ${table} SET handled_at = CURRENT_TIMESTAMP, handled_by = ?2 WHERE id = ?1 AND handled_at IS NULL`,
      )
      .bind(id, by),
    db.prepare(`SELECT handled_at, handled_by FROM ${table} WHERE id = ?1`).bind(id),
  ]);
  const stored = row?.results[0];
  if (!stored) return undefined;
  return {
    handledAt: stored.handled_at ?? "",
    handledBy: stored.handled_by,
    alreadyHandled: (update?.meta.changes ?? 0) === 0,
  };
}

/** Undoes "Mark as handled": the lead is unhandled again, counted and listed as such. False when there is no such lead. */
export async function markLeadUnhandled(db: D1Database, kind: LeadKind, id: number): Promise<boolean> {
  const result = await db
    .prepare(`UPDATE ${LEAD_TABLES[kind]} SET handled_at = NULL, handled_by = NULL WHERE id = ?1`)
    .bind(id)
    .run();
  return result.meta.changes > 0;
}

/** Stores a lead's internal note ("" removes it). False when there is no such lead. */
export async function saveLeadNote(db: D1Database, kind: LeadKind, id: number, note: string): Promise<boolean> {
  const result = await db
    .prepare(`UPDATE ${LEAD_TABLES[kind]} SET staff_note = ?2 WHERE id = ?1`)
    .bind(id, note || null)
    .run();
  return result.meta.changes > 0;
}

/** The inquiry types the stored enquiries have, for the list's type filter. */
export async function inquiryTypes(db: D1Database): Promise<string[]> {
  const { results } = await db
    .prepare(`SELECT DISTINCT inquiry_type AS type FROM contacts ORDER BY type`)
    .all<{ type: string }>();
  return results.map(({ type }) => type);
}
