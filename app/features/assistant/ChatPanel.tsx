import { Fragment, useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from "react";
import { Link, useNavigate } from "react-router";
import { CHATBOT_COPY } from "./chatbot-copy";
import { requestChatReply } from "./ai-client";
import { AI_LIMITS, chatMessageProblem, type AiSource, type ChatResponse, type ChatTurn } from "./ai-requests";
import { notify } from "~/lib/toast";
import { chatFailureText } from "./chat-failure";
import { ReplyText } from "./ReplyText";
import { useBotCheck } from "~/features/bot-check";
import { engineerHandover } from "./engineer-handover";

interface ChatMessage extends ChatTurn, Partial<Pick<ChatResponse, "covered" | "pages">> {
  id: number;
  /** Set on bot replies; offline replies that answer from the site are labelled so, with their pages. */
  source?: AiSource;
}

/**
 * Offline answers from the site's content say so and name the pages they drew on; when Workers AI
 * failed, the label also says the AI service is unavailable. A reply saying the site does not
 * cover the question gets no label: nothing in it comes from the site.
 */
const SOURCE_LABELS: Partial<Record<AiSource, string>> = {
  local: CHATBOT_COPY.localSourceLabel,
  "local-fallback": CHATBOT_COPY.fallbackSourceLabel,
};

interface ChatPanelProps {
  open: boolean;
  onClose: () => void;
}

/** The chat panel. It stays mounted (hidden) once opened, so the conversation survives closing. */
export default function ChatPanel({ open, onClose }: ChatPanelProps) {
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [draft, setDraft] = useState("");
  const [pending, setPending] = useState(false);
  const nextId = useRef(0);
  const inputRef = useRef<HTMLInputElement>(null);
  const endRef = useRef<HTMLDivElement>(null);
  const botCheck = useBotCheck("chat");
  const navigate = useNavigate();
  // Off until the visitor ticks it: the conversation goes into the enquiry only when they agree.
  const [includeConversation, setIncludeConversation] = useState(false);
  const asked = messages.some((entry) => entry.type === "user");

  useEffect(() => {
    if (!open) return;
    setMessages((current) =>
      current.length ? current : [{ id: nextId.current++, type: "bot", text: CHATBOT_COPY.greeting }],
    );
    inputRef.current?.focus();
  }, [open]);

  useEffect(() => {
    endRef.current?.scrollIntoView({ block: "end" });
  }, [messages, pending]);

  // The input is disabled while a request is pending; focus returns to it with the reply.
  useEffect(() => {
    if (!pending) inputRef.current?.focus();
  }, [pending]);

  const message = draft.trim();

  async function send(event: FormEvent) {
    event.preventDefault();
    if (!message || pending) return;
    // Checked here as well as on the server: the draft stays for correcting, and nothing is sent.
    const problem = chatMessageProblem(message);
    if (problem) {
      notify({
        title: CHATBOT_COPY.errorToastTitle,
        description: `${CHATBOT_COPY.errorPrefix}${problem}`,
        variant: "destructive",
        duration: CHATBOT_COPY.errorToastDuration,
      });
      return;
    }
    const history = messages.slice(-AI_LIMITS.historyTurns).map(({ type, text }) => ({ type, text }));
    const userId = nextId.current++;
    const replyId = nextId.current++;
    setMessages((current) => [...current, { id: userId, type: "user", text: message }]);
    setDraft("");
    setPending(true);

    const showReply = (text: string, answer?: Omit<ChatResponse, "reply">) =>
      setMessages((current) => [
        ...current.filter((existing) => existing.id !== replyId),
        { id: replyId, type: "bot", text, ...answer },
      ]);
    try {
      // One fresh bot-check token per message.
      const token = await botCheck.token();
      const { reply, ...answer } = await requestChatReply(
        { message, history },
        (textSoFar) => showReply(textSoFar),
        token,
      );
      showReply(reply, answer);
    } catch (error) {
      const text = chatFailureText(error);
      showReply(text);
      notify({
        title: CHATBOT_COPY.errorToastTitle,
        description: text,
        variant: "destructive",
        duration: CHATBOT_COPY.errorToastDuration,
      });
    } finally {
      setPending(false);
    }
  }

  /** Opens the contact form prefilled with the question (and the conversation, if ticked); sends nothing. */
  function askEngineer() {
    const { to, state } = engineerHandover(messages, includeConversation);
    onClose();
    void navigate(to, { state });
  }

  function closeOnEscape(event: KeyboardEvent) {
    if (event.key === "Escape") {
      event.stopPropagation();
      onClose();
    }
  }

  return (
    <section
      id="chatbot-panel"
      className="chatbot__panel"
      role="dialog"
      aria-labelledby="chatbot-title"
      hidden={!open}
      onKeyDown={closeOnEscape}
    >
      <div className="chatbot__header">
        <h2 id="chatbot-title" className="chatbot__title">
          {CHATBOT_COPY.title}
        </h2>
        <button type="button" className="chatbot__close" aria-label={CHATBOT_COPY.closeLabel} onClick={onClose}>
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
            <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" />
          </svg>
        </button>
      </div>
      <div className="chatbot__messages" role="log" aria-live="polite" aria-relevant="additions text">
        {messages.map((entry) => (
          <div key={entry.id} className={`chatbot__message chatbot__message--${entry.type}`}>
            {entry.type === "bot" ? <ReplyText text={entry.text} /> : entry.text}
            {entry.source && entry.covered !== false && SOURCE_LABELS[entry.source] ? (
              <span className="chatbot__source">
                {SOURCE_LABELS[entry.source]}
                {entry.pages?.length ? (
                  <span className="chatbot__source-pages">
                    {": "}
                    {entry.pages.map((page, index) => (
                      <Fragment key={page.path}>
                        {index > 0 ? ", " : null}
                        <Link to={page.path}>{page.name}</Link>
                      </Fragment>
                    ))}
                  </span>
                ) : null}
              </span>
            ) : null}
          </div>
        ))}
        {pending ? (
          <p className="chatbot__thinking">
            <span className="spinner" aria-hidden="true" /> {CHATBOT_COPY.thinking}
          </p>
        ) : null}
        <div ref={endRef} />
      </div>
      {asked ? (
        <div className="chatbot__handover">
          <label className="chatbot__include">
            <input
              type="checkbox"
              checked={includeConversation}
              onChange={(event) => setIncludeConversation(event.target.checked)}
            />{" "}
            {CHATBOT_COPY.includeConversation}
          </label>
          <button
            type="button"
            className="button button--outline chatbot__engineer"
            aria-describedby="chatbot-handover-hint"
            disabled={pending}
            onClick={askEngineer}
          >
            {CHATBOT_COPY.askEngineer}
          </button>
          <p id="chatbot-handover-hint" className="chatbot__handover-hint">
            {CHATBOT_COPY.handoverHint}
          </p>
        </div>
      ) : null}
      <form className="chatbot__form" onSubmit={send}>
        <input
          ref={inputRef}
          className="chatbot__input"
          type="text"
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          aria-label={CHATBOT_COPY.inputLabel}
          placeholder={CHATBOT_COPY.inputPlaceholder}
          maxLength={AI_LIMITS.messageChars}
          disabled={pending}
          autoComplete="off"
        />
        <button
          type="submit"
          className="chatbot__send"
          aria-label={CHATBOT_COPY.sendLabel}
          disabled={pending || !message}
        >
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
            <path d="M4 12l16-8-6 16-2.5-6.5z" fill="currentColor" />
          </svg>
        </button>
      </form>
      {botCheck.widget}
    </section>
  );
}
