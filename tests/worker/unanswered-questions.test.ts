import { createExecutionContext, env, SELF } from "cloudflare:test";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { getDb } from "~/db/client.server";
import { erasures, unansweredQuestions } from "~/db/schema";
import { d1Timestamp } from "~/db/timestamps";
import { NOT_COVERED_REPLY } from "~/features/assistant/not-covered-reply";
import { applyRetention, erasePerson, findPerson, personDocument } from "~/features/privacy/index.server";
import { overview } from "~/features/staff-console/index.server";
import { createApp } from "../../workers/api";
import { withBotCheckToken } from "./support/bot-check";
import { freshAddress } from "./support/client-address";
import { fakeAi } from "./support/fake-ai";

// The questions the assistant could not answer: kept as text only, listed on the console's
// overview, deleted after 30 days by the retention job, and erased with the person whose e-mail
// address they hold.

const DAY = 24 * 60 * 60 * 1000;
const db = () => getDb(env.DB);
const store = () => ({ db: env.DB, recordings: env.RECORDINGS });
const unique = () => crypto.randomUUID().slice(0, 8);

function chatRequest(message: string) {
  return new Request("https://example.com/api/chatbot", {
    method: "POST",
    headers: withBotCheckToken({ "Content-Type": "application/json", "CF-Connecting-IP": freshAddress() }),
    body: JSON.stringify({ message }),
  });
}

/** Asks the offline assistant, reading its reply to the end (the question is kept before the stream ends). */
async function askOffline(message: string): Promise<string> {
  return (await SELF.fetch(chatRequest(message))).text();
}

/** Asks the chat model (a fake Workers AI binding answering `reply`), reading the reply to the end. */
async function askModel(message: string, reply: string): Promise<string> {
  const { ai } = fakeAi(() => new Response(`data: ${JSON.stringify({ response: reply })}\n\ndata: [DONE]\n\n`).body);
  const response = await createApp().fetch(
    chatRequest(message),
    { ...env, AI_MODE: "workers-ai", AI: ai },
    createExecutionContext(),
  );
  return response.text();
}

/** The kept questions holding this text, as D1 stores them. */
async function storedQuestions(holding: string): Promise<Record<string, unknown>[]> {
  const { results } = await env.DB.prepare("SELECT * FROM unanswered_questions WHERE instr(question, ?1) ORDER BY id")
    .bind(holding)
    .all();
  return results;
}

async function questionExists(id: number): Promise<boolean> {
  return (await env.DB.prepare("SELECT id FROM unanswered_questions WHERE id = ?1").bind(id).first()) !== null;
}

/** The erasure records added since `before` (the table is shared by the file's tests). */
async function erasuresSince(before: { id: number }[]) {
  return (await db().select().from(erasures)).filter((row) => !before.some((old) => old.id === row.id));
}

async function storeQuestion(question: string, askedAt: number) {
  const [row] = await db()
    .insert(unansweredQuestions)
    .values({ question, askedAt: d1Timestamp(askedAt) })
    .returning();
  return row!;
}

beforeEach(() => vi.spyOn(console, "log").mockImplementation(() => undefined));
afterEach(() => vi.restoreAllMocks());

describe("a question the assistant cannot answer", () => {
  it("is kept as its text alone when the offline answerer declines or points elsewhere, and an answered one is not", async () => {
    const tag = unique();
    const declined = `zebra xylophone ${tag}`;
    const before = await storedQuestions("Do you work with startups?");
    expect(await askOffline(declined)).toContain('"covered":false');
    expect(await askOffline("Do you work with startups?")).toContain('"covered":true');

    expect(await storedQuestions("Do you work with startups?")).toEqual(before);
    expect(await storedQuestions(tag)).toEqual([
      { id: expect.any(Number), question: declined, asked_at: expect.any(String) },
    ]);
  });

  it("is kept when the chat model hands it to an engineer, and not when the model answers", async () => {
    const tag = unique();
    await askModel(`Do you sign NDAs? ${tag}`, NOT_COVERED_REPLY);
    await askModel(`What is motor control? ${tag}`, "Motor control lives at /motor-control-design.");
    expect((await storedQuestions(tag)).map((row) => row.question)).toEqual([`Do you sign NDAs? ${tag}`]);
  });

  it("is listed on the overview, newest first, for 30 days, with the count D1 gives", async () => {
    const now = Date.now();
    const tag = unique();
    await storeQuestion(`Do you repair <b>old</b> amplifiers? ${tag}`, now - 2 * DAY);
    await storeQuestion(`Can you port firmware to RISC-V? ${tag}`, now - DAY);
    await storeQuestion(`Too old to list ${tag}`, now - 31 * DAY);

    const { unanswered } = await overview(env.DB, new Date(now));
    expect(unanswered.days).toBe(30);
    expect(unanswered.questions.filter((row) => row.question.includes(tag)).map((row) => row.question)).toEqual([
      `Can you port firmware to RISC-V? ${tag}`,
      `Do you repair <b>old</b> amplifiers? ${tag}`,
    ]);
    const inD1 = await env.DB.prepare("SELECT count(*) AS count FROM unanswered_questions WHERE asked_at >= ?1")
      .bind(d1Timestamp(now - 30 * DAY))
      .first<{ count: number }>();
    expect(unanswered.total).toBe(inD1!.count);
    expect(unanswered.questions.map((row) => row.askedAt)).toEqual(
      unanswered.questions
        .map((row) => row.askedAt)
        .sort()
        .reverse(),
    );
  });

  it("expires after 30 days: the retention job deletes it and records the count", async () => {
    const now = Date.now();
    const expired = await storeQuestion(`expired ${unique()}`, now - 30 * DAY - 60_000);
    const kept = await storeQuestion(`kept ${unique()}`, now - 29 * DAY);
    const before = await db().select().from(erasures);
    const due = await env.DB.prepare("SELECT count(*) AS count FROM unanswered_questions WHERE asked_at < ?1")
      .bind(d1Timestamp(now - 30 * DAY))
      .first<{ count: number }>();

    const counts = await applyRetention(env, now);

    expect(await questionExists(expired.id)).toBe(false);
    expect(await questionExists(kept.id)).toBe(true);
    expect(counts.unansweredQuestions).toBe(due!.count);
    expect(await erasuresSince(before)).toMatchObject([{ reason: "retention", unansweredQuestions: due!.count }]);
  });

  it("is shown to and erased with the person whose e-mail address it holds, and no one else's is", async () => {
    const now = Date.now();
    const address = `ada.${unique()}@example.com`;
    const theirs = await storeQuestion(`Please write to ${address.toUpperCase()}.`, now);
    const longerAddresses = await storeQuestion(`Ask grand${address} or ${address}.au`, now);
    const before = await db().select().from(erasures);

    const person = await findPerson(store(), address);
    expect(person.unansweredQuestions).toEqual([theirs]);
    expect(personDocument(person, "here").unansweredQuestions).toEqual([theirs]);

    expect(await erasePerson(store(), ` ${address} `)).toEqual({
      enquiries: 0,
      voiceIdeas: 0,
      recordings: 0,
      unansweredQuestions: 1,
    });
    expect(await questionExists(theirs.id)).toBe(false);
    expect(await questionExists(longerAddresses.id)).toBe(true);
    expect(await erasuresSince(before)).toMatchObject([{ reason: "request", unansweredQuestions: 1 }]);
  });
});
