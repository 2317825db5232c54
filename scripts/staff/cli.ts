// `npm run staff -- <command>`: parses the arguments, runs one command against local state or a
// deployed environment, and prints the result with every stored value made terminal-safe.
// Exit codes: 0 done, 1 failed while running, 2 usage error or bad input.
import { readFileSync } from "node:fs";
import path from "node:path";
import { parseArgs, type ParseArgsOptionsConfig } from "node:util";
import {
  HISTORY_LIMIT,
  InputError,
  MAX_CONTENT_CHARS,
  checkSection,
  commandUser,
  listSections,
  prepareContent,
  resetSection,
  renderSection,
  restoreVersion,
  sectionHistory,
  setSection,
  showSection,
  writeContentMigration,
  type SectionState,
  type SectionVersion,
} from "./content";
import { ENVIRONMENTS, describeTarget, openPlatform, type Environment, type Platform, type Target } from "./platform";
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
  /**
   * Asks staff a yes/no question (person erase). By default the terminal is asked, and without
   * one (standard input not a TTY) nothing is asked and the command refuses.
   */
  confirm?: (question: string) => Promise<boolean>;
  /** Who page-text changes and handled enquiries are recorded as; by default "staff command (<OS user>)". */
  changedBy?: string;
}

class UsageError extends Error {}

const TARGET_OPTIONS = {
  local: { type: "boolean" },
  remote: { type: "boolean" },
  env: { type: "string" },
  "persist-to": { type: "string" },
  help: { type: "boolean", short: "h" },
} satisfies ParseArgsOptionsConfig;

const TARGET_HELP = `Where (local by default):
  --local               the local database (.wrangler/state, as npm run dev uses)
  --persist-to DIR      another local state folder (e.g. .wrangler/e2e-state)
  --remote --env NAME   a deployed environment: staging or production (reads wrangler.jsonc)`;

interface Parsed {
  values: Record<string, string | boolean | undefined>;
  positionals: string[];
  target: Target;
}

interface Command {
  name: string;
  usage: string;
  summary: string;
  help: string;
  options: ParseArgsOptionsConfig;
  positionals: [min: number, max: number];
  /** Without `--local`/`--remote` meaning: `content set --migration` only writes a file. */
  run(parsed: Parsed, context: Context): Promise<number>;
}

interface Context {
  io: Io;
  deps: StaffDeps;
  platform(): Promise<Platform>;
}

function parseTarget(values: Parsed["values"]): Target {
  if (values.local && values.remote) throw new UsageError("give --local or --remote, not both");
  if (values.remote) {
    const env = values.env;
    if (typeof env !== "string" || !(ENVIRONMENTS as readonly string[]).includes(env)) {
      throw new UsageError(`--remote needs --env ${ENVIRONMENTS.join(" or --env ")}`);
    }
    if (values["persist-to"] !== undefined) throw new UsageError("--persist-to is for local state, not with --remote");
    return { kind: "remote", environment: env as Environment };
  }
  if (values.env !== undefined) {
    throw new UsageError("--env names a deployed environment: add --remote (local state has no environments)");
  }
  return {
    kind: "local",
    persistTo: typeof values["persist-to"] === "string" ? values["persist-to"] : ".wrangler/state",
  };
}

function id(value: string | undefined, what: string): number {
  if (value === undefined || !/^\d{1,15}$/.test(value) || Number(value) < 1) {
    throw new UsageError(`${what} is a number such as 12, not "${safeLine(value ?? "")}"`);
  }
  return Number(value);
}

const time = (value: string | null) => (value ? `${value} UTC` : "not yet");
const counted = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
function printSection(io: Io, state: SectionState) {
  io.out(`${state.page} / ${state.section}`);
  if (state.stored) {
    io.out(`Stored value (updated ${time(state.stored.updatedAt)}):`);
    io.out(`  ${state.stored.html === null ? "(NULL)" : safeLines(state.stored.html, "  ")}`);
  } else {
    io.out("Stored value: none (visitors see the built-in text)");
  }
  io.out("Built-in text:");
  io.out(`  ${safeLines(state.fallback, "  ")}`);
  io.out(
    state.rendered.source === "stored"
      ? "Visitors see: the stored value, sanitised, as HTML:"
      : "Visitors see: the built-in text, escaped, as HTML:",
  );
  io.out(`  ${safeLines(state.rendered.html, "  ")}`);
}

function sectionSummary(state: SectionState): string {
  if (!state.stored) return "built-in text (no stored value)";
  if (state.rendered.source === "built-in") return "built-in text (the stored value is blank once sanitised)";
  if (state.rendered.html === renderSection(state.page, state.section, null).html)
    return "stored, same as the built-in text";
  return `stored, overrides the built-in text (updated ${time(state.stored.updatedAt)})`;
}

function printVersion(io: Io, version: SectionVersion) {
  const action = version.action === "restore" ? `restore of #${version.restoredVersion}` : version.action;
  io.out(`  #${version.id}  ${time(version.changedAt)}  ${action}  by ${safeLine(version.changedBy)}`);
  io.out(`    ${version.html === null ? "(no stored value: the built-in text)" : safeLines(version.html, "    ")}`);
}

const COMMANDS: Command[] = [
  {
    name: "content list",
    usage: "content list [page]",
    summary: "every editable section, and whether a stored value overrides its built-in text",
    help: `Lists every editable page and section of the catalogue (app/content/editable.ts), each with
whether a stored value overrides the built-in text. Give a page to list only its sections.`,
    options: {},
    positionals: [0, 1],
    async run({ positionals: [page] }, { io, platform }) {
      if (page !== undefined) checkSection(page);
      const states = await listSections((await platform()).db, page);
      let current = "";
      for (const state of states) {
        if (state.page !== current) {
          if (current) io.out("");
          io.out(state.page);
          current = state.page;
        }
        io.out(`  ${state.section.padEnd(22)} ${sectionSummary(state)}`);
      }
      return 0;
    },
  },
  {
    name: "content show",
    usage: "content show <page> <section>",
    summary: "a section's stored value, built-in text, and what visitors see",
    help: `Shows a section's stored value, its built-in text, and which of the two visitors see, as the site
renders it: the stored HTML sanitised, or the built-in text escaped when the stored value is missing or blank.`,
    options: {},
    positionals: [2, 2],
    async run({ positionals: [page, section] }, { io, platform }) {
      checkSection(page!, section!);
      printSection(io, await showSection((await platform()).db, page!, section!));
      return 0;
    },
  },
  {
    name: "content set",
    usage: 'content set <page> <section> (--file FILE | --text "...") [--migration]',
    summary: "store a section's text (checked and sanitised as the site renders it)",
    help: `Stores a section's text. The HTML is sanitised exactly as the site renders it (scripts, event
handlers and javascript: links removed), and what remains is stored and printed: that is what visitors
will see once the page's cached copy expires. Refused, with the reason (exit 2): an unknown
page or section, text over ${MAX_CONTENT_CHARS} characters, control characters, or HTML that sanitises to nothing visible.

  --file FILE     read the text from a file (UTF-8)
  --text "..."    the text itself
  --migration     do not touch a database: write the change as the next numbered migration in
                  migrations/, to commit, review and apply with npm run deploy (or
                  npx wrangler d1 migrations apply DB --local)`,
    options: { file: { type: "string" }, text: { type: "string" }, migration: { type: "boolean" } },
    positionals: [2, 2],
    async run({ positionals: [page, section], values }, { io, deps, platform }) {
      checkSection(page!, section!);
      if (values.migration && (values.remote || values["persist-to"] !== undefined)) {
        throw new UsageError("--migration writes a file for every environment: leave out --remote and --persist-to");
      }
      if ((values.file === undefined) === (values.text === undefined)) {
        throw new UsageError("give the text with --file FILE or --text, one of the two");
      }
      let input: string;
      if (typeof values.file === "string") {
        try {
          input = readFileSync(values.file, "utf8");
        } catch (error) {
          throw new InputError(`cannot read ${values.file}: ${(error as Error).message}`);
        }
      } else {
        input = String(values.text);
      }
      const { html, changed } = prepareContent(page!, section!, input);
      // Opened first, so that an unreachable database fails before anything is printed as done.
      const platformNow = values.migration ? undefined : await platform();
      if (changed) io.out("Sanitising changed the text (markup the site does not render was removed or rewritten).");
      io.out("Visitors will see (HTML):");
      io.out(`  ${safeLines(html, "  ")}`);
      if (values.migration) {
        const file = writeContentMigration(deps.migrationsDir ?? "migrations", page!, section!, html);
        io.out(`Wrote ${path.relative(process.cwd(), path.resolve(file)) || file}`);
        io.out(
          "Commit it; npm run deploy -- --env <name> applies it (locally: npx wrangler d1 migrations apply DB --local).",
        );
        return 0;
      }
      await setSection(platformNow!.db, page!, section!, html, deps.changedBy ?? commandUser());
      io.out(`Saved to ${platformNow!.description}. Visitors see it once the page's cached copy expires.`);
      return 0;
    },
  },
  {
    name: "content reset",
    usage: "content reset <page> <section>",
    summary: "delete a section's stored value, so the built-in text shows",
    help: `Deletes the section's stored value, so that visitors see the built-in text again. The
change is recorded as a version (content history), which content restore can undo.`,
    options: {},
    positionals: [2, 2],
    async run({ positionals: [page, section] }, { io, deps, platform }) {
      checkSection(page!, section!);
      const platformNow = await platform();
      const deleted = await resetSection(platformNow.db, page!, section!, deps.changedBy ?? commandUser());
      io.out(
        deleted
          ? `Deleted the stored value of ${page} / ${section} in ${platformNow.description}.`
          : `${page} / ${section} had no stored value in ${platformNow.description}.`,
      );
      io.out("Visitors will see the built-in text (HTML):");
      io.out(`  ${safeLines(renderSection(page!, section!, null).html, "  ")}`);
      return 0;
    },
  },
  {
    name: "content history",
    usage: "content history <page> <section>",
    summary: "a section's versions, newest first: who changed it, when, and to what",
    help: `Lists the versions of a section, newest first (at most ${HISTORY_LIMIT}): each change made with this command or
the staff console, with its number, time, who made it and the value stored (or the built-in text). Give a
version's number to content restore to make it the section's value again.`,
    options: {},
    positionals: [2, 2],
    async run({ positionals: [page, section] }, { io, platform }) {
      checkSection(page!, section!);
      const platformNow = await platform();
      const versions = await sectionHistory(platformNow.db, page!, section!);
      if (versions.length === 0) {
        io.out(`${page} / ${section} has no recorded versions in ${platformNow.description}.`);
        return 0;
      }
      io.out(`${page} / ${section}: ${counted(versions.length, "version", "versions")}, newest first`);
      for (const version of versions) printVersion(io, version);
      return 0;
    },
  },
  {
    name: "content restore",
    usage: "content restore <page> <section> <version>",
    summary: "make an earlier version of a section its value again",
    help: `Makes version <version> of the section (a number from content history) its value again, checked and
sanitised as content set does; a version that deleted the value brings back the built-in text. The restore
is recorded as a version of its own.`,
    options: {},
    positionals: [3, 3],
    async run({ positionals: [page, section, value] }, { io, deps, platform }) {
      checkSection(page!, section!);
      const version = id(value, "the version");
      const platformNow = await platform();
      const state = await restoreVersion(platformNow.db, page!, section!, version, deps.changedBy ?? commandUser());
      io.out(`Restored version #${version} of ${page} / ${section} in ${platformNow.description}.`);
      io.out(
        state.rendered.source === "stored"
          ? "Visitors will see (HTML):"
          : "Visitors will see the built-in text (HTML):",
      );
      io.out(`  ${safeLines(state.rendered.html, "  ")}`);
      return 0;
    },
  },
];

export function generalHelp(): string {
  return `Page text on the site, from the terminal: list, show, set, reset, history and restore, or write a set
as a D1 migration. Leads, voice ideas and privacy requests are handled in the staff console.

Usage: npm run staff -- <command> [--local | --persist-to DIR | --remote --env staging|production]

Commands:
${COMMANDS.map((command) => `  ${command.usage}\n      ${command.summary}`).join("\n")}

${TARGET_HELP}

npm run staff -- <command> --help explains one command. Exit codes: 0 done, 1 failed, 2 usage error or bad input.`;
}

function commandHelp(command: Command): string {
  return `Usage: npm run staff -- ${command.usage} [--local | --persist-to DIR | --remote --env NAME]

${command.help}

${TARGET_HELP}`;
}

/** The command named by the first words of the arguments. */
function findCommand(argv: string[]): { command: Command; rest: string[] } | undefined {
  for (const command of COMMANDS) {
    const length = command.name.split(" ").length;
    if (argv.slice(0, length).join(" ") === command.name) return { command, rest: argv.slice(length) };
  }
  return undefined;
}

/** Runs one staff command and returns its exit code. */
export async function runStaff(argv: string[], io: Io, deps: StaffDeps = {}): Promise<number> {
  if (argv.length === 0 || argv[0] === "--help" || argv[0] === "-h" || argv[0] === "help") {
    (argv.length === 0 ? io.err : io.out)(generalHelp());
    return argv.length === 0 ? 2 : 0;
  }
  const found = findCommand(argv);
  if (!found) {
    io.err(`staff: unknown command "${safeLine(argv.slice(0, 2).join(" "))}".\n\n${generalHelp()}`);
    return 2;
  }
  const { command, rest } = found;
  let opened: Platform | undefined;
  try {
    let parsed: Parsed;
    try {
      const { values, positionals } = parseArgs({
        args: rest,
        options: { ...TARGET_OPTIONS, ...command.options },
        allowPositionals: true,
        strict: true,
      });
      if (values.help) {
        io.out(commandHelp(command));
        return 0;
      }
      const [min, max] = command.positionals;
      if (positionals.length < min || positionals.length > max) {
        throw new UsageError(`usage: npm run staff -- ${command.usage}`);
      }
      parsed = { values, positionals, target: parseTarget(values) };
    } catch (error) {
      if (error instanceof UsageError) throw error;
      // parseArgs reports an unknown option or a missing value as a TypeError.
      throw new UsageError((error as Error).message);
    }
    const context: Context = {
      io,
      deps,
      async platform() {
        opened ??= await (deps.openPlatform ?? openPlatform)(parsed.target);
        return opened;
      },
    };
    if (parsed.target.kind === "remote") io.err(`Using ${describeTarget(parsed.target)}.`);
    return await command.run(parsed, context);
  } catch (error) {
    const message = safeLine(error instanceof Error ? error.message : String(error));
    if (error instanceof UsageError || error instanceof InputError) {
      io.err(`staff ${command.name}: ${message}`);
      if (error instanceof UsageError) io.err(`Try: npm run staff -- ${command.name} --help`);
      return 2;
    }
    io.err(`staff ${command.name} failed: ${message}`);
    return 1;
  } finally {
    if (opened && !deps.openPlatform) await opened.dispose();
  }
}
