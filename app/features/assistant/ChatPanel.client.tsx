import { Fragment, useEffect, useMemo, useRef, useState, type FormEvent } from "react";
import { Link, useNavigate } from "react-router";
import { useChat } from "@ai-sdk/react";
import { generateId } from "ai";
import { AnimatePresence, domAnimation, LazyMotion, m, useReducedMotion } from "framer-motion";
import { CHATBOT_COPY } from "./chatbot-copy";
import { AI_LIMITS, type AiSource } from "~/lib/ai";
import { chatMessageProblem, type ChatUIMessage } from "./ai-requests";
import {
  CHAT_UNEXPECTED_RESPONSE,
  chatFailureText,
  chatTransport,
  replyFacts,
  textOf,
  turnsOf,
} from "./chat-transport";
import { notify } from "~/lib/toast";
import { ReplyText } from "./ReplyText";
import { useBotCheck } from "~/features/bot-check";
import { engineerHandover } from "./engineer-handover";

/**
 * Offline answers from the site's content say so and name the pages they drew on (when Workers AI
 * failed, that the AI service is unavailable); a reply saying the site does not cover the question
 * gets no label: nothing in it comes from the site.
 */
const SOURCE_LABELS: Partial<Record<AiSource, string>> = {
  local: CHATBOT_COPY.localSourceLabel,
  "local-fallback": CHATBOT_COPY.fallbackSourceLabel,
};

const botMessage = (text: string, id = generateId()): ChatUIMessage => ({
  id,
  role: "assistant",
  parts: [{ type: "text", text }],
});

/**
 * How the panel comes and goes (rising from the launcher) and a message arrives (sliding in), or
 * under prefers-reduced-motion (`still`) only fades: no movement, not even an offset held still.
 */
function arrival(still: boolean, rise: number, scale = 1) {
  const away = still ? { opacity: 0 } : { opacity: 0, y: rise, scale };
  const transition = { duration: 0.2, ease: "easeOut" } as const;
  return { initial: away, animate: { opacity: 1, y: 0, scale: 1 }, exit: away, transition };
}

const toastError = (description: string) =>
  notify({
    title: CHATBOT_COPY.errorToastTitle,
    description,
    variant: "destructive",
    duration: CHATBOT_COPY.errorToastDuration,
  });

interface ChatPanelProps {
  open: boolean;
  onClose: () => void;
}

/**
 * The chat panel, loaded on the launcher's first use. It stays mounted once opened, so the
 * conversation (useChat's) survives closing; the dialog itself leaves the page while closed.
 */
export default function ChatPanel({ open, onClose }: ChatPanelProps) {
  const [draft, setDraft] = useState("");
  const inputRef = useRef<HTMLInputElement>(null);
  const endRef = useRef<HTMLDivElement>(null);
  const botCheck = useBotCheck("chat");
  const navigate = useNavigate();
  // Off until the visitor ticks it: the conversation goes into the enquiry only when they agree.
  const [includeConversation, setIncludeConversation] = useState(false);
  const transport = useMemo(() => chatTransport(botCheck.token), [botCheck.token]);
  const { messages, sendMessage, setMessages, status } = useChat<ChatUIMessage>({
    messages: [botMessage(CHATBOT_COPY.greeting, "greeting")],
    transport,
    onError: showFailure,
    // A reply without words, or cut off before its finish part, is no answer.
    onFinish: ({ message, isError, isAbort }) => {
      if (isError || isAbort || (textOf(message).trim() && replyFacts(message.metadata))) return;
      showFailure(new Error(CHAT_UNEXPECTED_RESPONSE));
    },
  });
  const still = useReducedMotion() ?? false;
  const pending = status === "submitted" || status === "streaming";
  const asked = messages.some((entry) => entry.role === "user");
  const message = draft.trim();

  /** The failure takes the place of the reply (and of its words so far), and shows as a toast. */
  function showFailure(error: unknown) {
    const text = chatFailureText(error);
    setMessages((current) => [
      ...current.slice(0, current.findLastIndex((entry) => entry.role === "user") + 1),
      botMessage(text),
    ]);
    toastError(text);
  }

  // Escape closes the panel wherever the focus is (the launcher takes it back).
  useEffect(() => {
    if (!open) return;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === "Escape") onClose();
    };
    document.addEventListener("keydown", closeOnEscape);
    return () => document.removeEventListener("keydown", closeOnEscape);
  }, [open, onClose]);

  useEffect(() => {
    endRef.current?.scrollIntoView({ block: "end" });
  }, [messages, pending, open]);

  // The input is disabled while a request is pending; focus comes to it on opening and with the reply.
  useEffect(() => {
    if (open && !pending) inputRef.current?.focus();
  }, [open, pending]);

  function send(event: FormEvent) {
    event.preventDefault();
    if (!message || pending) return;
    // Checked here as well as on the server: the draft stays for correcting, and nothing is sent.
    const problem = chatMessageProblem(message);
    if (problem) {
      toastError(`${CHATBOT_COPY.errorPrefix}${problem}`);
      return;
    }
    setDraft("");
    void sendMessage({ text: message });
  }

  /** Opens the contact form prefilled with the question (and the conversation, if ticked); sends nothing. */
  function askEngineer() {
    const { to, state } = engineerHandover(turnsOf(messages), includeConversation);
    onClose();
    void navigate(to, { state });
  }

  return (
    <LazyMotion features={domAnimation} strict>
      <AnimatePresence>
        {open ? (
          <m.section
            key="panel"
            id="chatbot-panel"
            className="chatbot__panel"
            role="dialog"
            aria-labelledby="chatbot-title"
            {...arrival(still, 16, 0.96)}
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
              {/* Messages already there when the panel opens do not slide in again. */}
              <AnimatePresence initial={false}>
                {messages.filter(textOf).map((entry) => {
                  const facts = replyFacts(entry.metadata);
                  const label = facts?.covered ? SOURCE_LABELS[facts.source] : undefined;
                  return (
                    <m.div
                      key={entry.id}
                      className={`chatbot__message chatbot__message--${entry.role === "user" ? "user" : "bot"}`}
                      {...arrival(still, 8)}
                    >
                      {entry.role === "user" ? textOf(entry) : <ReplyText text={textOf(entry)} />}
                      {label ? (
                        <span className="chatbot__source">
                          {label}
                          {facts?.pages.length ? (
                            <span className="chatbot__source-pages">
                              {": "}
                              {facts.pages.map((page, index) => (
                                <Fragment key={page.path}>
                                  {index > 0 ? ", " : null}
                                  <Link to={page.path}>{page.name}</Link>
                                </Fragment>
                              ))}
                            </span>
                          ) : null}
                        </span>
                      ) : null}
                    </m.div>
                  );
                })}
              </AnimatePresence>
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
          </m.section>
        ) : null}
      </AnimatePresence>
    </LazyMotion>
  );
}
