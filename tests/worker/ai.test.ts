import { createExecutionContext, env, SELF } from "cloudflare:test";
import { inspect } from "node:util";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { MOTOR_CONTROL } from "~/content/motor-control";
import { SITE } from "~/content/site";
import { SWIFT_DEVELOPMENT } from "~/content/swift-development";
import { AI_TIMEOUTS_MS } from "~/lib/workers-ai.server";
import { ASK_AN_ENGINEER, NOT_COVERED_REPLY } from "~/features/assistant/not-covered-reply";
import { buildKnowledge } from "~/features/assistant/site-knowledge.server";
import { createApp } from "../../workers/api";
import { fakeAi, type ModelCall } from "./support/fake-ai";
import { parseMindmap } from "./support/mindmap";
import { RATE_LIMIT_TEST_TIMEOUT_MS, withRoomInRateLimitWindow } from "./support/rate-limit-window";
import { withBotCheckToken } from "./support/bot-check";

// Every request comes from its own IPv6 /64 (the unit the rate limit counts an IPv6 client by),
// so the AI rate limit (20 a minute per client) only applies where a test means it to.
let addressCounter = 0;
const nextAddress = () => `2001:db8:${(++addressCounter).toString(16)}::1`;

interface PostOptions {
  address?: string;
  /** Sends the body as a stream, so no Content-Length is known up front. */
  streamed?: boolean;
}

function aiRequest(path: string, body: unknown, { address = nextAddress(), streamed }: PostOptions = {}) {
  const text = typeof body === "string" ? body : JSON.stringify(body);
  const payload = streamed ? new Blob([text]).stream() : text;
  return new Request(`https://example.com/api/${path}`, {
    method: "POST",
    headers: withBotCheckToken({ "Content-Type": "application/json", "CF-Connecting-IP": address }),
    body: payload,
    ...(streamed ? { duplex: "half" } : {}),
  } as RequestInit);
}

/** The local (offline) mode, through the Worker as deployed. */
const local = (path: string, body: unknown, options?: PostOptions) => SELF.fetch(aiRequest(path, body, options));

/** The Workers AI mode with a fake binding: the same app, called with a different env. */
function workersAi(ai: Ai) {
  const app = createApp();
  return (path: string, body: unknown, options?: PostOptions) =>
    app.fetch(aiRequest(path, body, options), { ...env, AI_MODE: "workers-ai", AI: ai }, createExecutionContext());
}

/** A Workers AI event stream, one event per read; it breaks off once `breakOff` resolves, if given. */
function sseStream(events: string[], breakOff?: Promise<void>) {
  const encoder = new TextEncoder();
  const pending = [...events];
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      const event = pending.shift();
      if (event !== undefined) return controller.enqueue(encoder.encode(`data: ${event}\n\n`));
      if (!breakOff) return controller.close();
      await breakOff;
      controller.error(new Error("connection reset"));
    },
  });
}

/** The parts of the AI SDK's UI message stream, as server-sent events, up to its closing [DONE]. */
function streamParts(text: string) {
  const events = text.split("\n\n").filter((block) => block.trim());
  expect(events.at(-1)).toBe("data: [DONE]");
  return events.slice(0, -1).map((block) => JSON.parse(block.replace(/^data: /, "")) as Record<string, unknown>);
}
const readParts = async (response: Response) => streamParts(await response.text());

/** The parts of a streamed reply that breaks off after `words`, then fails with `errorText`. */
const brokenOffParts = (words: string, errorText: string) => [
  { type: "text-start", id: "reply" },
  { type: "text-delta", id: "reply", delta: words },
  { type: "error", errorText },
];

/** A visitor's words that must reach the model but never a log line. */
const SECRET = "Project Nightjar-42";

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

/** Everything written to the console from now until the test ends, one entry per call. */
function captureLogs() {
  const lines: string[] = [];
  for (const method of ["debug", "log", "info", "warn", "error"] as const) {
    vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
      lines.push(args.map((arg) => (typeof arg === "string" ? arg : inspect(arg, { depth: null }))).join(" "));
    });
  }
  return lines;
}

/**
 * The one structured line a Workers AI failure leaves, and nothing the visitor typed anywhere.
 * Lines of other events are not this request's: the Worker's queue consumers run beside the test
 * (staff mail and transcription jobs sent by earlier files) and log what they do.
 */
function expectOneFailureLine(logs: string[], fields: Record<string, string | RegExp>) {
  expect(logs.join("\n")).not.toContain(SECRET);
  const failures = logs.filter((log) => log.includes('"event":"assistant.'));
  expect(failures).toHaveLength(1);
  const line = JSON.parse(failures[0]!) as Record<string, string>;
  expect(Object.keys(line).sort()).toEqual(["answer", "event", "kind", "level", "model", "reason", "task"]);
  const { reason, ...rest } = fields;
  expect(line).toMatchObject({ level: "error", event: "assistant.workers_ai_failed", ...rest });
  expect(line.reason).toMatch(reason ?? /./);
  return line;
}

interface ChatAnswer {
  reply: string;
  source: string;
  covered: boolean;
  pages: { name: string; path: string }[];
}

/** The words of a streamed reply, with what its finish part's metadata says about it. */
async function replyOf(response: Response): Promise<ChatAnswer> {
  expect(response.headers.get("Content-Type")).toContain("text/event-stream");
  const parts = await readParts(response);
  const finish = parts.at(-1)!;
  expect(finish.type).toBe("finish");
  const reply = parts
    .filter((part) => part.type === "text-delta")
    .map((part) => part.delta as string)
    .join("");
  return { reply, ...(finish.messageMetadata as Omit<ChatAnswer, "reply">) };
}

describe("chatbot, offline mode", () => {
  it("answers as the AI SDK's UI message stream, with what the reply covers as its finish part's metadata", async () => {
    const response = await local("chatbot", { message: "Tell me about Swift Development" });
    expect(response.headers.get("Content-Type")).toContain("text/event-stream");
    expect(response.headers.get("x-vercel-ai-ui-message-stream")).toBe("v1");
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    const parts = await readParts(response);
    const { messageMetadata } = parts.at(-1) as { messageMetadata: ChatAnswer };
    expect(messageMetadata.pages.length).toBeGreaterThan(0);
    expect(parts).toEqual([
      { type: "text-start", id: "reply" },
      { type: "text-delta", id: "reply", delta: expect.stringContaining("Swift Development") },
      { type: "text-end", id: "reply" },
      {
        type: "finish",
        messageMetadata: { source: "local", covered: expect.any(Boolean), pages: messageMetadata.pages },
      },
    ]);

    const nothingNear = await local("chatbot", { message: "zebra xylophone" });
    expect((await readParts(nothingNear)).at(-1)).toEqual({
      type: "finish",
      messageMetadata: { source: "local", covered: false, pages: [] },
    });
  });
});

describe("blog topic generator, offline mode", () => {
  const request = {
    keywords: "ESP32, low power",
    industry: "Agriculture",
    niche: "Soil monitoring",
    product_details: "A battery-powered soil moisture probe with LoRa. Lasts five years.",
    user_interests: "IoT, sustainability",
  };

  it("composes topics that all name the keywords, and a mindmap of them", async () => {
    const response = await local("blog-topic-generator", request);
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    const body = (await response.json()) as { blog_topics: string[]; mermaid_code: string; source: string };
    expect(body.source).toBe("local");
    expect(body.blog_topics).toHaveLength(6);
    expect(new Set(body.blog_topics).size).toBe(6);
    for (const topic of body.blog_topics) {
      expect(topic).toContain("ESP32");
      expect(topic).toContain("low power");
    }
    // The visitor's context is used, not only the keywords.
    const all = body.blog_topics.join(" ");
    expect(
      ["Agriculture", "Soil monitoring", "soil moisture probe", "IoT", "sustainability"].filter((part) =>
        all.includes(part),
      ).length,
    ).toBeGreaterThanOrEqual(3);

    const { nodes, problems } = parseMindmap(body.mermaid_code);
    expect(problems).toEqual([]);
    expect(nodes[0]!.text).toBe("ESP32 and low power");
    const nodeTexts = nodes.map((node) => node.text);
    for (const topic of body.blog_topics) expect(nodeTexts).toContain(topic.replace(/:/g, " -"));
  });

  it("gives the same topics for the same request and different ones for another", async () => {
    const first = (await (await local("blog-topic-generator", request)).json()) as { blog_topics: string[] };
    const again = (await (await local("blog-topic-generator", request)).json()) as { blog_topics: string[] };
    const other = (await (await local("blog-topic-generator", { ...request, keywords: "FPGA" })).json()) as {
      blog_topics: string[];
    };
    expect(again.blog_topics).toEqual(first.blog_topics);
    expect(other.blog_topics.every((topic) => topic.includes("FPGA"))).toBe(true);
  });

  it("keeps the mindmap valid whatever characters the request contains", async () => {
    const response = await local("blog-topic-generator", {
      keywords: 'C++ (RTOS) [drivers] {tasks} "quoted" ::icon(fa) :::urgent <b>',
      industry: "Robots ((and)) drones",
      niche: "",
      product_details: "Two lines:\r\n\tnew line",
      user_interests: "))bang((, )cloud(",
    });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { blog_topics: string[]; mermaid_code: string };
    expect(body.blog_topics.every((topic) => topic.includes('C++ (RTOS) [drivers] {tasks} "quoted"'))).toBe(true);
    const { nodes, problems } = parseMindmap(body.mermaid_code);
    expect(problems).toEqual([]);
    expect(nodes.filter((node) => node.depth === 6)).toHaveLength(body.blog_topics.length);
  });
});

describe("bad requests get a clear 4xx and never reach a model", () => {
  const { ai, calls } = fakeAi(() => ({ response: "should not be called" }));
  const post = workersAi(ai);

  /** A refusal the visitor can read names what to fix (error); one of the transport only says so by its status. */
  type BadRequest = {
    name: string;
    path: string;
    body: unknown;
    options?: PostOptions;
    status: number;
    error?: RegExp;
  };
  const cases: BadRequest[] = [
    { name: "a body that is not JSON", path: "chatbot", body: "message=hello", status: 400 },
    {
      name: "a JSON array",
      path: "blog-topic-generator",
      body: [{ keywords: "x" }],
      status: 400,
      error: /JSON object/,
    },
    {
      name: "a 20 KB body streamed without a length",
      path: "chatbot",
      body: { message: "x".repeat(20_000) },
      options: { streamed: true },
      status: 413,
    },
    {
      name: "missing keywords",
      path: "blog-topic-generator",
      body: { industry: "Agriculture" },
      status: 400,
      error: /^Please enter some keywords to generate topics\.$/,
    },
    {
      name: "blank keywords",
      path: "blog-topic-generator",
      body: { keywords: "  \n " },
      status: 400,
      error: /^Please enter some keywords/,
    },
    {
      name: "a field over 500 characters",
      path: "blog-topic-generator",
      body: { keywords: "x", niche: "n".repeat(501) },
      status: 400,
      error: /^Niche is too long \(maximum 500 characters\)\.$/,
    },
    {
      name: "a field that is not text",
      path: "blog-topic-generator",
      body: { keywords: ["x"] },
      status: 400,
      error: /^Keywords must be text\.$/,
    },
    {
      name: "an empty message",
      path: "chatbot",
      body: { message: "   " },
      status: 400,
      error: /^Please type a message\.$/,
    },
    {
      name: "a message over 2000 characters",
      path: "chatbot",
      body: { message: "m".repeat(2001) },
      status: 400,
      error: /maximum 2000 characters/,
    },
    {
      name: "a NUL in the keywords",
      path: "blog-topic-generator",
      body: { keywords: "motor\u0000control" },
      status: 400,
      error: /^Keywords contains characters that are not allowed\.$/,
    },
    {
      name: "a bidi override in the industry",
      path: "blog-topic-generator",
      body: { keywords: "motor", industry: "pumps\u202egnp.exe" },
      status: 400,
      error: /^Industry contains characters that are not allowed\.$/,
    },
    {
      name: "a C1 control in the product details",
      path: "blog-topic-generator",
      body: { keywords: "motor", product_details: "a pump\u009b31m" },
      status: 400,
      error: /^Product details contains characters that are not allowed\.$/,
    },
    {
      name: "an escape sequence in a chat message",
      path: "chatbot",
      body: { message: "hello \u001b[2J there" },
      status: 400,
      error: /^Your message contains characters that are not allowed\.$/,
    },
    {
      name: "a DEL in a chat message",
      path: "chatbot",
      body: { message: "hello\u007f" },
      status: 400,
      error: /^Your message contains characters that are not allowed\.$/,
    },
    {
      name: "a lone surrogate in a chat message",
      path: "chatbot",
      body: { message: "hello \ud800 there" },
      status: 400,
      error: /^Your message contains characters that are not allowed\.$/,
    },
    {
      name: "a zero-width space in the keywords",
      path: "blog-topic-generator",
      body: { keywords: "motor\u200bcontrol" },
      status: 400,
      error: /^Keywords contains characters that are not allowed\.$/,
    },
    {
      name: "a malformed history",
      path: "chatbot",
      body: { message: "hi", history: [{ role: "user", content: "x" }] },
      status: 400,
      error: /type \(user or bot\)/,
    },
  ];

  for (const { name, path, body, options, status, error } of cases) {
    it(`${name} → ${status}`, async () => {
      for (const send of [post, local]) {
        const response = await send(path, body, options);
        expect(response.status).toBe(status);
        expect(response.headers.get("Cache-Control")).toBe("no-store");
        if (error) expect(((await response.json()) as { error: string }).error).toMatch(error);
      }
      expect(calls).toEqual([]);
    });
  }

  it("stores no unanswered question from a chat message that is not well-formed Unicode", async () => {
    const count = async () =>
      (await env.DB.prepare("SELECT COUNT(*) AS n FROM unanswered_questions").first<{ n: number }>())!.n;
    const before = await count();
    const response = await post("chatbot", { message: "What does a \ud800 board cost in Atlantis?" });
    expect(response.status).toBe(400);
    expect(await count()).toBe(before);
  });

  it("GET is refused with 405", async () => {
    const response = await SELF.fetch("https://example.com/api/blog-topic-generator");
    expect(response.status).toBe(405);
    expect(response.headers.get("Allow")).toBe("POST");
  });

  it(
    "limits each address to 20 AI requests a minute",
    async () => {
      await withRoomInRateLimitWindow();
      const address = nextAddress();
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 21; attempt++) {
        statuses.push((await post("chatbot", { message: "" }, { address })).status);
      }
      expect(statuses.slice(0, 20).every((status) => status === 400)).toBe(true);
      const limited = await post("blog-topic-generator", { keywords: "ESP32" }, { address });
      expect(limited.status).toBe(429);
      expect(await limited.json()).toEqual({ error: "Too many requests. Please wait a minute and try again." });
      expect((await post("blog-topic-generator", { keywords: "ESP32" }, { address: nextAddress() })).status).not.toBe(
        429,
      );
      expect(calls.length).toBe(1);
      calls.length = 0;
    },
    RATE_LIMIT_TEST_TIMEOUT_MS,
  );
});

describe("chatbot on Workers AI (fake AI binding)", () => {
  it("sends the grounded instructions, the kept turns and the message to the chat model, and returns the reply", async () => {
    const { ai, calls } = fakeAi(() => ({ response: "Swift Development suits small boards: see /swift-development." }));
    const history = [
      { type: "bot", text: "Hello! I'm Tetra AI." },
      ...Array.from({ length: 8 }, (_, index) => ({ type: index % 2 ? "bot" : "user", text: `turn ${index}` })),
    ];
    const response = await workersAi(ai)("chatbot", { message: "What is Swift Development?", history });
    expect(response.status).toBe(200);
    expect(await replyOf(response)).toEqual({
      reply: "Swift Development suits small boards: see /swift-development.",
      source: "workers-ai",
      covered: true,
      pages: [],
    });

    expect(calls).toHaveLength(1);
    const [{ model, inputs }] = calls as [ModelCall];
    expect(model).toBe(env.CHAT_MODEL);
    expect(model).toBe("@cf/meta/llama-4-scout-17b-16e-instruct");
    const messages = inputs.messages as { role: string; content: string }[];
    const system = messages[0]!;
    expect(system.role).toBe("system");
    const facts = [
      SITE.name,
      SITE.assistantName,
      SITE.region,
      SITE.email,
      "45 years",
      "PhD in Electronics (1990)",
      SWIFT_DEVELOPMENT.hero.intro,
      MOTOR_CONTROL.hero.intro,
    ];
    for (const fact of facts) {
      expect(system.content).toContain(fact);
    }
    for (const path of [
      "/swift-development",
      "/motor-control-design",
      "/help-connect/faqs",
      "/services/consultancy",
      "/techniques/communication",
      "/contact?subject=Swift+Development+Inquiry",
    ]) {
      expect(system.content).toContain(path);
    }
    // The last six turns are kept, then the new message.
    expect(messages.slice(1)).toEqual([
      { role: "user", content: "turn 2" },
      { role: "assistant", content: "turn 3" },
      { role: "user", content: "turn 4" },
      { role: "assistant", content: "turn 5" },
      { role: "user", content: "turn 6" },
      { role: "assistant", content: "turn 7" },
      { role: "user", content: "What is Swift Development?" },
    ]);
    // The site's whole text grounds the answer, whatever the question's words: a page the
    // question does not name is there too (tests/worker/assistant-knowledge.test.ts).
    for (const passage of buildKnowledge({}).passages) expect(system.content).toContain(`- ${passage.text}`);
  });

  it("starts the conversation sent to the model at the visitor's first turn, after the greeting", async () => {
    const { ai, calls } = fakeAi(() => ({ response: "Yes." }));
    const history = [
      { type: "bot", text: "Hello! I'm Tetra AI." },
      { type: "user", text: "Hi" },
      { type: "bot", text: "Hello, how can I help?" },
    ];
    await workersAi(ai)("chatbot", { message: "Do you design PCBs?", history });
    expect((calls[0]!.inputs.messages as unknown[]).slice(1)).toEqual([
      { role: "user", content: "Hi" },
      { role: "assistant", content: "Hello, how can I help?" },
      { role: "user", content: "Do you design PCBs?" },
    ]);
  });

  it("streams the model's words as text parts, then a finish part with the reply's metadata", async () => {
    const { ai, calls } = fakeAi(() =>
      sseStream(['{"response":"Motor control "}', '{"response":"lives at /motor-control-design."}', "[DONE]"]),
    );
    const response = await workersAi(ai)("chatbot", { message: "motors?" });
    expect(response.headers.get("Content-Type")).toContain("text/event-stream");
    expect(calls[0]!.inputs.stream).toBe(true);
    expect(await readParts(response)).toEqual([
      { type: "text-start", id: "reply" },
      { type: "text-delta", id: "reply", delta: "Motor control " },
      { type: "text-delta", id: "reply", delta: "lives at /motor-control-design." },
      { type: "text-end", id: "reply" },
      { type: "finish", messageMetadata: { source: "workers-ai", covered: true, pages: [] } },
    ]);
  });

  it("marks a model's reply that hands the question to an engineer as not covered", async () => {
    const handOver = NOT_COVERED_REPLY;
    const { ai } = fakeAi(() => sseStream([JSON.stringify({ response: handOver }), "[DONE]"]));
    const response = await workersAi(ai)("chatbot", { message: "Do you sign NDAs?" });
    expect(await replyOf(response)).toEqual({ reply: handOver, source: "workers-ai", covered: false, pages: [] });
    expect(handOver).toContain(ASK_AN_ENGINEER);
  });

  it("reports a stream that breaks off as an error part after the words so far, and logs it", async () => {
    const logs = captureLogs();
    let breakOff!: () => void;
    const brokenOff = new Promise<void>((resolve) => (breakOff = resolve));
    const { ai } = fakeAi(() => sseStream(['{"response":"Half a"}'], brokenOff));
    const response = await workersAi(ai)("chatbot", { message: `hi from ${SECRET}` });
    const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
    let received = "";
    while (!received.includes("Half a")) received += (await reader.read()).value;
    breakOff();
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) received += chunk.value;
    expect(streamParts(received)).toEqual(
      brokenOffParts("Half a", "The AI service is unavailable right now. Please try again shortly."),
    );
    expectOneFailureLine(logs, { task: "chat", kind: "error", answer: "interrupted", reason: /connection reset/ });
  });
});

describe("blog topic generator on Workers AI (fake AI binding)", () => {
  const request = {
    keywords: "ESP32",
    industry: "Agriculture",
    niche: "",
    product_details: "Soil probe",
    user_interests: "",
  };
  const diagram = "mindmap\n  root((ESP32))\n    a[Power]\n      b(ESP32 deep sleep for soil probes)";

  it("asks the topic model for JSON matching the schema and returns the checked result", async () => {
    const { ai, calls } = fakeAi(() => ({
      response: {
        blog_topics: [" ESP32 deep sleep for soil probes ", "ESP32 in agriculture"],
        mermaid_code: "```mermaid\n" + diagram + "\n```",
      },
    }));
    const response = await workersAi(ai)("blog-topic-generator", request);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      blog_topics: ["ESP32 deep sleep for soil probes", "ESP32 in agriculture"],
      mermaid_code: diagram,
      source: "workers-ai",
    });

    const [{ model, inputs }] = calls as [ModelCall];
    expect(model).toBe(env.TOPIC_MODEL);
    const responseFormat = inputs.response_format as { type: string; json_schema: unknown };
    expect(responseFormat.type).toBe("json_schema");
    const schema = JSON.stringify(responseFormat.json_schema);
    expect(schema).toContain("blog_topics");
    expect(schema).toContain("mermaid_code");
    const prompt = (inputs.messages as { role: string; content: string }[])
      .map((message) => message.content)
      .join("\n");
    expect(prompt).toContain("Keywords: ESP32");
    expect(prompt).toContain("Industry: Agriculture");
    expect(prompt).toContain("Product details: Soil probe");
    expect(prompt).toContain("mindmap");
  });

  it.each([
    ['graph TD; A-->B; click A "https://evil.example/phish"', "graph TD; A-->B;"],
    [
      'flowchart TD\n  subgraph s\n    A-->B;click B href "https://evil.example/phish"\n  end',
      "flowchart TD\n  subgraph s\n    A-->B;\n  end",
    ],
    ['classDiagram\n  class Shape\n  link Shape "https://evil.example/phish"', "classDiagram\n  class Shape"],
  ])("answers the model's diagram %j without its link statement", async (modelDiagram, answered) => {
    const { ai } = fakeAi(() => ({ response: { blog_topics: ["ESP32 deep sleep"], mermaid_code: modelDiagram } }));
    const response = await workersAi(ai)("blog-topic-generator", request);
    expect(response.status).toBe(200);
    const body = (await response.json()) as { mermaid_code: string };
    expect(body.mermaid_code).toBe(answered);
    expect(body.mermaid_code).not.toContain("evil.example");
  });

  for (const [name, mermaidCode] of [
    ["not Mermaid", "<img src=x onerror=alert(1)>"],
    ["empty", ""],
    ["over 50000 characters", `mindmap\n  root((x))\n${"    n[y]\n".repeat(6000)}`],
  ] as const) {
    it(`keeps the topics and draws them as a mindmap when the model's diagram is ${name}`, async () => {
      const topics = ["ESP32 deep sleep for soil probes", "ESP32 (rev. 3) in agriculture"];
      const { ai } = fakeAi(() => ({ response: { blog_topics: topics, mermaid_code: mermaidCode } }));
      const response = await workersAi(ai)("blog-topic-generator", request);
      expect(response.status).toBe(200);
      const body = (await response.json()) as { blog_topics: string[]; mermaid_code: string };
      expect(body.blog_topics).toEqual(topics);
      const { nodes, problems } = parseMindmap(body.mermaid_code);
      expect(problems).toEqual([]);
      expect(nodes.map((node) => node.text)).toEqual([
        "ESP32",
        "Blog topics",
        "ESP32 deep sleep for soil probes",
        "ESP32 rev. 3 in agriculture",
      ]);
    });
  }
});

describe("when Workers AI fails, the offline generators answer, labelled (fake AI binding)", () => {
  const chatRequest = {
    message: `Is Swift Development right for ${SECRET}?`,
    history: [{ type: "user", text: `We are building ${SECRET}.` }],
  };
  const topicRequest = { keywords: `ESP32, ${SECRET}`, industry: "Agriculture" };
  // A streamed reply has a deadline for its first words (and then for each next one).
  const timeout = AI_TIMEOUTS_MS.chatSilence;

  /** The answers of AI_MODE=local for the same requests: what the visitor must get instead. */
  const offlineReply = async () => {
    const { source: _source, ...answer } = await replyOf(await local("chatbot", chatRequest));
    return answer;
  };
  const offlineTopics = async () => {
    const { source: _source, ...topics } = (await (await local("blog-topic-generator", topicRequest)).json()) as {
      source: string;
    };
    return topics;
  };

  let logs: string[];
  beforeEach(() => {
    logs = captureLogs();
  });

  /** A binding that never answers, and a promise that it has been asked (so the clock is running). */
  function silentAi() {
    let asked!: () => void;
    const wasAsked = new Promise<void>((resolve) => (asked = resolve));
    const fake = fakeAi(() => {
      asked();
      return new Promise(() => {});
    });
    return { ...fake, wasAsked };
  }

  const thrown: { name: string; error: string; kind: string }[] = [
    { name: "throws", error: "5007: No such model", kind: "error" },
    {
      name: "is over capacity (3040, answered as a 429)",
      error: "3040: Capacity temporarily exceeded",
      kind: "rate-limited",
    },
  ];

  for (const { name, error, kind } of thrown) {
    it(`chat: the binding ${name} → 200 with the answer from site content`, async () => {
      const { ai, calls } = fakeAi(() => {
        throw new Error(error);
      });
      const response = await workersAi(ai)("chatbot", chatRequest);
      expect(response.status).toBe(200);
      expect(response.headers.get("Cache-Control")).toBe("no-store");
      expect(await replyOf(response)).toEqual({ ...(await offlineReply()), source: "local-fallback" });
      // The model was asked (with the visitor's words); a capacity error is retried once.
      expect(calls).toHaveLength(kind === "rate-limited" ? 2 : 1);
      expect(JSON.stringify(calls[0]!.inputs)).toContain(SECRET);
      expectOneFailureLine(logs, { task: "chat", kind, answer: "offline", model: env.CHAT_MODEL, reason: error });
    });
  }

  it(`chat: a model that says nothing for ${timeout / 1000} s → the answer from site content, the call cancelled`, async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    const { ai, calls, wasAsked } = silentAi();
    let answered = false;
    const responding = Promise.resolve(workersAi(ai)("chatbot", chatRequest)).finally(() => (answered = true));
    await wasAsked;
    await vi.advanceTimersByTimeAsync(timeout - 1);
    expect(answered).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const response = await responding;
    vi.useRealTimers();
    expect(response.status).toBe(200);
    expect(await replyOf(response)).toEqual({ ...(await offlineReply()), source: "local-fallback" });
    expect(calls[0]!.signal?.aborted).toBe(true);
    expectOneFailureLine(logs, { task: "chat", kind: "timeout", answer: "offline", reason: `${timeout} ms` });
  });

  it(`chat: a reply with no words → the answer from site content`, async () => {
    const { ai } = fakeAi(() => sseStream(['{"response":" \\n "}', "[DONE]"]));
    const response = await workersAi(ai)("chatbot", chatRequest);
    expect(response.status).toBe(200);
    expect(await replyOf(response)).toEqual({ ...(await offlineReply()), source: "local-fallback" });
    expectOneFailureLine(logs, { task: "chat", kind: "malformed", answer: "offline" });
  });

  it(`chat: a model that stops for ${AI_TIMEOUTS_MS.chatSilence / 1000} s after its first words → those words, then an error part`, async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    const { ai, calls } = fakeAi(() => sseStream(['{"response":"Half a"}'], new Promise(() => {})));
    const response = await workersAi(ai)("chatbot", chatRequest);
    const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
    let received = "";
    while (!received.includes("Half a")) received += (await reader.read()).value;
    let ended = false;
    const rest = (async () => {
      for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) received += chunk.value;
      ended = true;
    })();
    // The clock runs in steps: the stream only ends once the silence has lasted long enough.
    for (let step = 0; !ended && step < 60; step++) await vi.advanceTimersByTimeAsync(1000);
    await rest;
    expect(streamParts(received)).toEqual(
      brokenOffParts("Half a", "The AI service is unavailable right now. Please try again shortly."),
    );
    expect(calls[0]!.signal?.aborted).toBe(true);
    expectOneFailureLine(logs, {
      task: "chat",
      kind: "timeout",
      answer: "interrupted",
      reason: `${AI_TIMEOUTS_MS.chatSilence} ms`,
    });
  });

  it("chat: a model answer with only an error field → the answer from site content", async () => {
    const { ai } = fakeAi(() => ({ errors: [{ code: 5007, message: "No such model" }], success: false }));
    const response = await workersAi(ai)("chatbot", chatRequest);
    expect(await replyOf(response)).toEqual({ ...(await offlineReply()), source: "local-fallback" });
    expectOneFailureLine(logs, { task: "chat", kind: "malformed", answer: "offline" });
  });

  for (const { name, error, kind } of thrown) {
    it(`topics: the binding ${name} → 200 with the composed topics`, async () => {
      const { ai, calls } = fakeAi(() => {
        throw new Error(error);
      });
      const response = await workersAi(ai)("blog-topic-generator", topicRequest);
      expect(response.status).toBe(200);
      expect(response.headers.get("Cache-Control")).toBe("no-store");
      expect(await response.json()).toEqual({ ...(await offlineTopics()), source: "local-fallback" });
      expect(JSON.stringify(calls[0]!.inputs)).toContain(SECRET);
      expectOneFailureLine(logs, { task: "topics", kind, answer: "offline", model: env.TOPIC_MODEL, reason: error });
    });
  }

  it(`topics: a model that has not answered after ${AI_TIMEOUTS_MS.topics / 1000} s → the composed topics, the call cancelled`, async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    const { ai, calls, wasAsked } = silentAi();
    let answered = false;
    const responding = Promise.resolve(workersAi(ai)("blog-topic-generator", topicRequest)).finally(
      () => (answered = true),
    );
    await wasAsked;
    await vi.advanceTimersByTimeAsync(AI_TIMEOUTS_MS.topics - 1);
    expect(answered).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const response = await responding;
    vi.useRealTimers();
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ...(await offlineTopics()), source: "local-fallback" });
    expect(calls[0]!.signal?.aborted).toBe(true);
    expectOneFailureLine(logs, {
      task: "topics",
      kind: "timeout",
      answer: "offline",
      reason: `${AI_TIMEOUTS_MS.topics} ms`,
    });
  });

  const malformed: { name: string; output: unknown }[] = [
    // The model repeats the visitor's keywords; its words must not reach the logs either.
    { name: "text that is not JSON", output: { response: `Here are some topics about ${SECRET}: 1. ESP32` } },
    { name: "JSON of the wrong shape", output: { response: { blog_topics: SECRET, mermaid_code: "mindmap" } } },
    { name: "an answer with only an error field", output: { errors: [{ message: "Model error" }] } },
    {
      name: "blank topics",
      output: { response: { blog_topics: [" "], mermaid_code: `mindmap\n  root((${SECRET}))` } },
    },
  ];

  for (const { name, output } of malformed) {
    it(`topics: ${name} → 200 with the composed topics`, async () => {
      const { ai } = fakeAi(() => output);
      const response = await workersAi(ai)("blog-topic-generator", topicRequest);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ ...(await offlineTopics()), source: "local-fallback" });
      expectOneFailureLine(logs, { task: "topics", kind: "malformed", answer: "offline" });
    });
  }
});

describe("the overall daily cap on Workers AI calls", () => {
  it("answers offline, labelled as a fallback, once today's calls are used up, without calling the model", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    await env.DB.prepare("DELETE FROM usage_counts WHERE counter = 'ai'").run();
    const { ai, calls } = fakeAi(() => ({ response: "From Workers AI." }));
    const app = createApp();
    const capped = (path: string, body: unknown, options?: PostOptions) =>
      app.fetch(
        aiRequest(path, body, options),
        { ...env, AI_MODE: "workers-ai", AI: ai, AI_DAILY_CALLS: "2" },
        createExecutionContext(),
      );
    const sources: string[] = [];
    for (let call = 0; call < 2; call++) {
      sources.push((await replyOf(await capped("chatbot", { message: "Do you work with startups?" }))).source);
    }
    const pastCap = await replyOf(await capped("chatbot", { message: "Do you work with startups?" }));
    const topics = (await (
      await capped("blog-topic-generator", {
        keywords: "ESP32",
        industry: "Agriculture",
        niche: "",
        product_details: "Soil probe",
        user_interests: "",
      })
    ).json()) as { source: string };

    expect(sources).toEqual(["workers-ai", "workers-ai"]);
    expect(calls).toHaveLength(2);
    expect(pastCap.source).toBe("local-fallback");
    expect(pastCap.reply).toContain("[FAQs](/help-connect/faqs)");
    expect(topics.source).toBe("local-fallback");
    vi.restoreAllMocks();
  });
});
