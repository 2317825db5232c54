import { describe, expect, it } from "vitest";
import {
  buildMindmap,
  cleanDiagramText,
  diagramForDisplay,
  diagramKeyword,
  MERMAID_MAX_CHARS,
  mermaidTextProblem,
  mindmapLabel,
  unfenceMermaid,
} from "~/features/topic-generator/diagram-text";
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

describe("cleanDiagramText", () => {
  it("turns a label carrying HTML and an event handler into a harmless one", () => {
    const cleaned = cleanDiagramText('flowchart TD\n  A["<img src=x onerror=alert(1)>"] --> B["Safe <b>bold</b>"]');
    expect(cleaned).toBe('flowchart TD\n  A[" "] --> B["Safe  bold "]');
    expect(cleanDiagramText("mindmap\n  root((<svg onload=alert(1)>x))")).toBe("mindmap\n  root(( x))");
  });

  it("leaves no tag, entity, event handler or script address however the markup is spelled", () => {
    const hostile = [
      "flowchart LR",
      "  A[<img src=x onerror=alert(1)] --> B",
      '  C["&lt;img src=x onerror=alert(1)&gt;"] --> D["#lt;script#gt;alert(1)#lt;/script#gt;"]',
      '  E["<&amp;img src=x ONERROR = alert(1)>"] --> F["<a href=javascript:alert(1)>x</a>"]',
      "  G[<<img src=x onerror=alert(1)>>] --> H[x<onmouseover=y]",
    ].join("\n");
    const cleaned = cleanDiagramText(hostile);
    expect(cleaned).not.toMatch(/<[a-z/!?]/i);
    expect(cleaned).not.toMatch(/&[#\w]+;|#(?:lt|gt);/i);
    expect(cleaned).not.toMatch(/\bon[a-z]+\s*=/i);
    expect(cleaned).not.toMatch(/javascript\s*:/i);
    // The diagram's own structure stays.
    expect(cleaned.split("\n")).toHaveLength(5);
    expect(cleaned.match(/-->/g)).toHaveLength(4);
  });

  it("drops configuration directives and front matter", () => {
    expect(cleanDiagramText("%%{init: {'securityLevel': 'loose'}}%%\nflowchart TD\n  A --> B")).toBe(
      "\nflowchart TD\n  A --> B",
    );
    expect(cleanDiagramText("flowchart TD\n  A --> B %%{init: {'theme': 'dark'}\n  B --> C")).toBe(
      "flowchart TD\n  A --> B \n  B --> C",
    );
    expect(cleanDiagramText("---\nconfig:\n  securityLevel: loose\n---\nflowchart TD\n  A --> B")).toBe(
      "flowchart TD\n  A --> B",
    );
  });

  it("drops click, callback and link statements", () => {
    const flowchart = [
      "flowchart TD",
      "  A --> B",
      '  click A href "javascript:alert(1)"',
      "  click B call alert(1)",
      '  callback A "alert"',
      "  link --> B",
    ].join("\n");
    expect(cleanDiagramText(flowchart)).toBe("flowchart TD\n  A --> B\n  link --> B");
    expect(cleanDiagramText("sequenceDiagram\n  Alice->>Bob: Hi\n  link Alice: Site @ https://evil.example")).toBe(
      "sequenceDiagram\n  Alice->>Bob: Hi",
    );
    // In a mind map these are words of a node's text.
    expect(cleanDiagramText("mindmap\n  root((x))\n    click rates explained")).toBe(
      "mindmap\n  root((x))\n    click rates explained",
    );
  });

  // Issue 41: only a click at the start of a line was dropped, and Mermaid's strict mode drew the
  // rest as <a xlink:href="https://evil.example/phish">.
  it.each([
    ['graph TD; A-->B; click A "https://evil.example/phish"', "graph TD; A-->B;"],
    ['graph TD;A-->B;click A "https://evil.example/phish";B-->C', "graph TD;A-->B;;B-->C"],
    ['flowchart LR\n  A-->B;  click   A   href   "https://evil.example/phish"  "tip"', "flowchart LR\n  A-->B;"],
    ['flowchart LR\n\tclick\tA\t"https://evil.example/phish"\n  A-->B', "flowchart LR\n  A-->B"],
    [
      'flowchart TD\n  subgraph one\n    A-->B\n    click B "https://evil.example/phish" _blank\n  end',
      "flowchart TD\n  subgraph one\n    A-->B\n  end",
    ],
    [
      'flowchart TD\n  subgraph one; A-->B; click B href "https://evil.example/phish"; end',
      "flowchart TD\n  subgraph one; A-->B;; end",
    ],
    ["graph TD; A-->B; CLICK A call alert(1)", "graph TD; A-->B;"],
    ['graph TD; A-->B; href A "https://evil.example/phish"', "graph TD; A-->B;"],
    ["graph TD; A-->B; call alert(1)", "graph TD; A-->B;"],
    ['classDiagram\n  class Shape\n  link Shape "https://evil.example/phish" "tip"', "classDiagram\n  class Shape"],
    ['classDiagram; class Shape; callback Shape "alert"', "classDiagram; class Shape;"],
    [
      'sequenceDiagram\n  Alice->>Bob: Hi; links Alice: {"Site": "https://evil.example/phish"}',
      "sequenceDiagram\n  Alice->>Bob: Hi;",
    ],
    [
      'gantt\n  section A\n  Task :t1, 2026-01-01, 3d\n  click t1 href "https://evil.example/phish"',
      "gantt\n  section A\n  Task :t1, 2026-01-01, 3d",
    ],
    ['C4Context\n  Person(a, "Ada", $link="https://evil.example/phish")', 'C4Context\n  Person(a, "Ada", )'],
    // A statement hidden inside another, or behind a removed entity, is found in the next round.
    ["graph TD; A-->B; click A \"x; click B href 'https://evil.example/phish'\"", "graph TD; A-->B;;"],
    ['graph TD; A-->B; cli&amp;ck A "https://evil.example/phish"', "graph TD; A-->B;"],
  ])("drops the link statement in %j wherever it stands", (diagram, cleaned) => {
    expect(cleanDiagramText(diagram)).toBe(cleaned);
    expect(cleanDiagramText(diagram)).not.toMatch(/evil\.example|\b(?:click|href|call)\b/i);
  });

  it("keeps arrows, annotations, colours and the offline mind map as they are", () => {
    const diagrams = [
      "flowchart LR\n  A<-->B\n  B-.->C\n  C==>D\n  D --o E",
      "classDiagram\n  class Shape{\n    <<interface>>\n  }\n  Shape <|-- Circle",
      "flowchart LR\n  call[Call us] --> link --> callback\n  linkStyle 0 stroke:#2fb8a0;",
      "stateDiagram-v2\n  state fork_state <<fork>>\n  [*] --> fork_state",
      "flowchart TD\n  A --> B\n  style A fill:#f9f;\n  classDef x fill: #123;",
      buildMindmap("ESP32 (low power)", [{ label: "Guides", children: ["Sleep modes: a guide"] }]),
    ];
    for (const diagram of diagrams) expect(cleanDiagramText(diagram)).toBe(diagram);
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
    expect(diagramForDisplay('flowchart TD\n  A["<b>x</b>"]')).toBe('flowchart TD\n  A[" x "]');
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
