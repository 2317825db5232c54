import { describe, expect, it, vi } from "vitest";
import { render, screen } from "@testing-library/react";

// Mermaid's stand-in records the text it is given and answers with what Mermaid 11 under
// securityLevel "strict" draws for a click statement: the node wrapped in an <a> to the address
// (docs/security.md). The real library renders end to end (tests/e2e/ai.spec.ts).
const rendered: string[] = [];
vi.mock("mermaid", () => ({
  default: {
    initialize: () => {},
    render: async (_id: string, text: string) => {
      rendered.push(text);
      return {
        svg:
          '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"><g>' +
          '<a xlink:href="https://evil.example/phish" href="https://evil.example/phish" target="_blank">' +
          '<g class="node" id="flowchart-A-0"><text>A</text></g></a>' +
          '<g class="node" id="flowchart-B-1"><text>B</text></g></g></svg>',
      };
    },
  },
}));

describe("a rendered diagram", () => {
  it("gives Mermaid the text without its link statement and shows no link, keeping what the link held", async () => {
    // The component keeps the Mermaid it loaded; another file's stand-in must not be the one it has
    // (component files share their modules: isolate is off in vitest.config.ts).
    vi.resetModules();
    const { MermaidDiagram } = await import("~/features/topic-generator/MermaidDiagram");
    render(<MermaidDiagram chart={'graph TD; A-->B; click A "https://evil.example/phish"'} label="Topic Mind Map" />);
    const diagram = await screen.findByRole("img", { name: "Topic Mind Map" });
    expect(rendered).toEqual(["graph TD; A-->B;"]);
    expect(diagram.querySelectorAll("a")).toHaveLength(0);
    expect(diagram.innerHTML).not.toContain("evil.example");
    expect([...diagram.querySelectorAll("g.node")].map((node) => node.textContent)).toEqual(["A", "B"]);
  });
});
