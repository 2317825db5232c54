import { Form, Link } from "react-router";
import { formatElapsed } from "~/lib/duration";
import { recordingPath, STAFF_LEADS_PATH } from "~/lib/leads";
import { LEAD_KIND_NAMES, NOT_KNOWN_SOURCE_PAGE } from "./leads";

interface Handled {
  handledAt: string | null;
  handledBy: string | null;
}

/** An enquiry's stored fields, as the lead page's loader sends them. */
export interface EnquiryDetails extends Handled {
  id: number;
  createdAt: string;
  inquiryType: string;
  firstName: string;
  lastName: string;
  email: string;
  subject: string;
  message: string;
  staffNotifiedAt: string | null;
  sourcePath: string | null;
}

/** A voice idea's stored fields. */
export interface IdeaDetails extends Handled {
  id: number;
  createdAt: string;
  updatedAt: string;
  userName: string | null;
  userEmail: string;
  userContext: string;
  transcriptionStatus: string;
  transcriptionError: string | null;
  transcript: string | null;
  fileName: string;
  staffNotifiedAt: string | null;
  /** The recording's length as the visitor's recorder measured it; null for older ideas. */
  durationMs: number | null;
  sourcePath: string | null;
}

export type LeadDetailsData = { kind: "enquiry"; lead: EnquiryDetails } | { kind: "idea"; lead: IdeaDetails };

const utc = (timestamp: string | null) => (timestamp ? `${timestamp} UTC` : "not yet");

/** A transcription's state in words: "transcribed", "waiting for the transcription service", "failed: …". */
export function transcriptionState(idea: Pick<IdeaDetails, "transcriptionStatus" | "transcriptionError">): string {
  switch (idea.transcriptionStatus) {
    case "pending":
      return "waiting in the queue to be transcribed";
    case "processing":
      return "being transcribed now";
    case "done":
      return "transcribed";
    case "failed":
      return `failed: ${idea.transcriptionError ?? "no reason was recorded"}`;
    case "awaiting_service":
      return "waiting for the transcription service";
    default:
      return idea.transcriptionStatus;
  }
}

/** Why a voice idea has no transcript, in words for staff. */
export function transcriptionNote(idea: Pick<IdeaDetails, "transcriptionStatus" | "transcriptionError">): string {
  const reason = idea.transcriptionError ? ` Reason: ${idea.transcriptionError}` : "";
  switch (idea.transcriptionStatus) {
    case "pending":
      return "Not transcribed yet: the transcription is queued.";
    case "processing":
      return `Being transcribed now.${idea.transcriptionError ? ` An attempt failed and will be retried. Reason: ${idea.transcriptionError}` : ""}`;
    case "failed":
      return `Transcription failed; the recording is kept.${reason || " No reason was recorded."}`;
    case "awaiting_service":
      return `Not transcribed yet: Workers AI was not available. It is transcribed once the service is.${reason}`;
    default:
      return `Transcription status: ${idea.transcriptionStatus}.${reason}`;
  }
}

function Fields({ rows }: { rows: [label: string, value: React.ReactNode][] }) {
  return (
    <dl className="staff-fields">
      {rows.map(([label, value]) => (
        <div key={label} className="staff-fields__row">
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function HandledSection({ lead, error }: { lead: Handled; error?: string }) {
  return (
    <section aria-labelledby="lead-handled">
      <h2 id="lead-handled">Handled</h2>
      {lead.handledAt ? (
        <p>
          Handled by <strong>{lead.handledBy ?? "(not recorded)"}</strong> on {utc(lead.handledAt)}.
        </p>
      ) : (
        <Form method="post">
          <p>Not handled yet.</p>
          {error ? (
            <p className="staff-error" role="alert">
              {error}
            </p>
          ) : null}
          <input type="hidden" name="intent" value="handled" />
          <button type="submit" className="staff-button">
            Mark as handled
          </button>
        </Form>
      )}
    </section>
  );
}

/** Everything stored about one lead, its recording player, and the mark-handled form. */
export function LeadDetails({ data, error }: { data: LeadDetailsData; error?: string }) {
  const back = (
    <p>
      <Link to={STAFF_LEADS_PATH}>All leads</Link>
    </p>
  );
  if (data.kind === "enquiry") {
    const lead = data.lead;
    return (
      <article>
        {back}
        <h1>
          {LEAD_KIND_NAMES.enquiry} #{lead.id}: {lead.subject}
        </h1>
        <Fields
          rows={[
            ["Received", utc(lead.createdAt)],
            ["Inquiry type", lead.inquiryType],
            ["Name", `${lead.firstName} ${lead.lastName}`],
            ["E-mail", <a href={`mailto:${lead.email}`}>{lead.email}</a>],
            ["Subject", lead.subject],
            ["Came from", lead.sourcePath ?? NOT_KNOWN_SOURCE_PAGE],
            ["Staff e-mailed", utc(lead.staffNotifiedAt)],
          ]}
        />
        <h2>Message</h2>
        <p className="staff-text">{lead.message}</p>
        <HandledSection lead={lead} error={error} />
      </article>
    );
  }
  const idea = data.lead;
  return (
    <article>
      {back}
      <h1>
        {LEAD_KIND_NAMES.idea} #{idea.id}: {idea.userContext.trim() || "(no title)"}
      </h1>
      <Fields
        rows={[
          ["Received", utc(idea.createdAt)],
          ["Name", idea.userName ?? "(not recorded)"],
          ["E-mail", <a href={`mailto:${idea.userEmail}`}>{idea.userEmail}</a>],
          ["Project title", idea.userContext],
          ["Transcription", transcriptionState(idea)],
          ["Recording", idea.fileName],
          ["Came from", idea.sourcePath ?? NOT_KNOWN_SOURCE_PAGE],
          ["Staff e-mailed", utc(idea.staffNotifiedAt)],
        ]}
      />
      <h2 id="lead-recording">Recording</h2>
      <audio controls preload="metadata" src={recordingPath(idea.id)} aria-labelledby="lead-recording">
        <a href={recordingPath(idea.id)}>Download the recording</a>
      </audio>
      {/* MediaRecorder's WebM names no duration, so the player alone cannot tell the length. */}
      <p>Length: {idea.durationMs === null ? "not recorded" : formatElapsed(idea.durationMs)}</p>
      <h2>Transcript</h2>
      {idea.transcriptionStatus === "done" ? (
        <p className="staff-text">{idea.transcript || "(the recording holds no speech)"}</p>
      ) : (
        <p>{transcriptionNote(idea)}</p>
      )}
      <HandledSection lead={idea} error={error} />
    </article>
  );
}
