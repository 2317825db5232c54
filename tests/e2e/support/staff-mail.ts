import { expect, type APIRequestContext } from "@playwright/test";

/** A message the server sent through its e-mail binding, as the local Email Service simulation lists it. */
export interface SentMail {
  messageId: string;
  from: string;
  to: string[];
  replyTo?: string;
  subject: string;
  text: string;
  html: string;
}

// The local explorer's API of the server under test (wrangler dev): every message its
// `send_email` bindings sent in this session.
const SENT = "/cdn-cgi/local/explorer/api/local/email/sending";

interface Page<T> {
  result: T[];
  result_info: { cursor?: string; has_more: boolean };
}

async function listSent(request: APIRequestContext): Promise<Omit<SentMail, "text" | "html">[]> {
  const mails: Omit<SentMail, "text" | "html">[] = [];
  let cursor: string | undefined;
  do {
    const response = await request.get(SENT, { params: { per_page: 100, ...(cursor ? { cursor } : {}) } });
    expect(response.ok()).toBe(true);
    const page = (await response.json()) as Page<Omit<SentMail, "text" | "html">>;
    mails.push(...page.result);
    cursor = page.result_info.has_more ? page.result_info.cursor : undefined;
  } while (cursor);
  return mails;
}

/** Every sent message whose subject contains `text`, with its text and HTML parts. */
export async function sentMailsAbout(request: APIRequestContext, text: string): Promise<SentMail[]> {
  const matching = (await listSent(request)).filter((mail) => mail.subject.includes(text));
  return Promise.all(
    matching.map(async (mail) => {
      const response = await request.get(SENT, { params: { email_id: mail.messageId } });
      return ((await response.json()) as { result: SentMail }).result;
    }),
  );
}

/**
 * Waits until `expected` staff e-mails about `text` have gone out (the queue delivers within
 * seconds) and returns every such message, a copy sent by then included. That a job delivered
 * again sends no second mail is tested in tests/worker/staff-mail.test.ts ("is sent once however
 * often its job is delivered"); waiting out another queue batch here cost each caller 6 s.
 */
export async function staffMailsAbout(request: APIRequestContext, text: string, expected = 1): Promise<SentMail[]> {
  let mails: SentMail[] = [];
  await expect
    .poll(async () => (mails = await sentMailsAbout(request, text)).length, { timeout: 30_000 })
    .toBeGreaterThanOrEqual(expected);
  return mails;
}
