import { PRIVACY_PAGE } from "~/content/privacy";
import { SITE } from "~/content/site";
import { csvFile } from "~/lib/csv";
import { dublinTimestamp, staffTime } from "~/lib/firm-time";
import { escapeHtml } from "~/lib/html-text";
import type { PersonRecords } from "./person.server";

/**
 * An access request's answer in words a member of the public reads: a summary page (what is held,
 * since when, why and for how long, then each record) and a spreadsheet of the enquiries, beside
 * the recordings and the machine-readable person.json in the download (person-archive.server.ts).
 * "Why" and "how long" are the privacy notice's own sentences, which tests keep true of the code.
 */

export const SUMMARY_NAME = "summary.html";
export const ENQUIRIES_CSV_NAME = "enquiries.csv";

/** Whether anything is stored about the person: nothing means no download at all. */
export function holdsAnything(person: PersonRecords): boolean {
  return person.enquiries.length + person.ideas.length + person.unansweredQuestions.length > 0;
}

/** A recording's name inside the download; keys are the site's own (voice-idea-<hex>.webm), anything else is kept out of the path. */
export function recordingFileName(key: string): string {
  return `recordings/${key.replace(/[^\w.-]/g, "_")}`;
}

export function enquiriesCsv(person: PersonRecords): string {
  return csvFile(
    ["Sent (Irish time)", "Type of inquiry", "First name", "Last name", "E-mail", "Subject", "Message", "Our note"],
    person.enquiries.map((row) => [
      dublinTimestamp(row.createdAt),
      row.inquiryType,
      row.firstName,
      row.lastName,
      row.email,
      row.subject,
      row.message,
      row.staffNote ?? "",
    ]),
  );
}

const text = (value: string) => escapeHtml(value);
const since = (times: string[]) => (times.length ? staffTime([...times].sort()[0]!) : "");
const why = PRIVACY_PAGE.fallbacks;

function heldRow(what: string, count: number, first: string, reason: string): string {
  if (count === 0) return "";
  return `<tr><td>${text(what)}</td><td>${count}</td><td>${text(first)}</td><td>${text(reason)}</td></tr>`;
}

/** The summary page: plain HTML with its own small stylesheet, readable offline in any browser. */
export function summaryPage(person: PersonRecords, preparedAt: Date): string {
  const recordings = person.recordings.filter((recording) => recording.size !== null);
  const notes = [...person.enquiries, ...person.ideas].filter((row) => row.staffNote);
  const held = [
    heldRow(
      "Contact enquiries",
      person.enquiries.length,
      since(person.enquiries.map((row) => row.createdAt)),
      why.stored_enquiry_why,
    ),
    heldRow(
      "Voice ideas, with their recordings and written transcripts",
      person.ideas.length,
      since(person.ideas.map((row) => row.createdAt)),
      why.stored_voice_why,
    ),
    heldRow(
      "The page of our website you were on before the form",
      [...person.enquiries, ...person.ideas].filter((row) => row.sourcePath).length,
      since([...person.enquiries, ...person.ideas].filter((row) => row.sourcePath).map((row) => row.createdAt)),
      why.stored_source_page_why,
    ),
    heldRow(
      "Notes our staff wrote about them",
      notes.length,
      since(notes.map((row) => row.createdAt)),
      why.stored_staff_note_why,
    ),
    heldRow(
      "Today's upload records (your internet address and the size of each recording)",
      person.uploadBytes.length,
      since(person.uploadBytes.map((row) => row.uploadedAt)),
      why.stored_upload_allowance_why,
    ),
    heldRow(
      `Questions to ${SITE.assistantName} that hold your e-mail address`,
      person.unansweredQuestions.length,
      since(person.unansweredQuestions.map((row) => row.askedAt)),
      why.stored_unanswered_question_why,
    ),
  ].join("");
  const enquiries = person.enquiries
    .map(
      (row) => `<section><h3>${text(row.subject)}</h3>
<p class="meta">Sent ${text(staffTime(row.createdAt))} · ${text(row.inquiryType)} · ${text(`${row.firstName} ${row.lastName}`)}, ${text(row.email)}</p>
<p class="text">${text(row.message)}</p>${row.staffNote ? `\n<p><strong>Our note:</strong> ${text(row.staffNote)}</p>` : ""}</section>`,
    )
    .join("\n");
  const ideas = person.ideas
    .map((row) => {
      const recording = recordings.find((entry) => entry.ideaId === row.id);
      return `<section><h3>${text(row.userContext || "Voice idea")}</h3>
<p class="meta">Sent ${text(staffTime(row.createdAt))}${row.userName ? ` · ${text(row.userName)}` : ""}, ${text(row.userEmail)}</p>
<p class="text">${row.transcript ? text(row.transcript) : "No written transcript."}</p>
<p>${recording ? `The recording: <a href="${text(recordingFileName(recording.key))}">${text(recordingFileName(recording.key))}</a>` : "The recording is no longer stored."}</p>${row.staffNote ? `\n<p><strong>Our note:</strong> ${text(row.staffNote)}</p>` : ""}</section>`;
    })
    .join("\n");
  const questions = person.unansweredQuestions
    .map((row) => `<li>${text(staffTime(row.askedAt))}: ${text(row.question)}</li>`)
    .join("");
  return `<!doctype html>
<html lang="en-IE">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Your data held by ${text(SITE.name)}</title>
<style>
body { font: 16px/1.5 system-ui, sans-serif; max-width: 46rem; margin: 2rem auto; padding: 0 1rem; color: #1a1a1a; }
h1 { border-bottom: 4px solid #2fb8a0; padding-bottom: .5rem; }
table { border-collapse: collapse; width: 100%; }
th, td { text-align: left; vertical-align: top; padding: .4rem; border-bottom: 1px solid #ccc; }
.meta { color: #555; }
.text { white-space: pre-wrap; background: #f3f7f6; padding: .75rem; border-radius: 6px; }
</style>
</head>
<body>
<h1>Your data held by ${text(SITE.name)}</h1>
<p>Prepared on ${text(staffTime(preparedAt.toISOString().slice(0, 19).replace("T", " ")))} (Irish time) for ${text(person.email)}, in answer to your request to see the personal data we hold about you.</p>
<h2>What we hold, since when, why and for how long</h2>
<table>
<thead><tr><th>What</th><th>How many</th><th>The oldest from</th><th>Why we keep it, and for how long</th></tr></thead>
<tbody>${held}</tbody>
</table>
${person.enquiries.length ? `<h2>Your enquiries</h2>\n${enquiries}` : ""}
${person.ideas.length ? `<h2>Your voice ideas</h2>\n${ideas}` : ""}
${questions ? `<h2>Your questions to ${text(SITE.assistantName)}</h2>\n<ul>${questions}</ul>` : ""}
<h2>In this download</h2>
<ul>
<li>${SUMMARY_NAME}: this page.</li>
${person.enquiries.length ? `<li>${ENQUIRIES_CSV_NAME}: your enquiries as a spreadsheet.</li>` : ""}
${recordings.length ? `<li>recordings: your voice recordings (WebM audio; most browsers play them).</li>` : ""}
<li>person.json: all of the above in a machine-readable form, to move it to another service.</li>
</ul>
<p>To have any of it corrected or erased, or with any question, write to us at ${text(SITE.email)}.</p>
</body>
</html>
`;
}
