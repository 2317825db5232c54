import {
  createExecutionContext,
  createMessageBatch,
  createScheduledController,
  env,
  getQueueResult,
} from "cloudflare:test";
import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { getDb } from "~/db/client.server";
import { contacts, erasures, unansweredQuestions, voiceUploads } from "~/db/schema";
import { d1Timestamp } from "~/db/timestamps";
import { applyRetention, erasePerson, findPerson, personDocument } from "~/features/privacy/index.server";
import { handleQueue, handleScheduled } from "../../workers/api";
import { storeEnquiry, storeIdea } from "./support/leads";
import { postJson, putRecording, recordingKeys, storedVoiceIdea, webmBytes } from "./support/voice";

const DAY = 24 * 60 * 60 * 1000;
const db = () => getDb(env.DB);
const store = () => ({ db: env.DB, recordings: env.RECORDINGS });
const unique = () => crypto.randomUUID().slice(0, 8);

/** A stored idea with its recording at the bucket's root, as a logged idea has it; unique texts. */
async function storeIdeaWithRecording(changes: Parameters<typeof storeIdea>[0] = {}) {
  const row = await storeIdea({ transcript: `Transcript ${unique()}`, ...changes });
  await env.RECORDINGS.put(row.fileName, webmBytes());
  return row;
}

/** A stored enquiry whose message, like its subject, no other row holds. */
const storeUniqueEnquiry = (changes: Parameters<typeof storeEnquiry>[0] = {}) =>
  storeEnquiry({ message: `Message ${unique()}`, ...changes });

async function exists(table: typeof contacts | typeof voiceUploads, id: number) {
  const rows = await env.DB.prepare(`SELECT id FROM ${table === contacts ? "contacts" : "voice_uploads"} WHERE id = ?1`)
    .bind(id)
    .all();
  return rows.results.length === 1;
}

/** Every value of every table of the database, as one text to search. */
async function wholeDatabase(): Promise<string> {
  const { results: tables } = await env.DB.prepare(
    "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%'",
  ).all<{ name: string }>();
  const dumps = await Promise.all(
    tables.map(async ({ name }) => JSON.stringify((await env.DB.prepare(`SELECT * FROM "${name}"`).all()).results)),
  );
  return dumps.join("\n").toLowerCase();
}

async function deliver(queue: string, body: unknown) {
  const batch = createMessageBatch(queue, [{ id: `job-${unique()}`, timestamp: new Date(), attempts: 1, body }]);
  const ctx = createExecutionContext();
  await handleQueue(batch, env, ctx);
  return getQueueResult(batch, ctx);
}

let sentMail: unknown[];
beforeEach(() => {
  sentMail = [];
  vi.spyOn(env.EMAIL, "send").mockImplementation(async (message) => {
    sentMail.push(message);
    return { messageId: "<test@example.com>" };
  });
  vi.spyOn(console, "log").mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

describe("person show", () => {
  it("finds the record that links a recording uploaded today to the uploader's address, as the access request shows it", async () => {
    const address = `ada.${unique()}@example.com`;
    const uploaded = await putRecording(webmBytes(), { "CF-Connecting-IP": "2001:db8:41:7::9" });
    const { file_name } = await uploaded.json<{ file_name: string }>();
    const logged = await postJson("/api/voice-uploads", { file_name, name: "Ada", email: address });
    expect(logged.status).toBe(201);

    const found = await findPerson(store(), address);
    expect(found.uploadBytes).toEqual([
      expect.objectContaining({
        fileName: file_name,
        address: "2001:db8:41:7::/64",
        network: "2001:db8:41::/48",
        bytes: webmBytes().byteLength,
        releasedAt: null,
      }),
    ]);
    expect(personDocument(found, "the local database").voiceUploadBytes).toEqual(found.uploadBytes);

    // Erased with the idea, as before; and nothing is found afterwards.
    await erasePerson(store(), address);
    expect((await findPerson(store(), address)).uploadBytes).toEqual([]);
    const left = await env.DB.prepare("SELECT count(*) AS n FROM voice_upload_bytes WHERE file_name = ?1")
      .bind(file_name)
      .first<{ n: number }>();
    expect(left!.n).toBe(0);
  });
});

describe("person show", () => {
  it("hands over others' questions with other people's addresses and phone numbers redacted, the person's own kept", async () => {
    const address = `ada.${unique()}@example.com`;
    const other = `bob.${unique()}@example.org`;
    const question = `Please send the quote to ${address.toUpperCase()} and copy ${other} or call +44 (20) 7946-0958 about the 2 ESP32 boards from 2024.`;
    const [row] = await db().insert(unansweredQuestions).values({ question }).returning();

    const found = await findPerson(store(), address);
    const handedOver = `Please send the quote to ${address.toUpperCase()} and copy [e-mail address removed] or call [phone number removed] about the 2 ESP32 boards from 2024.`;
    expect(found.unansweredQuestions.map((entry) => entry.question)).toEqual([handedOver]);
    const document = JSON.stringify(personDocument(found, "test"));
    expect(document).not.toContain(other);
    expect(document).not.toContain("7946");
    // What is stored is unchanged: the redaction is of what is handed over.
    const [stored] = await db().select().from(unansweredQuestions).where(eq(unansweredQuestions.id, row!.id));
    expect(stored!.question).toBe(question);
    await db().delete(unansweredQuestions).where(eq(unansweredQuestions.id, row!.id));
  });

  it("finds the person whatever invisible characters or Unicode form the address was typed with", async () => {
    const address = `zoë.${unique()}@example.com`;
    const enquiry = await storeUniqueEnquiry({ email: address });
    const typed = ` \u200b${address.normalize("NFD")}\u2060 `;
    const found = await findPerson(store(), typed);
    expect(found.email).toBe(address);
    expect(found.enquiries.map((row) => row.id)).toEqual([enquiry.id]);
    expect(await erasePerson(store(), typed)).toMatchObject({ enquiries: 1 });
  });

  it("finds an address stored with an invisible character before such characters were refused", async () => {
    const address = `ada.${unique()}@example.com`;
    const hidden = await storeUniqueEnquiry({ email: `${address.slice(0, 3)}\u200b${address.slice(3)}\ufeff` });
    const idea = await storeIdeaWithRecording({ userEmail: `\u2060${address}` });
    const found = await findPerson(store(), address);
    expect(found.enquiries.map((row) => row.id)).toEqual([hidden.id]);
    expect(found.ideas.map((row) => row.id)).toEqual([idea.id]);
    expect(await erasePerson(store(), address)).toMatchObject({ enquiries: 1, voiceIdeas: 1 });
    expect(await exists(contacts, hidden.id)).toBe(false);
  });
});

describe("person erase", () => {
  it("leaves nothing about the address in D1 or R2, however its case was typed, and keeps everyone else", async () => {
    const address = `Grace.${unique()}@Example.com`;
    const enquiry = await storeUniqueEnquiry({ email: address, firstName: "Grace", lastName: "Hopper" });
    const second = await storeUniqueEnquiry({ email: address.toLowerCase() });
    const idea = await storeIdeaWithRecording({ userEmail: address.toUpperCase(), userName: "Grace Hopper" });
    // A copy still waiting to be claimed, as one whose claim has not deleted it yet.
    await env.RECORDINGS.put(`unclaimed/${idea.fileName}`, webmBytes());
    // Logged through the API, with a transcription job really queued and not yet run.
    const logged = await storedVoiceIdea();
    await db()
      .update(voiceUploads)
      .set({ userEmail: ` ${address} ` })
      .where(eq(voiceUploads.id, logged.id));
    const other = await storeUniqueEnquiry({ email: `someone.${unique()}@example.com` });
    const otherIdea = await storeIdeaWithRecording({ userEmail: `someone.${unique()}@example.com` });
    // A question the assistant could not answer, which holds the address.
    await db()
      .insert(unansweredQuestions)
      .values({ question: `Can an engineer mail me at ${address}?` });

    const found = await findPerson(store(), address.toLowerCase());
    expect(found.enquiries.map((row) => row.id)).toEqual([enquiry.id, second.id]);
    expect(found.ideas.map((row) => row.id)).toEqual([idea.id, logged.id]);
    expect(found.recordings).toEqual([
      { ideaId: idea.id, key: idea.fileName, size: webmBytes().byteLength },
      { ideaId: logged.id, key: logged.fileName, size: logged.bytes.byteLength },
    ]);

    const erased = await erasePerson(store(), ` ${address.toUpperCase()} `);
    expect(erased).toEqual({ enquiries: 2, voiceIdeas: 2, recordings: 2, unansweredQuestions: 1 });

    const everything = await wholeDatabase();
    for (const text of [
      address,
      enquiry.subject,
      enquiry.message,
      second.subject,
      idea.userContext,
      idea.transcript!,
    ]) {
      expect(everything).not.toContain(text.toLowerCase());
    }
    expect(everything).not.toContain(idea.fileName);
    expect(everything).not.toContain(logged.fileName);
    const keys = await recordingKeys();
    for (const key of [idea.fileName, `unclaimed/${idea.fileName}`, logged.fileName]) expect(keys).not.toContain(key);
    expect(await findPerson(store(), address)).toMatchObject({
      enquiries: [],
      ideas: [],
      recordings: [],
      unansweredQuestions: [],
    });

    expect(await exists(contacts, other.id)).toBe(true);
    expect(await exists(voiceUploads, otherIdea.id)).toBe(true);
    expect(keys).toContain(otherIdea.fileName);
  });

  it("leaves an erasure record of the date and counts only", async () => {
    const address = `record.${unique()}@example.com`;
    await storeUniqueEnquiry({ email: address });
    await storeIdeaWithRecording({ userEmail: address });
    const before = await db().select().from(erasures);
    await erasePerson(store(), address);
    const added = (await db().select().from(erasures)).filter((row) => !before.some((old) => old.id === row.id));
    expect(added).toEqual([
      {
        id: expect.any(Number),
        erasedAt: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/),
        reason: "request",
        requestedBy: "staff console",
        enquiries: 1,
        voiceIdeas: 1,
        recordings: 1,
        unansweredQuestions: 0,
      },
    ]);
  });

  it("erases nothing and records nothing for an address with nothing stored", async () => {
    const before = (await db().select().from(erasures)).length;
    expect(await erasePerson(store(), `nobody.${unique()}@example.com`)).toEqual({
      enquiries: 0,
      voiceIdeas: 0,
      recordings: 0,
      unansweredQuestions: 0,
    });
    expect(await db().select().from(erasures)).toHaveLength(before);
  });

  it("leaves jobs still queued for the erased rows doing nothing: no transcript, no e-mail", async () => {
    const address = `queued.${unique()}@example.com`;
    const enquiry = await storeUniqueEnquiry({ email: address });
    const idea = await storeIdeaWithRecording({ userEmail: address, transcriptionStatus: "pending", transcript: null });
    await erasePerson(store(), address);

    const transcription = await deliver("voice-transcription", { version: 1, recordId: idea.id });
    const enquiryMail = await deliver("staff-mail", { version: 1, kind: "enquiry", id: enquiry.id });
    const ideaMail = await deliver("staff-mail", { version: 1, kind: "voice-idea", id: idea.id });

    for (const result of [transcription, enquiryMail, ideaMail]) expect(result.explicitAcks).toHaveLength(1);
    expect(sentMail).toEqual([]);
    expect(await exists(voiceUploads, idea.id)).toBe(false);
    expect(await wholeDatabase()).not.toContain(address);
  });
});

describe("retention", () => {
  async function runCron(at: number, targetEnv: Env = env) {
    await handleScheduled(
      createScheduledController({ scheduledTime: at, cron: "*/10 * * * *" }),
      targetEnv,
      createExecutionContext(),
    );
  }

  it("erases enquiries past ENQUIRY_RETENTION_DAYS and voice ideas with their recordings past RECORDING_RETENTION_DAYS, nothing younger", async () => {
    const now = Date.now();
    const oldEnquiry = await storeUniqueEnquiry({ createdAt: d1Timestamp(now - 731 * DAY) });
    const keptEnquiry = await storeUniqueEnquiry({ createdAt: d1Timestamp(now - 729 * DAY) });
    const oldIdea = await storeIdeaWithRecording({ createdAt: d1Timestamp(now - 366 * DAY) });
    const keptIdea = await storeIdeaWithRecording({ createdAt: d1Timestamp(now - 364 * DAY) });
    const before = await db().select().from(erasures);

    await runCron(now);

    expect(await exists(contacts, oldEnquiry.id)).toBe(false);
    expect(await exists(contacts, keptEnquiry.id)).toBe(true);
    expect(await exists(voiceUploads, oldIdea.id)).toBe(false);
    expect(await exists(voiceUploads, keptIdea.id)).toBe(true);
    const keys = await recordingKeys();
    expect(keys).not.toContain(oldIdea.fileName);
    expect(keys).toContain(keptIdea.fileName);
    const added = (await db().select().from(erasures)).filter((row) => !before.some((old) => old.id === row.id));
    expect(added).toMatchObject([
      { reason: "retention", requestedBy: "scheduled retention", enquiries: 1, voiceIdeas: 1, recordings: 1 },
    ]);

    // A second run finds nothing more, and records nothing.
    await runCron(now);
    expect(await db().select().from(erasures)).toHaveLength(before.length + 1);
  });

  it("takes its periods from the configuration", async () => {
    const now = Date.now();
    const enquiry = await storeUniqueEnquiry({ createdAt: d1Timestamp(now - 31 * DAY) });
    const idea = await storeIdeaWithRecording({ createdAt: d1Timestamp(now - 8 * DAY) });
    await runCron(now);
    expect(await exists(contacts, enquiry.id)).toBe(true);
    expect(await exists(voiceUploads, idea.id)).toBe(true);

    await runCron(now, { ...env, ENQUIRY_RETENTION_DAYS: "30", RECORDING_RETENTION_DAYS: "7" });
    expect(await exists(contacts, enquiry.id)).toBe(false);
    expect(await exists(voiceUploads, idea.id)).toBe(false);
    expect(await recordingKeys()).not.toContain(idea.fileName);
  });

  it("erases in batches of 100, oldest first, so a run stays short", async () => {
    const now = Date.now();
    const created = d1Timestamp(now - 800 * DAY);
    const tag = unique();
    await env.DB.batch(
      Array.from({ length: 105 }, (_, index) =>
        env.DB.prepare(
          "INSERT INTO contacts (first_name, last_name, email, subject, message, inquiry_type, created_at) VALUES ('A', 'B', 'c@example.com', ?1, 'm', 'Project Inquiry', ?2)",
        ).bind(`${tag} ${index}`, created),
      ),
    );
    const remaining = async () =>
      (await env.DB.prepare("SELECT COUNT(*) AS n FROM contacts WHERE subject LIKE ?1")
        .bind(`${tag} %`)
        .first<{ n: number }>())!.n;

    expect(await applyRetention(env, now)).toMatchObject({ enquiries: 100 });
    expect(await remaining()).toBe(5);
    expect(await applyRetention(env, now)).toMatchObject({ enquiries: 5 });
    expect(await remaining()).toBe(0);
  });
});

describe("the daily digest", () => {
  it("reports what retention and erasure requests removed that day, as counts, even on an otherwise quiet day", async () => {
    // A day of its own, with no lead in it.
    const until = Date.UTC(2033, 5, 10, 7, 0, 0);
    const during = d1Timestamp(until - 3 * 60 * 60 * 1000);
    await db()
      .insert(erasures)
      .values([
        {
          erasedAt: during,
          reason: "retention",
          requestedBy: "scheduled retention",
          enquiries: 2,
          voiceIdeas: 1,
          recordings: 1,
        },
        {
          erasedAt: during,
          reason: "retention",
          requestedBy: "scheduled retention",
          enquiries: 1,
          voiceIdeas: 0,
          recordings: 0,
          unansweredQuestions: 4,
        },
        {
          erasedAt: during,
          reason: "request",
          requestedBy: "staff console",
          enquiries: 1,
          voiceIdeas: 2,
          recordings: 2,
        },
        // The day before: not this digest's.
        {
          erasedAt: d1Timestamp(until - 30 * 60 * 60 * 1000),
          reason: "request",
          requestedBy: "staff console",
          enquiries: 9,
        },
      ]);

    await deliver("staff-mail", { version: 1, kind: "digest", until });

    expect(sentMail).toHaveLength(1);
    const { text } = sentMail[0] as { text: string };
    expect(text).toContain("Erased under the privacy notice:");
    expect(text).toContain(
      "- Past their retention periods: 3 enquiries, 1 voice idea, 1 recording, 4 unanswered assistant questions",
    );
    expect(text).toContain("- On request (1 erasure from the staff console): 1 enquiry, 2 voice ideas, 2 recordings");
    expect(text).not.toContain("9 enquiries");
  });
});
