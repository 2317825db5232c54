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

/** Replaces an oversized diagram with a small one that says so. */
export function diagramForDisplay(text: string): string {
  if (text.length <= MERMAID_MAX_CHARS) return text;
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
