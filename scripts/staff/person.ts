// `staff person`: everything stored about one e-mail address (an access request), the
// recordings written to a folder, and its erasure (an erasure request). The finding and erasing
// is the site's own server code (app/features/privacy), run here on the target's bindings.
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { createInterface } from "node:readline/promises";
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
 * What `person show --json` prints and `--out` writes as person.json: the privacy feature's
 * document (the staff console's download), loaded on use like the rest of that feature.
 */
export async function personJson(person: PersonRecords, where: string): Promise<string> {
  const { personDocument } = await import("~/features/privacy/index.server");
  return safeJson(personDocument(person, where));
}

/**
 * Writes person.json and every recording of the person that is still in the bucket into `dir`
 * (created if missing; an existing file is never overwritten). Returns the files written.
 */
export async function writePersonFolder(platform: Platform, person: PersonRecords, dir: string): Promise<string[]> {
  mkdirSync(dir, { recursive: true });
  const written: string[] = [];
  const write = (name: string, data: string | Uint8Array) => {
    const file = path.join(dir, path.basename(name));
    try {
      writeFileSync(file, data, { flag: "wx" });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "EEXIST") {
        throw new InputError(`${file} already exists; give another --out or empty the folder first`);
      }
      throw error;
    }
    written.push(file);
  };
  write("person.json", `${await personJson(person, platform.description)}\n`);
  for (const recording of person.recordings) {
    const object = await platform.recordings.get(recording.key);
    if (object) write(recording.key, new Uint8Array(await object.arrayBuffer()));
  }
  return written;
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
