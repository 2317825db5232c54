import type { SubmissionResult } from "@conform-to/react";
import { getDb } from "~/db/client.server";
import { contacts } from "~/db/schema";
import {
  CONTACT_FIELDS,
  DEFAULT_INQUIRY_TYPE,
  echoedContactValues,
  HONEYPOT_FIELD,
  isInquiryType,
  type ContactActionData,
  type ContactFormValues,
  type InquiryType,
} from "./contact-form";
import { contactSubmissionSchema } from "./contact-schema";
import { CONTACT_REFUSALS, UNKNOWN_STORAGE_ERROR } from "./copy";
import { BOT_CHECK_FIELD, botCheckRefusal, verifyBotCheck } from "~/features/bot-check/index.server";
import { queueLeadMail } from "~/features/staff-mail/index.server";
import { readConfig, type ConfigVars } from "~/lib/config.server";
import { parseFormSubmission } from "~/lib/form-submission.server";
import { giveBackUse, takeUse, utcHourPeriod } from "~/lib/usage-caps.server";
import { failureReason, logFailure, logWarning } from "~/lib/log.server";
import { isRateLimited } from "~/lib/rate-limit.server";
import { INCOMPLETE_BODY_TEXT } from "~/lib/request-guards.server";

export interface ContactEnv extends ConfigVars {
  DB: D1Database;
  CONTACT_RATE_LIMITER: RateLimit;
  STAFF_MAIL_QUEUE: Queue;
}

/** The action's answer: action data and the HTTP status it is sent with. */
export interface ContactResult {
  status: number;
  data: ContactActionData;
  headers?: Record<string, string>;
}

/**
 * Checks, rate-limits and stores one enquiry (another site's form and an oversized body were
 * refused in workers/api.ts), then queues the staff e-mail about it after the
 * answer has gone out (`waitUntil`), so mail never delays or fails the visitor's submission.
 * Whatever is refused leaves no row behind.
 *
 * The bot check (docs/decisions/0040): the page's script sends a token in `cf-turnstile-response`,
 * which must pass. A form without one (sent without JavaScript, where Turnstile cannot run) is
 * stored only within UNVERIFIED_ENQUIRIES_HOURLY, counted across all visitors, so a flood from
 * many addresses cannot pass it unbounded; past it the visitor is told to write instead.
 */
export async function submitContact(
  request: Request,
  env: ContactEnv,
  ctx: Pick<ExecutionContext, "waitUntil">,
): Promise<ContactResult> {
  const answer = await answerContact(request, env, ctx);
  // Every answer echoes what the visitor sent (the fields for correcting, or the inquiry type):
  // no cache along the way may keep it or hand it to someone else.
  return { ...answer, headers: { ...answer.headers, "Cache-Control": "private, no-store" } };
}

async function answerContact(
  request: Request,
  env: ContactEnv,
  ctx: Pick<ExecutionContext, "waitUntil">,
): Promise<ContactResult> {
  // React Router runs a page's action for every method but GET and HEAD; only the form's POST is
  // an enquiry, so a PUT, PATCH or DELETE must not store one.
  if (request.method !== "POST") {
    return { ...refused(405, CONTACT_REFUSALS.wrongMethod), headers: { Allow: "POST" } };
  }

  let body: ArrayBuffer;
  try {
    body = await request.arrayBuffer();
  } catch {
    // The client's connection broke before the body's end.
    logWarning("request_body_incomplete", { path: new URL(request.url).pathname });
    return refused(400, INCOMPLETE_BODY_TEXT);
  }
  const form = await parseForm(body, request.headers.get("Content-Type") ?? "");
  const field = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
  // The browser's check, run again: Conform's answer is what the form shows, field errors and all.
  const submission = parseFormSubmission(form, contactSubmissionSchema, { disableAutoCoercion: true });
  // The values go back into the page as entered, minus what no field accepts (echoedContactValues).
  const echoed = echoedContactValues(
    Object.fromEntries(CONTACT_FIELDS.map((name) => [name, field(name)])) as ContactFormValues,
  );
  const reply = (): SubmissionResult => ({ ...submission.reply(), initialValue: echoed });

  // People never see the honeypot; bots fill it. They get the answer a person would, and
  // nothing is stored, so they learn nothing from it.
  if (field(HONEYPOT_FIELD).trim()) {
    const inquiryType = isInquiryType(echoed.inquiryType) ? echoed.inquiryType : DEFAULT_INQUIRY_TYPE;
    return sent(inquiryType);
  }
  if (submission.status !== "success") return { status: 400, data: { outcome: "invalid", result: reply() } };

  // Only enquiries about to be stored count, so correcting a mistyped form never locks anyone out.
  if (await isRateLimited(env.CONTACT_RATE_LIMITER, request, "contact")) {
    return refused(429, CONTACT_REFUSALS.rateLimited, reply());
  }

  const token = field(BOT_CHECK_FIELD);
  const unverifiedHour = utcHourPeriod(Date.now());
  if (token) {
    const check = await verifyBotCheck(env, token, { action: "contact", request });
    if (!check.ok) {
      const { status, message } = botCheckRefusal(check);
      return refused(status, message, reply());
    }
  } else if (
    !(await takeUse(env.DB, "unverified-enquiry", unverifiedHour, readConfig(env).unverifiedEnquiriesHourly))
  ) {
    logWarning("unverified_enquiries_full", { cap: readConfig(env).unverifiedEnquiriesHourly });
    return refused(429, CONTACT_REFUSALS.unverifiedFull, reply());
  }

  let stored: { id: number } | undefined;
  try {
    [stored] = await getDb(env.DB).insert(contacts).values(submission.value).returning({ id: contacts.id });
  } catch (thrown) {
    // An enquiry that was not stored does not count against the allowance (if D1 lets it go back).
    if (!token) await giveBackUse(env.DB, "unverified-enquiry", unverifiedHour).catch(() => undefined);
    // D1's reason goes to the log only (without drizzle's message, which lists the visitor's
    // details); the visitor is told the generic reason.
    logFailure("contact_not_stored", { reason: failureReason(thrown) });
    return { status: 500, data: { outcome: "failed", message: UNKNOWN_STORAGE_ERROR, result: reply() } };
  }
  if (stored) ctx.waitUntil(queueLeadMail(env.STAFF_MAIL_QUEUE, "enquiry", stored.id));
  return sent(submission.value.inquiryType);
}

/** Stored (or taken for stored): the form starts over empty. */
function sent(inquiryType: InquiryType): ContactResult {
  return { status: 200, data: { outcome: "sent", inquiryType, result: { initialValue: null } } };
}

function refused(status: number, message: string, result?: SubmissionResult): ContactResult {
  return { status, data: { outcome: "refused", message, result } };
}

/**
 * Reads the fields of an urlencoded body (what browsers and React Router send) or of a
 * multipart one. A body that does not parse reads as empty fields, which validation refuses.
 */
async function parseForm(body: ArrayBuffer, contentType: string): Promise<FormData | URLSearchParams> {
  if (/^\s*multipart\/form-data/i.test(contentType)) {
    try {
      return await new Response(body, { headers: { "Content-Type": contentType } }).formData();
    } catch {
      return new URLSearchParams();
    }
  }
  return new URLSearchParams(new TextDecoder().decode(body));
}
