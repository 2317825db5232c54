import { inArray, sql, type SQL } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import {
  contacts,
  erasures,
  unansweredQuestions,
  voiceUploadBytes,
  voiceUploads,
  type ContactRow,
  type UnansweredQuestionRow,
  type VoiceUploadBytesRow,
  type VoiceUploadRow,
} from "~/db/schema";
import { addressForLookup } from "~/lib/visitor-text";
import { deleteRecordings, ERASED_BY, ROW_BATCH, type PrivacyStore } from "./store.server";

/**
 * Everything the site stores about one e-mail address, and its erasure: the answer to a
 * visitor's access request (GDPR Art. 15) and erasure request (Art. 17), answered in the staff
 * console (docs/privacy.md).
 */

/** A recording of one of the person's voice ideas, as the bucket holds it. */
export interface StoredRecording {
  ideaId: number;
  key: string;
  /** Bytes, or null when the recording is no longer in the bucket. */
  size: number | null;
}

export interface PersonRecords {
  /** The address as asked for, trimmed, without format characters, in NFC. */
  email: string;
  enquiries: ContactRow[];
  ideas: VoiceUploadRow[];
  recordings: StoredRecording[];
  /**
   * The daily byte budgets' rows of the person's recordings (decision 0039): each links a recording
   * to the client address and network it was uploaded from, its size and time. Kept until the UTC
   * day of the upload ends (the next scheduled clean-up deletes them).
   */
  uploadBytes: VoiceUploadBytesRow[];
  /** Questions the assistant could not answer whose text holds the address (kept 30 days). */
  unansweredQuestions: UnansweredQuestionRow[];
}

export interface ErasureCounts {
  enquiries: number;
  voiceIdeas: number;
  recordings: number;
  unansweredQuestions: number;
}

export const NOTHING_ERASED: ErasureCounts = { enquiries: 0, voiceIdeas: 0, recordings: 0, unansweredQuestions: 0 };

const codePoints = (first: number, last: number) => Array.from({ length: last - first + 1 }, (_, i) => first + i);

/**
 * The format characters of the Basic Multilingual Plane (Unicode category Cf). Addresses stored
 * before they were refused may hold one (an invisible U+200B), so they are compared without them.
 */
const FORMAT_CODE_POINTS = [
  0xad,
  0x600,
  0x61c,
  0x180e,
  ...codePoints(0x200b, 0x200f),
  ...codePoints(0x202a, 0x202e),
  ...codePoints(0x2060, 0x2064),
  ...codePoints(0x2066, 0x206f),
  0xfeff,
  ...codePoints(0xfff9, 0xfffb),
];

/** The column's text without those characters: SQLite's replace() once for each (constants only). */
function withoutFormatCharacters(column: typeof contacts.email | typeof voiceUploads.userEmail): SQL {
  return FORMAT_CODE_POINTS.reduce<SQL>(
    (text, code) => sql`replace(${text}, char(${sql.raw(String(code))}), '')`,
    sql`${column}`,
  );
}

/**
 * The address a visitor gave, matched without regard to case, surrounding spaces or format
 * characters (SQLite's lower() folds ASCII letters only, so other letters must match exactly;
 * addresses are stored in NFC, as `email` is given).
 */
function sameAddress(column: typeof contacts.email | typeof voiceUploads.userEmail, email: string) {
  return sql`lower(trim(${withoutFormatCharacters(column)})) = lower(${email})`;
}

/**
 * What an access request is answered with, as one document: person.json in the staff console's
 * download.
 */
export function personDocument(person: PersonRecords, where: string) {
  return {
    email: person.email,
    where,
    enquiries: person.enquiries,
    voiceIdeas: person.ideas,
    recordings: person.recordings,
    voiceUploadBytes: person.uploadBytes,
    unansweredQuestions: person.unansweredQuestions,
  };
}

/** Characters of an address's local part, before its @: one just before a match makes it another address. */
const LOCAL_PART_CHARACTER = /[\p{L}\p{N}.!#$%&'*+/=?^_`{|}~@-]/u;
/** Characters of a domain name: one just after a match (or after a full stop after it) makes it another address. */
const DOMAIN_CHARACTER = /[\p{L}\p{N}-]/u;

/**
 * Whether the text holds the address as a whole, case ignored as everywhere the site matches
 * addresses: "ada@example.com" is in "Mail ADA@example.com." but not in "grada@example.com" or
 * "ada@example.com.au", someone else's. The address, escaped by the standard `RegExp.escape`, with
 * lookarounds for its edges. Not an e-mail finder such as linkifyjs (already installed for the
 * editor): it ends a domain at the last top-level domain it knows, so it reads "ada@example.com"
 * in "ada@example.com.evil" and finds no address at all under an unknown one.
 */
export function holdsAddress(text: string, email: string): boolean {
  const address = email.trim();
  if (!address) return false;
  const before = `(?<!${LOCAL_PART_CHARACTER.source})`;
  const after = `(?!${DOMAIN_CHARACTER.source}|\\.${DOMAIN_CHARACTER.source})`;
  return new RegExp(`${before}${RegExp.escape(address)}${after}`, "iu").test(text);
}

/** An e-mail address in running text: something@domain.tld, letters of any script. */
const ADDRESS_IN_TEXT = /[\p{L}\p{N}.!#$%&'*+/=?^_`{|}~-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)+/gu;
/** A run that reads as a phone number: an optional +, then digits with spaces, dots, dashes or brackets. */
const PHONE_IN_TEXT = /(?<![\p{L}\p{N}])\+?\(?\d[\d\s().-]*\d(?![\p{L}\p{N}])/gu;
/** E.164 numbers have at most 15 digits; fewer than 7 is a year, a price or a part number. */
const isPhoneNumber = (run: string) => {
  const digits = run.replace(/\D/g, "").length;
  return digits >= 7 && digits <= 15;
};

export const REDACTED_ADDRESS = "[e-mail address removed]";
export const REDACTED_PHONE = "[phone number removed]";

/**
 * Text another visitor wrote (a question to the assistant), as it is handed to the person it
 * names: every other e-mail address and every phone number removed, the person's own address kept.
 */
export function redactedForPerson(text: string, email: string): string {
  return text
    .replace(ADDRESS_IN_TEXT, (address) => (address.toLowerCase() === email.toLowerCase() ? address : REDACTED_ADDRESS))
    .replace(PHONE_IN_TEXT, (run) => (isPhoneNumber(run) ? REDACTED_PHONE : run));
}

/**
 * The unanswered questions that hold the address: narrowed in D1, then matched as a whole word.
 * Anyone may have typed them, so they come with other people's addresses and numbers redacted.
 */
async function unansweredQuestionsOf(d1: D1Database, email: string): Promise<UnansweredQuestionRow[]> {
  const candidates = await getDb(d1)
    .select()
    .from(unansweredQuestions)
    .where(sql`instr(lower(${unansweredQuestions.question}), lower(${email})) > 0`)
    .orderBy(unansweredQuestions.id);
  return candidates
    .filter((row) => holdsAddress(row.question, email))
    .map((row) => ({ ...row, question: redactedForPerson(row.question, email) }));
}

/**
 * `email` is looked up as the site stores addresses (NFC, see visitor-text.ts), with format
 * characters dropped: a pasted zero-width space does not hide the person.
 */
export async function findPerson(store: PrivacyStore, typed: string): Promise<PersonRecords> {
  const email = addressForLookup(typed);
  const db = getDb(store.db);
  const [enquiries, ideas, questions] = await Promise.all([
    db.select().from(contacts).where(sameAddress(contacts.email, email)).orderBy(contacts.id),
    db.select().from(voiceUploads).where(sameAddress(voiceUploads.userEmail, email)).orderBy(voiceUploads.id),
    unansweredQuestionsOf(store.db, email),
  ]);
  const fileNames = ideas.map((idea) => idea.fileName);
  const [recordings, uploadBytes] = await Promise.all([
    Promise.all(
      ideas.map(async (idea) => ({
        ideaId: idea.id,
        key: idea.fileName,
        size: (await store.recordings.head(idea.fileName))?.size ?? null,
      })),
    ),
    uploadBytesOf(store.db, fileNames),
  ]);
  return { email, enquiries, ideas, recordings, uploadBytes, unansweredQuestions: questions };
}

/** The budget rows of these recordings, in the order of the ideas, ROW_BATCH names a query. */
async function uploadBytesOf(d1: D1Database, fileNames: readonly string[]): Promise<VoiceUploadBytesRow[]> {
  const db = getDb(d1);
  const batches = [];
  for (let start = 0; start < fileNames.length; start += ROW_BATCH) {
    const batch = fileNames.slice(start, start + ROW_BATCH);
    batches.push(db.select().from(voiceUploadBytes).where(inArray(voiceUploadBytes.fileName, batch)));
  }
  const rows = (await Promise.all(batches)).flat();
  return rows.sort((a, b) => fileNames.indexOf(a.fileName) - fileNames.indexOf(b.fileName));
}

/**
 * Erases everything stored about the address (nothing, and no record, when nothing is stored):
 * the recordings first (should the rows' deletion fail, erasing again finishes the job), then the
 * rows and the erasure record in one D1 batch, which is a transaction. Jobs still queued for these rows name only their ids,
 * which are never reused (AUTOINCREMENT), and their consumers skip a row that no longer exists.
 * `requestedBy` names who carried it out in the erasure record (ERASED_BY), never the person.
 */
export async function erasePerson(
  store: PrivacyStore,
  email: string,
  requestedBy: string = ERASED_BY.console,
): Promise<ErasureCounts> {
  const person = await findPerson(store, email);
  if (person.enquiries.length + person.ideas.length + person.unansweredQuestions.length === 0) return NOTHING_ERASED;
  const counts: ErasureCounts = {
    enquiries: person.enquiries.length,
    voiceIdeas: person.ideas.length,
    recordings: await deleteRecordings(
      store.recordings,
      person.ideas.map((idea) => idea.fileName),
    ),
    unansweredQuestions: person.unansweredQuestions.length,
  };
  const db = getDb(store.db);
  const enquiryIds = person.enquiries.map((row) => row.id);
  const ideaIds = person.ideas.map((row) => row.id);
  const deletions = [];
  for (let start = 0; start < enquiryIds.length; start += ROW_BATCH) {
    deletions.push(db.delete(contacts).where(inArray(contacts.id, enquiryIds.slice(start, start + ROW_BATCH))));
  }
  for (let start = 0; start < ideaIds.length; start += ROW_BATCH) {
    deletions.push(db.delete(voiceUploads).where(inArray(voiceUploads.id, ideaIds.slice(start, start + ROW_BATCH))));
  }
  // An upload of today still has its row in the daily byte budgets, which holds the client's
  // address (decision 0039): it goes with the recording (person.uploadBytes shows it).
  const fileNames = person.ideas.map((idea) => idea.fileName);
  for (let start = 0; start < fileNames.length; start += ROW_BATCH) {
    deletions.push(
      db.delete(voiceUploadBytes).where(inArray(voiceUploadBytes.fileName, fileNames.slice(start, start + ROW_BATCH))),
    );
  }
  const questionIds = person.unansweredQuestions.map((row) => row.id);
  for (let start = 0; start < questionIds.length; start += ROW_BATCH) {
    deletions.push(
      db
        .delete(unansweredQuestions)
        .where(inArray(unansweredQuestions.id, questionIds.slice(start, start + ROW_BATCH))),
    );
  }
  await db.batch([db.insert(erasures).values({ reason: "request", requestedBy, ...counts }), ...deletions]);
  return counts;
}
