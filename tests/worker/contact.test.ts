import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { desc, eq } from "drizzle-orm";
import fc from "fast-check";
import { describe, expect, it, vi } from "vitest";
import { getDb } from "~/db/client.server";
import { contacts } from "~/db/schema";
import {
  CONTACT_FIELDS,
  echoedContactValues,
  INQUIRY_TYPES,
  type ContactFormValues,
} from "~/features/contact/contact-form";
import { CONTACT_ERRORS } from "~/features/contact/contact-schema";
import type { SubmissionResult } from "@conform-to/react";
import { checkContact, firstErrors } from "../unit/support/contact-check";
import { submitContact } from "~/features/contact/contact.server";
import { CONTACT_REFUSALS } from "~/features/contact/index.server";
import { contactFormValues } from "../unit/support/contact-arbitraries";
import { withBotCheckField } from "./support/bot-check";
import { freshAddress } from "./support/client-address";
import { recordingQueue } from "./support/queues";
import { RATE_LIMIT_TEST_TIMEOUT_MS, withRoomInRateLimitWindow } from "./support/rate-limit-window";

const SITE = "https://tetra.example";
const AGENT = "Mozilla/5.0 (contact worker test)";

// Every request comes from its own client address (freshAddress) unless a test says otherwise.

const validForm = (changes: Partial<ContactFormValues> = {}): ContactFormValues => ({
  firstName: "Ada",
  lastName: "Lovelace",
  email: "ada@example.com",
  subject: `Enquiry ${crypto.randomUUID()}`,
  message: "We need a BLDC motor controller for a pump.",
  inquiryType: "Project Inquiry",
  ...changes,
});

/** A POST as the page's script sends it from the contact page, bot-check token included; null removes a header. */
function contactRequest(
  fields: Record<string, string>,
  {
    headers = {},
    body,
    method = "POST",
  }: { headers?: Record<string, string | null>; body?: BodyInit; method?: string } = {},
) {
  const all: Record<string, string | null> = {
    Origin: SITE,
    "Content-Type": "application/x-www-form-urlencoded;charset=UTF-8",
    "User-Agent": AGENT,
    "CF-Connecting-IP": freshAddress(),
    ...headers,
  };
  const sent = new Headers();
  for (const [name, value] of Object.entries(all)) if (value !== null) sent.set(name, value);
  return new Request(`${SITE}/contact`, {
    method,
    headers: sent,
    body: body ?? new URLSearchParams(withBotCheckField(fields)),
  });
}

async function countContacts() {
  const row = await env.DB.prepare("SELECT COUNT(*) AS count FROM contacts").first<{ count: number }>();
  return row?.count ?? 0;
}

function contactsWithSubject(subject: string) {
  return getDb(env.DB).select().from(contacts).where(eq(contacts.subject, subject));
}

/** Submits, waits for the work it leaves running, and reports how many rows it added. */
async function submit(request: Request, targetEnv: Env = env) {
  const before = await countContacts();
  const ctx = createExecutionContext();
  const result = await submitContact(request, targetEnv, ctx);
  await waitOnExecutionContext(ctx);
  return { ...result, added: (await countContacts()) - before };
}

/** Conform's result in the action's answer: what the form shows (errors) and keeps (values). */
function resultOf({ data }: Awaited<ReturnType<typeof submit>>) {
  expect(data).toHaveProperty("result");
  return (data as { result: SubmissionResult }).result;
}

describe("field names", () => {
  // Conform reads "a.b" names as paths into nested objects, a step at a time: a JSON body, read as
  // a form, made one name of the whole text, with a step per dot of its message, and overflowed
  // the stack (a fuzz run found it). Such a name is no field of the form's.
  it("a made-up name of thousands of path steps is ignored, and the post answered as empty", async () => {
    const form = { firstName: "Ada", subject: "A motor controller", message: ". ".repeat(3000) };
    const result = await submit(
      contactRequest(form, { headers: { "Content-Type": "application/json" }, body: JSON.stringify(form) }),
    );
    expect(result.status).toBe(400);
    expect(result.added).toBe(0);
  });
});

describe("a valid enquiry", () => {
  it("is stored exactly once with every field, trimmed", async () => {
    const form = validForm({ firstName: "  Seán ", email: " sean@example.ie ", inquiryType: "Technical Support" });
    const result = await submit(contactRequest(form));
    expect(result.status).toBe(200);
    expect(result.data).toEqual({ outcome: "sent", inquiryType: "Technical Support", result: { initialValue: null } });
    expect(result.added).toBe(1);
    const [row] = await contactsWithSubject(form.subject);
    // The staff e-mail columns belong to the mail's delivery (tests/worker/staff-mail.test.ts).
    const { staffNotifiedAt: _notified, staffMailRequeuedAt: _requeued, ...stored } = row!;
    expect(stored).toEqual({
      id: expect.any(Number),
      firstName: "Seán",
      lastName: "Lovelace",
      email: "sean@example.ie",
      subject: form.subject,
      message: "We need a BLDC motor controller for a pump.",
      inquiryType: "Technical Support",
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/),
      // Staff mark it handled later, in the console.
      handledAt: null,
      handledBy: null,
      // Sent without the page's script filling it: not known.
      sourcePath: null,
      // Staff may add an internal note later, in the console.
      staffNote: null,
    });
  });

  it("keeps the site page the visitor came from, and drops anything that is no path of this site", async () => {
    const cases: [sent: string, stored: string | null][] = [
      ["/motor-control-design", "/motor-control-design"],
      ["/techniques/pid-tuning", "/techniques/pid-tuning"],
      ["https://evil.example/page", null],
      ["//evil.example/page", null],
      ["/faqs?email=ada@example.com", null],
      ["/a<script>", null],
      [`/${"a".repeat(200)}`, null],
      ["", null],
    ];
    for (const [sent, expected] of cases) {
      const form = validForm();
      const result = await submit(contactRequest({ ...form, sourcePath: sent }));
      expect(result.status, sent).toBe(200);
      const [row] = await contactsWithSubject(form.subject);
      expect(row?.sourcePath, sent).toBe(expected);
    }
  });

  it("is stored with each of the nine inquiry types, each answered with its type", async () => {
    for (const inquiryType of INQUIRY_TYPES) {
      const result = await submit(contactRequest(validForm({ inquiryType, subject: `Nine types: ${inquiryType}` })));
      expect(result.status).toBe(200);
      expect(result.data).toEqual({ outcome: "sent", inquiryType, result: { initialValue: null } });
      expect(result.added).toBe(1);
    }
    const stored = await env.DB.prepare(
      "SELECT inquiry_type FROM contacts WHERE subject LIKE 'Nine types: %' ORDER BY id",
    ).all<{ inquiry_type: string }>();
    expect(stored.results.map((row) => row.inquiry_type)).toEqual([...INQUIRY_TYPES]);
  });

  it("does not store the browser's user-agent (docs/decisions/0037-*)", async () => {
    const form = validForm();
    await submit(contactRequest(form, { headers: { "User-Agent": AGENT } }));
    const [row] = await env.DB.prepare("SELECT * FROM contacts WHERE subject = ?1")
      .bind(form.subject)
      .all<Record<string, unknown>>()
      .then(({ results }) => results);
    expect(row).toBeDefined();
    expect(Object.values(row!)).not.toContain(AGENT);
  });

  it("is stored in full at the maximum lengths, never cut", async () => {
    const form = validForm({
      firstName: "F".repeat(100),
      lastName: "L".repeat(100),
      email: `${"e".repeat(242)}@example.com`,
      subject: `${"S".repeat(164)}${crypto.randomUUID()}`,
      message: "🚀".repeat(5000),
    });
    const result = await submit(contactRequest(form));
    expect(result.status).toBe(200);
    const [row] = await contactsWithSubject(form.subject);
    expect(row).toMatchObject(form);
  });

  it("is read from a multipart body too", async () => {
    const form = validForm();
    const body = new FormData();
    for (const [name, value] of Object.entries(form)) body.set(name, value);
    const result = await submit(contactRequest({}, { body, headers: { "Content-Type": null } }));
    expect(result.status).toBe(200);
    expect(await contactsWithSubject(form.subject)).toHaveLength(1);
  });
});

describe("validation on the server", () => {
  const tooLong = (length: number) => "x".repeat(length + 1);
  it.each<[string, Partial<ContactFormValues>, keyof ContactFormValues, string]>([
    ["an empty first name", { firstName: "" }, "firstName", "First name is required."],
    ["a blank first name", { firstName: "   \t" }, "firstName", "First name is required."],
    ["an empty last name", { lastName: " " }, "lastName", "Last name is required."],
    ["an empty email", { email: "" }, "email", "Email is required."],
    ["an invalid email", { email: "ada@example" }, "email", "Email address is invalid."],
    ["an empty subject", { subject: "  " }, "subject", "Subject is required."],
    ["an empty message", { message: "\n\n" }, "message", "Message is required."],
    ["a short message", { message: "  too short " }, "message", "Message is too short (minimum 10 characters)."],
    ["no inquiry type", { inquiryType: "" }, "inquiryType", "Please select an inquiry type."],
    [
      "an unknown inquiry type",
      { inquiryType: "Free Money" },
      "inquiryType",
      "Please select one of the listed inquiry types.",
    ],
    ["a long first name", { firstName: tooLong(100) }, "firstName", "First name is too long (maximum 100 characters)."],
    ["a long last name", { lastName: tooLong(100) }, "lastName", "Last name is too long (maximum 100 characters)."],
    [
      "a long email",
      { email: `${tooLong(242)}@example.com` },
      "email",
      "Email address is too long (maximum 254 characters).",
    ],
    ["a long subject", { subject: tooLong(200) }, "subject", "Subject is too long (maximum 200 characters)."],
    ["a long message", { message: tooLong(5000) }, "message", "Message is too long (maximum 5000 characters)."],
  ])("refuses %s with its message and stores nothing", async (_case, changes, field, message) => {
    const form = validForm(changes);
    const result = await submit(contactRequest(form));
    expect(result.status).toBe(400);
    // What was typed comes back, less any character its field refuses (the blank name's tab).
    expect(result.data).toMatchObject({ outcome: "invalid", result: { initialValue: echoedContactValues(form) } });
    expect(firstErrors(resultOf(result))).toEqual({ [field]: message });
    expect(result.added).toBe(0);
  });

  it.each([
    ["firstName", 100],
    ["lastName", 100],
    ["email", 254],
    ["subject", 200],
    ["message", 5000],
    ["inquiryType", "Swift Development Inquiry".length],
  ] as const)(
    "echoes at most the field's own limit of a 20,000-character %s (posted without the page's script)",
    async (field, limit) => {
      const form = validForm({ [field]: "é".repeat(20_000) });
      const result = await submit(contactRequest(form));
      expect(result.status).toBe(400);
      expect(result.added).toBe(0);
      const echoed = resultOf(result).initialValue?.[field];
      expect(echoed).toBe("é".repeat(limit));
      // The other fields come back as typed.
      for (const other of CONTACT_FIELDS.filter((name) => name !== field)) {
        expect(resultOf(result).initialValue?.[other]).toBe(form[other]);
      }
    },
  );

  const forbidden = {
    NUL: "\u0000",
    ESC: "\u001b[31m",
    DEL: "\u007f",
    "C1 (U+009B)": "\u009b",
    "lone CR": "\r",
    "zero-width space (U+200B)": "\u200b",
    "byte-order mark (U+FEFF)": "\ufeff",
    "left-to-right mark (U+200E)": "\u200e",
  } as const;
  const singleLineOnly = { "line feed": "\n", tab: "\t", "RLO (U+202E)": "\u202e", "RLI (U+2067)": "\u2067" } as const;
  const refusals = {
    firstName: "First name contains characters that are not allowed.",
    lastName: "Last name contains characters that are not allowed.",
    email: "Email address is invalid.",
    subject: "Subject contains characters that are not allowed.",
    message: "Message contains characters that are not allowed.",
    inquiryType: "Please select one of the listed inquiry types.",
  } as const;

  for (const [field, message] of Object.entries(refusals) as [keyof typeof refusals, string][]) {
    const characters = field === "message" ? forbidden : { ...forbidden, ...singleLineOnly };
    it.each(Object.entries(characters))(`refuses %s in ${field} with 400 and stores nothing`, async (_, character) => {
      const form = validForm();
      form[field] = `${form[field].slice(0, 2)}${character}${form[field].slice(2)}`;
      const result = await submit(contactRequest(form));
      expect(result.status).toBe(400);
      expect(result.added).toBe(0);
      expect(result.data.outcome).toBe("invalid");
      expect(firstErrors(resultOf(result))).toEqual({ [field]: message });
      // The form comes back for correcting, without the refused characters.
      const echoed = resultOf(result).initialValue?.[field];
      // eslint-disable-next-line no-control-regex -- asserting that none is left
      expect(echoed).not.toMatch(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/u);
      expect(echoed).not.toMatch(/[\p{Cf}\p{Cs}]/u);
    });
  }

  it("keeps the zero-width joiner and non-joiner, and stores an address in its composed form (NFC)", async () => {
    const form = validForm({ firstName: "Ada\u200d\u200c", email: "zoe\u0308@example.com" });
    const result = await submit(contactRequest(form));
    expect(result.status).toBe(200);
    const [stored] = await contactsWithSubject(form.subject);
    expect(stored?.firstName).toBe("Ada\u200d\u200c");
    expect(stored?.email).toBe("zo\u00eb@example.com");
  });

  it("refuses an e-mail address with a zero-width joiner, which no address holds", async () => {
    const result = await submit(contactRequest(validForm({ email: "ada\u200d@example.com" })));
    expect(result.status).toBe(400);
    expect(result.added).toBe(0);
    expect(firstErrors(resultOf(result))).toEqual({ email: "Email address is invalid." });
  });

  it("stores a message with tabs and CRLF new lines as sent", async () => {
    const form = validForm({ message: "Dear team,\r\n\r\nWe need:\r\n\t- a motor controller\r\n\t- a PCB" });
    const result = await submit(contactRequest(form));
    expect(result.status).toBe(200);
    expect(result.added).toBe(1);
    const [stored] = await contactsWithSubject(form.subject);
    expect(stored?.message).toBe(form.message);
  });

  it("answers a form with no fields at all with every required message", async () => {
    const result = await submit(contactRequest({}));
    expect(result.status).toBe(400);
    expect(result.data.outcome).toBe("invalid");
    expect(firstErrors(resultOf(result))).toEqual({
      firstName: CONTACT_ERRORS.firstNameRequired,
      lastName: CONTACT_ERRORS.lastNameRequired,
      email: CONTACT_ERRORS.emailRequired,
      subject: CONTACT_ERRORS.subjectRequired,
      message: CONTACT_ERRORS.messageRequired,
      inquiryType: CONTACT_ERRORS.inquiryTypeRequired,
    });
    expect(result.added).toBe(0);
  });

  it("does not trust the content type: a body that does not match it is refused, not stored", async () => {
    const form = validForm();
    const result = await submit(
      contactRequest(
        {},
        {
          body: new URLSearchParams(form).toString(),
          headers: { "Content-Type": "multipart/form-data; boundary=nothing-here" },
        },
      ),
    );
    expect(result.status).toBe(400);
    expect(result.added).toBe(0);
  });
});

describe("spam resistance", () => {
  it("answers a filled honeypot like a success and stores nothing", async () => {
    const form = validForm({ inquiryType: "Feedback" });
    const result = await submit(contactRequest({ ...form, website: "https://spam.example" }));
    expect(result.status).toBe(200);
    expect(result.data).toEqual({ outcome: "sent", inquiryType: "Feedback", result: { initialValue: null } });
    expect(result.added).toBe(0);
    expect(await contactsWithSubject(form.subject)).toHaveLength(0);

    const junk = await submit(contactRequest({ firstName: "x", inquiryType: "Spam", website: "x" }));
    expect(junk.status).toBe(200);
    expect(junk.data).toEqual({ outcome: "sent", inquiryType: "Project Inquiry", result: { initialValue: null } });
    expect(junk.added).toBe(0);
  });

  it("marks every answer private, no-store: each echoes what the visitor sent", async () => {
    const answers = [
      await submit(contactRequest(validForm({ email: "ada@example" }))),
      await submit(contactRequest(validForm(), { method: "PUT" })),
      await submit(contactRequest(validForm())),
    ];
    expect(answers.map((answer) => answer.status)).toEqual([400, 405, 200]);
    for (const answer of answers) expect(answer.headers?.["Cache-Control"]).toBe("private, no-store");
  });

  it.each(["PUT", "PATCH", "DELETE"])("answers a %s with 405 and Allow: POST, and stores nothing", async (method) => {
    const form = validForm();
    const result = await submit(contactRequest(form, { method }));
    expect(result.status).toBe(405);
    expect(result.headers).toEqual({ Allow: "POST", "Cache-Control": "private, no-store" });
    expect(result.data).toEqual({ outcome: "refused", message: CONTACT_REFUSALS.wrongMethod });
    expect(result.added).toBe(0);
    expect(await contactsWithSubject(form.subject)).toHaveLength(0);
  });

  it(
    "stores five enquiries a minute from one address, then answers 429 and stores nothing",
    async () => {
      await withRoomInRateLimitWindow();
      const address = "192.0.2.44";
      const statuses: number[] = [];
      let added = 0;
      let last: Awaited<ReturnType<typeof submit>> | undefined;
      for (let attempt = 0; attempt < 6; attempt++) {
        last = await submit(contactRequest(validForm(), { headers: { "CF-Connecting-IP": address } }));
        statuses.push(last.status);
        added += last.added;
      }
      expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
      expect(added).toBe(5);
      expect(last?.data).toMatchObject({ outcome: "refused", message: CONTACT_REFUSALS.rateLimited });
      expect(CONTACT_REFUSALS.rateLimited).toBe(
        "You have sent several messages in a short time. Please wait a minute and try again.",
      );

      const other = await submit(contactRequest(validForm(), { headers: { "CF-Connecting-IP": "192.0.2.45" } }));
      expect(other.status).toBe(200);
    },
    RATE_LIMIT_TEST_TIMEOUT_MS,
  );

  it("does not count forms refused by validation against the limit", async () => {
    const headers = { "CF-Connecting-IP": "192.0.2.46" };
    for (let attempt = 0; attempt < 6; attempt++) {
      expect((await submit(contactRequest(validForm({ email: "typo" }), { headers }))).status).toBe(400);
    }
    expect((await submit(contactRequest(validForm(), { headers }))).status).toBe(200);
  });
});

describe("storage failure", () => {
  it("answers 500 with the generic reason, logs D1's reason (no SQL, no visitor's values) and stores nothing", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const form = validForm();
    await env.DB.exec(
      `CREATE TRIGGER refuse_contact BEFORE INSERT ON contacts WHEN NEW.subject = '${form.subject}' BEGIN SELECT RAISE(ABORT, 'simulated storage failure'); END`,
    );
    try {
      const result = await submit(contactRequest(form));
      expect(result.status).toBe(500);
      expect(result.data).toEqual({
        outcome: "failed",
        message: "Unknown database error during submission",
        result: expect.objectContaining({ initialValue: form }),
      });
      expect(result.added).toBe(0);
      const logged = errors.mock.calls.map((call) => String(call[0]));
      const failure = logged.map((line) => JSON.parse(line)).find((line) => line.event === "contact_not_stored");
      expect(failure?.reason).toContain("simulated storage failure");
      expect(logged.join("\n")).not.toContain(form.email);
      expect(logged.join("\n")).not.toContain("INSERT");
    } finally {
      await env.DB.exec("DROP TRIGGER refuse_contact");
      errors.mockRestore();
    }
  });
});

describe("staff e-mail", () => {
  it("queues one mail job naming the stored enquiry, and nothing of its content", async () => {
    const queue = recordingQueue();
    const form = validForm();
    const result = await submit(contactRequest(form), { ...env, STAFF_MAIL_QUEUE: queue.binding });
    expect(result.status).toBe(200);
    const [row] = await contactsWithSubject(form.subject);
    expect(queue.sent).toEqual([{ version: 1, kind: "enquiry", id: row!.id }]);
  });

  it("stores and answers the enquiry when the mail queue is down; the log names the row, not the visitor", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const form = validForm();
    const result = await submit(contactRequest(form), {
      ...env,
      STAFF_MAIL_QUEUE: recordingQueue({ down: true }).binding,
    });
    expect(result.status).toBe(200);
    expect(result.data).toEqual({ outcome: "sent", inquiryType: form.inquiryType, result: { initialValue: null } });
    const [row] = await contactsWithSubject(form.subject);
    expect(row?.staffNotifiedAt).toBeNull();
    const logged = errors.mock.calls.map((call) => String(call[0]));
    expect(logged.map((line) => JSON.parse(line))).toContainEqual(
      expect.objectContaining({ event: "staff_mail_not_queued", kind: "enquiry", id: row!.id }),
    );
    expect(logged.join("\n")).not.toContain(form.email);
    expect(logged.join("\n")).not.toContain(form.subject);
    errors.mockRestore();
  });

  it("queues nothing for a refused enquiry", async () => {
    const queue = recordingQueue();
    await submit(contactRequest(validForm({ email: "not an address" })), { ...env, STAFF_MAIL_QUEUE: queue.binding });
    expect(queue.sent).toEqual([]);
  });
});

describe("random and hostile input", () => {
  const hasLoneSurrogate = (value: string) =>
    /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/.test(value);

  it("never crashes, stores exactly the valid forms, and stores them as sent", async () => {
    await fc.assert(
      fc.asyncProperty(contactFormValues, fc.boolean(), async (form, asMultipart) => {
        let body: BodyInit = new URLSearchParams(withBotCheckField(form));
        const headers: Record<string, string | null> = {};
        if (asMultipart) {
          const multipart = new FormData();
          for (const [name, value] of Object.entries(withBotCheckField(form))) multipart.set(name, value);
          body = multipart;
          headers["Content-Type"] = null;
        }
        const result = await submit(contactRequest({}, { body, headers }));
        expect([200, 400, 413]).toContain(result.status);
        expect(result.added).toBe(result.status === 200 ? 1 : 0);

        // Lone surrogates cannot travel in a form body (they arrive as U+FFFD); every other
        // form must get exactly the verdict of the shared rules.
        const local = checkContact(form);
        if (result.status !== 413 && !Object.values(form).some(hasLoneSurrogate)) {
          expect(result.status).toBe(local.ok ? 200 : 400);
        }
        if (result.status !== 200) return;

        const [stored] = await getDb(env.DB).select().from(contacts).orderBy(desc(contacts.id)).limit(1);
        const {
          id: _id,
          createdAt: _createdAt,
          staffNotifiedAt: _notified,
          staffMailRequeuedAt: _requeued,
          handledAt: _handled,
          handledBy: _handledBy,
          staffNote: _staffNote,
          ...storedForm
        } = stored!;
        const revalidated = checkContact(storedForm);
        expect(revalidated).toEqual({ ok: true, value: storedForm });
        if (local.ok && !Object.values(form).some(hasLoneSurrogate)) expect(storedForm).toEqual(local.value);
      }),
      { numRuns: 300 },
    );
  }, 120_000);
});

describe("load", () => {
  it("stores exactly 200 rows for 200 concurrent valid enquiries from different addresses", async () => {
    const batch = crypto.randomUUID();
    const results = await Promise.all(
      Array.from({ length: 200 }, (_, index) =>
        submitContact(
          contactRequest(validForm({ subject: `Load ${batch}`, email: `visitor${index}@example.com` }), {
            headers: { "CF-Connecting-IP": `198.51.${index >> 8}.${index & 255}` },
          }),
          env,
          createExecutionContext(),
        ),
      ),
    );
    expect(results.map((result) => result.status)).toEqual(Array(200).fill(200));
    const { results: rows } = await env.DB.prepare(
      "SELECT COUNT(*) AS count, COUNT(DISTINCT email) AS emails FROM contacts WHERE subject = ?1",
    )
      .bind(`Load ${batch}`)
      .all<{ count: number; emails: number }>();
    expect(rows[0]).toEqual({ count: 200, emails: 200 });
  }, 60_000);
});
