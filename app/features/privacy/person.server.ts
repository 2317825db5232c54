import { inArray, sql } from "drizzle-orm";
import { getDb } from "~/db/client.server";
import {
  contacts,
  erasures,
  voiceUploadBytes,
  voiceUploads,
  type ContactRow,
  type VoiceUploadBytesRow,
  type VoiceUploadRow,
} from "~/db/schema";
import { deleteRecordings, ERASED_BY, ROW_BATCH, type PrivacyStore } from "./store.server";

/**
 * Everything the site stores about one e-mail address, and its erasure: the answer to a
 * visitor's access request (GDPR Art. 15) and erasure request (Art. 17). Used by
 * `npm run staff -- person show|erase` (docs/privacy.md).
 */

/** A recording of one of the person's voice ideas, as the bucket holds it. */
export interface StoredRecording {
  ideaId: number;
  key: string;
  /** Bytes, or null when the recording is no longer in the bucket. */
  size: number | null;
}

export interface PersonRecords {
  /** The address as asked for, trimmed. */
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
}

export interface ErasureCounts {
  enquiries: number;
  voiceIdeas: number;
  recordings: number;
}

/**
 * The address a visitor gave, matched without regard to case or surrounding spaces (SQLite's
 * lower() folds ASCII letters only, so other letters must match exactly).
 */
function sameAddress(column: typeof contacts.email | typeof voiceUploads.userEmail, email: string) {
  return sql`lower(trim(${column})) = lower(${email.trim()})`;
}

/**
 * What an access request is answered with, as one document: the staff command's
 * `person show --json` and person.json, and the staff console's download.
 */
export function personDocument(person: PersonRecords, where: string) {
  return {
    email: person.email,
    where,
    enquiries: person.enquiries,
    voiceIdeas: person.ideas,
    recordings: person.recordings,
    voiceUploadBytes: person.uploadBytes,
  };
}

export async function findPerson(store: PrivacyStore, email: string): Promise<PersonRecords> {
  const db = getDb(store.db);
  const [enquiries, ideas] = await Promise.all([
    db.select().from(contacts).where(sameAddress(contacts.email, email)).orderBy(contacts.id),
    db.select().from(voiceUploads).where(sameAddress(voiceUploads.userEmail, email)).orderBy(voiceUploads.id),
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
  return { email: email.trim(), enquiries, ideas, recordings, uploadBytes };
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
  requestedBy: string = ERASED_BY.staff,
): Promise<ErasureCounts> {
  const person = await findPerson(store, email);
  if (person.enquiries.length + person.ideas.length === 0) return { enquiries: 0, voiceIdeas: 0, recordings: 0 };
  const counts: ErasureCounts = {
    enquiries: person.enquiries.length,
    voiceIdeas: person.ideas.length,
    recordings: await deleteRecordings(
      store.recordings,
      person.ideas.map((idea) => idea.fileName),
    ),
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
  await db.batch([db.insert(erasures).values({ reason: "request", requestedBy, ...counts }), ...deletions]);
  return counts;
}
