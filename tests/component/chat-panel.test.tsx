import { describe, expect, it, vi } from "vitest";
import { screen, within } from "@testing-library/react";
import { createRoutesStub, Outlet } from "react-router";
import { ChatbotLauncher } from "~/features/assistant";
import { CHATBOT_COPY } from "~/features/assistant/chatbot-copy";
import { NOT_COVERED_REPLY } from "~/features/assistant/not-covered-reply";
import { ContactForm } from "~/features/contact";
import { deferred, findToast, renderRoute, renderWithToasts } from "./support/render";

// fetch is the boundary to the Worker: each test answers /api/chatbot the way
// app/features/assistant/routes.server.ts does (JSON, or server-sent events when the browser
// accepts them).

const RATE_LIMITED = "Too many requests. Please wait a minute and try again.";
const STREAM_FAILED = "The reply was interrupted. Please try again.";

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

/** A text/event-stream response whose events the test writes when it wants. */
function eventStream() {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({
    start(streamController) {
      controller = streamController;
    },
  });
  const encoder = new TextEncoder();
  return {
    response: new Response(body, { headers: { "Content-Type": "text/event-stream" } }),
    send(event: string, data: unknown) {
      controller.enqueue(encoder.encode(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`));
    },
    end: () => controller.close(),
  };
}

function answerChat(answer: () => Promise<Response> | Response) {
  const fetch = vi.fn(async (_url: string, _init?: RequestInit) => answer());
  vi.stubGlobal("fetch", fetch);
  return fetch;
}

async function openChat() {
  const view = renderRoute(ChatbotLauncher, { path: "/" });
  await view.user.click(screen.getByRole("button", { name: CHATBOT_COPY.openLabel }));
  const panel = await screen.findByRole("dialog", { name: CHATBOT_COPY.title });
  return { ...view, panel, log: within(panel).getByRole("log") };
}

const input = () => screen.getByRole("textbox", { name: CHATBOT_COPY.inputLabel });
const sendButton = () => screen.getByRole("button", { name: CHATBOT_COPY.sendLabel });

describe("chat panel", () => {
  it("greets the visitor on first open, and keeps the conversation when closed and reopened", async () => {
    const fetch = answerChat(() => json({ error: "unexpected call" }, 500));
    const { user, panel, log } = await openChat();

    expect(panel).toBeVisible();
    expect(await within(log).findByText(CHATBOT_COPY.greeting)).toBeVisible();
    expect(input()).toHaveFocus();
    expect(input()).toHaveAttribute("placeholder", CHATBOT_COPY.inputPlaceholder);
    expect(sendButton()).toBeDisabled();

    await user.click(within(panel).getByRole("button", { name: CHATBOT_COPY.closeLabel }));
    expect(panel).not.toBeVisible();
    await user.click(screen.getByRole("button", { name: CHATBOT_COPY.openLabel }));

    expect(panel).toBeVisible();
    expect(within(log).getAllByText(CHATBOT_COPY.greeting)).toHaveLength(1);
    expect(fetch).not.toHaveBeenCalled();
  });

  it("shows the question and a thinking line while the reply is awaited, then the reply with its links", async () => {
    const reply = deferred<Response>();
    const fetch = answerChat(() => reply.promise);
    const { user, log } = await openChat();

    await user.type(input(), "Motor drivers?");
    await user.click(sendButton());

    expect(log).toHaveTextContent("Motor drivers?");
    expect(within(log).getByText(CHATBOT_COPY.thinking)).toBeVisible();
    expect(input()).toBeDisabled();
    expect(input()).toHaveValue("");
    expect(sendButton()).toBeDisabled();
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe("/api/chatbot");
    // The local bot check's token goes with each message (docs/decisions/0040).
    expect(init?.headers).toMatchObject({ "X-Turnstile-Token": "XXXX.DUMMY.TOKEN.XXXX" });
    expect(JSON.parse(String(init?.body))).toEqual({
      message: "Motor drivers?",
      history: [{ type: "bot", text: CHATBOT_COPY.greeting }],
    });

    reply.resolve(
      json({ reply: "From our services: we design BLDC drivers — see /motor-control-design.", source: "local" }),
    );

    expect(await within(log).findByText(/we design BLDC drivers/)).toBeVisible();
    expect(within(log).getByRole("link", { name: "Motor Control Design" })).toHaveAttribute(
      "href",
      "/motor-control-design",
    );
    expect(within(log).getByText(CHATBOT_COPY.localSourceLabel)).toBeVisible();
    expect(within(log).queryByText(CHATBOT_COPY.thinking)).not.toBeInTheDocument();
    expect(input()).toBeEnabled();
    expect(input()).toHaveFocus();
  });

  it("links a model's reply only to the site's pages and its address, under readable labels", async () => {
    answerChat(() =>
      json({
        reply:
          "Ask via /contact?subject=Quotation+Request or [our FAQs](/help-connect/faqs), write to " +
          "hello@tetra-electronics.com, not sales@evil.example; see [the offer](https://evil.example/login), " +
          "https://evil.example/contact, [this](javascript:alert(1)) and //evil.example.",
        source: "workers-ai",
      }),
    );
    const { user, log } = await openChat();

    await user.type(input(), "Prices?{Enter}");

    const reply = await within(log).findByText(/Ask via/);
    expect(
      within(reply)
        .getAllByRole("link")
        .map((link) => [link.textContent, link.getAttribute("href")]),
    ).toEqual([
      ["the contact form (Quotation Request)", "/contact?subject=Quotation+Request"],
      ["our FAQs", "/help-connect/faqs"],
      ["hello@tetra-electronics.com", "mailto:hello@tetra-electronics.com"],
    ]);
    expect(reply).toHaveTextContent(
      "not sales@evil.example; see the offer (https://evil.example/login), https://evil.example/contact, " +
        "this (javascript:alert(1)) and //evil.example.",
    );
    expect(reply).not.toHaveTextContent("/contact?subject=");
  });

  it("shows a streamed reply as it arrives", async () => {
    const stream = eventStream();
    answerChat(() => stream.response);
    const { user, log } = await openChat();

    await user.type(input(), "Swift?{Enter}");
    stream.send("delta", { text: "Swift Development turns " });

    expect(await within(log).findByText("Swift Development turns")).toBeVisible();
    expect(within(log).getByText(CHATBOT_COPY.thinking)).toBeVisible();

    stream.send("delta", { text: "ideas into prototypes." });
    stream.send("done", { source: "workers-ai" });
    stream.end();

    expect(await within(log).findByText("Swift Development turns ideas into prototypes.")).toBeVisible();
    await vi.waitFor(() => expect(within(log).queryByText(CHATBOT_COPY.thinking)).not.toBeInTheDocument());
    expect(within(log).queryByText(CHATBOT_COPY.localSourceLabel)).not.toBeInTheDocument();
  });

  it("labels a reply from site content given because the AI service failed, as JSON or streamed", async () => {
    const stream = eventStream();
    const answers = [
      () => json({ reply: "From our FAQs: we work with startups — see /help-connect/faqs", source: "local-fallback" }),
      () => stream.response,
    ];
    answerChat(() => answers.shift()!());
    const { user, log } = await openChat();

    await user.type(input(), "Startups?{Enter}");
    expect(await within(log).findByText(/we work with startups/)).toBeVisible();
    expect(within(log).getByText(CHATBOT_COPY.fallbackSourceLabel)).toBeVisible();

    await user.type(input(), "Swift?{Enter}");
    stream.send("delta", { text: "From our Swift Development page: prototypes in weeks" });
    stream.send("done", { source: "local-fallback" });
    stream.end();
    expect(await within(log).findByText(/prototypes in weeks/)).toBeVisible();
    await vi.waitFor(() => expect(within(log).getAllByText(CHATBOT_COPY.fallbackSourceLabel)).toHaveLength(2));
    expect(within(log).queryByText(CHATBOT_COPY.localSourceLabel)).not.toBeInTheDocument();
  });

  it("labels an answer from site content with the pages it drew on, and a not-covered reply not at all", async () => {
    const stream = eventStream();
    const answers = [
      () =>
        json({
          reply: "We help startups turn a first idea into a working prototype.",
          source: "local",
          covered: true,
          pages: [{ name: "our FAQs", path: "/help-connect/faqs" }],
        }),
      () => json({ reply: NOT_COVERED_REPLY, source: "local", covered: false, pages: [] }),
      () => stream.response,
    ];
    answerChat(() => answers.shift()!());
    const { user, log } = await openChat();

    await user.type(input(), "Startups?{Enter}");
    const answer = (await within(log).findByText(/We help startups/)).closest(".chatbot__message")! as HTMLElement;
    expect(within(answer).getByText(CHATBOT_COPY.localSourceLabel)).toBeVisible();
    expect(within(answer).getByRole("link", { name: "our FAQs" })).toHaveAttribute("href", "/help-connect/faqs");

    await user.type(input(), "NDAs?{Enter}");
    const notCovered = (await within(log).findByText(/won't guess/)).closest(".chatbot__message")! as HTMLElement;
    expect(within(notCovered).queryByText(CHATBOT_COPY.localSourceLabel)).not.toBeInTheDocument();

    await user.type(input(), "Warranty?{Enter}");
    stream.send("delta", { text: NOT_COVERED_REPLY });
    stream.send("done", { source: "local-fallback", covered: false, pages: [] });
    stream.end();
    await vi.waitFor(() => expect(within(log).getAllByText(/won't guess/)).toHaveLength(2));
    await vi.waitFor(() => expect(input()).toBeEnabled());
    expect(within(log).queryByText(CHATBOT_COPY.fallbackSourceLabel)).not.toBeInTheDocument();
    expect(within(log).getAllByText(CHATBOT_COPY.localSourceLabel)).toHaveLength(1);
  });

  it("refuses a message holding a control character, keeps the draft and sends nothing", async () => {
    const fetch = answerChat(() => json({ reply: "unexpected", source: "local" }));
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
    expect(await within(log).findByText(text)).toBeVisible();
    expect(await findToast(CHATBOT_COPY.errorToastTitle)).toHaveTextContent(text);
    expect(within(log).queryByText(CHATBOT_COPY.thinking)).not.toBeInTheDocument();
    expect(input()).toBeEnabled();
  });

  it("replaces a reply broken off mid-stream with the error", async () => {
    const stream = eventStream();
    answerChat(() => stream.response);
    const { user, log } = await openChat();

    await user.type(input(), "Hello{Enter}");
    stream.send("delta", { text: "Half a sentence" });
    expect(await within(log).findByText("Half a sentence")).toBeVisible();
    stream.send("error", { error: STREAM_FAILED });
    stream.end();

    expect(await within(log).findByText(`${CHATBOT_COPY.errorPrefix}${STREAM_FAILED}`)).toBeVisible();
    expect(within(log).queryByText("Half a sentence")).not.toBeInTheDocument();
  });

  it("says the service could not be reached when the request fails", async () => {
    answerChat(() => Promise.reject(new TypeError("Failed to fetch")));
    const { user, log } = await openChat();

    await user.type(input(), "Hello{Enter}");

    expect(await within(log).findByText(CHATBOT_COPY.networkError)).toBeVisible();
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
    answerChat(() => json({ reply: REPLY, source: "local" }));
    const { user, log } = await openChatBesideContactPage();
    expect(askEngineerButton()).not.toBeInTheDocument();

    await ask(user, log, "Can you drive a 48 V BLDC motor?");

    expect(askEngineerButton()).toBeEnabled();
    expect(askEngineerButton()).toHaveAccessibleDescription(CHATBOT_COPY.handoverHint);
    expect(includeBox()).not.toBeChecked();
  });

  it("opens the contact form with the subject and only the question, as text, sending nothing", async () => {
    const fetch = answerChat(() => json({ reply: REPLY, source: "local" }));
    const { user, panel, log } = await openChatBesideContactPage();
    await ask(user, log, "Can <b>you</b> drive a 48 V BLDC motor & brake it?");

    await user.click(askEngineerButton()!);

    expect(await screen.findByRole("textbox", { name: /^Subject/ })).toHaveValue("Question for an engineer");
    expect(contactField("Message")).toHaveValue("Can <b>you</b> drive a 48 V BLDC motor & brake it?");
    expect(screen.getByRole("combobox", { name: /^Inquiry Type/ })).toHaveValue("General Question");
    expect(contactField("First Name")).toHaveValue("");
    expect(panel).not.toBeVisible();
    // Only the chat's own request went out: the form waits for the visitor to submit it.
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it("adds the whole conversation, as plain text, when the visitor ticks the box", async () => {
    const answers = [REPLY, "From our FAQs: the first prototype takes 6 to 12 weeks — [ask us](/contact)."];
    answerChat(() => json({ reply: answers.shift(), source: "local" }));
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
});
