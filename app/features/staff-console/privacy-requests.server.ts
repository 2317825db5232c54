import { data } from "react-router";
import {
  ERASED_BY,
  erasePerson,
  findPerson,
  holdsAnything,
  personArchive,
  type ErasureCounts,
  type PersonRecords,
} from "~/features/privacy/index.server";
import { parseFormSubmission } from "~/lib/form-submission.server";
import { logInfo } from "~/lib/log.server";
import { personErasureSchema, personLookUpSchema } from "./privacy-requests-forms";

/**
 * Privacy requests from the staff console: the privacy feature's own finding and erasing (the
 * staff command's `person show|erase` runs the same), on the Worker's bindings. The log lines
 * name the staff member and the counts, never the person.
 */

export async function lookUpPerson(env: Env, email: string, staffEmail: string): Promise<PersonRecords> {
  const person = await findPerson({ db: env.DB, recordings: env.RECORDINGS }, email);
  logInfo("staff_person_shown", {
    staff: staffEmail,
    enquiries: person.enquiries.length,
    voiceIdeas: person.ideas.length,
  });
  return person;
}

export async function erasePersonFromConsole(env: Env, email: string, staffEmail: string): Promise<ErasureCounts> {
  const counts = await erasePerson({ db: env.DB, recordings: env.RECORDINGS }, email, ERASED_BY.console);
  logInfo("staff_person_erased", { staff: staffEmail, ...counts });
  return counts;
}

/** The look-up form: everything stored about the address, or the form's errors. */
export async function lookUpFromForm(request: Request, env: Env, staffEmail: string) {
  const submission = parseFormSubmission(await request.formData(), personLookUpSchema, { disableAutoCoercion: true });
  if (submission.status !== "success") return data({ result: submission.reply(), person: null }, { status: 400 });
  return { result: submission.reply(), person: await lookUpPerson(env, submission.value.email, staffEmail) };
}

/**
 * The download form: the zip of an access request (a summary page, the enquiries' spreadsheet, the
 * recordings and the machine-readable JSON), never kept by a cache; none when nothing is stored.
 */
export async function downloadFromForm(request: Request, env: Env, staffEmail: string): Promise<Response> {
  const submission = parseFormSubmission(await request.formData(), personLookUpSchema, { disableAutoCoercion: true });
  if (submission.status !== "success") {
    return new Response(submission.error?.email?.[0] ?? "Enter an e-mail address.", {
      status: 400,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "private, no-store" },
    });
  }
  const person = await lookUpPerson(env, submission.value.email, staffEmail);
  if (!holdsAnything(person)) {
    return new Response("Nothing is stored about this address, so there is nothing to download.", {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "private, no-store" },
    });
  }
  return new Response(personArchive(env.RECORDINGS, person, "the staff console"), {
    headers: {
      "Content-Type": "application/zip",
      // The address is the visitor's: the file's name says only what it is and when.
      "Content-Disposition": `attachment; filename="privacy-request-${new Date().toISOString().slice(0, 10)}.zip"`,
      "Cache-Control": "private, no-store",
    },
  });
}

/** The erasure form: erased with its counts, or the form's errors (the box not ticked). */
export async function eraseFromForm(request: Request, env: Env, staffEmail: string) {
  const submission = parseFormSubmission(await request.formData(), personErasureSchema, { disableAutoCoercion: true });
  if (submission.status !== "success") return data({ result: submission.reply(), erased: null }, { status: 400 });
  const erased = await erasePersonFromConsole(env, submission.value.email, staffEmail);
  return { result: submission.reply({ resetForm: true }), erased: { email: submission.value.email, ...erased } };
}
