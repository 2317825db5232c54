// `staff person`: everything stored about one e-mail address (an access request), its zip
// (the staff console's Download), and its erasure (an erasure request). The finding and erasing
// is the site's own server code (app/features/privacy), run here on the target's bindings.
import { mkdirSync, rmSync } from "node:fs";
import { open, type FileHandle } from "node:fs/promises";
import path from "node:path";
import { createInterface } from "node:readline/promises";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";
import type { PersonRecords } from "~/features/privacy/index.server";
import { EMAIL_PATTERN } from "~/lib/validation";
import { InputError } from "./content";
import type { Platform } from "./platform";
import { safeJson } from "./terminal-text";

/** Refuses what cannot be an address the forms accepted, before any database is opened. */
export function checkEmail(email: string): string {
  const trimmed = email.trim();
  if (!EMAIL_PATTERN.test(trimmed)) throw new InputError(`give an e-mail address such as ada@example.com`);
  return trimmed;
}

/**
 * What `person show --json` prints: the privacy feature's document (person.json in the zip of
 * `--out` and of the staff console's Download), loaded on use like the rest of that feature.
 */
export async function personJson(person: PersonRecords, where: string): Promise<string> {
  const { personDocument } = await import("~/features/privacy/index.server");
  return safeJson(personDocument(person, where));
}

/**
 * Writes the access request's zip to `file`, the same zip the staff console's Download sends
 * (the privacy feature's `personArchive`: person.json and every recording still in the bucket).
 * An existing file is never overwritten; a zip broken off midway is removed. Returns how many
 * recordings the bucket held at the look-up, which the zip holds.
 */
export async function writePersonArchive(platform: Platform, person: PersonRecords, file: string): Promise<number> {
  const { personArchive } = await import("~/features/privacy/index.server");
  mkdirSync(path.dirname(file), { recursive: true });
  let handle: FileHandle;
  try {
    handle = await open(file, "wx");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "EEXIST") {
      throw new InputError(`${file} already exists; give another --out file or move that one first`);
    }
    throw error;
  }
  try {
    const archive = personArchive(platform.store.recordings, person, platform.description);
    // The Workers types' ReadableStream and Node's are the same stream in Node, typed apart.
    await pipeline(Readable.fromWeb(archive as NodeReadableStream<Uint8Array>), handle.createWriteStream());
  } catch (error) {
    await handle.close().catch(() => undefined);
    rmSync(file, { force: true });
    throw error;
  }
  return person.recordings.filter((recording) => recording.size !== null).length;
}

/** Asks on the terminal; anything but "yes" or "y" is a no. */
export async function askInTerminal(question: string): Promise<boolean> {
  const terminal = createInterface({ input: process.stdin, output: process.stderr });
  try {
    return /^(y|yes)$/i.test((await terminal.question(question)).trim());
  } finally {
    terminal.close();
  }
}
