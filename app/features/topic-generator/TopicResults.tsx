import { lazy, Suspense } from "react";
import { TOPIC_GENERATOR_COPY as COPY } from "./topic-generator-copy";
import type { TopicAnswer } from "./topic-client";
import type { AiSource } from "~/lib/ai";

const MermaidDiagram = lazy(() => import("./MermaidDiagram").then((module) => ({ default: module.MermaidDiagram })));

/** Offline topics say so; when Workers AI failed, the label also says the AI service is unavailable. */
const SOURCE_LABELS: Partial<Record<AiSource, string>> = {
  local: COPY.localSourceLabel,
  "local-fallback": COPY.fallbackSourceLabel,
};

/** The generated topics, and their mind map once the diagram view has arrived. */
export function TopicResults({ answer }: { answer: TopicAnswer }) {
  return (
    <div className="topic-generator__results">
      {SOURCE_LABELS[answer.source] ? <p className="topic-generator__source">{SOURCE_LABELS[answer.source]}</p> : null}
      <h3 id="generated-topics-heading">{COPY.topicsHeading}</h3>
      <ol className="topic-generator__topics" aria-labelledby="generated-topics-heading">
        {answer.blog_topics.map((topic, index) => (
          <li key={index}>{topic}</li>
        ))}
      </ol>
      <h3>{COPY.diagramHeading}</h3>
      <Suspense fallback={null}>
        <MermaidDiagram chart={answer.mermaid_code} label={COPY.diagramHeading} />
      </Suspense>
    </div>
  );
}
