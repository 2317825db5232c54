import { afterEach, describe, expect, it, vi } from "vitest";
import { chatFailureText } from "~/features/assistant/chat-failure";
import { AiNetworkError, requestChatReply, requestTopicIdeas } from "~/features/assistant/ai-client";

// fetch is the browser-server boundary: these tests answer it with real Response objects.
const answer = (response: Response | Error) =>
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => (response instanceof Error ? Promise.reject(response) : response)),
  );

const events = (...blocks: string[]) =>
  new Response(blocks.join(""), { headers: { "Content-Type": "text/event-stream" } });

afterEach(() => vi.unstubAllGlobals());

/** The bot-check token each request carries (docs/decisions/0040). */
const TOKEN = "XXXX.DUMMY.TOKEN.XXXX";

describe("requestChatReply", () => {
  it("asks for a stream and reports the reply as it grows", async () => {
    answer(
      events(
        'event: delta\ndata: {"text":"See "}\n\n',
        'event: delta\ndata: {"text":"/faq"}\n\n',
        'event: done\ndata: {"source":"local","covered":true,"pages":[{"name":"our FAQs","path":"/faq"}]}\n\n',
      ),
    );
    const seen: string[] = [];
    const result = await requestChatReply({ message: "faq?", history: [] }, (text) => seen.push(text), TOKEN);
    expect(result).toEqual({
      reply: "See /faq",
      source: "local",
      covered: true,
      pages: [{ name: "our FAQs", path: "/faq" }],
    });
    expect(seen).toEqual(["See ", "See /faq"]);
    const [url, init] = vi.mocked(fetch).mock.calls[0]!;
    expect(url).toBe("/api/chatbot");
    expect(init?.headers).toMatchObject({
      "Content-Type": "application/json",
      Accept: "text/event-stream, application/json",
      "X-Turnstile-Token": TOKEN,
    });
    expect(JSON.parse(init?.body as string)).toEqual({ message: "faq?", history: [] });
  });

  it("reads events split across chunks, with CRLF line ends and comments", async () => {
    const encoder = new TextEncoder();
    const chunks = [
      'event: delta\ndata: {"text":"a"}\n\nevent: del',
      'ta\r\ndata: {"text":"b"}\r\n\r\n: comment\n\n',
      "event: done\ndata: {}\n\n",
    ];
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
        controller.close();
      },
    });
    answer(new Response(body, { headers: { "Content-Type": "text/event-stream" } }));
    const seen: string[] = [];
    const result = await requestChatReply({ message: "hi", history: [] }, (text) => seen.push(text), TOKEN);
    // Without word of what it covers, an answer counts as covered and names no page.
    expect(result).toEqual({ reply: "ab", source: "local", covered: true, pages: [] });
    expect(seen).toEqual(["a", "ab"]);
  });

  it("also takes a JSON reply", async () => {
    answer(Response.json({ reply: "Hello", source: "workers-ai" }));
    expect(await requestChatReply({ message: "hi", history: [] }, () => {}, TOKEN)).toEqual({
      reply: "Hello",
      source: "workers-ai",
      covered: true,
      pages: [],
    });
  });

  it("keeps a not-covered answer's word, and only the same-site pages an answer names", async () => {
    answer(
      Response.json({
        reply: "The site doesn't say.",
        source: "local",
        covered: false,
        pages: [
          { name: "our FAQs", path: "/help-connect/faqs" },
          { name: "elsewhere", path: "//evil.example/" },
          { name: "script", path: "javascript:alert(1)" },
          "not a page",
        ],
      }),
    );
    expect(await requestChatReply({ message: "NDA?", history: [] }, () => {}, TOKEN)).toEqual({
      reply: "The site doesn't say.",
      source: "local",
      covered: false,
      pages: [{ name: "our FAQs", path: "/help-connect/faqs" }],
    });
  });

  it("throws the server's error field, from JSON or from the stream", async () => {
    answer(Response.json({ error: "Too many requests." }, { status: 429 }));
    await expect(requestChatReply({ message: "hi", history: [] }, () => {}, TOKEN)).rejects.toThrow(
      "Too many requests.",
    );
    answer(events('event: delta\ndata: {"text":"Half"}\n\n', 'event: error\ndata: {"error":"Interrupted."}\n\n'));
    await expect(requestChatReply({ message: "hi", history: [] }, () => {}, TOKEN)).rejects.toThrow("Interrupted.");
  });

  it("calls a missing reply an unexpected response", async () => {
    for (const response of [
      Response.json({}),
      Response.json({ reply: "  " }),
      events("event: done\ndata: {}\n\n"),
      new Response("<html>"),
    ]) {
      answer(response);
      await expect(requestChatReply({ message: "hi", history: [] }, () => {}, TOKEN)).rejects.toThrow(
        "Received an unexpected response from the chatbot.",
      );
    }
  });

  it("reports a fetch failure as a network error", async () => {
    answer(new TypeError("Failed to fetch"));
    await expect(requestChatReply({ message: "hi", history: [] }, () => {}, TOKEN)).rejects.toBeInstanceOf(
      AiNetworkError,
    );
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

  it("returns the topics and passes the diagram text on as sent", async () => {
    answer(Response.json({ blog_topics: ["A"], mermaid_code: 42, source: "local" }));
    expect(await requestTopicIdeas(request, TOKEN)).toEqual({ blog_topics: ["A"], mermaid_code: 42, source: "local" });
  });

  it("throws the error field, and an unexpected response when there are no topics", async () => {
    answer(Response.json({ error: "Please enter some keywords to generate topics." }, { status: 400 }));
    await expect(requestTopicIdeas(request, TOKEN)).rejects.toThrow("Please enter some keywords to generate topics.");
    answer(Response.json({ blog_topics: [] }));
    await expect(requestTopicIdeas(request, TOKEN)).rejects.toThrow("The topic generator sent an unexpected response.");
    answer(new Response("Bad gateway", { status: 502 }));
    await expect(requestTopicIdeas(request, TOKEN)).rejects.toThrow("The service answered with status 502.");
  });
});
