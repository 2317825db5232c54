import { lazy, Suspense, useState, type FormEvent } from "react";
import { getInputProps, getTextareaProps, useForm, type Submission } from "@conform-to/react";
import { TOPIC_GENERATOR_COPY as COPY } from "./topic-generator-copy";
import type { TopicAnswer } from "./ai-client";
import { AI_LIMITS, AiNetworkError, KEYWORDS_REQUIRED_TEXT, TOPIC_FIELDS, type TopicRequest } from "./ai-requests";
import { notify } from "~/lib/toast";
import { withoutKey } from "~/lib/conform-form";
import { useBotCheck } from "~/features/bot-check";

// Neither the request code (with its stream parser) nor the results view is needed to show the
// page: the first is fetched when the visitor starts on the form, the second with a request.
const loadAiClient = () =>
  import("./ai-client").catch((error: unknown) => {
    throw new AiNetworkError(String(error));
  });
const loadResults = () => import("./TopicResults");

type TopicRules = typeof import("./topic-rules");
// The form's rules bring zod, which nothing needs before the visitor is on the form: they are
// fetched with the request code, and a submit that comes first waits for them.
let topicRules: TopicRules | null = null;
let topicRulesLoading: Promise<TopicRules> | null = null;
function loadTopicRules() {
  topicRulesLoading ??= import("./topic-rules").then(
    (rules) => (topicRules = rules),
    (error: unknown) => {
      topicRulesLoading = null;
      throw error;
    },
  );
  return topicRulesLoading;
}

function loadFormCode() {
  void loadAiClient().catch(() => {});
  void loadTopicRules().catch(() => {});
}
const TopicResults = lazy(() => loadResults().then((module) => ({ default: module.TopicResults })));

/**
 * The toast for a request the schema refused: blank keywords first, as the spec asks, whatever
 * else is wrong; otherwise the first field's problem, in the words the server would use.
 */
function notifyRefused(submission: Exclude<Submission<TopicRequest>, { status: "success" }>) {
  const keywords = submission.payload.keywords;
  if (typeof keywords !== "string" || !keywords.trim()) {
    notify({ title: COPY.keywordsRequiredTitle, description: KEYWORDS_REQUIRED_TEXT, variant: "destructive" });
    return;
  }
  const [problem] = Object.values(submission.error ?? {}).flatMap((messages) => messages ?? []);
  notify({ title: COPY.failureTitle, description: problem, variant: "destructive" });
}

/** The AI blog topic generator panel on blog highlights. */
export function TopicGenerator() {
  const [loading, setLoading] = useState(false);
  const [answer, setAnswer] = useState<TopicAnswer | null>(null);
  const botCheck = useBotCheck("topics");
  const [form, fields] = useForm({
    id: "topic",
    // Only called once the rules are in (handleSubmit below).
    onValidate({ formData }) {
      const submission = (topicRules as TopicRules).parseTopicRequest(formData);
      if (submission.status === "error") notifyRefused(submission);
      return submission;
    },
    onSubmit(event, { submission }) {
      event.preventDefault();
      if (submission?.status === "success" && !loading) void generate(submission.value);
    },
  });

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    if (topicRules) {
      form.onSubmit(event);
      return;
    }
    event.preventDefault();
    const formElement = event.currentTarget;
    const { submitter } = event.nativeEvent as SubmitEvent;
    loadTopicRules().then(
      () => formElement.requestSubmit(submitter),
      () => notify({ title: COPY.failureTitle, description: COPY.failureText, variant: "destructive" }),
    );
  }

  async function generate(request: TopicRequest) {
    setAnswer(null);
    setLoading(true);
    void loadResults();
    try {
      const { requestTopicIdeas } = await loadAiClient();
      setAnswer(await requestTopicIdeas(request, await botCheck.token()));
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
        id={form.id}
        className="topic-generator__form"
        onSubmit={handleSubmit}
        onFocus={loadFormCode}
        onPointerDown={loadFormCode}
        noValidate
      >
        {TOPIC_FIELDS.map(({ name }) => {
          const field = COPY.fields[name];
          const meta = fields[name];
          const hint = "hint" in field ? field.hint : undefined;
          const common = { placeholder: field.placeholder, maxLength: AI_LIMITS.fieldChars };
          return (
            <div key={name} className={`topic-generator__field topic-generator__field--${name}`}>
              <label htmlFor={meta.id}>{field.label}</label>
              {name === "product_details" ? (
                <textarea
                  {...withoutKey(getTextareaProps(meta, { ariaAttributes: false }))}
                  key={meta.key}
                  rows={3}
                  {...common}
                />
              ) : (
                <input
                  {...withoutKey(getInputProps(meta, { type: "text", ariaAttributes: false }))}
                  key={meta.key}
                  {...common}
                  aria-required={name === "keywords" || undefined}
                  aria-describedby={hint ? `${meta.id}-hint` : undefined}
                />
              )}
              {hint ? (
                <small id={`${meta.id}-hint`} className="topic-generator__hint">
                  {hint}
                </small>
              ) : null}
            </div>
          );
        })}
        {botCheck.widget}
        <button type="submit" className="button button--primary topic-generator__submit" disabled={loading}>
          {loading ? <span className="spinner" aria-hidden="true" /> : null}
          {loading ? COPY.submitting : COPY.submit}
        </button>
      </form>

      <div aria-live="polite">
        {answer ? (
          <Suspense fallback={null}>
            <TopicResults answer={answer} />
          </Suspense>
        ) : null}
      </div>
    </section>
  );
}
