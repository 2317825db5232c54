import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { unzipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openPlatform, type Platform } from "../../scripts/staff/platform";
import { webmBytes } from "../support/webm";
import { migratedState, staffProcess, staffWith } from "./support";

// `person show` and `person erase` against real local D1 and R2 state, as staff answer an access
// or erasure request (docs/privacy.md).

/** Stored text a visitor could send: an OSC 8 hyperlink and "clear screen". */
const HOSTILE = "\x1b]8;;http://evil.example\x07click\x1b]8;;\x07 and \x1b[2J\u202e";

let persistTo: string;
let work: string;
let platform: Platform;

beforeAll(async () => {
  persistTo = await migratedState();
  work = mkdtempSync(path.join(tmpdir(), "staff-person-"));
  platform = await openPlatform({ kind: "local", persistTo });
});

afterAll(async () => {
  await platform?.dispose();
  for (const folder of [persistTo, work]) if (folder) rmSync(folder, { recursive: true, force: true });
});

const staff = (args: string[], confirm?: (question: string) => Promise<boolean>) =>
  staffWith(platform, undefined, args, { confirm });

/** One enquiry and one voice idea with its recording, under `email`. */
async function storePerson(email: string) {
  const enquiry = await platform.db
    .prepare(
      `INSERT INTO contacts (first_name, last_name, email, subject, message, inquiry_type)
       VALUES ('Ada', ?1, ?2, 'Pump controller', 'We need a motor controller.', 'Project Inquiry') RETURNING id`,
    )
    .bind(`Lovelace ${HOSTILE}`, email)
    .first<{ id: number }>();
  const fileName = `voice-idea-${Date.now()}-${Math.random().toString(16).slice(2, 14).padEnd(12, "0")}.webm`;
  const bytes = webmBytes();
  await platform.store.recordings.put(fileName, bytes);
  const idea = await platform.db
    .prepare(
      `INSERT INTO voice_uploads (file_name, file_url, user_email, user_context, user_name, transcript, transcription_status)
       VALUES (?1, ?2, ?3, 'Solar charger', 'Ada', 'A charger that follows the sun.', 'done') RETURNING id`,
    )
    .bind(fileName, `r2://voice-recordings/${fileName}`, email.toUpperCase())
    .first<{ id: number }>();
  // Uploaded today: the daily budgets' row links the recording to the client's address.
  await platform.db
    .prepare(
      `INSERT INTO voice_upload_bytes (file_name, day, address, network, bytes, uploaded_at)
       VALUES (?1, strftime('%Y-%m-%d', 'now'), '2001:db8:41:7::/64', '2001:db8:41::/48', ?2, datetime('now'))`,
    )
    .bind(fileName, bytes.byteLength)
    .run();
  // A question the assistant could not answer, holding the address (and hostile text).
  const question = await platform.db
    .prepare("INSERT INTO unanswered_questions (question) VALUES (?1) RETURNING id")
    .bind(`Mail ${email} about ${HOSTILE}`)
    .first<{ id: number }>();
  return { enquiryId: enquiry!.id, ideaId: idea!.id, questionId: question!.id, fileName, bytes };
}

async function countRows(email: string) {
  const row = await platform.db
    .prepare(
      `SELECT (SELECT COUNT(*) FROM contacts WHERE lower(email) = lower(?1)) +
              (SELECT COUNT(*) FROM voice_uploads WHERE lower(user_email) = lower(?1)) AS n`,
    )
    .bind(email)
    .first<{ n: number }>();
  return row!.n;
}

describe("person show", () => {
  it("prints every enquiry, idea, transcript and recording of the address, whatever its case, made terminal-safe", async () => {
    const stored = await storePerson("show.one@example.com");
    const { code, out } = await staff(["person", "show", "Show.One@Example.com"]);
    expect(code).toBe(0);
    expect(out).toContain("Stored about <Show.One@Example.com> in the local database");
    expect(out).toContain("Contact enquiries: 1");
    expect(out).toContain(`#${stored.enquiryId}  `);
    expect(out).toContain("We need a motor controller.");
    expect(out).toContain("Voice ideas and transcripts: 1");
    expect(out).toContain("Transcript: A charger that follows the sun.");
    expect(out).toContain(`${stored.fileName}  (voice idea #${stored.ideaId}): ${stored.bytes.byteLength} bytes`);
    // The record linking the recording to the client's address is part of the answer too (issue 41).
    expect(out).toContain("Upload allowance (client addresses), each recording's client address and network");
    expect(out).toContain(
      `${stored.fileName}: address 2001:db8:41:7::/64, network 2001:db8:41::/48, ${stored.bytes.byteLength} bytes, uploaded `,
    );
    expect(out).toContain(
      "Questions to the assistant that it could not answer and that hold the address, kept 30 days: 1",
    );
    expect(out).toContain(`#${stored.questionId} asked `);
    expect(out).toContain(": Mail show.one@example.com about \\x1b]8;;http://evil.example");
    expect(out).not.toContain("no cookies, IP addresses");
    // In the console's words: no table, bucket or r2:// name (those are for --json and developers).
    expect(out).not.toMatch(/contacts table|voice_uploads|voice_upload_bytes|unanswered_questions|RECORDINGS|r2:\/\//);
    expect(out).toContain("\\x1b]8;;http://evil.example\\x07click");
    expect(out).toContain("\\u202e");
    for (const control of ["\x1b", "\x07", "\u202e"]) expect(out).not.toContain(control);
  });

  it("prints the same as JSON with --json", async () => {
    const stored = await storePerson("show.json@example.com");
    const { code, out } = await staff(["person", "show", "show.json@example.com", "--json"]);
    expect(code).toBe(0);
    for (const control of ["\x1b", "\x07", "\u202e"]) expect(out).not.toContain(control);
    const parsed = JSON.parse(out) as {
      email: string;
      enquiries: { id: number; lastName: string }[];
      voiceIdeas: { id: number; transcript: string }[];
      recordings: { key: string; size: number }[];
      voiceUploadBytes: { fileName: string; address: string; network: string; bytes: number }[];
    };
    expect(parsed.email).toBe("show.json@example.com");
    expect(parsed.enquiries).toMatchObject([{ id: stored.enquiryId, lastName: `Lovelace ${HOSTILE}` }]);
    expect(parsed.voiceIdeas).toMatchObject([{ id: stored.ideaId, transcript: "A charger that follows the sun." }]);
    expect(parsed.recordings).toMatchObject([{ key: stored.fileName, size: stored.bytes.byteLength }]);
    expect(parsed.voiceUploadBytes).toMatchObject([
      {
        fileName: stored.fileName,
        address: "2001:db8:41:7::/64",
        network: "2001:db8:41::/48",
        bytes: stored.bytes.byteLength,
      },
    ]);
  });

  it("writes with --out the zip the staff console's Download sends: person.json and every recording, never over an existing file", async () => {
    const stored = await storePerson("show.out@example.com");
    const second = webmBytes().map((byte, index) => (index > 40 ? byte ^ 1 : byte));
    const secondName = stored.fileName.replace(".webm", "-2.webm");
    await platform.store.recordings.put(secondName, second);
    await platform.db
      .prepare(
        `INSERT INTO voice_uploads (file_name, file_url, user_email, user_context, user_name, transcription_status)
         VALUES (?1, ?2, ?3, 'Second idea', 'Ada', 'pending')`,
      )
      .bind(secondName, `r2://voice-recordings/${secondName}`, "show.out@example.com")
      .run();
    const file = path.join(work, "requests", "request-1.zip");
    const { code, err } = await staff(["person", "show", "show.out@example.com", "--out", file]);
    expect(code).toBe(0);
    expect(err).toContain(`Wrote ${file}: person.json and 2 recordings`);
    const zip = unzipSync(new Uint8Array(readFileSync(file)));
    expect(Object.keys(zip).sort()).toEqual(
      [
        "summary.html",
        "enquiries.csv",
        "person.json",
        `recordings/${stored.fileName}`,
        `recordings/${secondName}`,
      ].sort(),
    );
    expect(zip[`recordings/${stored.fileName}`]).toEqual(stored.bytes);
    expect(zip[`recordings/${secondName}`]).toEqual(second);
    expect(JSON.parse(new TextDecoder().decode(zip["person.json"]))).toMatchObject({
      email: "show.out@example.com",
      enquiries: [{ id: stored.enquiryId }],
      voiceIdeas: expect.arrayContaining([expect.objectContaining({ id: stored.ideaId })]),
    });

    const before = readFileSync(file);
    const again = await staff(["person", "show", "show.out@example.com", "--out", file]);
    expect(again.code).toBe(2);
    expect(again.err).toContain("already exists");
    expect(readFileSync(file)).toEqual(before);
  });

  it("says so when nothing is stored, and refuses what is not an address", async () => {
    const nothing = await staff(["person", "show", "nobody@example.com"]);
    expect(nothing.code).toBe(0);
    expect(nothing.out).toContain("Contact enquiries: 0");
    expect(nothing.out).toContain("Recordings: 0");
    const bad = await staff(["person", "show", "not-an-address"]);
    expect(bad.code).toBe(2);
    expect(bad.err).toContain("give an e-mail address");
  });
});

describe("person erase", () => {
  it("asks first, and erases nothing when the answer is not yes", async () => {
    await storePerson("erase.no@example.com");
    const questions: string[] = [];
    const { code, out } = await staff(["person", "erase", "erase.no@example.com"], async (question) => {
      questions.push(question);
      return false;
    });
    expect(questions).toHaveLength(1);
    expect(out).toContain(`1 contact enquiry (#`);
    expect(out).toContain("Nothing erased.");
    expect(code).toBe(1);
    expect(await countRows("erase.no@example.com")).toBe(2);
  });

  it("erases the rows and recordings once confirmed, prints what it removed and keeps an erasure record of counts only", async () => {
    const stored = await storePerson("erase.yes@example.com");
    const { code, out } = await staff(["person", "erase", "ERASE.yes@example.com"], async () => true);
    expect(code).toBe(0);
    expect(out).toContain("Erased from the local database");
    expect(out).toContain(
      ": 1 contact enquiry, 1 voice idea with transcripts, 1 recording, 1 question to the assistant holding the address.",
    );
    expect(await countRows("erase.yes@example.com")).toBe(0);
    expect(await platform.store.recordings.head(stored.fileName)).toBeNull();
    const record = await platform.db
      .prepare("SELECT * FROM erasures ORDER BY id DESC LIMIT 1")
      .first<Record<string, unknown>>();
    expect(record).toMatchObject({
      reason: "request",
      requested_by: "staff command",
      enquiries: 1,
      voice_ideas: 1,
      recordings: 1,
      unanswered_questions: 1,
    });
    expect(
      await platform.db.prepare("SELECT id FROM unanswered_questions WHERE id = ?1").bind(stored.questionId).first(),
    ).toBeNull();
    expect(Object.keys(record!).sort()).toEqual(
      [
        "enquiries",
        "erased_at",
        "id",
        "reason",
        "recordings",
        "requested_by",
        "unanswered_questions",
        "voice_ideas",
      ].sort(),
    );

    const shown = await staff(["person", "show", "erase.yes@example.com"]);
    expect(shown.out).toContain("Contact enquiries: 0");
  });

  it("erases without asking with --yes", async () => {
    await storePerson("erase.script@example.com");
    const { code } = await staff(["person", "erase", "erase.script@example.com", "--yes"], async () => {
      throw new Error("--yes must not ask");
    });
    expect(code).toBe(0);
    expect(await countRows("erase.script@example.com")).toBe(0);
  });

  it("refuses without a terminal and without --yes, as npm run staff run from a script", async () => {
    await storePerson("erase.pipe@example.com");
    const { code, err } = await staffProcess(["person", "erase", "erase.pipe@example.com", "--persist-to", persistTo]);
    expect(code).toBe(2);
    expect(err).toContain("there is no terminal to confirm in: add --yes");
    expect(await countRows("erase.pipe@example.com")).toBe(2);
  });
});
