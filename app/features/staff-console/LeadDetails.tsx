import { Form, Link, useLocation } from "react-router";
import { formatElapsed } from "~/lib/duration";
import { recordingPath, STAFF_LEADS_PATH } from "~/lib/leads";
import { LEAD_KIND_NAMES, LEAD_NOTE_MAX_CHARACTERS, NOT_KNOWN_SOURCE_PAGE } from "./leads";
import { replyLink } from "./reply-link";
import { staffTime } from "~/lib/firm-time";

interface Handled {
  handledAt: string | null;
  handledBy: string | null;
  /** Staff's internal note, or null. */
  staffNote: string | null;
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

/** When the site's alert e-mail about the lead went to the team: not a reply to the visitor. */
const ALERT_LABEL = "Team alerted by e-mail";

export type LeadDetailsData = { kind: "enquiry"; lead: EnquiryDetails } | { kind: "idea"; lead: IdeaDetails };

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
      // The stored reason names the service's configuration: words for developers, left out here.
      return "Not transcribed yet: the transcription service was not available. It is transcribed once it is.";
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

/** Handled or not, with the button that changes it: Mark as handled, or Undo. */
function HandledSection({ lead, error }: { lead: Handled; error?: string }) {
  return (
    <section aria-labelledby="lead-handled">
      <h2 id="lead-handled">Handled</h2>
      <Form method="post" className="staff-inline-form">
        {error ? (
          <p className="staff-error" role="alert">
            {error}
          </p>
        ) : null}
        {lead.handledAt ? (
          <>
            <p>
              Handled by <strong>{lead.handledBy ?? "(not recorded)"}</strong> on {staffTime(lead.handledAt)}.
            </p>
            <input type="hidden" name="intent" value="unhandled" />
            <button type="submit" className="staff-button staff-button--secondary">
              Undo
            </button>
          </>
        ) : (
          <>
            <p>Not handled yet.</p>
            <input type="hidden" name="intent" value="handled" />
            <button type="submit" className="staff-button">
              Mark as handled
            </button>
          </>
        )}
      </Form>
    </section>
  );
}

/** The lead's internal note: for staff only, yet shown to the person in an access request. */
function NoteSection({ note }: { note: string | null }) {
  return (
    <section aria-labelledby="lead-note">
      <h2 id="lead-note">Internal note</h2>
      <Form method="post">
        <label htmlFor="lead-note-text">
          A short note for the team. The person sees it if they ask for their data, so write it as you would to them.
        </label>
        <textarea
          id="lead-note-text"
          name="note"
          rows={3}
          maxLength={LEAD_NOTE_MAX_CHARACTERS}
          defaultValue={note ?? ""}
          className="staff-note"
        />
        <input type="hidden" name="intent" value="note" />
        <p>
          <button type="submit" className="staff-button staff-button--secondary">
            Save note
          </button>
        </p>
      </Form>
    </section>
  );
}

function ReplyButton({ href }: { href: string }) {
  return (
    <p>
      <a className="staff-button" href={href}>
        Reply by e-mail
      </a>
    </p>
  );
}

/** Everything stored about one lead, its recording player, Reply, the handled state and the note. */
export function LeadDetails({ data, error }: { data: LeadDetailsData; error?: string }) {
  // Back to the list as it was filtered: the list's links carry its filter here.
  const { search } = useLocation();
  const back = (
    <p>
      <Link to={`${STAFF_LEADS_PATH}${search}`}>All leads</Link>
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
            ["Received", staffTime(lead.createdAt)],
            ["Inquiry type", lead.inquiryType],
            ["Name", `${lead.firstName} ${lead.lastName}`],
            ["E-mail", lead.email],
            ["Subject", lead.subject],
            ["Came from", lead.sourcePath ?? NOT_KNOWN_SOURCE_PAGE],
            [ALERT_LABEL, staffTime(lead.staffNotifiedAt)],
          ]}
        />
        <ReplyButton
          href={replyLink({
            email: lead.email,
            subject: lead.subject,
            name: `${lead.firstName} ${lead.lastName}`,
            receivedAt: lead.createdAt,
            text: lead.message,
          })}
        />
        <h2>Message</h2>
        <p className="staff-text">{lead.message}</p>
        <HandledSection lead={lead} error={error} />
        <NoteSection note={lead.staffNote} />
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
          ["Received", staffTime(idea.createdAt)],
          ["Name", idea.userName ?? "(not recorded)"],
          ["E-mail", idea.userEmail],
          ["Project title", idea.userContext],
          ["Transcription", transcriptionState(idea)],
          ["Came from", idea.sourcePath ?? NOT_KNOWN_SOURCE_PAGE],
          [ALERT_LABEL, staffTime(idea.staffNotifiedAt)],
        ]}
      />
      <ReplyButton
        href={replyLink({
          email: idea.userEmail,
          subject: idea.userContext.trim() || "your voice idea",
          name: idea.userName ?? "",
          receivedAt: idea.createdAt,
          text: idea.transcriptionStatus === "done" ? (idea.transcript ?? "") : "",
        })}
      />
      <h2 id="lead-recording">Recording</h2>
      <audio controls preload="metadata" src={recordingPath(idea.id)} aria-labelledby="lead-recording">
        <a href={recordingPath(idea.id)}>Download the recording</a>
      </audio>
      {/* MediaRecorder's WebM names no duration, so the player alone cannot tell the length. */}
      <p>Length: {idea.durationMs === null ? "not recorded" : formatElapsed(idea.durationMs)}</p>
      <p>
        <a href={recordingPath(idea.id)} download>
          Download the recording
        </a>
      </p>
      <h2>Transcript</h2>
      {idea.transcriptionStatus === "done" ? (
        <p className="staff-text">{idea.transcript || "(the recording holds no speech)"}</p>
      ) : (
        <p>{transcriptionNote(idea)}</p>
      )}
      <HandledSection lead={idea} error={error} />
      <NoteSection note={idea.staffNote} />
    </article>
  );
}
