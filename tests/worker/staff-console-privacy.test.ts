import { env } from "cloudflare:test";
import { desc } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { getDb } from "~/db/client.server";
import { erasures } from "~/db/schema";
import { findPerson } from "~/features/privacy/index.server";
import { parse } from "csv-parse/sync";
import { unzipSync } from "fflate";
import {
  downloadFromForm,
  eraseFromForm,
  erasePersonFromConsole,
  lookUpPerson,
} from "~/features/staff-console/privacy-requests.server";
import { storeEnquiry, storeIdea } from "./support/leads";
import { loggedLines } from "./support/logs";
import { webmBytes } from "./support/voice";

// The staff console's privacy requests run the privacy feature's own find and erase on the
// Worker's bindings: real local D1 rows and R2 recordings.

afterEach(() => vi.restoreAllMocks());

const STAFF = "office@example.com";

async function storePerson(email: string) {
  const enquiry = await storeEnquiry({ email, message: `Message ${crypto.randomUUID()}` });
  const idea = await storeIdea({ userEmail: email.toUpperCase(), transcript: `Transcript ${crypto.randomUUID()}` });
  await env.RECORDINGS.put(idea.fileName, webmBytes());
  // Uploaded today from this address: the daily budgets' row links the recording to it.
  await env.DB.prepare(
    `INSERT INTO voice_upload_bytes (file_name, day, address, network, bytes, uploaded_at)
     VALUES (?1, strftime('%Y-%m-%d', 'now'), '198.51.100.41', '198.51.100.0/24', 4321, datetime('now'))`,
  )
    .bind(idea.fileName)
    .run();
  return { enquiry, idea };
}

describe("privacy requests from the staff console", () => {
  it("shows everything stored about an address and offers it as one zip: the JSON of person show --json and every recording", async () => {
    const email = `ada-${crypto.randomUUID().slice(0, 8)}@example.com`;
    const { enquiry, idea } = await storePerson(email);
    const second = await storeIdea({ userEmail: email, transcript: "A second idea" });
    const secondBytes = new Uint8Array([...webmBytes(), 1, 2, 3]);
    await env.RECORDINGS.put(second.fileName, secondBytes);
    const log = vi.spyOn(console, "log").mockImplementation(() => {});

    const person = await lookUpPerson(env, ` ${email} `, STAFF);
    expect(person.enquiries.map((row) => row.id)).toEqual([enquiry.id]);
    expect(person.ideas.map((row) => row.id).sort()).toEqual([idea.id, second.id].sort());
    expect(person.recordings).toContainEqual({ ideaId: idea.id, key: idea.fileName, size: webmBytes().byteLength });

    const body = new FormData();
    body.set("email", email);
    const response = await downloadFromForm(
      new Request("https://example.com/staff/privacy/download", { method: "POST", body }),
      env,
      STAFF,
    );
    expect(response.headers.get("Content-Type")).toBe("application/zip");
    expect(response.headers.get("Content-Disposition")).toMatch(/^attachment; filename="privacy-request-[\d-]+\.zip"$/);
    const zip = unzipSync(new Uint8Array(await response.arrayBuffer()));
    expect(Object.keys(zip).sort()).toEqual(
      [
        "summary.html",
        "enquiries.csv",
        "person.json",
        `recordings/${idea.fileName}`,
        `recordings/${second.fileName}`,
      ].sort(),
    );
    // The page to read: what is held, since when, why and for how long, each record, the files.
    const summary = new TextDecoder().decode(zip["summary.html"]);
    expect(summary).toContain("<h1>Your data held by Tetra Electronics</h1>");
    expect(summary).toMatch(
      /<td>Contact enquiries<\/td><td>1<\/td><td>\w{3} \d{1,2} \w{3} \d{4}, \d\d:\d\d<\/td><td>To answer your enquiry\. Kept for 24 months\.<\/td>/,
    );
    expect(summary).toContain("<td>Voice ideas, with their recordings and written transcripts</td><td>2</td>");
    expect(summary).toContain(`<a href="recordings/${idea.fileName}">`);
    expect(summary).toContain("person.json: all of the above in a machine-readable form");
    expect(summary).not.toContain("r2://");
    // The enquiries as a spreadsheet, read back by a CSV parser.
    const enquiries = parse(new TextDecoder().decode(zip["enquiries.csv"]), { bom: true, columns: true }) as Record<
      string,
      string
    >[];
    expect(enquiries).toEqual([
      expect.objectContaining({ Subject: enquiry.subject, Message: enquiry.message, "E-mail": email }),
    ]);
    expect(zip[`recordings/${idea.fileName}`]).toEqual(new Uint8Array(webmBytes()));
    expect(zip[`recordings/${second.fileName}`]).toEqual(secondBytes);
    const download = JSON.parse(new TextDecoder().decode(zip["person.json"])) as Record<string, unknown[]>;
    expect(download).toMatchObject({ email, where: "the staff console" });
    expect(download.enquiries).toEqual([expect.objectContaining({ id: enquiry.id, message: enquiry.message })]);
    expect(download.voiceIdeas).toContainEqual(expect.objectContaining({ id: idea.id, transcript: idea.transcript }));
    // The record that links the recording to the uploader's address is in the answer too (issue 41).
    const linked = { fileName: idea.fileName, address: "198.51.100.41", network: "198.51.100.0/24", bytes: 4321 };
    expect(person.uploadBytes).toEqual([expect.objectContaining(linked)]);
    expect(download.voiceUploadBytes).toEqual([expect.objectContaining(linked)]);

    const shown = { level: "info", event: "staff_person_shown", staff: STAFF, enquiries: 1, voiceIdeas: 2 };
    expect(loggedLines(log)).toEqual([shown, shown]);
  });

  it("offers no download when nothing is stored about the address", async () => {
    vi.spyOn(console, "log").mockImplementation(() => {});
    const body = new FormData();
    body.set("email", `nobody-${crypto.randomUUID().slice(0, 8)}@example.com`);
    const response = await downloadFromForm(
      new Request("https://example.com/staff/privacy/download", { method: "POST", body }),
      env,
      STAFF,
    );
    expect(response.status).toBe(404);
    expect(response.headers.get("Content-Type")).toBe("text/plain; charset=utf-8");
    expect(await response.text()).toBe("Nothing is stored about this address, so there is nothing to download.");
  });

  it("erases the rows and recordings, records who carried it out, and logs no visitor data", async () => {
    const email = `grace-${crypto.randomUUID().slice(0, 8)}@example.com`;
    const { idea } = await storePerson(email);
    const log = vi.spyOn(console, "log").mockImplementation(() => {});

    const counts = await erasePersonFromConsole(env, email, STAFF);
    expect(counts).toEqual({ enquiries: 1, voiceIdeas: 1, recordings: 1, unansweredQuestions: 0 });

    const after = await findPerson({ db: env.DB, recordings: env.RECORDINGS }, email);
    expect(after.enquiries.length + after.ideas.length).toBe(0);
    expect(await env.RECORDINGS.head(idea.fileName)).toBeNull();
    const [record] = await getDb(env.DB).select().from(erasures).orderBy(desc(erasures.id)).limit(1);
    expect(record).toMatchObject({ reason: "request", requestedBy: "staff console", ...counts });

    const lines = loggedLines(log);
    expect(lines).toEqual([{ level: "info", event: "staff_person_erased", staff: STAFF, ...counts }]);
    expect(JSON.stringify(lines)).not.toContain(email.split("@")[0]);

    // Asked again: nothing left, nothing erased, no second record.
    expect(await erasePersonFromConsole(env, email, STAFF)).toEqual({
      enquiries: 0,
      voiceIdeas: 0,
      recordings: 0,
      unansweredQuestions: 0,
    });
    const [latest] = await getDb(env.DB).select().from(erasures).orderBy(desc(erasures.id)).limit(1);
    expect(latest!.id).toBe(record!.id);
  });

  it("erases from the console's form only once the box is ticked, and refuses an address that is none", async () => {
    const email = `alan-${crypto.randomUUID().slice(0, 8)}@example.com`;
    const { enquiry } = await storePerson(email);
    vi.spyOn(console, "log").mockImplementation(() => {});
    const post = (fields: Record<string, string>) => {
      const body = new FormData();
      for (const [name, value] of Object.entries(fields)) body.set(name, value);
      return new Request("https://example.com/staff/privacy/erase", { method: "POST", body });
    };

    const unticked = await eraseFromForm(post({ email }), env, STAFF);
    expect(unticked).toMatchObject({
      init: { status: 400 },
      data: { erased: null, result: { error: { confirm: [expect.stringContaining("Tick the box to confirm")] } } },
    });
    const notAnAddress = await eraseFromForm(post({ email: "alan", confirm: "yes" }), env, STAFF);
    expect(notAnAddress).toMatchObject({
      data: { result: { error: { email: ["Enter an e-mail address such as ada@example.com."] } } },
    });
    expect((await findPerson({ db: env.DB, recordings: env.RECORDINGS }, email)).enquiries).toEqual([
      expect.objectContaining({ id: enquiry.id }),
    ]);

    const erased = await eraseFromForm(post({ email: ` ${email} `, confirm: "yes" }), env, STAFF);
    expect(erased).toMatchObject({ erased: { email, enquiries: 1, voiceIdeas: 1, recordings: 1 } });
  });

  it("erases from a post that also holds a made-up field name of thousands of path steps, which overflowed Conform's stack", async () => {
    // Every server-side Conform parse reads plainly named fields only (app/lib/form-submission.server.ts).
    const email = `edsger-${crypto.randomUUID().slice(0, 8)}@example.com`;
    await storePerson(email);
    vi.spyOn(console, "log").mockImplementation(() => {});
    const body = new URLSearchParams({ email, confirm: "yes" });
    body.append(`email${". a".repeat(3000)}`, "someone-else@example.com");
    const request = new Request("https://example.com/staff/privacy/erase", { method: "POST", body });

    const erased = await eraseFromForm(request, env, STAFF);
    expect(erased).toMatchObject({ erased: { email, enquiries: 1, voiceIdeas: 1, recordings: 1 } });
    expect((await findPerson({ db: env.DB, recordings: env.RECORDINGS }, email)).enquiries).toEqual([]);
  });
});
