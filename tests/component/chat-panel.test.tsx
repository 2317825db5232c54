import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { screen, within } from "@testing-library/react";
import { createRoutesStub, Outlet } from "react-router";
import { createUIMessageStreamResponse, type UIMessageChunk } from "ai";
import { MotionGlobalConfig } from "framer-motion";
import { ChatbotLauncher } from "~/features/assistant";
import type { ReplyMetadata } from "~/features/assistant/ai-requests";
import { CHATBOT_COPY } from "~/features/assistant/chatbot-copy";
import { NOT_COVERED_REPLY } from "~/features/assistant/not-covered-reply";
import { ContactForm } from "~/features/contact";
import { deferred, findToast, renderRoute, renderWithToasts } from "./support/render";

// fetch is the boundary to the Worker: each test answers /api/chatbot the way
// app/features/assistant/routes.server.ts does (the AI SDK's UI message stream, made here by the
// SDK's own createUIMessageStreamResponse, or a JSON error).

// The panel's animations end at once here: these tests are about what the panel shows and does
// (the animations themselves are checked in the browser, tests/e2e/ai.spec.ts).
beforeAll(() => void (MotionGlobalConfig.skipAnimations = true));
afterAll(() => void (MotionGlobalConfig.skipAnimations = false));

const RATE_LIMITED = "Too many requests. Please wait a minute and try again.";
const STREAM_FAILED = "The reply was interrupted. Please try again.";

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

/** A streamed reply whose words, end or failure the test writes when it wants. */
function replyStream() {
  let controller!: ReadableStreamDefaultController<UIMessageChunk>;
  const stream = new ReadableStream<UIMessageChunk>({ start: (started) => void (controller = started) });
  controller.enqueue({ type: "text-start", id: "reply" });
  return {
    response: createUIMessageStreamResponse({ stream }),
    words: (delta: string) => controller.enqueue({ type: "text-delta", id: "reply", delta }),
    finish(metadata: Partial<ReplyMetadata>) {
      controller.enqueue({ type: "text-end", id: "reply" });
      controller.enqueue({ type: "finish", messageMetadata: metadata });
      controller.close();
    },
    fail(errorText: string) {
      controller.enqueue({ type: "error", errorText });
      controller.close();
    },
  };
}

/** A whole streamed reply. */
function reply(text: string, metadata: Partial<ReplyMetadata> = { source: "local" }) {
  const stream = replyStream();
  stream.words(text);
  stream.finish(metadata);
  return stream.response;
}

function answerChat(answer: () => Promise<Response> | Response) {
  const fetch = vi.fn(async (_url: string | URL | Request, _init?: RequestInit) => answer());
  vi.stubGlobal("fetch", fetch);
  return fetch;
}

async function openChat() {
  const view = renderRoute(ChatbotLauncher, { path: "/" });
  await view.user.click(launcher());
  const panel = await screen.findByRole("dialog", { name: CHATBOT_COPY.title });
  return { ...view, panel, log: within(panel).getByRole("log") };
}

const launcher = () => screen.getByRole("button", { name: CHATBOT_COPY.openLabel });
const input = () => screen.getByRole("textbox", { name: CHATBOT_COPY.inputLabel });
const sendButton = () => screen.getByRole("button", { name: CHATBOT_COPY.sendLabel });
/** An element once it is shown: the panel and each new message fade in over a frame. */
async function shown<T extends HTMLElement>(element: T | Promise<T>): Promise<T> {
  const found = await element;
  await vi.waitFor(() => expect(found).toBeVisible());
  return found;
}
/** The panel leaves the page once its closing animation has run. */
const closed = () => vi.waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());

describe("chat panel", () => {
  it("greets the visitor on first open, and keeps the conversation when closed and reopened", async () => {
    const fetch = answerChat(() => json({ error: "unexpected call" }, 500));
    const { user, panel, log } = await openChat();

    await shown(panel);
    await shown(within(log).findByText(CHATBOT_COPY.greeting));
    expect(input()).toHaveFocus();
    expect(input()).toHaveAttribute("placeholder", CHATBOT_COPY.inputPlaceholder);
    expect(sendButton()).toBeDisabled();

    await user.click(within(panel).getByRole("button", { name: CHATBOT_COPY.closeLabel }));
    await closed();
    expect(launcher()).toHaveFocus();
    await user.click(launcher());

    const reopened = await screen.findByRole("log");
    expect(within(reopened).getAllByText(CHATBOT_COPY.greeting)).toHaveLength(1);
    expect(input()).toHaveFocus();
    expect(fetch).not.toHaveBeenCalled();
  });

  it("closes on Escape after a click on the messages, and gives the focus back to the launcher", async () => {
    answerChat(() => reply("We design BLDC drivers."));
    const { user, log } = await openChat();
    await user.type(input(), "Motors?{Enter}");
    await within(log).findByText("We design BLDC drivers.");

    await user.click(within(log).getByText("We design BLDC drivers."));
    expect(input()).not.toHaveFocus();
    await user.keyboard("{Escape}");

    await closed();
    expect(launcher()).toHaveFocus();
    // Escape with the panel closed changes nothing.
    await user.keyboard("{Escape}");
    expect(launcher()).toHaveFocus();
    await user.click(launcher());
    await shown(screen.findByText("We design BLDC drivers."));
  });

  it("shows the question and a thinking line while the reply is awaited, then the reply with its links", async () => {
    const answer = deferred<Response>();
    const fetch = answerChat(() => answer.promise);
    const { user, log } = await openChat();

    await user.type(input(), "Motor drivers?");
    await user.click(sendButton());

    await shown(within(log).findByText("Motor drivers?"));
    expect(within(log).getByText(CHATBOT_COPY.thinking)).toBeVisible();
    expect(input()).toBeDisabled();
    expect(input()).toHaveValue("");
    expect(sendButton()).toBeDisabled();
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe("/api/chatbot");
    // The local bot check's token goes with each message (docs/decisions/0040), and the body is
    // what the server's schema takes: the question and the turns before it.
    expect(new Headers(init?.headers).get("X-Turnstile-Token")).toBe("XXXX.DUMMY.TOKEN.XXXX");
    expect(JSON.parse(String(init?.body))).toEqual({
      message: "Motor drivers?",
      history: [{ type: "bot", text: CHATBOT_COPY.greeting }],
    });

    answer.resolve(reply("From our services: we design BLDC drivers — see /motor-control-design."));

    await shown(within(log).findByText(/we design BLDC drivers/));
    expect(within(log).getByRole("link", { name: "Motor Control Design" })).toHaveAttribute(
      "href",
      "/motor-control-design",
    );
    await shown(within(log).findByText(CHATBOT_COPY.localSourceLabel));
    expect(within(log).queryByText(CHATBOT_COPY.thinking)).not.toBeInTheDocument();
    expect(input()).toBeEnabled();
    expect(input()).toHaveFocus();
  });

  it("sends the last turns as the history, each message with a fresh token", async () => {
    let token = 0;
    const fetch = answerChat(() => reply(`Answer ${token}`));
    const { user, log } = await openChat();
    for (const question of ["One?", "Two?", "Three?", "Four?"]) {
      token += 1;
      await user.type(input(), `${question}{Enter}`);
      await within(log).findByText(`Answer ${token}`);
    }
    const body = JSON.parse(String(fetch.mock.calls[3]![1]?.body)) as unknown;
    expect(body).toEqual({
      message: "Four?",
      history: [
        { type: "user", text: "One?" },
        { type: "bot", text: "Answer 1" },
        { type: "user", text: "Two?" },
        { type: "bot", text: "Answer 2" },
        { type: "user", text: "Three?" },
        { type: "bot", text: "Answer 3" },
      ],
    });
  });

  it("links a model's reply only to the site's pages and its address, under readable labels", async () => {
    answerChat(() =>
      reply(
        "Ask via /contact?subject=Quotation+Request or [our FAQs](/help-connect/faqs), write to " +
          "hello@tetra-electronics.com, not sales@evil.example; see [the offer](https://evil.example/login), " +
          "https://evil.example/contact, [this](javascript:alert(1)) and //evil.example.",
        { source: "workers-ai" },
      ),
    );
    const { user, log } = await openChat();

    await user.type(input(), "Prices?{Enter}");

    const answer = await within(log).findByText(/Ask via/);
    expect(
      within(answer)
        .getAllByRole("link")
        .map((link) => [link.textContent, link.getAttribute("href")]),
    ).toEqual([
      ["the contact form (Quotation Request)", "/contact?subject=Quotation+Request"],
      ["our FAQs", "/help-connect/faqs"],
      ["hello@tetra-electronics.com", "mailto:hello@tetra-electronics.com"],
    ]);
    expect(answer).toHaveTextContent(
      "not sales@evil.example; see the offer (https://evil.example/login), https://evil.example/contact, " +
        "this (javascript:alert(1)) and //evil.example.",
    );
    expect(answer).not.toHaveTextContent("/contact?subject=");
  });

  it("shows a streamed reply as it arrives, and a model's reply without a label", async () => {
    const stream = replyStream();
    answerChat(() => stream.response);
    const { user, log } = await openChat();

    await user.type(input(), "Swift?{Enter}");
    stream.words("Swift Development turns ");

    await shown(within(log).findByText("Swift Development turns"));
    expect(within(log).getByText(CHATBOT_COPY.thinking)).toBeVisible();

    stream.words("ideas into prototypes.");
    stream.finish({ source: "workers-ai", covered: true, pages: [] });

    await shown(within(log).findByText("Swift Development turns ideas into prototypes."));
    await vi.waitFor(() => expect(within(log).queryByText(CHATBOT_COPY.thinking)).not.toBeInTheDocument());
    expect(within(log).queryByText(CHATBOT_COPY.localSourceLabel)).not.toBeInTheDocument();
    expect(within(log).queryByText(CHATBOT_COPY.fallbackSourceLabel)).not.toBeInTheDocument();
  });

  it("labels a reply from site content given because the AI service failed", async () => {
    answerChat(() =>
      reply("From our FAQs: we work with startups — see /help-connect/faqs", { source: "local-fallback" }),
    );
    const { user, log } = await openChat();

    await user.type(input(), "Startups?{Enter}");
    await shown(within(log).findByText(/we work with startups/));
    await shown(within(log).findByText(CHATBOT_COPY.fallbackSourceLabel));
    expect(within(log).queryByText(CHATBOT_COPY.localSourceLabel)).not.toBeInTheDocument();
  });

  it("labels an answer from site content with the same-site pages it drew on, and a not-covered reply not at all", async () => {
    const answers = [
      () =>
        reply("We help startups turn a first idea into a working prototype.", {
          source: "local",
          covered: true,
          pages: [
            { name: "our FAQs", path: "/help-connect/faqs" },
            { name: "elsewhere", path: "//evil.example/" },
          ],
        }),
      () => reply(NOT_COVERED_REPLY, { source: "local", covered: false, pages: [] }),
      () => reply(NOT_COVERED_REPLY, { source: "local-fallback", covered: false, pages: [] }),
    ];
    answerChat(() => answers.shift()!());
    const { user, log } = await openChat();

    await user.type(input(), "Startups?{Enter}");
    const answer = (await within(log).findByText(/We help startups/)).closest(".chatbot__message")! as HTMLElement;
    await shown(within(answer).findByText(CHATBOT_COPY.localSourceLabel));
    expect(
      within(answer)
        .getAllByRole("link")
        .map((link) => link.getAttribute("href")),
    ).toEqual(["/help-connect/faqs"]);

    await user.type(input(), "NDAs?{Enter}");
    await vi.waitFor(() => expect(within(log).getAllByText(/won't guess/)).toHaveLength(1));
    await vi.waitFor(() => expect(input()).toBeEnabled());
    await user.type(input(), "Warranty?{Enter}");
    await vi.waitFor(() => expect(within(log).getAllByText(/won't guess/)).toHaveLength(2));
    await vi.waitFor(() => expect(input()).toBeEnabled());
    expect(within(log).queryByText(CHATBOT_COPY.fallbackSourceLabel)).not.toBeInTheDocument();
    expect(within(log).getAllByText(CHATBOT_COPY.localSourceLabel)).toHaveLength(1);
  });

  it("refuses a message holding a control character, keeps the draft and sends nothing", async () => {
    const fetch = answerChat(() => reply("unexpected"));
    const { user } = await openChat();
    await user.click(input());
    await user.paste("Hello\u001b[2J there");

    await user.click(sendButton());

    expect(await findToast(CHATBOT_COPY.errorToastTitle)).toHaveTextContent(
      "Your message contains characters that are not allowed.",
    );
    expect(input()).toHaveValue("Hello\u001b[2J there");
    expect(fetch).not.toHaveBeenCalled();
  });

  it("shows the server's error in the chat and as a toast", async () => {
    answerChat(() => json({ error: RATE_LIMITED }, 429));
    const { user, log } = await openChat();

    await user.type(input(), "Hello{Enter}");

    const text = `${CHATBOT_COPY.errorPrefix}${RATE_LIMITED}`;
    await shown(within(log).findByText(text));
    expect(await findToast(CHATBOT_COPY.errorToastTitle)).toHaveTextContent(text);
    expect(within(log).queryByText(CHATBOT_COPY.thinking)).not.toBeInTheDocument();
    expect(input()).toBeEnabled();
  });

  it("replaces a reply broken off mid-stream with the error, and answers the next question", async () => {
    const stream = replyStream();
    const answers = [() => stream.response, () => reply("Back again.")];
    answerChat(() => answers.shift()!());
    const { user, log } = await openChat();

    await user.type(input(), "Hello{Enter}");
    stream.words("Half a sentence");
    await shown(within(log).findByText("Half a sentence"));
    stream.fail(STREAM_FAILED);

    await shown(within(log).findByText(`${CHATBOT_COPY.errorPrefix}${STREAM_FAILED}`));
    await vi.waitFor(() => expect(within(log).queryByText("Half a sentence")).not.toBeInTheDocument());
    expect(await findToast(CHATBOT_COPY.errorToastTitle)).toHaveTextContent(STREAM_FAILED);

    await vi.waitFor(() => expect(input()).toBeEnabled());
    await user.type(input(), "Again?{Enter}");
    await shown(within(log).findByText("Back again."));
  });

  it("calls an answer without a reply an unexpected response", async () => {
    const answers = [
      () => json({}),
      () => {
        const stream = replyStream();
        stream.finish({ source: "local" });
        return stream.response;
      },
    ];
    answerChat(() => answers.shift()!());
    const { user, log } = await openChat();
    const text = `${CHATBOT_COPY.errorPrefix}Received an unexpected response from the chatbot.`;

    await user.type(input(), "Hello{Enter}");
    await shown(within(log).findByText(text));
    await vi.waitFor(() => expect(input()).toBeEnabled());
    await user.type(input(), "Anyone?{Enter}");
    await vi.waitFor(() => expect(within(log).getAllByText(text)).toHaveLength(2));
  });

  it("says the service could not be reached when the request fails", async () => {
    answerChat(() => Promise.reject(new TypeError("Failed to fetch")));
    const { user, log } = await openChat();

    await user.type(input(), "Hello{Enter}");

    await shown(within(log).findByText(CHATBOT_COPY.networkError));
    expect(await findToast(CHATBOT_COPY.errorToastTitle)).toHaveTextContent(CHATBOT_COPY.networkError);
  });
});

describe("asking an engineer", () => {
  /** The chat on every page, as the root layout has it, and the contact page with its form. */
  async function openChatBesideContactPage() {
    const Stub = createRoutesStub([
      {
        path: "/",
        Component: () => (
          <>
            <Outlet />
            <ChatbotLauncher />
          </>
        ),
        children: [
          { index: true, Component: () => <h1>Home</h1> },
          { path: "contact", Component: () => <ContactForm actionData={undefined} /> },
        ],
      },
    ]);
    const view = renderWithToasts(<Stub initialEntries={["/"]} />);
    await view.user.click(screen.getByRole("button", { name: CHATBOT_COPY.openLabel }));
    const panel = await screen.findByRole("dialog", { name: CHATBOT_COPY.title });
    return { ...view, panel, log: within(panel).getByRole("log") };
  }

  const askEngineerButton = () => screen.queryByRole("button", { name: "Ask an engineer" });
  const includeBox = () => screen.getByRole("checkbox", { name: "Include this conversation" });
  const contactField = (name: string) => screen.getByRole("textbox", { name: new RegExp(`^${name}`) });

  async function ask(user: ReturnType<typeof renderWithToasts>["user"], log: HTMLElement, question: string) {
    await user.click(input());
    await user.paste(question);
    await user.click(sendButton());
    await within(log).findByText(/From our services/);
    await vi.waitFor(() => expect(input()).toBeEnabled());
  }

  const REPLY = "From our services: we design BLDC drivers — see /motor-control-design.";

  it("offers the hand-over once the visitor has asked something, with the conversation left out by default", async () => {
    answerChat(() => reply(REPLY));
    const { user, log } = await openChatBesideContactPage();
    expect(askEngineerButton()).not.toBeInTheDocument();

    await ask(user, log, "Can you drive a 48 V BLDC motor?");

    expect(askEngineerButton()).toBeEnabled();
    expect(askEngineerButton()).toHaveAccessibleDescription(CHATBOT_COPY.handoverHint);
    expect(includeBox()).not.toBeChecked();
  });

  it("opens the contact form with the subject and only the question, as text, in the message field with the focus, sending nothing", async () => {
    const fetch = answerChat(() => reply(REPLY));
    const { user, log } = await openChatBesideContactPage();
    await ask(user, log, "Can <b>you</b> drive a 48 V BLDC motor & brake it?");

    await user.click(askEngineerButton()!);

    expect(await screen.findByRole("textbox", { name: /^Subject/ })).toHaveValue("Question for an engineer");
    expect(contactField("Message")).toHaveValue("Can <b>you</b> drive a 48 V BLDC motor & brake it?");
    await vi.waitFor(() => expect(contactField("Message")).toHaveFocus());
    expect(screen.getByRole("combobox", { name: /^Inquiry Type/ })).toHaveValue("General Question");
    expect(contactField("First Name")).toHaveValue("");
    await closed();
    // Only the chat's own request went out: the form waits for the visitor to submit it.
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it("adds the whole conversation, as plain text, when the visitor ticks the box", async () => {
    const answers = [REPLY, "From our FAQs: the first prototype takes 6 to 12 weeks — [ask us](/contact)."];
    answerChat(() => reply(answers.shift()!));
    const { user, log } = await openChatBesideContactPage();
    await ask(user, log, "Can you drive a 48 V BLDC motor?");
    await user.click(input());
    await user.paste("How long to a prototype?");
    await user.click(sendButton());
    await within(log).findByText(/6 to 12 weeks/);

    await user.click(includeBox());
    await user.click(askEngineerButton()!);

    expect(await screen.findByRole("textbox", { name: /^Message/ })).toHaveValue(
      [
        "How long to a prototype?",
        "Our conversation with Tetra AI:",
        "Me: Can you drive a 48 V BLDC motor?",
        "Tetra AI: From our services: we design BLDC drivers — see Motor Control Design.",
        "Me: How long to a prototype?",
        "Tetra AI: From our FAQs: the first prototype takes 6 to 12 weeks — ask us.",
      ].join("\n\n"),
    );
  });

  it("sets the inquiry type to Quotation Request from the quotation link in a reply", async () => {
    answerChat(() =>
      reply("From our FAQs: ask for a quote with [the quotation form](/contact?subject=Quotation+Request)."),
    );
    const { user, log } = await openChatBesideContactPage();
    await user.type(input(), "How do I get a quote?{Enter}");

    await user.click(await within(log).findByRole("link", { name: "the quotation form" }));

    expect(await screen.findByRole("combobox", { name: /^Inquiry Type/ })).toHaveValue("Quotation Request");
    expect(contactField("Subject")).toHaveValue("Quotation Request");
  });
});
