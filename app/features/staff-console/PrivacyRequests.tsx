import { getFormProps, getInputProps, useForm, type SubmissionResult } from "@conform-to/react";
import { Form, Link, href } from "react-router";
import type { ErasureCounts, PersonRecords } from "~/features/privacy/index.server";
import { withoutKey } from "~/lib/conform-form";

export interface PersonLookUpActionData {
  result: SubmissionResult<string[]>;
  person: PersonRecords | null;
}

export interface PersonErasureActionData {
  result: SubmissionResult<string[]>;
  erased: (ErasureCounts & { email: string }) | null;
}

const counted = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

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
        contact enquiries, voice ideas with their transcripts, and their recordings.
      </p>
      <Form method="post" action={href("/staff/privacy")} {...getFormProps(form)} className="privacy-requests__form">
        <label htmlFor={fields.email.id}>E-mail address</label>
        <input {...withoutKey(getInputProps(fields.email, { type: "email" }))} key={fields.email.key} />
        {fields.email.errors?.map((error) => (
          <p key={error} id={fields.email.errorId} className="page-text-editor__error" role="alert">
            {error}
          </p>
        ))}
        <div className="button-row">
          <button type="submit" className="button button--primary">
            Show what is stored
          </button>
        </div>
      </Form>
      {person && <StoredAboutPerson person={person} />}
    </div>
  );
}

function StoredAboutPerson({ person }: { person: PersonRecords }) {
  const nothing = person.enquiries.length + person.ideas.length === 0;
  return (
    <section aria-labelledby="stored-heading">
      <h2 id="stored-heading">Stored about {person.email}</h2>
      {nothing ? (
        <p role="status">Nothing is stored about {person.email}.</p>
      ) : (
        <>
          <p role="status">
            {counted(person.enquiries.length, "contact enquiry", "contact enquiries")},{" "}
            {counted(person.ideas.length, "voice idea", "voice ideas")} and{" "}
            {counted(
              person.recordings.filter((recording) => recording.size !== null).length,
              "recording",
              "recordings",
            )}
            .
          </p>
          <h3>Contact enquiries</h3>
          {person.enquiries.length === 0 ? (
            <p>None.</p>
          ) : (
            <table>
              <thead>
                <tr>
                  <th scope="col">#</th>
                  <th scope="col">Received (UTC)</th>
                  <th scope="col">Name</th>
                  <th scope="col">Subject</th>
                  <th scope="col">Message</th>
                </tr>
              </thead>
              <tbody>
                {person.enquiries.map((row) => (
                  <tr key={row.id}>
                    <td>{row.id}</td>
                    <td>{row.createdAt}</td>
                    <td>
                      {row.firstName} {row.lastName} &lt;{row.email}&gt;
                    </td>
                    <td>{row.subject}</td>
                    <td className="privacy-requests__text">{row.message}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          <h3>Voice ideas and transcripts</h3>
          {person.ideas.length === 0 ? (
            <p>None.</p>
          ) : (
            <table>
              <thead>
                <tr>
                  <th scope="col">#</th>
                  <th scope="col">Received (UTC)</th>
                  <th scope="col">Name</th>
                  <th scope="col">Title</th>
                  <th scope="col">Transcript</th>
                </tr>
              </thead>
              <tbody>
                {person.ideas.map((row) => (
                  <tr key={row.id}>
                    <td>{row.id}</td>
                    <td>{row.createdAt}</td>
                    <td>
                      {row.userName ?? ""} &lt;{row.userEmail}&gt;
                    </td>
                    <td>{row.userContext}</td>
                    <td className="privacy-requests__text">
                      {row.transcript ?? `No transcript (${row.transcriptionStatus})`}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          <h3>Recordings</h3>
          {person.recordings.length === 0 ? (
            <p>None.</p>
          ) : (
            <ul>
              {person.recordings.map((recording) => (
                <li key={recording.key}>
                  {recording.key} (voice idea #{recording.ideaId}):{" "}
                  {recording.size === null ? "not in the bucket" : `${recording.size} bytes`}
                </li>
              ))}
            </ul>
          )}
        </>
      )}
      <Form method="post" action={href("/staff/privacy/download")} reloadDocument>
        <input type="hidden" name="email" value={person.email} />
        <button type="submit" className="button button--outline">
          Download as JSON
        </button>
      </Form>
      {!nothing && <ErasureForm email={person.email} />}
    </section>
  );
}

/** The erasure's own form: the address again, and a box to tick. */
export function ErasureForm({ email, lastResult }: { email: string; lastResult?: SubmissionResult<string[]> }) {
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
        Erasing deletes every enquiry, voice idea, transcript and recording listed above. It cannot be undone. An
        erasure record keeps the date and the counts only.
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
        <p key={error} className="page-text-editor__error" role="alert">
          {error}
        </p>
      ))}
      <div className="button-row">
        <button type="submit" className="button button--primary">
          Erase
        </button>
      </div>
    </Form>
  );
}

/** What an erasure removed, or its form again with the reason it did not run. */
export function PersonErasure({ actionData }: { actionData: PersonErasureActionData | undefined }) {
  return (
    <div className="privacy-requests">
      <h1>Privacy requests</h1>
      {!actionData ? (
        <p>Look the address up first: its erasure form is shown with what is stored about it.</p>
      ) : actionData.erased ? (
        <>
          <p role="status">
            Erased everything stored about {actionData.erased.email}:{" "}
            {counted(actionData.erased.enquiries, "contact enquiry", "contact enquiries")},{" "}
            {counted(actionData.erased.voiceIdeas, "voice idea", "voice ideas")} with transcripts,{" "}
            {counted(actionData.erased.recordings, "recording", "recordings")}.
          </p>
          <p>
            An erasure record keeps the date and these counts, nothing about the person. Delete the staff e-mails about
            these leads from the staff inbox too, then reply to confirm.
          </p>
        </>
      ) : (
        <ErasureForm email={String(actionData.result.initialValue?.email ?? "")} lastResult={actionData.result} />
      )}
      <p>
        <Link to={href("/staff/privacy")}>Another privacy request</Link>
      </p>
    </div>
  );
}
