import { lazy, Suspense, useRef, useState, type FormEvent } from "react";
import { TOPIC_GENERATOR_COPY as COPY } from "./topic-generator-copy";
import type { TopicAnswer } from "./ai-client";
import {
  AI_LIMITS,
  AiNetworkError,
  KEYWORDS_REQUIRED_TEXT,
  TOPIC_FIELDS,
  topicRequestProblem,
  type AiSource,
  type TopicRequest,
} from "./ai-requests";
import { notify } from "~/lib/toast";
import { useTypedBeforeHydration } from "~/lib/typed-before-hydration";

// Neither the request code (with its stream parser) nor the diagram view is needed to show the
// page: the first is fetched when the visitor starts on the form, the second with a result.
const loadAiClient = () =>
  import("./ai-client").catch((error: unknown) => {
    throw new AiNetworkError(String(error));
  });
const MermaidDiagram = lazy(() => import("./MermaidDiagram").then((module) => ({ default: module.MermaidDiagram })));

/** Offline topics say so; when Workers AI failed, the label also says the AI service is unavailable. */
const SOURCE_LABELS: Partial<Record<AiSource, string>> = {
  local: COPY.localSourceLabel,
  "local-fallback": COPY.fallbackSourceLabel,
};

const EMPTY_REQUEST: TopicRequest = { keywords: "", industry: "", niche: "", product_details: "", user_interests: "" };

/** The AI blog topic generator panel on blog highlights. */
export function TopicGenerator() {
  const [request, setRequest] = useState<TopicRequest>(EMPTY_REQUEST);
  const [loading, setLoading] = useState(false);
  const [answer, setAnswer] = useState<TopicAnswer | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  useTypedBeforeHydration(formRef, (form, name) => form.querySelector(`#topic-${name}`), setRequest, loadAiClient);

  async function generate(event: FormEvent) {
    event.preventDefault();
    if (loading) return;
    if (!request.keywords.trim()) {
      notify({ title: COPY.keywordsRequiredTitle, description: KEYWORDS_REQUIRED_TEXT, variant: "destructive" });
      return;
    }
    // Checked here as well as on the server, so a pasted control character is named at once.
    const problem = topicRequestProblem(request);
    if (problem) {
      notify({ title: COPY.failureTitle, description: problem, variant: "destructive" });
      return;
    }
    setAnswer(null);
    setLoading(true);
    try {
      const { requestTopicIdeas } = await loadAiClient();
      setAnswer(await requestTopicIdeas(request));
      notify({ title: COPY.successTitle, description: COPY.successText, variant: "tetra" });
    } catch (error) {
      // The server's own error text is shown; a network failure gets the general text.
      const message = error instanceof Error && !(error instanceof AiNetworkError) ? error.message : "";
      notify({ title: COPY.failureTitle, description: message || COPY.failureText, variant: "destructive" });
    } finally {
      setLoading(false);
    }
  }

  return (
    <section className="topic-generator" aria-labelledby="topic-generator-heading">
      <h2 id="topic-generator-heading">{COPY.heading}</h2>
      <p>{COPY.intro}</p>
      <form
        ref={formRef}
        className="topic-generator__form"
        onSubmit={generate}
        onFocus={() => void loadAiClient()}
        onPointerDown={() => void loadAiClient()}
        noValidate
      >
        {TOPIC_FIELDS.map(({ name }) => {
          const field = COPY.fields[name];
          const id = `topic-${name}`;
          const hint = "hint" in field ? field.hint : undefined;
          return (
            <div key={name} className={`topic-generator__field topic-generator__field--${name}`}>
              <label htmlFor={id}>{field.label}</label>
              {name === "product_details" ? (
                <textarea
                  id={id}
                  rows={3}
                  value={request[name]}
                  placeholder={field.placeholder}
                  maxLength={AI_LIMITS.fieldChars}
                  onChange={(event) => setRequest({ ...request, [name]: event.target.value })}
                />
              ) : (
                <input
                  id={id}
                  type="text"
                  value={request[name]}
                  placeholder={field.placeholder}
                  maxLength={AI_LIMITS.fieldChars}
                  aria-required={name === "keywords" || undefined}
                  aria-describedby={hint ? `${id}-hint` : undefined}
                  onChange={(event) => setRequest({ ...request, [name]: event.target.value })}
                />
              )}
              {hint ? (
                <small id={`${id}-hint`} className="topic-generator__hint">
                  {hint}
                </small>
              ) : null}
            </div>
          );
        })}
        <button type="submit" className="button button--primary topic-generator__submit" disabled={loading}>
          {loading ? <span className="spinner" aria-hidden="true" /> : null}
          {loading ? COPY.submitting : COPY.submit}
        </button>
      </form>

      <div aria-live="polite">
        {answer ? (
          <div className="topic-generator__results">
            {SOURCE_LABELS[answer.source] ? (
              <p className="topic-generator__source">{SOURCE_LABELS[answer.source]}</p>
            ) : null}
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
        ) : null}
      </div>
    </section>
  );
}
