import { LEAD_KIND_NAMES, NOT_KNOWN_SOURCE_PAGE, type LeadSummary } from "./leads";
import { dublinTimestamp } from "./staff-time";

/**
 * The leads list's Export: the chosen leads as a CSV file that Excel and LibreOffice open with
 * accents intact (UTF-8 with a byte-order mark, comma-separated, CRLF rows, RFC 4180 quoting).
 * Written by hand, not with csv-stringify: the quoting is four lines and the export needs its own
 * cell guard anyway (decision 0077).
 */

const HEADER = [
  "Received (Irish time)",
  "Kind",
  "Number",
  "Subject or project title",
  "Name",
  "E-mail",
  "Inquiry type",
  "Came from",
  "Message or transcript",
  "Status",
  "Handled by",
  "Note",
];

/**
 * One cell. A visitor's text that starts like a formula (= + - @, or a tab or carriage return
 * before one) would run as one when the file is opened: an apostrophe in front keeps it text (OWASP's
 * CSV injection advice).
 */
export function csvCell(value: string): string {
  const text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

function leadRow(lead: LeadSummary): string[] {
  return [
    dublinTimestamp(lead.createdAt),
    LEAD_KIND_NAMES[lead.kind],
    String(lead.id),
    lead.title,
    lead.name.trim(),
    lead.email,
    lead.inquiryType ?? "",
    lead.sourcePath ?? NOT_KNOWN_SOURCE_PAGE,
    lead.excerpt,
    lead.handledAt ? "Handled" : "Not handled",
    lead.handledBy ?? "",
    lead.note ?? "",
  ];
}

/** The file's text, byte-order mark first. */
export function leadsCsv(leads: LeadSummary[]): string {
  const rows = [HEADER, ...leads.map(leadRow)];
  return `\uFEFF${rows.map((row) => row.map(csvCell).join(",")).join("\r\n")}\r\n`;
}
