import type { ContactRow, VoiceUploadRow } from "~/db/schema";
import { SITE } from "~/content/site";
import { FIRM_TIME_NOTE, staffTime } from "~/lib/firm-time";
import { leadPath, STAFF_LEADS_PATH, type LeadKind } from "~/lib/leads";
import { escapeHtml, oneLine, replyAddress, textBlock } from "./mail-text.server";

/** What goes into `EMAIL.send` besides the addresses. */
export interface StaffMail {
  subject: string;
  text: string;
  html: string;
  replyTo?: EmailAddress;
}

/** A mail as parts, rendered once as plain text and once as escaped HTML. */
type MailPart =
  | { kind: "fields"; rows: [label: string, value: string][] }
  | { kind: "block"; heading: string; text: string }
  | { kind: "list"; heading: string; items: string[]; more?: { count: number; where: string } }
  | { kind: "note"; text: string };

const SUBJECT_PART_CHARACTERS = 80;
const FIELD_CHARACTERS = 300;
const BRAND_COLOUR = "#2fb8a0";

/** The mail about a new enquiry from the contact form; replying answers the visitor. */
export function enquiryMail(row: ContactRow, siteUrl: string): StaffMail {
  const name = `${row.firstName} ${row.lastName}`;
  const type = oneLine(row.inquiryType, 40);
  return {
    subject: `New enquiry #${row.id} (${type}): ${oneLine(row.subject, SUBJECT_PART_CHARACTERS)}`,
    replyTo: replyAddress(row.email, name),
    ...render(`New enquiry #${row.id} from the contact form`, [
      {
        kind: "fields",
        rows: [
          ["Inquiry type", row.inquiryType],
          ["Name", name],
          ["E-mail", row.email],
          ["Subject", row.subject],
          ["Received", utc(row.createdAt)],
        ],
      },
      { kind: "block", heading: "Message", text: row.message },
      { kind: "note", text: `Open it in the staff console: ${siteUrl}${leadPath("enquiry", row.id)}` },
      { kind: "note", text: "Reply to this e-mail to answer the visitor." },
    ]),
  };
}

const VOICE_OUTCOMES = {
  done: "transcribed",
  failed: "transcription failed",
  awaiting_service: "not transcribed yet",
  pending: "not transcribed yet",
  processing: "not transcribed yet",
} as const;

/** A transcription status in words ("awaiting_service" is the code's name, not staff's). */
const voiceOutcome = (status: string): string => VOICE_OUTCOMES[status as keyof typeof VOICE_OUTCOMES] ?? status;

/** The mail about a voice idea whose transcription has ended (or is waiting for the service). */
export function voiceIdeaMail(row: VoiceUploadRow, siteUrl: string): StaffMail {
  const outcome = VOICE_OUTCOMES[row.transcriptionStatus];
  const name = row.userName ?? "(not recorded)";
  const transcriptPart: MailPart =
    row.transcriptionStatus === "done"
      ? { kind: "block", heading: "Transcript", text: row.transcript || "(the recording holds no speech)" }
      : {
          kind: "block",
          heading: `Why there is no transcript`,
          text: row.transcriptionError ?? "No reason was recorded.",
        };
  return {
    subject: `New voice idea #${row.id}: ${oneLine(row.userContext, SUBJECT_PART_CHARACTERS)} (${outcome})`,
    replyTo: replyAddress(row.userEmail, row.userName ?? ""),
    ...render(`New voice idea #${row.id} from Speak Your Vision`, [
      {
        kind: "fields",
        rows: [
          ["Name", name],
          ["E-mail", row.userEmail],
          ["Project", row.userContext],
          ["Transcription", outcome],
          ["Received", utc(row.createdAt)],
        ],
      },
      transcriptPart,
      {
        kind: "note",
        text: `Listen to the recording in the staff console: ${siteUrl}${leadPath("idea", row.id)}`,
      },
    ]),
  };
}

/** Where the console lists every lead of a kind, newest first. */
const leadsListUrl = (siteUrl: string, kind?: LeadKind) =>
  `${siteUrl}${STAFF_LEADS_PATH}${kind ? `?kind=${kind}` : ""}`;

/** The note that opens every lead in the browser. */
function staffConsoleNote(siteUrl: string): MailPart {
  return { kind: "note", text: `Every lead, searchable, in the staff console: ${siteUrl}${STAFF_LEADS_PATH}` };
}

/** What an hourly summary reports: every lead still without its e-mail at the end of an hour. */
export interface HourlySummaryReport {
  /** The start and end of the hour (D1 timestamps). */
  hourStart: string;
  until: string;
  /** Newest first. */
  enquiries: ContactRow[];
  ideas: VoiceUploadRow[];
  /** How many more than the mail lists; the console lists them all. */
  moreEnquiries: number;
  moreIdeas: number;
}

function enquiryLine(row: ContactRow): string {
  return `#${row.id} ${utc(row.createdAt)}: ${row.inquiryType}, "${row.subject}", from ${row.firstName} ${row.lastName} <${row.email}>`;
}

function ideaLine(row: VoiceUploadRow): string {
  return `#${row.id} ${utc(row.createdAt)}: "${row.userContext}" from ${row.userName ?? row.userEmail} <${row.userEmail}>, ${voiceOutcome(row.transcriptionStatus)}`;
}

/** The one e-mail that replaces the lead e-mails held back past the hourly limit. */
export function hourlySummaryMail(report: HourlySummaryReport, hourlyLimit: number, siteUrl: string): StaffMail {
  const leads = report.enquiries.length + report.ideas.length + report.moreEnquiries + report.moreIdeas;
  const hour = staffTime(report.hourStart);
  return {
    subject: `Website leads in the hour from ${hour}: ${leads} without their own e-mail (hourly limit of ${hourlyLimit} reached)`,
    ...render(`Leads from the hour from ${hour}, newest first`, [
      {
        kind: "note",
        text: `More than ${hourlyLimit} leads arrived within the hour, so their e-mails were replaced by this one. Each is stored; reply to a visitor from the staff console.`,
      },
      ...[
        {
          kind: "list" as const,
          heading: `Enquiries (${report.enquiries.length + report.moreEnquiries})`,
          items: report.enquiries.map(enquiryLine),
          more: { count: report.moreEnquiries, where: leadsListUrl(siteUrl, "enquiry") },
        },
        {
          kind: "list" as const,
          heading: `Voice ideas (${report.ideas.length + report.moreIdeas})`,
          items: report.ideas.map(ideaLine),
          more: { count: report.moreIdeas, where: leadsListUrl(siteUrl, "idea") },
        },
      ].filter((part) => part.items.length > 0),
      staffConsoleNote(siteUrl),
    ]),
  };
}

export interface ErasedCounts {
  erasures: number;
  enquiries: number;
  voiceIdeas: number;
  recordings: number;
  unansweredQuestions: number;
}

/** What the daily digest reports; empty lists are left out of the mail. */
export interface DigestReport {
  /** The Irish day the digest is for (YYYY-MM-DD). */
  date: string;
  /** The end of the 24 hours it covers (D1 timestamp). */
  until: string;
  enquiries: ContactRow[];
  ideas: VoiceUploadRow[];
  /** Ideas that failed in the last day, or are stuck or waiting for the transcription service. */
  ideasNeedingAttention: VoiceUploadRow[];
  /** Leads whose e-mail to staff has not gone out. */
  leadsWithoutMail: { kind: "enquiry" | "voice idea"; id: number; createdAt: string }[];
  /** What the retention clean-up and erasure requests removed (the erasures table): counts only. */
  erased: Record<"retention" | "requests", ErasedCounts>;
  /** The assistant's answers in those 24 hours, and the chat model's failures among them. */
  assistant: { answers: number; modelFailures: { total: number; kinds: { what: string; times: number }[] } };
  /** How many rows each list left out, beyond the most it shows. */
  more: { enquiries: number; ideas: number; ideasNeedingAttention: number; leadsWithoutMail: number };
}

/**
 * More model failures than this in a day are worth a line in the digest: one or two are a passing
 * hiccup, more mean visitors are meeting the offline answers.
 */
export const MODEL_FAILURES_WORTH_MAILING = 3;

const modelFailed = (report: DigestReport) => report.assistant.modelFailures.total > MODEL_FAILURES_WORTH_MAILING;

export function isEmptyDigest(report: DigestReport): boolean {
  return (
    Number(modelFailed(report)) +
      report.enquiries.length +
      report.ideas.length +
      report.ideasNeedingAttention.length +
      report.leadsWithoutMail.length +
      report.erased.retention.erasures +
      report.erased.requests.erasures ===
    0
  );
}

const counted = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

function erasedItems(erased: DigestReport["erased"]): string[] {
  const what = (counts: ErasedCounts) =>
    `${counted(counts.enquiries, "enquiry", "enquiries")}, ${counted(counts.voiceIdeas, "voice idea", "voice ideas")}, ${counted(counts.recordings, "recording", "recordings")}${counts.unansweredQuestions > 0 ? `, ${counted(counts.unansweredQuestions, "unanswered assistant question", "unanswered assistant questions")}` : ""}`;
  const items: string[] = [];
  if (erased.retention.erasures > 0) items.push(`Past their retention periods: ${what(erased.retention)}`);
  if (erased.requests.erasures > 0) {
    items.push(
      `On request (${counted(erased.requests.erasures, "erasure", "erasures")} from the staff console): ${what(erased.requests)}`,
    );
  }
  return items;
}

export function digestMail(report: DigestReport, siteUrl: string): StaffMail {
  const count = (shown: unknown[], more: number) => shown.length + more;
  const enquiries = count(report.enquiries, report.more.enquiries);
  const ideas = count(report.ideas, report.more.ideas);
  const attention =
    count(report.ideasNeedingAttention, report.more.ideasNeedingAttention) +
    count(report.leadsWithoutMail, report.more.leadsWithoutMail);
  const parts: MailPart[] = [
    {
      kind: "list",
      heading: `New enquiries (${enquiries})`,
      more: { count: report.more.enquiries, where: leadsListUrl(siteUrl, "enquiry") },
      items: report.enquiries.map(enquiryLine),
    },
    {
      kind: "list",
      heading: `New voice ideas (${ideas})`,
      more: { count: report.more.ideas, where: leadsListUrl(siteUrl, "idea") },
      items: report.ideas.map(ideaLine),
    },
    {
      kind: "list",
      heading: "Voice ideas needing attention",
      more: { count: report.more.ideasNeedingAttention, where: leadsListUrl(siteUrl, "idea") },
      items: report.ideasNeedingAttention.map(
        (row) =>
          `#${row.id} "${row.userContext}": ${voiceOutcome(row.transcriptionStatus)} since ${utc(row.updatedAt)}: ${row.transcriptionError ?? "no reason recorded"}`,
      ),
    },
    {
      kind: "list",
      heading: "Leads whose e-mail has not gone out",
      more: { count: report.more.leadsWithoutMail, where: leadsListUrl(siteUrl) },
      items: report.leadsWithoutMail.map((lead) => `${lead.kind} #${lead.id}, received ${utc(lead.createdAt)}`),
    },
    { kind: "list", heading: "Erased under the privacy notice", items: erasedItems(report.erased) },
    {
      kind: "list",
      heading: "The assistant's AI model",
      items: modelFailed(report)
        ? [
            `It failed ${counted(report.assistant.modelFailures.total, "time", "times")} of ${counted(report.assistant.answers, "answer", "answers")}; unless its reply stopped part-way, the visitor got an answer from the site's own text instead. ${report.assistant.modelFailures.kinds.map((kind) => `${kind.times}: ${kind.what}`).join("; ")}. The staff console's overview counts this week's.`,
          ]
        : [],
    },
  ];
  return {
    subject: `Website digest ${report.date}: ${counted(enquiries, "new enquiry", "new enquiries")}, ${counted(ideas, "new voice idea", "new voice ideas")}, ${counted(attention, "needs", "need")} attention`,
    ...render(`Website digest for the 24 hours to ${utc(report.until)}`, [
      ...parts.filter((part) => part.kind !== "list" || part.items.length > 0),
      staffConsoleNote(siteUrl),
    ]),
  };
}

/** D1's "YYYY-MM-DD HH:MM:SS" (UTC) in Irish time; each mail names the zone once, at its end (render). */
function utc(d1Timestamp: string): string {
  return staffTime(d1Timestamp);
}

function render(heading: string, parts: MailPart[]): { text: string; html: string } {
  const text: string[] = [heading, ""];
  const html: string[] = [
    `<h1 style="font:600 18px sans-serif;color:${BRAND_COLOUR};margin:0 0 16px">${escapeHtml(heading)}</h1>`,
  ];
  for (const part of parts) {
    if (part.kind === "fields") {
      const rows = part.rows.map(([label, value]) => [label, oneLine(value, FIELD_CHARACTERS)] as const);
      text.push(...rows.map(([label, value]) => `${label}: ${value}`), "");
      html.push(
        `<table style="font:14px sans-serif;border-collapse:collapse">${rows
          .map(
            ([label, value]) =>
              `<tr><th style="text-align:left;padding:2px 12px 2px 0;vertical-align:top">${escapeHtml(label)}</th><td style="padding:2px 0">${escapeHtml(value)}</td></tr>`,
          )
          .join("")}</table>`,
      );
    } else if (part.kind === "block") {
      const body = textBlock(part.text);
      text.push(`${part.heading}:`, body, "");
      html.push(
        `<h2 style="font:600 15px sans-serif;margin:16px 0 4px">${escapeHtml(part.heading)}</h2>`,
        `<p style="font:14px sans-serif;white-space:pre-wrap;margin:0">${escapeHtml(body)}</p>`,
      );
    } else if (part.kind === "list") {
      const items = part.items.map((item) => oneLine(item, FIELD_CHARACTERS * 2));
      // Never only a count: where the console lists them all is named.
      if (part.more?.count) items.push(`and ${part.more.count} more, newest first: ${part.more.where}`);
      text.push(`${part.heading}:`, ...items.map((item) => `- ${item}`), "");
      html.push(
        `<h2 style="font:600 15px sans-serif;margin:16px 0 4px">${escapeHtml(part.heading)}</h2>`,
        `<ul style="font:14px sans-serif;margin:0;padding-left:20px">${items.map((item) => `<li>${escapeHtml(item)}</li>`).join("")}</ul>`,
      );
    } else {
      text.push(part.text);
      html.push(`<p style="font:13px sans-serif;color:#555;margin:12px 0 0">${escapeHtml(part.text)}</p>`);
    }
  }
  // The one place a mail names the zone of its times.
  text.push("", FIRM_TIME_NOTE);
  html.push(`<p style="font:13px sans-serif;color:#555;margin:12px 0 0">${escapeHtml(FIRM_TIME_NOTE)}</p>`);
  text.push("", `${SITE.name} website`);
  return { text: `${text.join("\n").trim()}\n`, html: `<!doctype html><html><body>${html.join("")}</body></html>` };
}
