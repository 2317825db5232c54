import { afterEach, describe, expect, it, vi } from "vitest";
import { createUIMessageStreamResponse, type UIMessageChunk } from "ai";
import { requestTopicIdeas } from "~/features/topic-generator/topic-client";
import { AiNetworkError } from "~/lib/ai";
import type { ChatUIMessage } from "~/features/assistant/ai-requests";
import { chatFailureText, chatTransport, replyFacts } from "~/features/assistant/chat-transport";

// fetch is the browser-server boundary: these tests answer it with real Response objects.
const answer = (response: Response | Error) =>
  vi.stubGlobal(
    "fetch",
    vi.fn(async (_url: string | URL | Request, _init?: RequestInit) =>
      response instanceof Error ? Promise.reject(response) : response,
    ),
  );

afterEach(() => vi.unstubAllGlobals());

/** The bot-check token each request carries (docs/decisions/0040). */
const TOKEN = "XXXX.DUMMY.TOKEN.XXXX";

const turn = (role: "user" | "assistant", text: string, id = text): ChatUIMessage => ({
  id,
  role,
  parts: [{ type: "text", text }],
});

/** What the transport hands useChat for one question after `earlier`, read to its end. */
async function send(question: string, earlier: ChatUIMessage[] = [], token = async () => TOKEN) {
  const stream = await chatTransport(token).sendMessages({
    trigger: "submit-message",
    chatId: "chat",
    messageId: undefined,
    messages: [...earlier, turn("user", question)],
    abortSignal: undefined,
  });
  const chunks: UIMessageChunk[] = [];
  for (const reader = stream.getReader(); ;) {
    const { done, value } = await reader.read();
    if (done) return chunks;
    chunks.push(value);
  }
}

describe("chatTransport", () => {
  it("posts the question and the turns before it as the server's schema has them, with a fresh token each time", async () => {
    const chunks: UIMessageChunk[] = [
      { type: "text-start", id: "reply" },
      { type: "text-delta", id: "reply", delta: "See /faq" },
      { type: "text-end", id: "reply" },
      { type: "finish", messageMetadata: { source: "local", covered: true, pages: [] } },
    ];
    const stream = new ReadableStream<UIMessageChunk>({
      start(controller) {
        for (const chunk of chunks) controller.enqueue(chunk);
        controller.close();
      },
    });
    answer(createUIMessageStreamResponse({ stream }));
    const earlier = Array.from({ length: 8 }, (_, index) => turn(index % 2 ? "assistant" : "user", `turn ${index}`));
    const token = vi.fn(async () => TOKEN);

    expect(await send("faq?", earlier, token)).toEqual(chunks);

    const [url, init] = vi.mocked(fetch).mock.calls[0]!;
    expect(url).toBe("/api/chatbot");
    expect(init?.method).toBe("POST");
    expect(new Headers(init?.headers).get("Content-Type")).toBe("application/json");
    expect(new Headers(init?.headers).get("X-Turnstile-Token")).toBe(TOKEN);
    // The last six turns, the visitor's as "user" and the assistant's as "bot".
    expect(JSON.parse(init?.body as string)).toEqual({
      message: "faq?",
      history: earlier.slice(2).map((message) => ({
        type: message.role === "user" ? "user" : "bot",
        text: (message.parts[0] as { text: string }).text,
      })),
    });
    expect(token).toHaveBeenCalledTimes(1);
  });

  it("throws the server's error field, whatever the status", async () => {
    answer(Response.json({ error: "Too many requests." }, { status: 429 }));
    await expect(send("hi")).rejects.toThrow("Too many requests.");
    answer(Response.json({ error: "Please type a message." }, { status: 200 }));
    await expect(send("hi")).rejects.toThrow("Please type a message.");
  });

  it("calls an answer that is not a reply stream an unexpected response, or names its status", async () => {
    for (const response of [Response.json({}), Response.json({ reply: "Hello" }), new Response("<html>")]) {
      answer(response);
      await expect(send("hi")).rejects.toThrow("Received an unexpected response from the chatbot.");
    }
    answer(new Response("Bad gateway", { status: 502 }));
    await expect(send("hi")).rejects.toThrow("The service answered with status 502.");
  });

  it("reports a fetch failure as a network error, and a failed bot check with its message", async () => {
    answer(new TypeError("Failed to fetch"));
    await expect(send("hi")).rejects.toBeInstanceOf(AiNetworkError);
    const failedCheck = async () => Promise.reject(new Error("The bot check did not complete."));
    await expect(send("hi", [], failedCheck)).rejects.toThrow("The bot check did not complete.");
  });
});

describe("replyFacts", () => {
  it("keeps a reply's source, its not-covered word and only the same-site pages it names", () => {
    expect(
      replyFacts({
        source: "local",
        covered: false,
        pages: [
          { name: "our FAQs", path: "/help-connect/faqs" },
          { name: "elsewhere", path: "//evil.example/" },
          { name: "script", path: "javascript:alert(1)" },
          "not a page",
        ],
      }),
    ).toEqual({ source: "local", covered: false, pages: [{ name: "our FAQs", path: "/help-connect/faqs" }] });
  });

  it("counts an unknown source as offline, and a reply as covered unless it says otherwise", () => {
    expect(replyFacts({ source: "gpt" })).toEqual({ source: "local", covered: true, pages: [] });
    expect(replyFacts({ source: "workers-ai", covered: "no" })).toEqual({
      source: "workers-ai",
      covered: true,
      pages: [],
    });
  });

  it("is undefined for a reply that says nothing about itself", () => {
    for (const metadata of [undefined, null, "local", ["local"]]) expect(replyFacts(metadata)).toBeUndefined();
  });
});

describe("chatFailureText", () => {
  it("gives the spec's texts for network failures, errors with a message and anything else", () => {
    expect(chatFailureText(new AiNetworkError("Failed to fetch"))).toBe(
      "There was a network problem connecting to the chatbot service. This could be a temporary issue. Please try again shortly.",
    );
    expect(chatFailureText(new Error("Model overloaded"))).toBe("Sorry, an error occurred: Model overloaded");
    expect(chatFailureText(new Error(""))).toBe(
      "Could not connect to the chatbot service. Please check your internet connection or try again later.",
    );
  });
});

describe("requestTopicIdeas", () => {
  const request = { keywords: "ESP32", industry: "", niche: "", product_details: "", user_interests: "" };

  it("posts the request with its token, and returns the topics and the diagram text as sent", async () => {
    answer(Response.json({ blog_topics: ["A"], mermaid_code: 42, source: "local" }));
    expect(await requestTopicIdeas(request, TOKEN)).toEqual({ blog_topics: ["A"], mermaid_code: 42, source: "local" });
    const [url, init] = vi.mocked(fetch).mock.calls[0]!;
    expect(url).toBe("/api/blog-topic-generator");
    expect(init?.headers).toMatchObject({ "Content-Type": "application/json", "X-Turnstile-Token": TOKEN });
    expect(JSON.parse(init?.body as string)).toEqual(request);
  });

  it("throws the error field, and an unexpected response when there are no topics", async () => {
    answer(Response.json({ error: "Please enter some keywords to generate topics." }, { status: 400 }));
    await expect(requestTopicIdeas(request, TOKEN)).rejects.toThrow("Please enter some keywords to generate topics.");
    answer(Response.json({ blog_topics: [] }));
    await expect(requestTopicIdeas(request, TOKEN)).rejects.toThrow("The topic generator sent an unexpected response.");
    answer(new Response("Bad gateway", { status: 502 }));
    await expect(requestTopicIdeas(request, TOKEN)).rejects.toThrow("The service answered with status 502.");
  });

  it("reports a fetch failure as a network error", async () => {
    answer(new TypeError("Failed to fetch"));
    await expect(requestTopicIdeas(request, TOKEN)).rejects.toBeInstanceOf(AiNetworkError);
  });
});
