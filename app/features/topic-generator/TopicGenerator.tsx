import { lazy, Suspense, useState, type FormEvent } from "react";
import type { Submission } from "@conform-to/react";
import { TOPIC_GENERATOR_COPY as COPY } from "./topic-generator-copy";
import type { TopicAnswer } from "./topic-client";
import { AI_LIMITS, AiNetworkError } from "~/lib/ai";
import { KEYWORDS_REQUIRED_TEXT, TOPIC_FIELDS, type TopicRequest } from "./topic-requests";
import { notify } from "~/lib/toast";
import { lazyRules, submitWithRules } from "~/lib/conform-form";
import { useBotCheck } from "~/features/bot-check";

// Neither the request code nor the results view is needed to show the page: the first is fetched
// when the visitor starts on the form, the second with a request.
const loadAiClient = () =>
  import("./topic-client").catch((error: unknown) => {
    throw new AiNetworkError(String(error));
  });
const loadResults = () => import("./TopicResults");

// The form's rules bring zod and Conform's parse, which nothing needs before the visitor is on
// the form: they are fetched with the request code, and a submit that comes first waits for them.
const topicRules = lazyRules(() => import("./topic-rules"));

function loadFormCode() {
  void loadAiClient().catch(() => {});
  void topicRules.load().catch(() => {});
}
const TopicResults = lazy(() => loadResults().then((module) => ({ default: module.TopicResults })));

const FORM_ID = "topic";
/** Each field's id, as Conform names them. */
const fieldId = (name: string) => `${FORM_ID}-${name}`;

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

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    submitWithRules(event, topicRules, check, () =>
      notify({ title: COPY.failureTitle, description: COPY.failureText, variant: "destructive" }),
    );
  }

  /**
   * Conform's check of the form with the request's schema. The panel keeps no state of its
   * fields (a refusal is a toast), so it runs without Conform's form state: a refusal moves focus
   * to the first field at fault, as Conform does, and a valid request is sent.
   */
  function check(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const formElement = event.currentTarget;
    const { submitter } = event.nativeEvent as SubmitEvent;
    const submission = topicRules.current!.parseTopicRequest(new FormData(formElement, submitter));
    if (submission.status !== "success") {
      notifyRefused(submission);
      const faulty = Object.keys(submission.error ?? {});
      const fieldAtFault = TOPIC_FIELDS.find(({ name }) => faulty.includes(name));
      if (fieldAtFault) (formElement.elements.namedItem(fieldAtFault.name) as HTMLElement).focus();
      return;
    }
    if (!loading) void generate(submission.value);
  }

  async function generate(request: TopicRequest) {
    setAnswer(null);
    setLoading(true);
    void loadResults();
    try {
      const { requestTopicIdeas } = await loadAiClient();
      const ideas = await requestTopicIdeas(request, await botCheck.token());
      setAnswer(ideas);
      // The spec's text claims AI; topics composed offline get a toast that does not.
      const description = ideas.source === "workers-ai" ? COPY.successText : COPY.offlineSuccessText;
      notify({ title: COPY.successTitle, description, variant: "tetra" });
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
        id={FORM_ID}
        className="topic-generator__form"
        onSubmit={handleSubmit}
        onFocus={loadFormCode}
        onPointerDown={loadFormCode}
        noValidate
      >
        {TOPIC_FIELDS.map(({ name }) => {
          const field = COPY.fields[name];
          const id = fieldId(name);
          const hint = "hint" in field ? field.hint : undefined;
          const common = { id, name, placeholder: field.placeholder, maxLength: AI_LIMITS.fieldChars };
          return (
            <div key={name} className={`topic-generator__field topic-generator__field--${name}`}>
              <label htmlFor={id}>{field.label}</label>
              {name === "product_details" ? (
                <textarea rows={3} {...common} />
              ) : (
                <input
                  type="text"
                  {...common}
                  aria-required={name === "keywords" || undefined}
                  aria-describedby={hint ? `${id}-hint` : undefined}
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
