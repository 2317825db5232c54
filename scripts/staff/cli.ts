// `npm run staff -- content <command>`: page text from the terminal, against local state or a
// deployed environment, every stored value printed terminal-safe. Leads, voice ideas and privacy
// requests are the staff console's. Exit codes: 0 done, 1 failed while running, 2 usage error or bad input.
import { readFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import * as content from "./content";
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
  /** Who page-text changes are recorded as; by default "staff command (<OS user>)". */
  changedBy?: string;
}

class UsageError extends Error {}

/** Each command: its arguments after the name, the words they take, and what it does. */
const COMMANDS = {
  list: {
    args: "[page]",
    counts: [0, 1],
    summary: "every editable section, and whether a stored value overrides its built-in text",
  },
  show: {
    args: "<page> <section>",
    counts: [2, 2],
    summary: "a section's stored value, built-in text, and what visitors see",
  },
  set: {
    args: '<page> <section> (--file FILE | --text "...") [--migration]',
    counts: [2, 2],
    summary: "store a section's text (checked and sanitised as the site renders it)",
  },
  reset: {
    args: "<page> <section>",
    counts: [2, 2],
    summary: "delete a section's stored value, so the built-in text shows",
  },
  history: {
    args: "<page> <section>",
    counts: [2, 2],
    summary: "a section's versions, newest first: who changed it, when, and to what",
  },
  restore: {
    args: "<page> <section> <version>",
    counts: [3, 3],
    summary: "make an earlier version of a section its value again",
  },
} as const;
type CommandName = keyof typeof COMMANDS;
const usage = (name: CommandName) => `content ${name} ${COMMANDS[name].args}`;

const TARGET_HELP = `Where (local by default):
  --local               the local database (.wrangler/state, as npm run dev uses)
  --persist-to DIR      another local state folder (e.g. .wrangler/e2e-state)
  --remote --env NAME   a deployed environment: staging or production (reads wrangler.jsonc)`;

const SET_HELP = `The HTML is sanitised exactly as the site renders it (scripts, event handlers and javascript:
links removed), and what remains is stored and printed: that is what visitors will see once the
page's cached copy expires. Refused, with the reason (exit 2): an unknown page or section, text
over ${content.MAX_CONTENT_CHARS} characters, control characters, or HTML that sanitises to nothing visible.

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
${(Object.keys(COMMANDS) as CommandName[]).map((name) => `  ${usage(name)}\n      ${COMMANDS[name].summary}`).join("\n")}

${TARGET_HELP}

npm run staff -- <command> --help explains one command. Exit codes: 0 done, 1 failed, 2 usage error or bad input.`;
}

function commandHelp(name: CommandName): string {
  const what = COMMANDS[name].summary;
  return `Usage: npm run staff -- ${usage(name)} [--local | --persist-to DIR | --remote --env NAME]

${what[0]!.toUpperCase()}${what.slice(1)}.${name === "set" ? `\n\n${SET_HELP}` : ""}

${TARGET_HELP}`;
}

type Values = Record<string, string | boolean | undefined>;

function parseTarget(values: Values): Target {
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
  const persistTo = values["persist-to"];
  return { kind: "local", persistTo: typeof persistTo === "string" ? persistTo : ".wrangler/state" };
}

const time = (value: string | null) => (value ? `${value} UTC` : "not yet");

function sectionSummary(state: content.SectionState): string {
  if (!state.stored) return "built-in text (no stored value)";
  if (state.rendered.source === "built-in") return "built-in text (the stored value is blank once sanitised)";
  if (state.rendered.html === content.renderSection(state.page, state.section, null).html)
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
    throw new content.InputError(`cannot read ${values.file}: ${(error as Error).message}`);
  }
}

/** Runs the command once its arguments are checked; `platform()` opens the target on first use. */
async function run(
  name: CommandName,
  [page, section, version]: string[],
  values: Values,
  { io, deps, platform }: { io: Io; deps: StaffDeps; platform: () => Promise<Platform> },
): Promise<number> {
  const visitorsSee = (html: string, heading = "Visitors will see (HTML):") => {
    io.out(heading);
    io.out(`  ${safeLines(html, "  ")}`);
  };
  const by = deps.changedBy ?? content.commandUser();
  if (name === "list") {
    if (page !== undefined) content.checkSection(page);
    let current = "";
    for (const state of await content.listSections((await platform()).db, page)) {
      if (state.page !== current) {
        if (current) io.out("");
        io.out((current = state.page));
      }
      io.out(`  ${state.section.padEnd(22)} ${sectionSummary(state)}`);
    }
    return 0;
  }
  content.checkSection(page!, section!);
  const where = `${page} / ${section}`;
  if (name === "show") {
    const state = await content.showSection((await platform()).db, page!, section!);
    io.out(where);
    if (state.stored) {
      io.out(`Stored value (updated ${time(state.stored.updatedAt)}):`);
      io.out(`  ${state.stored.html === null ? "(NULL)" : safeLines(state.stored.html, "  ")}`);
    } else {
      io.out("Stored value: none (visitors see the built-in text)");
    }
    io.out("Built-in text:");
    io.out(`  ${safeLines(state.fallback, "  ")}`);
    visitorsSee(
      state.rendered.html,
      state.rendered.source === "stored"
        ? "Visitors see: the stored value, sanitised, as HTML:"
        : "Visitors see: the built-in text, escaped, as HTML:",
    );
    return 0;
  }
  if (name === "set") {
    if (values.migration && (values.remote || values["persist-to"] !== undefined)) {
      throw new UsageError("--migration writes a file for every environment: leave out --remote and --persist-to");
    }
    const { html, changed } = content.prepareContent(page!, section!, readText(values));
    // Opened first, so that an unreachable database fails before anything is printed as done.
    const opened = values.migration ? undefined : await platform();
    if (changed) io.out("Sanitising changed the text (markup the site does not render was removed or rewritten).");
    visitorsSee(html);
    if (!opened) {
      const file = content.writeContentMigration(deps.migrationsDir ?? "migrations", page!, section!, html);
      io.out(`Wrote ${path.relative(process.cwd(), path.resolve(file)) || file}`);
      io.out(
        "Commit it; npm run deploy -- --env <name> applies it (locally: npx wrangler d1 migrations apply DB --local).",
      );
      return 0;
    }
    await content.setSection(opened.db, page!, section!, html, by);
    io.out(`Saved to ${opened.description}. Visitors see it once the page's cached copy expires.`);
    return 0;
  }
  const opened = await platform();
  if (name === "reset") {
    const deleted = await content.resetSection(opened.db, page!, section!, by);
    io.out(
      deleted
        ? `Deleted the stored value of ${where} in ${opened.description}.`
        : `${where} had no stored value in ${opened.description}.`,
    );
    visitorsSee(content.renderSection(page!, section!, null).html, "Visitors will see the built-in text (HTML):");
    return 0;
  }
  if (name === "history") {
    const versions = await content.sectionHistory(opened.db, page!, section!);
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
  const state = await content.restoreVersion(opened.db, page!, section!, Number(version), by);
  io.out(`Restored version #${version} of ${where} in ${opened.description}.`);
  if (state.rendered.source === "stored") visitorsSee(state.rendered.html);
  else visitorsSee(state.rendered.html, "Visitors will see the built-in text (HTML):");
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
    let values: Values;
    let positionals: string[];
    try {
      ({ values, positionals } = parseArgs({
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
      }));
    } catch (error) {
      // parseArgs reports an unknown option or a missing value as a TypeError.
      throw new UsageError((error as Error).message);
    }
    if (values.help) {
      io.out(commandHelp(name));
      return 0;
    }
    const [min, max] = COMMANDS[name].counts;
    if (positionals.length < min || positionals.length > max)
      throw new UsageError(`usage: npm run staff -- ${usage(name)}`);
    const target = parseTarget(values);
    if (target.kind === "remote") io.err(`Using ${describeTarget(target)}.`);
    const platform = async () => (opened ??= await (deps.openPlatform ?? openPlatform)(target));
    return await run(name, positionals, values, { io, deps, platform });
  } catch (error) {
    const message = safeLine(error instanceof Error ? error.message : String(error));
    if (error instanceof UsageError || error instanceof content.InputError) {
      io.err(`staff content ${name}: ${message}`);
      if (error instanceof UsageError) io.err(`Try: npm run staff -- content ${name} --help`);
      return 2;
    }
    io.err(`staff content ${name} failed: ${message}`);
    return 1;
  } finally {
    if (opened && !deps.openPlatform) await opened.dispose();
  }
}
