import { downloadZip } from "client-zip";
import { personDocument, type PersonRecords } from "./person.server";
import {
  ENQUIRIES_CSV_NAME,
  enquiriesCsv,
  recordingFileName,
  SUMMARY_NAME,
  summaryPage,
} from "./person-summary.server";

/** The document's name inside the archive; the recordings sit beside it under recordings/. */
export const PERSON_DOCUMENT_NAME = "person.json";

/**
 * An access request's answer as one zip, the staff console's Download and `person show --out`
 * alike: a summary page to read, the enquiries as a spreadsheet, each recording as the bucket
 * holds it, and the machine-readable document (the JSON of `person show --json`). Built with client-zip as it is sent: each
 * recording is read from R2 only when the zip reaches it and streamed through, so a person's
 * recordings never sit in the Worker's memory together. A recording gone from the bucket since
 * the look-up is left out (the document still lists it, with its size as found).
 */
export function personArchive(recordings: R2Bucket, person: PersonRecords, where: string): ReadableStream<Uint8Array> {
  async function* files() {
    const now = new Date();
    yield { name: SUMMARY_NAME, input: summaryPage(person, now), lastModified: now };
    if (person.enquiries.length) yield { name: ENQUIRIES_CSV_NAME, input: enquiriesCsv(person), lastModified: now };
    yield {
      name: PERSON_DOCUMENT_NAME,
      input: JSON.stringify(personDocument(person, where), null, 2),
      lastModified: new Date(),
    };
    for (const recording of person.recordings) {
      const object = await recordings.get(recording.key);
      if (!object) continue;
      yield {
        name: recordingFileName(recording.key),
        input: object.body,
        size: object.size,
        lastModified: object.uploaded,
      };
    }
  }
  return downloadZip(files()).body!;
}
