import { describe, expect, it } from "vitest";
import {
  buildMindmap,
  diagramForDisplay,
  diagramKeyword,
  MERMAID_MAX_CHARS,
  mermaidTextProblem,
  mindmapLabel,
  unfenceMermaid,
} from "~/features/assistant/diagram-text";
import { parseMindmap } from "../worker/support/mindmap";

describe("mermaidTextProblem", () => {
  it("accepts diagrams that start with a known type, after comments and blank lines", () => {
    expect(mermaidTextProblem("mindmap\n  root((x))")).toBeNull();
    expect(mermaidTextProblem("%% topics\n\ngraph TD; a-->b")).toBeNull();
    expect(diagramKeyword("  flowchart LR\n a-->b")).toBe("flowchart");
  });

  it("refuses empty text, non-strings, unknown types and text over the limit", () => {
    expect(mermaidTextProblem("   ")).toBe("Mermaid chart data is empty or invalid.");
    expect(mermaidTextProblem(undefined)).toBe("Mermaid chart data is empty or invalid.");
    expect(mermaidTextProblem({ mindmap: true })).toBe("Mermaid chart data is empty or invalid.");
    expect(mermaidTextProblem("<script>alert(1)</script>")).toBe(
      "The diagram does not start with a known Mermaid diagram type.",
    );
    expect(mermaidTextProblem("mindmapper\n root")).toBe(
      "The diagram does not start with a known Mermaid diagram type.",
    );
    expect(mermaidTextProblem(`mindmap\n${"x".repeat(MERMAID_MAX_CHARS)}`)).toBe(
      "The diagram is longer than 50000 characters.",
    );
  });
});

describe("unfenceMermaid", () => {
  it("takes the diagram out of a Markdown fence", () => {
    expect(unfenceMermaid("```mermaid\nmindmap\n  root((x))\n```")).toBe("mindmap\n  root((x))");
    expect(unfenceMermaid("```\ngraph TD\n```\n")).toBe("graph TD");
    expect(unfenceMermaid("  mindmap\n  root  ")).toBe("mindmap\n  root");
  });
});

describe("diagramForDisplay", () => {
  it("keeps a diagram up to 50000 characters and replaces a longer one with a notice diagram", () => {
    const limit = "mindmap\n  root((x))\n".padEnd(MERMAID_MAX_CHARS, " ");
    expect(diagramForDisplay(limit)).toBe(limit);
    const notice = diagramForDisplay(`${limit}x`);
    expect(notice).toMatch(/^flowchart TD\n/);
    expect(notice).toContain("too large to display (over 50000 characters)");
  });
});

describe("mindmap building", () => {
  it("strips characters that would end or open a node shape", () => {
    expect(mindmapLabel('C++ (RTOS) [x] {y} "q" ::icon(z) :::cls <b>')).toBe("C++ RTOS x y q - -icon z - - -cls b");
    expect(mindmapLabel("Line one\nline two")).toBe("Line one line two");
    expect(mindmapLabel("((( )))")).toBe("");
  });

  it("shortens very long labels at a word boundary", () => {
    const label = mindmapLabel("word ".repeat(60));
    expect(label.length).toBeLessThanOrEqual(123);
    expect(label).toMatch(/word\.\.\.$/);
  });

  it("builds a two-level mindmap and leaves out empty branches and nodes", () => {
    const text = buildMindmap("ESP32 (low power)", [
      { label: "Guides", children: ["Sleep modes: a guide", "[]"] },
      { label: "Empty", children: [] },
      { label: "((", children: ["orphan"] },
    ]);
    expect(text).toBe("mindmap\n  root((ESP32 low power))\n    b1[Guides]\n      n2(Sleep modes - a guide)");
    expect(parseMindmap(text).problems).toEqual([]);
  });
});
