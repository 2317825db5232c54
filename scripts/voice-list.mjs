// Lists the most recent voice ideas with their transcription status and transcript (staff).
//   npm run voice:list                                   local database (.wrangler/state)
//   npm run voice:list -- --remote --env production      a deployed environment's database
//   npm run voice:list -- --limit 50 --persist-to DIR    more rows, another local state folder
// Runs `wrangler d1 execute` underneath; see README "Voice ideas (staff)".
import { execFileSync } from "node:child_process";
import { LOCAL_ENV, WRANGLER } from "./local-wrangler.mjs";

const args = process.argv.slice(2);
function option(name) {
  const index = args.indexOf(`--${name}`);
  return index === -1 ? undefined : args[index + 1];
}

const remote = args.includes("--remote");
const environment = option("env");
if (remote && !["staging", "production"].includes(environment)) {
  console.error("--remote needs --env staging or --env production.");
  process.exit(1);
}
const limit = Number(option("limit") ?? 20);
if (!Number.isInteger(limit) || limit < 1 || limit > 500) {
  console.error("--limit must be a whole number from 1 to 500.");
  process.exit(1);
}
const persistTo = option("persist-to");

const sql = `SELECT id, created_at, user_email, user_context, transcription_status, transcription_error, transcript, file_name, file_url
  FROM voice_uploads ORDER BY id DESC LIMIT ${limit}`;
const wranglerArgs = [WRANGLER, "d1", "execute", "DB", remote ? "--remote" : "--local"];
if (persistTo && !remote) wranglerArgs.push("--persist-to", persistTo);
// The root configuration names every environment; a build in build/ would otherwise be read instead.
if (remote) wranglerArgs.push("--config", "wrangler.jsonc", "--env", environment);
wranglerArgs.push("--json", "--command", sql);

// A local database that a running dev server is writing to can be briefly locked: try again.
const LOCKED = /database is locked|SQLITE_BUSY/;

/** Runs the query; when it fails, the reason (with --json, wrangler reports it on stdout). */
function runQuery() {
  try {
    const output = execFileSync(process.execPath, wranglerArgs, {
      encoding: "utf8",
      env: LOCAL_ENV,
      stdio: ["ignore", "pipe", "pipe"],
    });
    return { output };
  } catch (error) {
    let reason = String(error.stdout ?? "").trim();
    try {
      reason = JSON.parse(reason).error?.text ?? reason;
    } catch {
      // Not wrangler's JSON report: the output itself is the reason.
    }
    const stderr = String(error.stderr ?? "").trim();
    return {
      reason: reason || stderr || error.message,
      locked: LOCKED.test(`${reason}\n${stderr}`),
      status: error.status ?? 1,
    };
  }
}

let result = runQuery();
for (let attempt = 1; attempt < 5 && !remote && result.locked; attempt++) {
  await new Promise((resolve) => setTimeout(resolve, 500 * attempt));
  result = runQuery();
}
if (result.output === undefined) {
  console.error(`Could not read voice ideas: ${result.reason}`);
  process.exit(result.status);
}
const output = result.output;
const rows = JSON.parse(output).flatMap((result) => result.results);

if (rows.length === 0) {
  console.log("No voice ideas yet.");
  process.exit(0);
}
const where = remote ? "--remote" : "--local";
for (const row of rows) {
  console.log(`#${row.id}  ${row.created_at} UTC  ${row.user_email}  [${row.transcription_status}]`);
  console.log(`  About:      ${row.user_context}`);
  console.log(
    `  Recording:  npx wrangler r2 object get ${row.file_url.replace(/^r2:\/\//, "")} ${where} --file ${row.file_name}`,
  );
  if (row.transcript !== null) console.log(`  Transcript: ${row.transcript}`);
  if (row.transcription_error) console.log(`  Note:       ${row.transcription_error}`);
  console.log("");
}
