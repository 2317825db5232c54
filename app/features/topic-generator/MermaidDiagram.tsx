import { useEffect, useId, useState } from "react";
import { DIAGRAM_COPY } from "./topic-generator-copy";
import { diagramForDisplay, EMPTY_DIAGRAM_TEXT } from "./diagram-text";
import { notify } from "~/lib/toast";

type Mermaid = (typeof import("mermaid"))["default"];

let mermaidLoading: Promise<Mermaid> | undefined;

// The brand's look (docs/look.md): Inter for labels, and its teal (#2fb8a0) and cyan (#00fff0)
// for fills. Branches are light tints of the two with dark labels, and the root dark teal with
// white text: the base theme derives dark branch colours from the primary colour, under which
// labels that are also dark cannot be read.
const BRAND_FONT = '"Inter", "Inter Fallback", system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif';
const BRANCH_TINTS = ["#c9efe7", "#ccfffb", "#a6e5d9", "#e6f7f4", "#99fff8", "#d5f3ee"];
const MERMAID_THEME: Record<string, string> = {
  fontFamily: BRAND_FONT,
  fontSize: "16px",
  primaryColor: "#2fb8a0",
  primaryTextColor: "#04221d",
  primaryBorderColor: "#1d7a6a",
  secondaryColor: "#ccfffb",
  tertiaryColor: "#eef8f6",
  lineColor: "#1d7a6a",
  git0: "#1d7a6a",
  gitBranchLabel0: "#ffffff",
  ...Object.fromEntries(
    Array.from({ length: 12 }, (_, index) => [
      [`cScale${index}`, BRANCH_TINTS[index % BRANCH_TINTS.length]!],
      [`cScaleLabel${index}`, "#04221d"],
      [`cScaleInv${index}`, "#1d7a6a"],
    ]).flat(),
  ),
};

/**
 * Mermaid (~150 KB gzip and up) is fetched the first time a diagram is shown, never before.
 * Diagrams only render in the browser, so the server build leaves mermaid out entirely.
 */
function loadMermaid(): Promise<Mermaid> {
  if (import.meta.env.SSR) return Promise.reject(new Error("Diagrams render in the browser only."));
  mermaidLoading ??= import("mermaid")
    .then(({ default: mermaid }) => {
      mermaid.initialize({
        startOnLoad: false,
        securityLevel: "strict",
        suppressErrorRendering: true,
        theme: "base",
        themeVariables: MERMAID_THEME,
        fontFamily: BRAND_FONT,
        // At their own size, not shrunk to the column: a mind map scaled into a phone's width
        // had labels a few pixels high. diagram.css scales a wide one down on wide screens only;
        // on a phone it scrolls sideways.
        mindmap: { useMaxWidth: false },
        flowchart: { useMaxWidth: false },
      });
      return mermaid;
    })
    .catch((error: unknown) => {
      mermaidLoading = undefined;
      throw error;
    });
  return mermaidLoading;
}

/**
 * The rendered SVG without any link: each <a> is replaced by what it holds. The diagram text has
 * already lost its link statements (diagramForDisplay); this holds for whatever Mermaid turns
 * into a link by other means (a C4 element's link, a future syntax), so no drawing links elsewhere.
 */
export function withoutLinks(svg: string): string {
  const template = document.createElement("template");
  template.innerHTML = svg;
  for (const link of [...template.content.querySelectorAll("a")]) link.replaceWith(...link.childNodes);
  return template.innerHTML;
}

let renderCount = 0;

type DiagramState = { status: "loading" } | { status: "rendered"; svg: string } | { status: "failed"; message: string };

const errorMessage = (error: unknown) =>
  (error instanceof Error ? error.message : String(error)).trim().replace(/\.+$/, "");

/**
 * Renders Mermaid text as SVG with securityLevel "strict" (labels are sanitised, no click
 * handlers), given the text cleaned of markup, directives and interaction (diagramForDisplay). States of the diagram view: loading, failed (with the message and
 * the source), empty when there is no diagram, or rendered.
 */
export function MermaidDiagram({ chart, label }: { chart: unknown; label: string }) {
  const baseId = `mermaid-${useId().replace(/[^\w-]/g, "")}`;
  // The outcome of rendering one chart; a new chart shows "loading" until its own outcome arrives.
  const [outcome, setOutcome] = useState<{ chart: string; state: DiagramState } | null>(null);
  const hasChart = chart !== undefined && chart !== null;
  const renderable = typeof chart === "string" && chart.trim() !== "";
  const state: DiagramState = !renderable
    ? { status: "failed", message: EMPTY_DIAGRAM_TEXT }
    : outcome?.chart === chart
      ? outcome.state
      : { status: "loading" };

  useEffect(() => {
    if (typeof chart !== "string" || !chart.trim()) return;
    let current = true;
    const setState = (diagram: DiagramState) => setOutcome({ chart, state: diagram });
    const renderId = `${baseId}-${++renderCount}`;
    loadMermaid()
      .then((mermaid) => mermaid.render(renderId, diagramForDisplay(chart)))
      .then(({ svg }) => {
        if (current) setState({ status: "rendered", svg: withoutLinks(svg) });
      })
      .catch((error: unknown) => {
        // A failed render can leave its scratch element behind.
        document.getElementById(renderId)?.remove();
        document.getElementById(`d${renderId}`)?.remove();
        if (!current) return;
        const message = errorMessage(error);
        setState({ status: "failed", message: DIAGRAM_COPY.renderFailed(message) });
        notify({
          title: DIAGRAM_COPY.toastTitle,
          description: DIAGRAM_COPY.toastText(message),
          variant: "destructive",
        });
      });
    return () => {
      current = false;
    };
  }, [chart, baseId]);

  if (!hasChart) return <p className="diagram diagram--empty">{DIAGRAM_COPY.empty}</p>;
  if (state.status === "loading") {
    return (
      <p className="diagram diagram--loading" role="status">
        <span className="spinner" aria-hidden="true" /> {DIAGRAM_COPY.loading}
      </p>
    );
  }
  if (state.status === "failed") {
    return (
      <div className="diagram diagram--failed" role="alert">
        <p className="diagram__title">{DIAGRAM_COPY.failedTitle}</p>
        <p className="diagram__message">{state.message}</p>
        <details>
          <summary>{DIAGRAM_COPY.source}</summary>
          <pre className="diagram__source">{typeof chart === "string" ? chart : JSON.stringify(chart)}</pre>
        </details>
      </div>
    );
  }
  // Mermaid's output under securityLevel "strict" is sanitised SVG, and withoutLinks took out any link.
  // Focusable, so a diagram wider than a phone's screen can be scrolled from the keyboard.
  return (
    <div
      className="diagram"
      role="img"
      aria-label={label}
      tabIndex={0}
      dangerouslySetInnerHTML={{ __html: state.svg }}
    />
  );
}
