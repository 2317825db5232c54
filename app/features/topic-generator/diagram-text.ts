/**
 * Mermaid diagram text: the checks the Worker applies to model output, the mindmap the offline
 * topic generator builds, and the notice shown instead of an oversized diagram. Pure text; the mermaid library itself only ever loads in the browser.
 */
export const MERMAID_MAX_CHARS = 50_000;

export const EMPTY_DIAGRAM_TEXT = "Mermaid chart data is empty or invalid.";

/** First words mermaid 11 accepts as a diagram type. */
const DIAGRAM_KEYWORDS = [
  "flowchart",
  "graph",
  "sequenceDiagram",
  "classDiagram",
  "classDiagram-v2",
  "stateDiagram",
  "stateDiagram-v2",
  "erDiagram",
  "journey",
  "gantt",
  "pie",
  "quadrantChart",
  "requirementDiagram",
  "gitGraph",
  "C4Context",
  "C4Container",
  "C4Component",
  "C4Dynamic",
  "C4Deployment",
  "mindmap",
  "timeline",
  "sankey-beta",
  "xychart-beta",
  "block-beta",
  "packet-beta",
  "kanban",
  "architecture-beta",
  "radar-beta",
];

/** Models like to wrap diagrams in Markdown fences; the diagram is what is inside. */
export function unfenceMermaid(text: string): string {
  const fenced = /^\s*```(?:mermaid)?\s*\n([\s\S]*?)\n\s*```\s*$/i.exec(text);
  return (fenced ? fenced[1]! : text).trim();
}

/** The diagram type keyword, after blank lines and %% comments; null when there is none. */
export function diagramKeyword(text: string): string | null {
  for (const line of text.split("\n")) {
    const trimmed = line.trim();
    if (!trimmed || trimmed.startsWith("%%")) continue;
    const word = trimmed.split(/[\s;]/, 1)[0]!;
    return DIAGRAM_KEYWORDS.includes(word) ? word : null;
  }
  return null;
}

/** Why a diagram text cannot be used, or null when it can. */
export function mermaidTextProblem(text: unknown): string | null {
  if (typeof text !== "string" || !text.trim()) return EMPTY_DIAGRAM_TEXT;
  if (text.length > MERMAID_MAX_CHARS) return `The diagram is longer than ${MERMAID_MAX_CHARS} characters.`;
  if (!diagramKeyword(text)) return "The diagram does not start with a known Mermaid diagram type.";
  return null;
}

/**
 * Diagram types whose lines are a node's own words (a mind map has no statements, so "click rates
 * explained" is a node). Every other type loses its interaction statements.
 */
const WORDS_ONLY_DIAGRAMS = new Set(["mindmap"]);

// Front matter (`---` ... `---` at the start) and `%%{init: ...}%%` directives both set Mermaid's
// configuration; Mermaid also takes a directive whose closing `}%%` is missing.
const FRONT_MATTER = /^\s*---[^\n]*\n[\s\S]*?\n\s*---[^\n]*(?:\n|$)/;
const DIRECTIVE = /%%\{[\s\S]*?\}%%|%%\{[^\n]*/g;
/**
 * An interaction statement and the rest of it up to the next statement: `click A href "..."`,
 * `click A "https://..."`, `click A call fn()`, `callback A "fn"`, `call fn()`, `href A "..."`,
 * `link A "url"`, `links A: {...}`. A statement starts a line or follows a `;` (Mermaid's other
 * separator), inside a subgraph or not, after any spacing, in any case. What it drops runs to the
 * next `;` or line end even inside quotes (`A["Why; click here"]` loses its tail, so that label
 * fails to render): cleaning too much breaks a drawing, cleaning too little could link elsewhere.
 * `link --> B` (a node called link) and `linkStyle` are not statements of this kind.
 */
const INTERACTION = /(^|;)\s*(?:click|callback|call|href|links?)\s+(?=[^\s-])[^;]*/gi;
/** C4's link parameter (`Person(a, "A", $link="https://...")`). */
const C4_LINK = /\$link\s*=\s*(?:"[^"\n]*"?|[^,)\s]*)/gi;
/**
 * A class or state annotation (`<<interface>>`, `<<fork>>`) is kept; an HTML tag becomes a space (its
 * last character before `>` is not `-` or `=`, so an arrow such as `-->` never ends one); a `<`
 * that could still open a tag gets a space after it, which makes it text.
 */
const MARKUP = /(<<[\w -]+>>)|<\/?[a-z](?:[^<>\n]*[^<>\n=-])?>|<(?=[a-z/!?])/gi;
// HTML entities, and Mermaid's own codes (#quot;, #60;), which it turns into entities; a colour
// after a colon (fill:#123;) is not one.
const ENTITY = /&(?:#\d+|#x[\da-f]+|[a-z][a-z\d]*);|(?<!:\s*)#(?:lt|gt|amp|quot|apos|nbsp|\d+);/gi;
const EVENT_HANDLER = /\bon[a-z]+\s*=/gi;
const SCRIPT_URL = /\b(?:javascript|vbscript)\s*:/gi;

/**
 * Diagram text as plain text: no configuration of its own, no interaction and no markup. A
 * model writes the topic diagram, so its labels are visitor-grade text; Mermaid's strict security
 * level sanitises what it draws, and this keeps markup from reaching Mermaid at all. A label such
 * as `A["<img src=x onerror=alert(1)>"]` becomes a blank label, `%%{init: ...}%%` and front
 * matter are dropped, and so are click, call, href and link statements wherever they stand.
 */
export function cleanDiagramText(text: string): string {
  // Removing one thing can join the text around it into another (`<&x;img` into `<img`), so the
  // cleaning repeats until a round changes nothing.
  let cleaned = text;
  for (let previous = ""; cleaned !== previous;) {
    previous = cleaned;
    cleaned = cleaningRound(cleaned);
  }
  return cleaned;
}

function cleaningRound(text: string): string {
  const withoutConfig = text.replace(FRONT_MATTER, "").replace(DIRECTIVE, "");
  const wordsOnly = WORDS_ONLY_DIAGRAMS.has(diagramKeyword(withoutConfig) ?? "");
  const withoutInteraction = wordsOnly
    ? withoutConfig
    : withoutConfig
        .split("\n")
        .flatMap((line) => {
          const kept = line.replace(INTERACTION, "$1").replace(C4_LINK, "");
          // A line that held only dropped statements goes with them.
          return kept.trim() === "" && line.trim() !== "" ? [] : [kept];
        })
        .join("\n");
  return withoutInteraction
    .replace(ENTITY, "")
    .replace(EVENT_HANDLER, "")
    .replace(SCRIPT_URL, "")
    .replace(MARKUP, (match, annotation: string | undefined) => annotation ?? (match === "<" ? "< " : " "));
}

/** The text Mermaid is given: cleaned, and an oversized diagram replaced by a small one that says so. */
export function diagramForDisplay(text: string): string {
  if (text.length <= MERMAID_MAX_CHARS) return cleanDiagramText(text);
  return [
    "flowchart TD",
    `  notice["This diagram is too large to display (over ${MERMAID_MAX_CHARS} characters)."]`,
  ].join("\n");
}

const MINDMAP_LABEL_MAX_CHARS = 120;

/**
 * Mindmap node text may not contain shape delimiters, quotes, icon/class markers or line
 * breaks; anything outside letters, digits and plain punctuation becomes a space.
 */
export function mindmapLabel(text: string): string {
  const plain = text
    .replace(/:/g, " -")
    .replace(/[^\p{L}\p{N} ,.'&?!+/-]/gu, " ")
    .replace(/\s+/g, " ")
    .trim();
  if (plain.length <= MINDMAP_LABEL_MAX_CHARS) return plain;
  const cut = plain.slice(0, MINDMAP_LABEL_MAX_CHARS);
  return `${cut.slice(0, cut.lastIndexOf(" ") > 40 ? cut.lastIndexOf(" ") : cut.length).trim()}...`;
}

export interface MindmapBranch {
  label: string;
  children: readonly string[];
}

/** A two-level mermaid mindmap; nodes whose label is empty after cleaning are left out. */
export function buildMindmap(root: string, branches: readonly MindmapBranch[]): string {
  const lines = ["mindmap", `  root((${mindmapLabel(root) || "Topics"}))`];
  let nodeNumber = 0;
  for (const branch of branches) {
    const children = branch.children.map(mindmapLabel).filter(Boolean);
    const label = mindmapLabel(branch.label);
    if (!label || children.length === 0) continue;
    lines.push(`    b${++nodeNumber}[${label}]`);
    for (const child of children) lines.push(`      n${++nodeNumber}(${child})`);
  }
  return lines.join("\n");
}
