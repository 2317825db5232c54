// `npm run staff -- content <command>`: page text from the terminal, against local state or a
// deployed environment, every stored value printed terminal-safe. Leads, voice ideas and privacy
// requests are the staff console's. Exit codes: 0 done, 1 failed while running, 2 usage error or bad input.
import { readFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
// The page-text module itself rather than the console's entry point, which would also load the
// console's access check and the privacy feature for every content command.
import * as pageText from "~/features/staff-console/page-text.server";
import * as content from "./content";
import { ENVIRONMENTS, describeTarget, openPlatform, withBusyRetry, type Platform, type Target } from "./platform";
import { safeLine, safeLines } from "./terminal-text";

export interface Io {
  out(text: string): void;
  err(text: string): void;
}

export interface StaffDeps {
  /** Opens the bindings of the target; tests pass one that shares a platform between commands. */
  openPlatform?: (target: Target) => Promise<Platform>;
  /** Where `content set --migration` writes (migrations/ of the project). */
  migrationsDir?: string;
  /** Who page-text changes are recorded as; by default "staff command (<OS user>)". */
  changedBy?: string;
}

class UsageError extends Error {}

/** Each command: its arguments after the name (words in <> are required, in [] optional) and what it does. */
const COMMANDS = {
  list: ["[page]", "every editable section, and whether a stored value overrides its built-in text"],
  show: ["<page> <section>", "a section's stored value, built-in text, and what visitors see"],
  set: [
    '<page> <section> (--file FILE | --text "...") [--migration]',
    "store a section's text (checked and sanitised as the site renders it)",
  ],
  reset: ["<page> <section>", "delete a section's stored value, so the built-in text shows"],
  history: ["<page> <section>", "a section's versions, newest first: who changed it, when, and to what"],
  restore: ["<page> <section> <version>", "make an earlier version of a section its value again"],
} as const;
type CommandName = keyof typeof COMMANDS;
const usage = (name: CommandName) => `content ${name} ${COMMANDS[name][0]}`;

const TARGET_HELP = `Where (local by default):
  --local               the local database (.wrangler/state, as npm run dev uses)
  --persist-to DIR      another local state folder (e.g. .wrangler/e2e-state)
  --remote --env NAME   a deployed environment: staging or production (reads wrangler.jsonc)`;

const SET_HELP = `The HTML is sanitised exactly as the site renders it (scripts, event handlers and javascript:
links removed), and what remains is stored and printed: that is what visitors will see once the
page's cached copy expires. Refused, with the reason (exit 2): an unknown page or section, text
over ${pageText.MAX_CONTENT_CHARS} characters, control characters, or HTML that sanitises to nothing visible.

  --file FILE     read the text from a file (UTF-8)
  --text "..."    the text itself
  --migration     do not touch a database: write the change as the next numbered migration in
                  migrations/, to commit, review and apply with npm run deploy (or
                  npx wrangler d1 migrations apply DB --local)`;

export function generalHelp(): string {
  return `Page text on the site, from the terminal: list, show, set, reset, history and restore, or write a set
as a D1 migration. Leads, voice ideas and privacy requests are handled in the staff console.

Usage: npm run staff -- <command> [--local | --persist-to DIR | --remote --env staging|production]

Commands:
${(Object.keys(COMMANDS) as CommandName[]).map((name) => `  ${usage(name)}\n      ${COMMANDS[name][1]}`).join("\n")}

${TARGET_HELP}

npm run staff -- <command> --help explains one command. Exit codes: 0 done, 1 failed, 2 usage error or bad input.`;
}

function commandHelp(name: CommandName): string {
  const what = COMMANDS[name][1];
  return `Usage: npm run staff -- ${usage(name)} [--local | --persist-to DIR | --remote --env NAME]

${what[0]!.toUpperCase()}${what.slice(1)}.${name === "set" ? `\n\n${SET_HELP}` : ""}

${TARGET_HELP}`;
}

type Values = Record<string, string | boolean | undefined>;

function parseTarget(values: Values): Target {
  if (values.local && values.remote) throw new UsageError("give --local or --remote, not both");
  if (values.remote) {
    const environment = ENVIRONMENTS.find((name) => name === values.env);
    if (!environment) throw new UsageError(`--remote needs --env ${ENVIRONMENTS.join(" or --env ")}`);
    if (values["persist-to"] !== undefined) throw new UsageError("--persist-to is for local state, not with --remote");
    return { kind: "remote", environment };
  }
  if (values.env !== undefined) {
    throw new UsageError("--env names a deployed environment: add --remote (local state has no environments)");
  }
  const persistTo = values["persist-to"];
  return { kind: "local", persistTo: typeof persistTo === "string" ? persistTo : ".wrangler/state" };
}

const time = (value: string | null) => (value ? `${value} UTC` : "not yet");

function sectionSummary(state: pageText.SectionState): string {
  if (!state.stored) return "built-in text (no stored value)";
  if (state.rendered.source === "built-in") return "built-in text (the stored value is blank once sanitised)";
  if (state.rendered.html === pageText.renderSection(state.page, state.section, null).html)
    return "stored, same as the built-in text";
  return `stored, overrides the built-in text (updated ${time(state.stored.updatedAt)})`;
}

function readText(values: Values): string {
  if ((values.file === undefined) === (values.text === undefined)) {
    throw new UsageError("give the text with --file FILE or --text, one of the two");
  }
  if (typeof values.file !== "string") return String(values.text);
  try {
    return readFileSync(values.file, "utf8");
  } catch (error) {
    throw new pageText.PageTextInputError(`cannot read ${values.file}: ${(error as Error).message}`);
  }
}

/** Runs the command once its arguments are checked; `platform()` opens the target on first use. */
async function run(
  name: CommandName,
  [page, section, version]: string[],
  values: Values,
  { io, deps, platform }: { io: Io; deps: StaffDeps; platform: () => Promise<Platform> },
): Promise<number> {
  /** A heading, then the value under it, indented and terminal-safe. */
  const block = (heading: string, text: string) => io.out(`${heading}\n  ${safeLines(text, "  ")}`);
  const visitorsSee = ({ html, source }: { html: string; source: string }) =>
    block(source === "stored" ? "Visitors will see (HTML):" : "Visitors will see the built-in text (HTML):", html);
  // Retried while a local dev or end-to-end server holds the database's lock; a write is one D1
  // batch, a transaction, so a refused attempt left nothing behind.
  const stored = <Args extends unknown[], Result>(
    call: (db: D1Database, ...args: Args) => Promise<Result>,
    ...args: Args
  ) => platform().then(({ db }) => withBusyRetry(() => call(db, ...args)));
  const by = deps.changedBy ?? content.commandUser();
  if (name === "list") {
    if (page !== undefined) pageText.checkSection(page);
    let current = "";
    for (const state of await stored(pageText.listSections, page)) {
      if (state.page !== current) {
        if (current) io.out("");
        io.out((current = state.page));
      }
      io.out(`  ${state.section.padEnd(22)} ${sectionSummary(state)}`);
    }
    return 0;
  }
  pageText.checkSection(page!, section!);
  const where = `${page} / ${section}`;
  if (name === "show") {
    const state = await stored(pageText.showSection, page!, section!);
    io.out(where);
    if (state.stored) block(`Stored value (updated ${time(state.stored.updatedAt)}):`, state.stored.html ?? "(NULL)");
    else io.out("Stored value: none (visitors see the built-in text)");
    block("Built-in text:", state.fallback);
    block(
      state.rendered.source === "stored"
        ? "Visitors see: the stored value, sanitised, as HTML:"
        : "Visitors see: the built-in text, escaped, as HTML:",
      state.rendered.html,
    );
    return 0;
  }
  if (name === "set") {
    if (values.migration && (values.remote || values["persist-to"] !== undefined)) {
      throw new UsageError("--migration writes a file for every environment: leave out --remote and --persist-to");
    }
    const { html, changed } = pageText.prepareContent(page!, section!, readText(values));
    // Opened first, so that an unreachable database fails before anything is printed as done.
    const opened = values.migration ? undefined : await platform();
    if (changed) io.out("Sanitising changed the text (markup the site does not render was removed or rewritten).");
    visitorsSee({ html, source: "stored" });
    if (!opened) {
      const file = content.writeContentMigration(deps.migrationsDir ?? "migrations", page!, section!, html);
      io.out(`Wrote ${path.relative(process.cwd(), path.resolve(file)) || file}`);
      io.out(
        "Commit it; npm run deploy -- --env <name> applies it (locally: npx wrangler d1 migrations apply DB --local).",
      );
      return 0;
    }
    await stored(pageText.setSection, page!, section!, html, by);
    io.out(`Saved to ${opened.description}. Visitors see it once the page's cached copy expires.`);
    return 0;
  }
  const opened = await platform();
  if (name === "reset") {
    const deleted = await stored(pageText.resetSection, page!, section!, by);
    io.out(
      deleted
        ? `Deleted the stored value of ${where} in ${opened.description}.`
        : `${where} had no stored value in ${opened.description}.`,
    );
    visitorsSee(pageText.renderSection(page!, section!, null));
    return 0;
  }
  if (name === "history") {
    const versions = await stored(pageText.sectionHistory, page!, section!);
    if (versions.length === 0) {
      io.out(`${where} has no recorded versions in ${opened.description}.`);
      return 0;
    }
    io.out(`${where}: ${versions.length} ${versions.length === 1 ? "version" : "versions"}, newest first`);
    for (const entry of versions) {
      const action = entry.action === "restore" ? `restore of #${entry.restoredVersion}` : entry.action;
      io.out(`  #${entry.id}  ${time(entry.changedAt)}  ${action}  by ${safeLine(entry.changedBy)}`);
      io.out(`    ${entry.html === null ? "(no stored value: the built-in text)" : safeLines(entry.html, "    ")}`);
    }
    return 0;
  }
  if (!/^[1-9]\d{0,14}$/.test(version!)) {
    throw new UsageError(`the version is a number such as 12, not "${safeLine(version!)}"`);
  }
  const state = await stored(pageText.restoreVersion, page!, section!, Number(version), by);
  io.out(`Restored version #${version} of ${where} in ${opened.description}.`);
  visitorsSee(state.rendered);
  return 0;
}

/** Runs one staff command and returns its exit code. */
export async function runStaff(argv: string[], io: Io, deps: StaffDeps = {}): Promise<number> {
  if (argv.length === 0 || argv[0] === "--help" || argv[0] === "-h" || argv[0] === "help") {
    (argv.length === 0 ? io.err : io.out)(generalHelp());
    return argv.length === 0 ? 2 : 0;
  }
  const name = argv[1] as CommandName;
  if (argv[0] !== "content" || !Object.hasOwn(COMMANDS, name)) {
    io.err(`staff: unknown command "${safeLine(argv.slice(0, 2).join(" "))}".\n\n${generalHelp()}`);
    return 2;
  }
  let opened: Platform | undefined;
  try {
    const { values, positionals } = parseArgs({
      args: argv.slice(2),
      options: {
        local: { type: "boolean" },
        remote: { type: "boolean" },
        env: { type: "string" },
        "persist-to": { type: "string" },
        help: { type: "boolean", short: "h" },
        ...(name === "set"
          ? { file: { type: "string" }, text: { type: "string" }, migration: { type: "boolean" } }
          : {}),
      },
      allowPositionals: true,
      strict: true,
    });
    if (values.help) {
      io.out(commandHelp(name));
      return 0;
    }
    const required = COMMANDS[name][0].match(/<\w+>/g)?.length ?? 0;
    const optional = COMMANDS[name][0].match(/\[\w+\]/g)?.length ?? 0;
    if (positionals.length < required || positionals.length > required + optional)
      throw new UsageError(`usage: npm run staff -- ${usage(name)}`);
    const target = parseTarget(values);
    if (target.kind === "remote") io.err(`Using ${describeTarget(target)}.`);
    const platform = async () => (opened ??= await (deps.openPlatform ?? openPlatform)(target));
    return await run(name, positionals, values, { io, deps, platform });
  } catch (error) {
    const message = safeLine(error instanceof Error ? error.message : String(error));
    // parseArgs refuses an unknown option or a missing value with an ERR_PARSE_ARGS_* code.
    const usageError = error instanceof UsageError || /^ERR_PARSE_ARGS/.test((error as { code?: string }).code ?? "");
    if (usageError || error instanceof pageText.PageTextInputError) {
      io.err(`staff content ${name}: ${message}`);
      if (usageError) io.err(`Try: npm run staff -- content ${name} --help`);
      return 2;
    }
    io.err(`staff content ${name} failed: ${message}`);
    return 1;
  } finally {
    if (opened && !deps.openPlatform) await opened.dispose();
  }
}
