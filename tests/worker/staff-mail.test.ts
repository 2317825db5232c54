import { createExecutionContext, createMessageBatch, env, getQueueResult } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { getDb } from "~/db/client.server";
import { contacts, staffDigests, type ContactRow } from "~/db/schema";
import { d1Timestamp } from "~/db/timestamps";
import { staffTime } from "~/lib/firm-time";
import { requeueMissingLeadMails } from "~/features/staff-mail/index.server";
import { handleQueue, handleScheduled } from "../../workers/api";
import { storeEnquiry, storeIdea } from "./support/leads";
import { recordingQueue } from "./support/queues";

/** The e-mail binding as the tests see it: every message it was asked to send. */
function recordingMailer({ down = false }: { down?: boolean } = {}) {
  const sent: EmailMessageBuilder[] = [];
  const binding = {
    send: async (message: EmailMessageBuilder) => {
      if (down) throw new Error("Email Service unavailable (simulated)");
      sent.push(message);
      return { messageId: `<${crypto.randomUUID()}@test>` };
    },
  } as unknown as SendEmail;
  return { binding, sent };
}

const db = () => getDb(env.DB);
const HOUR = 60 * 60 * 1000;

async function deliver(body: unknown, targetEnv: Env, { attempts = 1, queue = "staff-mail" } = {}) {
  const batch = createMessageBatch(queue, [
    { id: `mail-${crypto.randomUUID()}`, timestamp: new Date(), attempts, body },
  ]);
  const retry = vi.spyOn(batch.messages[0]!, "retry");
  const ctx = createExecutionContext();
  await handleQueue(batch, targetEnv, ctx);
  const result = await getQueueResult(batch, ctx);
  return { ...result, retryDelays: retry.mock.calls.map(([options]) => options?.delaySeconds) };
}

let logged: { error: string[]; info: string[] };
beforeEach(() => {
  logged = { error: [], info: [] };
  vi.spyOn(console, "error").mockImplementation((line) => void logged.error.push(String(line)));
  vi.spyOn(console, "log").mockImplementation((line) => void logged.info.push(String(line)));
});
afterEach(() => vi.restoreAllMocks());
// Each test starts with the hour's lead e-mails unspent (STAFF_MAIL_HOURLY_LIMIT).
beforeEach(async () => {
  await env.DB.prepare("DELETE FROM usage_counts").run();
});

describe("the e-mail about a new enquiry", () => {
  it("goes to the staff address from the sender, with the type and subject in its subject, every field, Reply-To and the id", async () => {
    const row = await storeEnquiry();
    const mailer = recordingMailer();

    const result = await deliver({ version: 1, kind: "enquiry", id: row.id }, { ...env, EMAIL: mailer.binding });

    expect(result.retryMessages).toEqual([]);
    expect(mailer.sent).toHaveLength(1);
    const [mail] = mailer.sent;
    expect(mail).toMatchObject({
      from: { email: "website@example.com", name: "Tetra Electronics website" },
      to: "staff@example.com",
      subject: `New enquiry #${row.id} (Project Inquiry): ${row.subject}`,
      replyTo: { email: "ada@example.com", name: "Ada Lovelace" },
    });
    for (const value of [
      "Project Inquiry",
      "Ada Lovelace",
      "ada@example.com",
      row.subject,
      `#${row.id}`,
      // Irish time to the minute, the zone named once at the end.
      staffTime(row.createdAt),
    ])
      expect(mail!.text).toContain(value);
    expect(mail!.text).toContain("\nTimes are Irish time (Europe/Dublin).\n");
    expect(mail!.text).not.toContain("UTC");
    expect(mail!.text).toContain("We need a BLDC motor controller for a pump.\nBudget agreed.");
    expect(mail!.html).toContain(row.subject);
    // The link to the enquiry's page in the staff console, on the configured site address.
    const consoleLink = `${new URL(env.SITE_URL).origin}/staff/leads/enquiries/${row.id}`;
    expect(mail!.text).toContain(`Open it in the staff console: ${consoleLink}`);
    // Staff read it, not developers: no table names.
    expect(mail!.text).not.toMatch(/table\b|contacts/);
    expect(mail!.html).toContain(consoleLink);
    const [stored] = await db().select().from(contacts).where(eq(contacts.id, row.id));
    expect(stored!.staffNotifiedAt).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  });

  it("is sent once however often its job is delivered", async () => {
    const row = await storeEnquiry();
    const mailer = recordingMailer();
    const targetEnv = { ...env, EMAIL: mailer.binding };
    for (let attempt = 1; attempt <= 3; attempt++)
      await deliver({ version: 1, kind: "enquiry", id: row.id }, targetEnv, { attempts: attempt });
    expect(mailer.sent).toHaveLength(1);
  });

  it("keeps visitor text from adding headers or markup, and shortens a long subject", async () => {
    const row = await storeEnquiry({
      firstName: 'Eve"\r\nBcc: victim@example.net',
      subject: `Hello\r\nBcc: victim@example.net\u0000\u001b[2J ${"very long ".repeat(40)}`,
      message: "<script>alert(1)</script>\u001b]8;;http://evil.example\u0007click\u001b]8;;\u0007",
      email: "eve@example.com>\r\nBcc: victim@example.net",
    });
    const mailer = recordingMailer();

    await deliver({ version: 1, kind: "enquiry", id: row.id }, { ...env, EMAIL: mailer.binding });

    const [mail] = mailer.sent;
    // eslint-disable-next-line no-control-regex -- asserting that none is left
    expect(mail!.subject).not.toMatch(/[\r\n\u0000-\u001f]/);
    const prefix = `New enquiry #${row.id} (Project Inquiry): `;
    expect(mail!.subject.startsWith(`${prefix}Hello Bcc: victim@example.net [2J very long`)).toBe(true);
    const visitorPart = [...mail!.subject.replace(prefix, "")];
    expect(visitorPart.length).toBeLessThanOrEqual(80);
    expect(visitorPart.length).toBeGreaterThan(75);
    expect(mail!.subject.endsWith("…")).toBe(true);
    // An address that is not one plain address is not used as Reply-To at all.
    expect(mail!.replyTo).toBeUndefined();
    expect(mail!.html).not.toContain("<script>");
    expect(mail!.html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    // eslint-disable-next-line no-control-regex -- asserting that none is left
    expect(mail!.text).not.toMatch(/\u001b|\u0007|\u0000/);
    expect(mail!.text).toContain("<script>alert(1)</script>]8;;http://evil.exampleclick]8;;");
  });

  it("is retried later when the mail service fails, and the log names the enquiry but not the visitor", async () => {
    const row = await storeEnquiry();

    const result = await deliver(
      { version: 1, kind: "enquiry", id: row.id },
      { ...env, EMAIL: recordingMailer({ down: true }).binding },
      { attempts: 3 },
    );

    expect(result.retryDelays).toEqual([240]);
    const [stored] = await db().select().from(contacts).where(eq(contacts.id, row.id));
    expect(stored!.staffNotifiedAt).toBeNull();
    const line = JSON.parse(logged.error.at(-1)!);
    expect(line).toMatchObject({ level: "error", event: "staff_mail_failed", kind: "enquiry", id: row.id, attempt: 3 });
    expect(line.reason).toContain("Email Service unavailable");
    expect(logged.error.join("\n")).not.toMatch(/ada@example\.com|Lovelace|Pump controller/);
  });

  it("goes through the local Email Service simulation of the real binding", async () => {
    const row = await storeEnquiry();
    const result = await deliver({ version: 1, kind: "enquiry", id: row.id }, env);
    expect(result.retryMessages).toEqual([]);
    const [stored] = await db().select().from(contacts).where(eq(contacts.id, row.id));
    expect(stored!.staffNotifiedAt).not.toBeNull();
  });
});

describe("encoded words in a lead (issue 30)", () => {
  it("decodes an RFC 2047 subject as a mail client would, so its bidi override never reaches the mail", async () => {
    const row = await storeEnquiry({ subject: "=?utf-8?B?4oCuSW52b2ljZSBmZHAuZXhl?=" });
    const mailer = recordingMailer();
    await deliver({ version: 1, kind: "enquiry", id: row.id }, { ...env, EMAIL: mailer.binding });
    const [mail] = mailer.sent;
    expect(mail!.subject).toBe(`New enquiry #${row.id} (Project Inquiry): Invoice fdp.exe`);
    for (const part of [mail!.subject, mail!.text, mail!.html]) expect(part).not.toMatch(/[\u202a-\u202e]|=\?utf-8\?/i);
  });
});

describe("format and bidi characters in a lead (issue 41)", () => {
  // U+200E, U+200F, U+061C and U+200B, raw and RFC 2047-encoded, reached the subject line.
  const marks = ["\u200e", "\u200f", "\u061c", "\u200b", "\ufeff", "\u2066", "\u202e", "\u0007"];
  const encoded = (text: string) => `=?utf-8?B?${btoa(String.fromCharCode(...new TextEncoder().encode(text)))}?=`;

  it.each(marks.map((mark) => [mark.codePointAt(0)!.toString(16).padStart(4, "0"), mark]))(
    "drops U+%s from the subject and every header, raw or encoded",
    async (_code, mark) => {
      const row = await storeEnquiry({
        subject: `Invoice${mark}fdp.exe ${encoded(`and${mark}more`)} =?utf-8?Q?${[...new TextEncoder().encode(mark)].map((byte) => `=${byte.toString(16).toUpperCase().padStart(2, "0")}`).join("")}?=end`,
        firstName: `Ada${mark}`,
        lastName: encoded(`Love${mark}lace`),
      });
      const mailer = recordingMailer();
      await deliver({ version: 1, kind: "enquiry", id: row.id }, { ...env, EMAIL: mailer.binding });
      const [mail] = mailer.sent;
      // (A decoder drops a byte-order mark at a word's start itself, leaving no space behind.)
      expect(mail!.subject).toMatch(
        new RegExp(`^New enquiry #${row.id} \\(Project Inquiry\\): Invoice fdp\\.exe and more ?end$`),
      );
      expect(mail!.replyTo).toEqual({ email: "ada@example.com", name: "Ada Love lace" });
      for (const header of [mail!.subject, (mail!.replyTo as EmailAddress).name])
        expect(header).not.toMatch(/[\p{Cf}\p{Cc}]/u);
    },
  );

  it("drops them from a voice idea's subject too", async () => {
    const row = await storeIdea({
      userContext: `Solar\u200f${encoded("\u061ccharger\u200b")}`,
      userName: "Grace\u200eHopper",
    });
    const mailer = recordingMailer();
    await deliver({ version: 1, kind: "voice-idea", id: row.id }, { ...env, EMAIL: mailer.binding });
    const [mail] = mailer.sent;
    expect(mail!.subject).toBe(`New voice idea #${row.id}: Solar charger (transcribed)`);
    expect(mail!.replyTo).toEqual({ email: "grace@example.com", name: "Grace Hopper" });
  });
});

describe("the e-mail about a voice idea", () => {
  it("carries the transcript, the visitor's details and how to fetch the recording", async () => {
    const row = await storeIdea();
    const mailer = recordingMailer();

    await deliver({ version: 1, kind: "voice-idea", id: row.id }, { ...env, EMAIL: mailer.binding });

    expect(mailer.sent).toHaveLength(1);
    const [mail] = mailer.sent;
    expect(mail!.subject).toBe(`New voice idea #${row.id}: ${row.userContext} (transcribed)`);
    expect(mail!.replyTo).toEqual({ email: "grace@example.com", name: "Grace Hopper" });
    for (const value of [
      "Grace Hopper",
      "grace@example.com",
      row.userContext,
      "A greenhouse that waters itself.",
      `#${row.id}`,
    ])
      expect(mail!.text).toContain(value);
    expect(mail!.text).toContain(
      `Listen to the recording in the staff console: ${new URL(env.SITE_URL).origin}/staff/leads/ideas/${row.id}`,
    );
    // The console plays it: no file name, command, r2:// address or table name.
    expect(mail!.text).not.toContain(row.fileName);
    expect(mail!.text).not.toContain("wrangler");
    expect(mail!.text).not.toMatch(/r2:\/\/|voice_uploads/);
  });

  it.each([
    ["failed", "Transcription failed after 4 attempts: model overloaded", "transcription failed"],
    ["awaiting_service", "The transcription service is not available on this server", "not transcribed yet"],
  ] as const)("says why there is no transcript when the idea is %s", async (status, reason, outcome) => {
    const row = await storeIdea({ transcriptionStatus: status, transcript: null, transcriptionError: reason });
    const mailer = recordingMailer();

    await deliver({ version: 1, kind: "voice-idea", id: row.id }, { ...env, EMAIL: mailer.binding });

    expect(mailer.sent[0]!.subject).toBe(`New voice idea #${row.id}: ${row.userContext} (${outcome})`);
    expect(mailer.sent[0]!.text).toContain(`Why there is no transcript:\n${reason}`);
  });

  it("waits while the transcription is still running", async () => {
    const row = await storeIdea({ transcriptionStatus: "processing", transcript: null });
    const mailer = recordingMailer();
    const result = await deliver({ version: 1, kind: "voice-idea", id: row.id }, { ...env, EMAIL: mailer.binding });
    expect(mailer.sent).toEqual([]);
    expect(result.retryMessages).toEqual([]);
  });
});

describe("malformed and abandoned jobs", () => {
  it("drops a message that is not a mail job, with a log line", async () => {
    const mailer = recordingMailer();
    const result = await deliver({ kind: "enquiry", id: "1 OR 1=1" }, { ...env, EMAIL: mailer.binding });
    expect(mailer.sent).toEqual([]);
    expect(result.explicitAcks).toHaveLength(1);
    expect(JSON.parse(logged.error.at(-1)!)).toMatchObject({ event: "staff_mail_job_malformed" });
  });

  it("logs each job of the dead-letter queue", async () => {
    const row = await storeEnquiry();
    await deliver({ version: 1, kind: "enquiry", id: row.id }, env, { queue: "staff-mail-dlq-production" });
    expect(JSON.parse(logged.error.at(-1)!)).toMatchObject({
      event: "staff_mail_abandoned",
      kind: "enquiry",
      id: row.id,
    });
  });
});

describe("the daily digest", () => {
  // A day of its own, far from the other tests' rows.
  const until = Date.UTC(2031, 0, 15, 7, 0, 0);
  const at = (ms: number) => d1Timestamp(ms);

  it("lists the day's enquiries and ideas and every idea needing attention, once", async () => {
    const enquiry = await storeEnquiry({ createdAt: at(until - 2 * HOUR), staffNotifiedAt: at(until - 2 * HOUR) });
    const oldEnquiry = await storeEnquiry({ createdAt: at(until - 30 * HOUR), staffNotifiedAt: at(until - 30 * HOUR) });
    const idea = await storeIdea({ createdAt: at(until - 3 * HOUR), updatedAt: at(until - 3 * HOUR) });
    const failed = await storeIdea({
      createdAt: at(until - 5 * HOUR),
      updatedAt: at(until - 4 * HOUR),
      transcriptionStatus: "failed",
      transcriptionError: "The recording is missing from storage.",
    });
    const stuck = await storeIdea({
      createdAt: at(until - 40 * HOUR),
      updatedAt: at(until - 39 * HOUR),
      transcriptionStatus: "processing",
      transcript: null,
    });
    const unmailed = await storeEnquiry({ createdAt: at(until - 3 * HOUR) });
    const mailer = recordingMailer();
    const targetEnv = { ...env, EMAIL: mailer.binding };

    await deliver({ version: 1, kind: "digest", until }, targetEnv);
    await deliver({ version: 1, kind: "digest", until }, targetEnv);

    expect(mailer.sent).toHaveLength(1);
    const [mail] = mailer.sent;
    expect(mail!.to).toBe("staff@example.com");
    expect(mail!.subject).toMatch(
      /^Website digest 2031-01-15: 2 new enquiries, 2 new voice ideas, \d+ need attention$/,
    );
    expect(mail!.text).toContain("Website digest for the 24 hours to Wed 15 Jan 2031, 07:00");
    // Statuses in words, never the code's names.
    expect(mail!.text).not.toMatch(/awaiting_service|UTC/);
    for (const row of [enquiry, unmailed]) expect(mail!.text).toContain(row.subject);
    expect(mail!.text).not.toContain(oldEnquiry.subject);
    expect(mail!.text).toContain(idea.userContext);
    expect(mail!.text).toContain(`#${failed.id} "${failed.userContext}": transcription failed since`);
    expect(mail!.text).toContain("The recording is missing from storage.");
    expect(mail!.text).toContain(`#${stuck.id} "${stuck.userContext}": not transcribed yet since`);
    expect(mail!.text).toContain(`enquiry #${unmailed.id}, received`);
    expect(mail!.text).toContain(
      `Every lead, searchable, in the staff console: ${new URL(env.SITE_URL).origin}/staff/leads`,
    );
    const sent = await db().select().from(staffDigests).where(eq(staffDigests.digestDate, "2031-01-15"));
    expect(sent).toHaveLength(1);
  });

  it("is dated by the Irish day it is sent on, in its subject and in the record that it was sent", async () => {
    // 23:30 UTC on 14 July is 00:30 on 15 July in Dublin (UTC+1).
    const lateInSummer = Date.UTC(2032, 6, 14, 23, 30, 0);
    const enquiry = await storeEnquiry({
      createdAt: at(lateInSummer - 2 * HOUR),
      staffNotifiedAt: at(lateInSummer - 2 * HOUR),
    });
    const mailer = recordingMailer();
    await deliver({ version: 1, kind: "digest", until: lateInSummer }, { ...env, EMAIL: mailer.binding });
    expect(mailer.sent).toHaveLength(1);
    expect(mailer.sent[0]!.subject).toMatch(/^Website digest 2032-07-15: 1 new enquiry,/);
    expect(mailer.sent[0]!.text).toContain(enquiry.subject);
    const sent = await db().select().from(staffDigests).where(eq(staffDigests.digestDate, "2032-07-15"));
    expect(sent).toHaveLength(1);
  });

  it("sends nothing on a day with nothing to report", async () => {
    const mailer = recordingMailer();
    // Before any row of these tests existed.
    const quietDay = Date.UTC(2020, 5, 1, 7, 0, 0);
    await deliver({ version: 1, kind: "digest", until: quietDay }, { ...env, EMAIL: mailer.binding });
    expect(mailer.sent).toEqual([]);
  });

  it("says when the assistant's model failed more than a few times that day, and not for a few", async () => {
    const count = (hour: number, source: string, failure: string, answers: number) =>
      env.DB.prepare(
        "INSERT INTO assistant_answers (hour, source, model, failure, answers) VALUES (?1, ?2, ?3, ?4, ?5)",
      )
        .bind(at(hour), source, source === "local" ? "" : env.CHAT_MODEL, failure, answers)
        .run();
    const mailer = recordingMailer();
    // Days before any lead of these tests (as for the quiet day above): only the assistant's answers.
    const fewFailures = Date.UTC(2019, 2, 10, 7, 0, 0);
    await count(fewFailures - 5 * HOUR, "workers-ai", "", 10);
    await count(fewFailures - 5 * HOUR, "local-fallback", "timeout", 3);
    await deliver({ version: 1, kind: "digest", until: fewFailures }, { ...env, EMAIL: mailer.binding });
    expect(mailer.sent).toEqual([]);

    const manyFailures = Date.UTC(2019, 2, 11, 7, 0, 0);
    await count(manyFailures - 25 * HOUR, "local-fallback", "error", 50); // the day before: not this digest's
    await count(manyFailures - 6 * HOUR, "workers-ai", "", 10);
    await count(manyFailures - 6 * HOUR, "local-fallback", "timeout", 2);
    await count(manyFailures - 2 * HOUR, "local-fallback", "timeout", 1);
    await count(manyFailures - 1 * HOUR, "local-fallback", "error", 1);
    await count(manyFailures - 1 * HOUR, "local", "", 4);
    await deliver({ version: 1, kind: "digest", until: manyFailures }, { ...env, EMAIL: mailer.binding });
    expect(mailer.sent).toHaveLength(1);
    expect(mailer.sent[0]!.text).toContain("The assistant's AI model");
    expect(mailer.sent[0]!.text).toContain(
      "It failed 4 times of 18 answers; unless its reply stopped part-way, the visitor got an answer from the site's own text instead. 3: the model did not answer in time; 1: the AI service returned an error.",
    );
  });

  it("is queued by the daily cron, and the ten-minute cron does not queue it", async () => {
    const queue = recordingQueue();
    const scheduled = (cron: string) =>
      handleScheduled(
        { cron, scheduledTime: until, noRetry: () => undefined } as ScheduledController,
        { ...env, STAFF_MAIL_QUEUE: queue.binding },
        createExecutionContext(),
      );
    await scheduled("0 7 * * *");
    expect(queue.sent).toEqual([{ version: 1, kind: "digest", until }]);
    await scheduled("*/10 * * * *");
    expect(queue.sent.filter((job) => (job as { kind: string }).kind === "digest")).toHaveLength(1);
  });
});

describe("the sweep for leads without an e-mail", () => {
  const now = Date.UTC(2032, 2, 1, 12, 0, 0);
  const at = (ms: number) => d1Timestamp(ms);

  it("queues the mail of a lead still without one after ten minutes, once", async () => {
    const waiting = await storeEnquiry({ createdAt: at(now - 20 * 60 * 1000) });
    const fresh = await storeEnquiry({ createdAt: at(now - 2 * 60 * 1000) });
    const mailed = await storeEnquiry({
      createdAt: at(now - 20 * 60 * 1000),
      staffNotifiedAt: at(now - 19 * 60 * 1000),
    });
    const idea = await storeIdea({ createdAt: at(now - 30 * 60 * 1000), updatedAt: at(now - 15 * 60 * 1000) });
    const running = await storeIdea({
      createdAt: at(now - 30 * 60 * 1000),
      updatedAt: at(now - 15 * 60 * 1000),
      transcriptionStatus: "processing",
    });
    const queue = recordingQueue();
    const targetEnv = { ...env, STAFF_MAIL_QUEUE: queue.binding };

    const first = await requeueMissingLeadMails(targetEnv, now);
    const second = await requeueMissingLeadMails(targetEnv, now + 10 * 60 * 1000);

    expect(first.enquiries).toContain(waiting.id);
    expect(first.enquiries).not.toContain(fresh.id);
    expect(first.enquiries).not.toContain(mailed.id);
    expect(first.ideas).toContain(idea.id);
    expect(first.ideas).not.toContain(running.id);
    expect(queue.sent).toContainEqual({ version: 1, kind: "enquiry", id: waiting.id });
    expect(queue.sent).toContainEqual({ version: 1, kind: "voice-idea", id: idea.id });
    expect(second.enquiries).not.toContain(waiting.id);
    expect(second.ideas).not.toContain(idea.id);
  });

  it("tries again on the next run when the queue was down", async () => {
    const waiting = await storeEnquiry({ createdAt: at(now - 25 * 60 * 1000) });
    await expect(
      requeueMissingLeadMails({ ...env, STAFF_MAIL_QUEUE: recordingQueue({ down: true }).binding }, now),
    ).rejects.toThrow(/simulated outage/);
    const queue = recordingQueue();
    await requeueMissingLeadMails({ ...env, STAFF_MAIL_QUEUE: queue.binding }, now + 10 * 60 * 1000);
    expect(queue.sent).toContainEqual({ version: 1, kind: "enquiry", id: waiting.id });
  });
});

describe("a flood of leads (issue 30: 300 enquiries from 300 addresses sent 300 e-mails)", () => {
  it("sends the hour's first 20 one by one, then one summary listing every other lead, newest first", async () => {
    // Half past the current hour, so the whole flood falls within one clock hour.
    const now = Math.floor(Date.now() / HOUR) * HOUR + HOUR / 2;
    vi.spyOn(Date, "now").mockReturnValue(now);
    const prefix = `Flood ${crypto.randomUUID().slice(0, 8)}`;
    const rows: ContactRow[] = [];
    for (let index = 0; index < 300; index++) {
      rows.push(await storeEnquiry({ subject: `${prefix} ${index}`, createdAt: d1Timestamp(now - 60_000) }));
    }
    const mailer = recordingMailer();
    const queued: { body: unknown; options?: QueueSendOptions }[] = [];
    const queue = {
      send: async (body: unknown, options?: QueueSendOptions) => void queued.push({ body, options }),
    } as unknown as Queue;
    const targetEnv = { ...env, EMAIL: mailer.binding, STAFF_MAIL_QUEUE: queue };

    for (let start = 0; start < rows.length; start += 10) {
      const batch = createMessageBatch(
        "staff-mail",
        rows.slice(start, start + 10).map((row) => ({
          id: `flood-${row.id}`,
          timestamp: new Date(),
          attempts: 1,
          body: { version: 1, kind: "enquiry", id: row.id },
        })),
      );
      const ctx = createExecutionContext();
      await handleQueue(batch, targetEnv, ctx);
      expect((await getQueueResult(batch, ctx)).explicitAcks).toHaveLength(batch.messages.length);
    }

    // 20 e-mails one by one (the default STAFF_MAIL_HOURLY_LIMIT), and one summary queued for a
    // minute after the hour ends.
    expect(mailer.sent).toHaveLength(20);
    expect(mailer.sent.map((mail) => mail.subject)).toEqual(
      rows.slice(0, 20).map((row) => `New enquiry #${row.id} (Project Inquiry): ${prefix} ${rows.indexOf(row)}`),
    );
    const hour = new Date(now).toISOString().slice(0, 13);
    expect(queued).toEqual([{ body: { version: 1, kind: "summary", hour }, options: { delaySeconds: 30 * 60 + 60 } }]);

    await deliver(queued[0]!.body, targetEnv);
    expect(mailer.sent).toHaveLength(21);
    const summary = mailer.sent[20]!;
    expect(summary.to).toBe("staff@example.com");
    expect(summary.subject).toMatch(
      new RegExp(
        `^Website leads in the hour from ${staffTime(`${hour.replace("T", " ")}:00:00`)}: \\d+ without their own e-mail \\(hourly limit of 20 reached\\)$`,
      ),
    );
    const line = (index: number) => summary.text!.indexOf(`"${prefix} ${index}"`);
    for (let index = 20; index < 300; index++) expect(line(index)).toBeGreaterThan(0);
    for (let index = 0; index < 20; index++) expect(line(index)).toBe(-1);
    expect(line(299)).toBeLessThan(line(20));
    expect(summary.text).not.toContain("npm run staff");
    expect(summary.text).toContain(
      `Every lead, searchable, in the staff console: ${new URL(env.SITE_URL).origin}/staff/leads`,
    );

    // Every lead was e-mailed once, individually or in the summary; the summary again sends nothing.
    const unnotified = await env.DB.prepare(
      "SELECT count(*) AS rows FROM contacts WHERE subject LIKE ?1 AND staff_notified_at IS NULL",
    )
      .bind(`${prefix} %`)
      .first<{ rows: number }>();
    expect(unnotified?.rows).toBe(0);
    await deliver(queued[0]!.body, targetEnv);
    expect(mailer.sent).toHaveLength(21);

    // The day's digest lists the newest first and links the console's list for those beyond its 50.
    await deliver({ version: 1, kind: "digest", until: now + HOUR }, targetEnv);
    const digest = mailer.sent[21]!;
    const digestLine = (index: number) => digest.text!.indexOf(`"${prefix} ${index}"`);
    expect(digestLine(299)).toBeGreaterThan(0);
    expect(digestLine(299)).toBeLessThan(digestLine(250));
    expect(digestLine(249)).toBe(-1);
    expect(digest.text).toContain(`more, newest first: ${new URL(env.SITE_URL).origin}/staff/leads?kind=enquiry`);
    await env.DB.prepare("DELETE FROM staff_digests WHERE digest_date = ?1").bind(hour.slice(0, 10)).run();
  }, 60_000);
});
