import { getFormProps, getInputProps, useForm, type SubmissionResult } from "@conform-to/react";
import { Form, Link, href } from "react-router";
import type { ErasureCounts, PersonRecords } from "~/features/privacy/index.server";
import { withoutKey } from "~/lib/conform-form";
import { staffTime } from "~/lib/firm-time";

export interface PersonLookUpActionData {
  result: SubmissionResult<string[]>;
  person: PersonRecords | null;
}

export interface PersonErasureActionData {
  result: SubmissionResult<string[]>;
  erased: (ErasureCounts & { email: string }) | null;
}

const kilobytes = (bytes: number) => `${Math.max(1, Math.round(bytes / 1000))} kB`;
const counted = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
const UNANSWERED = { one: "question to the assistant", many: "questions to the assistant" };

/**
 * Privacy requests: an address looked up shows everything stored about it, to download as the
 * answer to an access request, and a second form erases it all once staff tick the confirmation.
 */
export function PrivacyRequests({ actionData }: { actionData: PersonLookUpActionData | undefined }) {
  const [form, fields] = useForm<{ email: string }>({
    id: "person-look-up",
    lastResult: actionData?.result,
    shouldValidate: "onSubmit",
  });
  const person = actionData?.person ?? null;
  return (
    <div className="privacy-requests">
      <h1>Privacy requests</h1>
      <p>
        Check that the request comes from the address concerned. Everything stored under it is found whatever its case:
        contact enquiries, voice ideas with their transcripts and recordings, our notes about them, today&rsquo;s upload
        records (the internet address a recording came from), and questions to the assistant that hold the address.
      </p>
      <Form method="post" action={href("/staff/privacy")} {...getFormProps(form)} className="privacy-requests__form">
        <label htmlFor={fields.email.id}>E-mail address</label>
        <input {...withoutKey(getInputProps(fields.email, { type: "email" }))} key={fields.email.key} />
        {fields.email.errors?.map((error) => (
          <p key={error} id={fields.email.errorId} className="staff-error" role="alert">
            {error}
          </p>
        ))}
        <div className="button-row">
          <button type="submit" className="staff-button">
            Show what is stored
          </button>
        </div>
      </Form>
      {person && <StoredAboutPerson person={person} />}
    </div>
  );
}

function StoredAboutPerson({ person }: { person: PersonRecords }) {
  const nothing = person.enquiries.length + person.ideas.length + person.unansweredQuestions.length === 0;
  return (
    <section aria-labelledby="stored-heading">
      <h2 id="stored-heading">Stored about {person.email}</h2>
      {nothing ? (
        <p role="status">Nothing is stored about {person.email}.</p>
      ) : (
        <>
          <p role="status">
            {counted(person.enquiries.length, "contact enquiry", "contact enquiries")},{" "}
            {counted(person.ideas.length, "voice idea", "voice ideas")},{" "}
            {counted(
              person.recordings.filter((recording) => recording.size !== null).length,
              "recording",
              "recordings",
            )}{" "}
            and {counted(person.unansweredQuestions.length, UNANSWERED.one, UNANSWERED.many)}.
          </p>
          <StoredRows
            heading="Contact enquiries"
            rows={person.enquiries}
            columns={["Name", "Subject", "Message", "Our note"]}
            cells={(row) => [
              `${row.firstName} ${row.lastName} <${row.email}>`,
              row.subject,
              row.message,
              row.staffNote ?? "",
            ]}
          />
          <StoredRows
            heading="Voice ideas and transcripts"
            rows={person.ideas}
            columns={["Name", "Title", "Transcript", "Our note"]}
            cells={(row) => [
              `${row.userName ?? ""} <${row.userEmail}>`.trim(),
              row.userContext,
              row.transcript ?? "No transcript yet",
              row.staffNote ?? "",
            ]}
          />
          <h3>Recordings</h3>
          <StoredList
            items={person.recordings}
            itemKey={(recording) => recording.key}
            item={(recording) =>
              `The recording of voice idea #${recording.ideaId}: ${recording.size === null ? "no longer stored" : kilobytes(recording.size)}`
            }
          />
          <h3>Today&rsquo;s upload records</h3>
          <p>
            Each recording uploaded today is kept with the internet address it came from, so that no one uses up the
            day&rsquo;s space for recordings; deleted when the day ends.
          </p>
          <StoredList
            items={person.uploadBytes}
            itemKey={(row) => row.fileName}
            item={(row) =>
              `${staffTime(row.uploadedAt)}: from the internet address ${row.address}, ${kilobytes(row.bytes)}`
            }
          />
          <h3>Questions to the assistant</h3>
          <p>
            Questions the assistant could not answer are kept for the overview without who asked; these hold the
            address.
          </p>
          <StoredList
            items={person.unansweredQuestions}
            itemKey={(row) => String(row.id)}
            item={(row) => `${staffTime(row.askedAt)}: ${row.question}`}
          />
        </>
      )}
      {!nothing && (
        <>
          <Form method="post" action={href("/staff/privacy/download")} reloadDocument>
            <input type="hidden" name="email" value={person.email} />
            <p>
              The answer to send: a summary page to read, the enquiries as a spreadsheet, the recordings, and the same
              data in a machine-readable file (person.json) for those who ask for it.
            </p>
            <button type="submit" className="staff-button staff-button--secondary">
              Download the answer (zip)
            </button>
          </Form>
          <ErasureForm email={person.email} listed />
        </>
      )}
    </section>
  );
}

/** One kind of stored record as a list, one line of text each, or "None.". */
function StoredList<Item>({
  items,
  itemKey,
  item,
}: {
  items: Item[];
  itemKey: (item: Item) => string;
  item: (item: Item) => string;
}) {
  if (items.length === 0) return <p>None.</p>;
  return (
    <ul>
      {items.map((entry) => (
        <li key={itemKey(entry)}>{item(entry)}</li>
      ))}
    </ul>
  );
}

/** One kind of stored row, as a table: its number, when it arrived, and the columns given. Text stays text. */
function StoredRows<Row extends { id: number; createdAt: string }>({
  heading,
  rows,
  columns,
  cells,
}: {
  heading: string;
  rows: Row[];
  columns: string[];
  cells: (row: Row) => string[];
}) {
  return (
    <>
      <h3>{heading}</h3>
      {rows.length === 0 ? (
        <p>None.</p>
      ) : (
        <table className="staff-table">
          <thead>
            <tr>
              {["#", "Received", ...columns].map((column) => (
                <th key={column} scope="col">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.id}>
                {[String(row.id), staffTime(row.createdAt), ...cells(row)].map((cell, index) => (
                  <td key={index}>{cell}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </>
  );
}

/** The erasure's own form: the address again, and a box to tick. */
export function ErasureForm({
  email,
  lastResult,
  listed,
}: {
  email: string;
  lastResult?: SubmissionResult<string[]>;
  /** Whether the page lists what is stored above the form (the look-up does; the erase page's retry does not). */
  listed: boolean;
}) {
  const [form, fields] = useForm<{ email: string; confirm: string }>({
    id: "person-erasure",
    lastResult,
    shouldValidate: "onSubmit",
    defaultValue: { email },
  });
  return (
    <Form
      method="post"
      action={href("/staff/privacy/erase")}
      {...getFormProps(form)}
      className="privacy-requests__form"
    >
      <h3>Erase</h3>
      <p>
        Erasing deletes every enquiry, voice idea, transcript, recording and question to the assistant{" "}
        {listed ? "listed above" : `stored about ${email}`}. It cannot be undone. An erasure record keeps the date and
        the counts only.
      </p>
      <input {...withoutKey(getInputProps(fields.email, { type: "hidden" }))} key={fields.email.key} />
      <p>
        <input
          {...withoutKey(getInputProps(fields.confirm, { type: "checkbox", value: "yes" }))}
          key={fields.confirm.key}
        />{" "}
        <label htmlFor={fields.confirm.id}>Erase everything stored about {email}</label>
      </p>
      {[...(fields.confirm.errors ?? []), ...(fields.email.errors ?? [])].map((error) => (
        <p key={error} className="staff-error" role="alert">
          {error}
        </p>
      ))}
      <div className="button-row">
        <button type="submit" className="staff-button staff-button--destructive">
          Erase
        </button>
      </div>
    </Form>
  );
}

const erasedNothing = (counts: ErasureCounts) =>
  counts.enquiries + counts.voiceIdeas + counts.recordings + counts.unansweredQuestions === 0;

/** What an erasure removed, or its form again with the reason it did not run. */
export function PersonErasure({ actionData }: { actionData: PersonErasureActionData | undefined }) {
  return (
    <div className="privacy-requests">
      <h1>Privacy requests</h1>
      {!actionData ? (
        <p>Look the address up first: its erasure form is shown with what is stored about it.</p>
      ) : actionData.erased && erasedNothing(actionData.erased) ? (
        <p role="status">
          Nothing was stored about {actionData.erased.email} (perhaps it was erased already): nothing was erased.
        </p>
      ) : actionData.erased ? (
        <>
          <p role="status">
            Erased everything stored about {actionData.erased.email}:{" "}
            {counted(actionData.erased.enquiries, "contact enquiry", "contact enquiries")},{" "}
            {counted(
              actionData.erased.voiceIdeas,
              "voice idea with its transcript",
              "voice ideas with their transcripts",
            )}
            , {counted(actionData.erased.recordings, "recording", "recordings")}
            {actionData.erased.unansweredQuestions > 0 &&
              `, ${counted(actionData.erased.unansweredQuestions, UNANSWERED.one, UNANSWERED.many)}`}
            .
          </p>
          <p>
            An erasure record keeps the date and these counts, nothing about the person. Delete the staff e-mails about
            these leads from the staff inbox too, then reply to confirm.
          </p>
        </>
      ) : (
        <ErasureForm
          email={String(actionData.result.initialValue?.email ?? "")}
          lastResult={actionData.result}
          listed={false}
        />
      )}
      <p>
        <Link to={href("/staff/privacy")}>Another privacy request</Link>
      </p>
    </div>
  );
}
