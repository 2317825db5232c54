/**
 * A structural check of Mermaid mindmap text, independent of the code that builds it: the
 * `mindmap` header, exactly one root, every node on its own line with a known shape whose
 * brackets match, no characters inside node text that end or open a shape, and children
 * indented deeper than the root. (The end-to-end tests render the same text with mermaid.)
 */
const SHAPES: [open: string, close: string][] = [
  ["((", "))"],
  ["))", "(("],
  ["{{", "}}"],
  ["(", ")"],
  [")", "("],
  ["[", "]"],
];
const FORBIDDEN_IN_TEXT = /[()[\]{}"`<>]|:::|::icon/;

export interface MindmapNode {
  depth: number;
  text: string;
}

export function parseMindmap(source: string): { nodes: MindmapNode[]; problems: string[] } {
  const problems: string[] = [];
  const nodes: MindmapNode[] = [];
  const lines = source.split("\n");
  if (lines[0] !== "mindmap") problems.push(`first line is "${lines[0]}", not "mindmap"`);

  for (const [index, line] of lines.slice(1).entries()) {
    if (!line.trim()) continue;
    const depth = line.length - line.trimStart().length;
    const body = line.trim();
    const withoutId = body.replace(/^[A-Za-z][\w-]*(?=[([{)])/, "");
    const shape = SHAPES.find(([open, close]) => withoutId.startsWith(open) && withoutId.endsWith(close));
    if (!shape) {
      problems.push(`line ${index + 2} has no complete node shape: ${body}`);
      continue;
    }
    const text = withoutId.slice(shape[0].length, withoutId.length - shape[1].length);
    if (!text.trim()) problems.push(`line ${index + 2} has an empty node`);
    if (FORBIDDEN_IN_TEXT.test(text)) problems.push(`line ${index + 2} has shape characters in its text: ${text}`);
    nodes.push({ depth, text });
  }

  const rootDepth = nodes[0]?.depth ?? 0;
  if (nodes.length === 0) problems.push("no nodes");
  if (nodes.slice(1).some((node) => node.depth <= rootDepth)) problems.push("more than one root");
  return { nodes, problems };
}
