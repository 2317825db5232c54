import { test as setup } from "@playwright/test";
import { queryD1, REFUSED_SUBJECT, sqlString } from "./support/d1";

// Runs before the desktop and mobile projects (see playwright.config.ts): a schema change while
// the server writes in parallel can meet a locked database, so it happens here, once per run.
setup("D1 refuses enquiries of the storage-failure tests", () => {
  queryD1(
    `CREATE TRIGGER IF NOT EXISTS refuse_e2e_inserts BEFORE INSERT ON contacts WHEN NEW.subject LIKE ${sqlString(`${REFUSED_SUBJECT}%`)} BEGIN SELECT RAISE(ABORT, 'simulated storage failure'); END`,
  );
});
