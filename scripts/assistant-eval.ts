// The assistant's evaluation (`npm run assistant:eval`; docs/assistant.md): every question of
// tests/support/assistant-questions.ts through an answerer, scored for truth, with the tuned and
// the held-out part side by side. Offline it runs the offline answerer on the site's built-in
// text. `-- --remote` asks the account's Workers AI instead, through wrangler's remote bindings
// (the owner's measure of the production path), with the production CHAT_MODEL or the catalog
// model `--model @cf/...` names, so candidates meet the same questions; without Cloudflare
// credentials it says so and exits 1. `-- --instructions` prints the model's instructions for the page text given on
// standard input as web_content rows ([{ page, section, html }], JSON; none: the built-in text),
// which the end-to-end tests compare with the rendered pages. tsx runs it, so the app's
// TypeScript modules load as they are.
import { existsSync } from "node:fs";
import { homedir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import { readAiModelCatalog } from "./deploy-config.mjs";
import { answerFromSite } from "~/features/assistant/local-assistant.server";
import { ASK_AN_ENGINEER, NOT_COVERED_REPLY } from "~/features/assistant/not-covered-reply";
import { buildKnowledge, type SiteKnowledge } from "~/features/assistant/site-knowledge.server";
import { EDITABLE_CONTENT, type EditablePage } from "~/content/editable";
import { pageSections } from "~/features/managed-content/index.server";
import type { SiteText } from "~/features/assistant/site-knowledge";
import { HELD_OUT, TUNED, type AssistantQuestion } from "../tests/support/assistant-questions";

/** What an answerer said: its words, and whether it claims to answer (false for a hand-over). */
export interface Reply {
  reply: string;
  covered: boolean;
}

export type Verdict = "right" | "pointed" | "falsely not covered" | "off the mark" | "honest" | "answered";

/** "The site doesn't cover that": what a reply says when it finds nothing on the site. */
const NOTHING_FOUND = NOT_COVERED_REPLY.slice(0, NOT_COVERED_REPLY.indexOf(","));

const lower = (text: string) => text.toLowerCase();
/** A reply as the visitor reads it: Markdown links by their labels. */
const visible = (reply: string) => reply.replace(/\[([^\]]*)\]\([^)]*\)/g, "$1");
const linkedPaths = (reply: string) =>
  [...reply.matchAll(/\]\((\/[^)?#\s]*)/g)].map(([, path]) => (path === "/" ? path : path!.replace(/\/$/, "")));

/** Each page's text in lower case, made once for a knowledge and kept for every question. */
const pageTextsOf = new WeakMap<SiteKnowledge, Map<string, string>>();
function pageTexts(knowledge: SiteKnowledge): Map<string, string> {
  let texts = pageTextsOf.get(knowledge);
  if (!texts) {
    texts = new Map();
    for (const { path, heading, text } of knowledge.passages) {
      texts.set(path, `${texts.get(path) ?? ""}\n${lower(`${heading}: ${text}`)}`);
    }
    pageTextsOf.set(knowledge, texts);
  }
  return texts;
}

/** The pages whose text holds every fact of a covered question, its own page first. */
function pagesHolding(knowledge: SiteKnowledge, question: AssistantQuestion): Set<string> {
  const pages = new Set([question.page!]);
  const facts = (question.facts ?? []).map(lower);
  if (facts.length === 0) return pages;
  for (const [path, words] of pageTexts(knowledge)) if (facts.every((fact) => words.includes(fact))) pages.add(path);
  return pages;
}

/**
 * A covered question's answer is right when it holds every fact; pointed when it links a page that
 * holds them; falsely not covered when it says the site has nothing; otherwise off the mark. An
 * out-of-scope question's answer is honest when it does not claim to answer.
 */
export function verdictOf(knowledge: SiteKnowledge, question: AssistantQuestion, answer: Reply): Verdict {
  if (!question.page) return answer.covered ? "answered" : "honest";
  const facts = question.facts ?? [];
  const text = lower(visible(answer.reply));
  if (facts.length > 0 && facts.every((fact) => text.includes(lower(fact)))) return "right";
  const holding = pagesHolding(knowledge, question);
  if (linkedPaths(answer.reply).some((path) => holding.has(path))) return "pointed";
  if (answer.reply.includes(NOTHING_FOUND)) return "falsely not covered";
  return "off the mark";
}

/** Grounding: the model's instructions hold every fact a covered question needs, and its page. */
export const grounded = (knowledge: SiteKnowledge, question: AssistantQuestion) =>
  knowledge.instructions.includes(`(${question.page})`) &&
  (question.facts ?? []).every((fact) => lower(knowledge.instructions).includes(lower(fact)));

export interface PartScore {
  covered: number;
  outOfScope: number;
  counts: Record<Verdict, number>;
  grounded: number;
  misses: { question: string; verdict: Verdict; reply: string }[];
}

export async function scorePart(
  knowledge: SiteKnowledge,
  questions: readonly AssistantQuestion[],
  answer: (question: string) => Promise<Reply> | Reply,
): Promise<PartScore> {
  const score: PartScore = {
    covered: 0,
    outOfScope: 0,
    counts: { right: 0, pointed: 0, "falsely not covered": 0, "off the mark": 0, honest: 0, answered: 0 },
    grounded: 0,
    misses: [],
  };
  for (const question of questions) {
    const reply = await answer(question.question);
    const verdict = verdictOf(knowledge, question, reply);
    score.counts[verdict]++;
    if (question.page) {
      score.covered++;
      if (grounded(knowledge, question)) score.grounded++;
    } else score.outOfScope++;
    if (verdict !== "right" && verdict !== "honest") {
      score.misses.push({ question: question.question, verdict, reply: reply.reply });
    }
  }
  return score;
}

export const share = (count: number, total: number) => (total ? count / total : 0);
const percent = (count: number, total: number) =>
  `${count}/${total} (${(share(count, total) * 100).toFixed(1)} %)`.padEnd(18);

export function table(parts: Record<string, PartScore>): string {
  const scores = Object.values(parts);
  const row = (label: string, cell: (score: PartScore) => string) => `${label.padEnd(30)}${scores.map(cell).join("")}`;
  const ofCovered = (count: (score: PartScore) => number) => (score: PartScore) => percent(count(score), score.covered);
  const ofOut = (count: (score: PartScore) => number) => (score: PartScore) => percent(count(score), score.outOfScope);
  return [
    "".padEnd(30) +
      Object.keys(parts)
        .map((name) => name.padEnd(18))
        .join(""),
    row("covered questions", (score) => `${score.covered}`.padEnd(18)),
    row(
      "  facts in the reply (right)",
      ofCovered((score) => score.counts.right),
    ),
    row(
      "  pointed",
      ofCovered((score) => score.counts.pointed),
    ),
    row(
      "  right or pointed",
      ofCovered((score) => score.counts.right + score.counts.pointed),
    ),
    row(
      "  falsely not covered",
      ofCovered((score) => score.counts["falsely not covered"]),
    ),
    row(
      "  off the mark",
      ofCovered((score) => score.counts["off the mark"]),
    ),
    row(
      "  grounded (in instructions)",
      ofCovered((score) => score.grounded),
    ),
    row("out-of-scope questions", (score) => `${score.outOfScope}`.padEnd(18)),
    row(
      "  honest",
      ofOut((score) => score.counts.honest),
    ),
    row(
      "  answered",
      ofOut((score) => score.counts.answered),
    ),
  ].join("\n");
}

/** The offline answerer on the site's built-in text: what `npm run dev` and the tests run. */
export function offlineAnswerer(knowledge: SiteKnowledge) {
  return (question: string): Reply => answerFromSite(knowledge, question);
}

/** Cloudflare credentials wrangler can use: an API token, or a `wrangler login`. */
function hasCredentials(): boolean {
  if (process.env.CLOUDFLARE_API_TOKEN) return true;
  const configHome = process.env.XDG_CONFIG_HOME ?? join(homedir(), ".config");
  return [join(configHome, ".wrangler"), join(homedir(), ".wrangler")].some((folder) =>
    existsSync(join(folder, "config", "default.toml")),
  );
}

/** A chat model through the account's Workers AI, as the Worker calls it: the production one unless named. */
async function remoteAnswerer(knowledge: SiteKnowledge, model?: keyof AiModels) {
  const { getPlatformProxy } = await import("wrangler");
  const { streamChatReply } = await import("~/features/assistant/workers-ai.server");
  const proxy = await getPlatformProxy<Env>({
    configPath: "wrangler.jsonc",
    environment: "production",
    remoteBindings: true,
    persist: false,
  });
  const env = model ? { ...proxy.env, CHAT_MODEL: model } : proxy.env;
  const answer = async (question: string): Promise<Reply> => {
    let reply = "";
    for await (const words of streamChatReply(env, { message: question, history: [] }, knowledge.instructions))
      reply += words;
    return { reply, covered: !reply.includes(ASK_AN_ENGINEER) };
  };
  return { answer, model: env.CHAT_MODEL, dispose: () => proxy.dispose() };
}

/** The page text a site with these stored sections shows, as the Worker reads it (sanitised). */
function siteTextOf(rows: readonly { page: EditablePage; section: string; html: string | null }[]): SiteText {
  return Object.fromEntries(
    (Object.keys(EDITABLE_CONTENT) as EditablePage[]).map((page) => [
      page,
      pageSections(page, new Map(rows.filter((row) => row.page === page).map((row) => [row.section, row.html]))),
    ]),
  );
}

async function main() {
  const { values: options } = parseArgs({
    options: {
      instructions: { type: "boolean" },
      remote: { type: "boolean" },
      model: { type: "string" },
      misses: { type: "boolean" },
    },
  });
  if (options.instructions) {
    const input = await new Response(process.stdin as unknown as ReadableStream).text();
    const knowledge = buildKnowledge(siteTextOf(input.trim() ? JSON.parse(input) : []));
    process.stdout.write(knowledge.instructions);
    return;
  }
  if (options.model && !options.remote) {
    console.error("assistant:eval --model names a Workers AI model for --remote; offline there is no model.");
    process.exit(1);
  }
  if (options.model && !readAiModelCatalog().has(options.model)) {
    console.error(
      `assistant:eval: "${options.model}" is not a model in the Workers AI catalog (the AiModels names in worker-configuration.d.ts).`,
    );
    process.exit(1);
  }
  const knowledge = buildKnowledge({});
  let answer: (question: string) => Promise<Reply> | Reply = offlineAnswerer(knowledge);
  let dispose = async () => {};
  let answerer = "offline answerer";
  if (options.remote) {
    if (!hasCredentials()) {
      console.error(
        "assistant:eval --remote needs Cloudflare credentials: run `npx wrangler login`, or set CLOUDFLARE_API_TOKEN (with Workers AI access) and CLOUDFLARE_ACCOUNT_ID.",
      );
      process.exit(1);
    }
    const remote = await remoteAnswerer(knowledge, options.model as keyof AiModels | undefined);
    ({ answer, dispose } = remote);
    answerer = `Workers AI (remote), ${remote.model}`;
  }
  const parts = {
    tuned: await scorePart(knowledge, TUNED, answer),
    "held out": await scorePart(knowledge, HELD_OUT, answer),
  };
  await dispose();
  console.log(`Assistant evaluation: ${answerer}\n`);
  console.log(table(parts));
  if (options.misses) {
    // The held-out part's misses stay unread by whoever tunes the answerer.
    for (const miss of parts.tuned.misses) console.log(`\n[${miss.verdict}] ${miss.question}\n${miss.reply}`);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) await main();
