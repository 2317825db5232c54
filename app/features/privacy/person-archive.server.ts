import { downloadZip } from "client-zip";
import { personDocument, type PersonRecords } from "./person.server";

/** The document's name inside the archive; the recordings sit beside it under recordings/. */
export const PERSON_DOCUMENT_NAME = "person.json";

/**
 * An access request's answer as one zip, the staff console's Download and `person show --out`
 * alike: the person's document (the JSON of `person show --json`) and each of their recordings
 * as the bucket holds it. Built with client-zip as it is sent: each
 * recording is read from R2 only when the zip reaches it and streamed through, so a person's
 * recordings never sit in the Worker's memory together. A recording gone from the bucket since
 * the look-up is left out (the document still lists it, with its size as found).
 */
export function personArchive(recordings: R2Bucket, person: PersonRecords, where: string): ReadableStream<Uint8Array> {
  async function* files() {
    yield {
      name: PERSON_DOCUMENT_NAME,
      input: JSON.stringify(personDocument(person, where), null, 2),
      lastModified: new Date(),
    };
    for (const recording of person.recordings) {
      const object = await recordings.get(recording.key);
      if (!object) continue;
      // Keys are the site's own (voice-idea-<hex>.webm); anything else is kept out of the path.
      const name = `recordings/${recording.key.replace(/[^\w.-]/g, "_")}`;
      yield { name, input: object.body, size: object.size, lastModified: object.uploaded };
    }
  }
  return downloadZip(files()).body!;
}
