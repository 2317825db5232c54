import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

/**
 * The documentation check: README.md and every page under docs/ must not send a reader to a page,
 * a heading, a repository file or an npm script that does not exist, and the decision index must
 * list every record with the title and status line the record itself gives.
 */

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "../..");
const SCRIPTS = new Set(
  Object.keys(
    (JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8")) as { scripts: Record<string, string> }).scripts,
  ),
);

// npm's own commands and log prefixes, which name no script of ours.
const NPM_BUILT_INS = new Set([
  "install",
  "i",
  "ci",
  "ls",
  "exec",
  "view",
  "update",
  "outdated",
  "audit",
  "config",
  "warn",
  "error",
]);
// npm's shortcuts for a script of the same name (`npm test` is `npm run test`).
const NPM_SCRIPT_SHORTCUTS = new Set(["test", "start", "stop", "restart"]);
// Top-level folders and files of the repository: a path in backticks that starts with one of them
// names a file of the repository.
const REPOSITORY_ROOTS =
  /^(?:\.ci|app|bench|docs|migrations|public|scripts|tests|workers)\/|^(?:package\.json|wrangler\.jsonc|\.dev\.vars|vitest\.config\.ts|vite\.config\.ts|playwright\.config\.ts|eslint\.config\.js|react-router\.config\.ts|tsconfig(?:\.\w+)?\.json)$/;

// Files a command writes, which the repository does not hold: `npm run bench` with
// BENCH_THROTTLING=simulate writes these two.
const GENERATED_FILES = new Set(["bench/results-simulate.md", "bench/results-simulate.json"]);
// Decision records describe the code as it was when the decision was made (a later record
// supersedes, never rewrites, them), so the files they name are not required to exist any more.
const HISTORICAL = join(ROOT, "docs", "decisions");

interface Problem {
  line: number;
  message: string;
}

function markdownFiles(): string[] {
  const pages: string[] = [];
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder)) {
      const path = join(folder, entry);
      if (statSync(path).isDirectory()) walk(path);
      else if (entry.endsWith(".md")) pages.push(path);
    }
  };
  walk(join(ROOT, "docs"));
  return [join(ROOT, "README.md"), ...pages.sort()];
}

/** The page's lines, each marked as inside a fenced code block or not. */
function linesOf(text: string): { text: string; code: boolean }[] {
  let fenced = false;
  return text.split("\n").map((line) => {
    if (/^\s*(```|~~~)/.test(line)) {
      fenced = !fenced;
      return { text: line, code: true };
    }
    return { text: line, code: fenced };
  });
}

/** GitHub's anchor for each heading of a page (its slugger: lower case, punctuation dropped, spaces to hyphens, repeats numbered). */
function headingAnchors(text: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  for (const line of linesOf(text)) {
    const heading = !line.code && /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line.text);
    if (!heading) continue;
    const words = heading[1]!.replace(/\[([^\]]*)\]\([^)]*\)/g, "$1").replace(/<[^>]+>/g, "");
    const slug = words
      .toLowerCase()
      .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, "")
      .replace(/ /g, "-");
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    anchors.add(count === 0 ? slug : `${slug}-${count}`);
  }
  return anchors;
}

/** Every problem of one page: dead relative links and anchors, missing repository files, unknown npm scripts. */
function checkPage(
  path: string,
  text: string,
  fileExists: (path: string) => boolean,
  readPage: (path: string) => string,
): Problem[] {
  const problems: Problem[] = [];
  linesOf(text).forEach((line, index) => {
    const lineNumber = index + 1;
    // `npm run X` anywhere; a bare `npm X` only where it is a command (code), not English prose.
    const commands = line.code ? [line.text] : [...line.text.matchAll(/`([^`]*)`/g)].map((span) => span[1]!);
    for (const command of [
      ...line.text.matchAll(/\bnpm run(?:-script)? ([a-z][\w:-]*)/g),
      ...commands.flatMap((code) => [...code.matchAll(/\bnpm (?!run\b|run-script\b)([a-z][\w:-]*)/g)]),
    ]) {
      const name = command[1]!;
      const isScript = command[0].includes(" run") || NPM_SCRIPT_SHORTCUTS.has(name);
      if (isScript ? !SCRIPTS.has(name) : !NPM_BUILT_INS.has(name)) {
        problems.push({ line: lineNumber, message: `"${command[0]}": package.json has no script "${name}"` });
      }
    }
    if (line.code) return;
    const prose = line.text.replace(/`[^`]*`/g, "");
    for (const link of prose.matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)) {
      const target = link[1]!;
      if (/^[a-z][a-z+.-]*:/i.test(target)) continue;
      const [file, anchor] = target.split("#", 2) as [string, string | undefined];
      const targetPath = file === "" ? path : resolve(dirname(path), decodeURIComponent(file));
      if (!fileExists(targetPath)) {
        problems.push({ line: lineNumber, message: `link to ${target}: ${relative(ROOT, targetPath)} does not exist` });
      } else if (
        anchor !== undefined &&
        targetPath.endsWith(".md") &&
        !headingAnchors(readPage(targetPath)).has(anchor)
      ) {
        problems.push({
          line: lineNumber,
          message: `link to ${target}: ${relative(ROOT, targetPath)} has no heading #${anchor}`,
        });
      }
    }
    if (path.startsWith(HISTORICAL)) return;
    for (const span of line.text.matchAll(/`([^`\s]+)`/g)) {
      const named = span[1]!.replace(/[:#]\S*$/, "");
      if (!REPOSITORY_ROOTS.test(named) || GENERATED_FILES.has(named) || /[<>{}*…]|\.\.\./.test(named)) continue;
      if (!fileExists(join(ROOT, named)))
        problems.push({ line: lineNumber, message: `\`${span[1]}\`: no such file in the repository` });
    }
  });
  return problems;
}

const readPage = (path: string) => readFileSync(path, "utf8");

describe("documentation", () => {
  it.each(markdownFiles().map((path) => [relative(ROOT, path), path]))(
    "%s links only to what exists",
    (_name, path) => {
      const problems = checkPage(path, readPage(path), existsSync, readPage).map(
        (problem) => `line ${problem.line}: ${problem.message}`,
      );
      expect(problems).toEqual([]);
    },
  );

  it("finds a dead link, a dead anchor, a missing file and an unknown script", () => {
    const page = join(ROOT, "docs", "example.md");
    const text = [
      "# Example",
      "",
      "See [deploy](deploy.md#no-such-heading), [gone](gone.md) and [here](#example).",
      "The entry is `workers/no-such-file.ts`; run `npm run no-such-script` or `npm tset`.",
      "```sh",
      "npm run dev   # a real script",
      "```",
    ].join("\n");
    const pages: Record<string, string> = { [page]: text, [join(ROOT, "docs", "deploy.md")]: "# Deploy\n## Check\n" };
    const exists = (path: string) => path in pages || existsSync(path);
    const problems = checkPage(page, text, exists, (path) => pages[path] ?? "");
    expect(problems).toEqual([
      { line: 3, message: "link to deploy.md#no-such-heading: docs/deploy.md has no heading #no-such-heading" },
      { line: 3, message: "link to gone.md: docs/gone.md does not exist" },
      { line: 4, message: '"npm run no-such-script": package.json has no script "no-such-script"' },
      { line: 4, message: '"npm tset": package.json has no script "tset"' },
      { line: 4, message: "`workers/no-such-file.ts`: no such file in the repository" },
    ]);
  });

  it("GitHub's anchors: punctuation dropped, code and links kept as text, repeats numbered", () => {
    const anchors = headingAnchors(
      "# Changing page text (staff)\n## `npm run staff`: the command\n## Logs\n## Logs\n```\n# not a heading\n```",
    );
    expect([...anchors]).toEqual(["changing-page-text-staff", "npm-run-staff-the-command", "logs", "logs-1"]);
  });
});

describe("decision index", () => {
  const folder = join(ROOT, "docs", "decisions");
  const index = readFileSync(join(folder, "README.md"), "utf8");
  const rows = new Map(
    [...index.matchAll(/^\| \[(\d{4})\]\(([^)]+)\)\s*\|([^|]*)\|([^|]*)\|/gm)].map((row) => [
      row[1]!,
      { file: row[2]!, title: row[3]!.trim(), status: row[4]!.trim() },
    ]),
  );
  const records = readdirSync(folder).filter((name) => /^\d{4}-.*\.md$/.test(name));

  it.each(records)("%s is listed with its own title and status line", (name) => {
    const text = readFileSync(join(folder, name), "utf8");
    const title = /^# (\d{4})\. (.+)$/m.exec(text);
    const status = /^Status: ([\s\S]+?)\n\n/m.exec(text);
    expect(title, "a `# NNNN. Title` line").not.toBeNull();
    expect(status, "a `Status:` line").not.toBeNull();
    const expected = { file: name, title: title![2]!, status: status![1]!.replace(/\s*\n\s*/g, " ") };
    const row = `| [${title![1]}](${expected.file}) | ${expected.title} | ${expected.status} | <summary> |`;
    expect(rows.get(title![1]!), `the index row should read:\n${row}`).toEqual(expected);
  });

  it("lists no record twice or that does not exist, and a superseded record names the record that replaced it", () => {
    expect([...rows.values()].map((row) => row.file).sort()).toEqual([...records].sort());
    for (const [number, row] of rows) {
      const superseded = /\bsuperseded\b/i.test(row.status);
      if (superseded)
        expect(row.status, `${number}: superseded by which record?`).toMatch(/superseded (in part )?by \[?\d{4}/i);
    }
  });
});
