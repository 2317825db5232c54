import { LEAD_KIND_NAMES, NOT_KNOWN_SOURCE_PAGE, type LeadSummary } from "./leads";
import { csvFile } from "~/lib/csv";
import { dublinTimestamp } from "~/lib/firm-time";

/** The leads list's Export: the chosen leads as a spreadsheet file, the whole message of each. */
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

export function leadsCsv(leads: LeadSummary[]): string {
  return csvFile(HEADER, leads.map(leadRow));
}
