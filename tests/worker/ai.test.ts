import { createExecutionContext, env, SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { FAQ } from "~/content/faqs";
import { MOTOR_CONTROL } from "~/content/motor-control";
import { SITE } from "~/content/site";
import { SWIFT_DEVELOPMENT } from "~/content/swift-development";
import { createApp } from "../../workers/api";
import { parseMindmap } from "./support/mindmap";

// Every request comes from its own address, so the AI rate limit (20 a minute per address)
// only applies where a test means it to.
let addressCounter = 0;
const nextAddress = () => `2001:db8::${(++addressCounter).toString(16)}`;

interface PostOptions {
  headers?: Record<string, string>;
  address?: string;
  /** Sends the body as a stream, so no Content-Length is known up front. */
  streamed?: boolean;
}

function aiRequest(path: string, body: unknown, { headers = {}, address = nextAddress(), streamed }: PostOptions = {}) {
  const text = typeof body === "string" ? body : JSON.stringify(body);
  const payload = streamed ? new Blob([text]).stream() : text;
  return new Request(`https://example.com/api/${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", "CF-Connecting-IP": address, ...headers },
    body: payload,
    ...(streamed ? { duplex: "half" } : {}),
  } as RequestInit);
}

/** The local (offline) mode, through the Worker as deployed. */
const local = (path: string, body: unknown, options?: PostOptions) => SELF.fetch(aiRequest(path, body, options));

interface ModelCall {
  model: string;
  inputs: Record<string, unknown>;
}

/** A stand-in for the Workers AI binding that records what the app asks of it. */
function fakeAi(answer: (call: ModelCall) => unknown) {
  const calls: ModelCall[] = [];
  const ai = {
    run: async (model: string, inputs: Record<string, unknown>) => {
      const call = { model, inputs };
      calls.push(call);
      return answer(call);
    },
  } as unknown as Ai;
  return { ai, calls };
}

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

async function readEvents(response: Response) {
  const text = await response.text();
  return text
    .split("\n\n")
    .filter((block) => block.trim())
    .map((block) => {
      const event = /^event: (.*)$/m.exec(block)?.[1];
      const data = /^data: (.*)$/m.exec(block)?.[1];
      return { event, data: JSON.parse(data!) };
    });
}

const ask = async (message: string) => {
  const response = await local("chatbot", { message });
  expect(response.status).toBe(200);
  return ((await response.json()) as { reply: string }).reply;
};

describe("chatbot, offline mode (answers from site content)", () => {
  it("answers a question the FAQs cover by quoting the FAQ and linking the FAQ page", async () => {
    const response = await local("chatbot", { message: "Do you work with startups?" });
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    const body = (await response.json()) as { reply: string; source: string };
    expect(body.source).toBe("local");
    const startups = FAQ.items.find((item) => item.question.includes("startups"))!;
    expect(body.reply).toContain(`From our FAQs: "${startups.question} ${startups.answer}" — see /help-connect/faqs`);
  });

  it("points to the FAQ page when asked for the FAQs", async () => {
    expect(await ask("Where can I read your frequently asked questions?")).toContain("— see /help-connect/faqs");
  });

  it("answers Swift Development questions from its page and links it and its prefilled contact form", async () => {
    const reply = await ask("Is my project a fit for Swift Development?");
    expect(reply).toContain(
      `From our Swift Development page: "${SWIFT_DEVELOPMENT.hero.intro}" — see /swift-development`,
    );
    expect(reply).toContain("/contact?subject=Swift+Development+Inquiry");
  });

  it("answers motor control questions from the motor control page's FAQs and links the page", async () => {
    const reply = await ask("How long does it take to get a first motor controller prototype?");
    const timeline = MOTOR_CONTROL.faqs.items.find((item) => item.answer.includes("6 to 12 weeks"))!;
    expect(reply).toContain(
      `From our Motor Control Design page: "${timeline.question} ${timeline.answer}" — see /motor-control-design`,
    );
    expect(reply).toContain("/contact?subject=Motor+Control+Design+Inquiry");
  });

  it("routes any motor question to the motor control design page", async () => {
    const reply = await ask("Can you design a BLDC drive for us?");
    expect(reply).toContain("/motor-control-design");
    expect(reply).toContain("/contact?subject=Motor+Control+Design+Inquiry");
  });

  it("quotes a technique page for a technical question", async () => {
    const reply = await ask("What is bare-metal firmware?");
    expect(reply).toMatch(
      /From our Embedded Software page: "Bare-metal firmware runs directly on the microcontroller.*" — see \/techniques\/embedded-software/,
    );
  });

  it("quotes the page copy that matches, with its page", async () => {
    const reply = await ask("Do I keep ownership of the intellectual property?");
    expect(reply).toMatch(/From our home page: ".*Full ownership of your intellectual property.*"/);
  });

  it("gives contact details for a contact question", async () => {
    const reply = await ask("How do I get in touch for a quote?");
    expect(reply).toContain(SITE.email);
    expect(reply).toContain("/contact?subject=Quotation+Request");
  });

  it("says so when the site has nothing on the question, and offers the contact form", async () => {
    const reply = await ask("zebra xylophone");
    expect(reply).toContain("I couldn't find that in our site content.");
    expect(reply).toContain("/contact?subject=General+Question");
  });

  it("streams the same reply as server-sent events when the client accepts them", async () => {
    const message = "Tell me about Swift Development";
    const json = (await (await local("chatbot", { message })).json()) as { reply: string };
    const response = await local("chatbot", { message }, { headers: { Accept: "text/event-stream" } });
    expect(response.headers.get("Content-Type")).toContain("text/event-stream");
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    const events = await readEvents(response);
    expect(events.at(-1)).toEqual({ event: "done", data: { source: "local" } });
    const streamed = events
      .filter((event) => event.event === "delta")
      .map((event) => event.data.text)
      .join("");
    expect(streamed).toBe(json.reply);
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
      industry: "Robots ((and)) drones\nnew line",
      niche: "",
      product_details: null,
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

  const cases: { name: string; path: string; body: unknown; options?: PostOptions; status: number; error: RegExp }[] = [
    { name: "a body that is not JSON", path: "chatbot", body: "message=hello", status: 400, error: /not valid JSON/ },
    {
      name: "a JSON array",
      path: "blog-topic-generator",
      body: [{ keywords: "x" }],
      status: 400,
      error: /JSON object/,
    },
    {
      name: "JSON sent as text/plain",
      path: "chatbot",
      body: { message: "hi" },
      options: { headers: { "Content-Type": "text/plain" } },
      status: 415,
      error: /Content-Type: application\/json/,
    },
    {
      name: "a 20 KB body streamed without a length",
      path: "chatbot",
      body: { message: "x".repeat(20_000) },
      options: { streamed: true },
      status: 413,
      error: /too large \(maximum 16384 bytes\)/,
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
        expect(((await response.json()) as { error: string }).error).toMatch(error);
      }
      expect(calls).toEqual([]);
    });
  }

  it("GET is refused with 405", async () => {
    const response = await SELF.fetch("https://example.com/api/blog-topic-generator");
    expect(response.status).toBe(405);
    expect(response.headers.get("Allow")).toBe("POST");
  });

  it("limits each address to 20 AI requests a minute", async () => {
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
  });
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
    expect(await response.json()).toEqual({
      reply: "Swift Development suits small boards: see /swift-development.",
      source: "workers-ai",
    });

    expect(calls).toHaveLength(1);
    const [{ model, inputs }] = calls as [ModelCall];
    expect(model).toBe(env.CHAT_MODEL);
    expect(model).toBe("@cf/meta/llama-3.1-8b-instruct-fast");
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
    // The site passages that match the question ground the answer.
    expect(system.content).toContain(`(/swift-development) Swift Development: ${SWIFT_DEVELOPMENT.hero.intro}`);
    expect(inputs.stream).toBeUndefined();
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

  it("streams the model's words as delta events, then done", async () => {
    const { ai, calls } = fakeAi(() =>
      sseStream(['{"response":"Motor control "}', '{"response":"lives at /motor-control-design."}', "[DONE]"]),
    );
    const response = await workersAi(ai)(
      "chatbot",
      { message: "motors?" },
      { headers: { Accept: "text/event-stream" } },
    );
    expect(response.headers.get("Content-Type")).toContain("text/event-stream");
    expect(calls[0]!.inputs.stream).toBe(true);
    expect(await readEvents(response)).toEqual([
      { event: "delta", data: { text: "Motor control " } },
      { event: "delta", data: { text: "lives at /motor-control-design." } },
      { event: "done", data: { source: "workers-ai" } },
    ]);
  });

  it("reports a stream that breaks off as an error event after the words so far", async () => {
    let breakOff!: () => void;
    const brokenOff = new Promise<void>((resolve) => (breakOff = resolve));
    const { ai } = fakeAi(() => sseStream(['{"response":"Half a"}'], brokenOff));
    const response = await workersAi(ai)("chatbot", { message: "hi" }, { headers: { Accept: "text/event-stream" } });
    const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
    let received = "";
    while (!received.includes("Half a")) received += (await reader.read()).value;
    breakOff();
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) received += chunk.value;
    expect(received).toBe(
      'event: delta\ndata: {"text":"Half a"}\n\n' +
        'event: error\ndata: {"error":"The AI service is unavailable right now. Please try again shortly."}\n\n',
    );
  });

  it("answers a thrown binding error with a 502 and an error field, as JSON even when a stream was asked for", async () => {
    const { ai } = fakeAi(() => {
      throw new Error("5007: No such model");
    });
    for (const headers of [{}, { Accept: "text/event-stream" }] as Record<string, string>[]) {
      const response = await workersAi(ai)("chatbot", { message: "hello" }, { headers });
      expect(response.status).toBe(502);
      expect(response.headers.get("Content-Type")).toContain("application/json");
      expect(await response.json()).toEqual({
        error: "The AI service is unavailable right now. Please try again shortly.",
      });
    }
  });

  it("treats a model answer with an error field and no text as a failed reply", async () => {
    const { ai } = fakeAi(() => ({ errors: [{ code: 5007, message: "No such model" }], success: false }));
    const response = await workersAi(ai)("chatbot", { message: "hello" });
    expect(response.status).toBe(502);
    expect(await response.json()).toEqual({ error: "The assistant returned an empty reply. Please try again." });
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

  const failures: { name: string; output: unknown; error: string }[] = [
    {
      name: "text that is not JSON",
      output: { response: "Here are some topics: 1. ESP32" },
      error: "The AI returned topics in an unexpected format. Please try again.",
    },
    {
      name: "JSON of the wrong shape",
      output: { response: { blog_topics: "ESP32", mermaid_code: diagram } },
      error: "The AI returned topics in an unexpected format. Please try again.",
    },
    {
      name: "an answer with only an error field",
      output: { errors: [{ message: "Model error" }] },
      error: "The AI returned topics in an unexpected format. Please try again.",
    },
    {
      name: "blank topics",
      output: { response: { blog_topics: [" "], mermaid_code: diagram } },
      error: "The AI returned no topics. Please try again.",
    },
  ];

  for (const { name, output, error } of failures) {
    it(`answers ${name} with a 502 and an error field`, async () => {
      const { ai } = fakeAi(() => output);
      const response = await workersAi(ai)("blog-topic-generator", request);
      expect(response.status).toBe(502);
      expect(await response.json()).toEqual({ error });
    });
  }

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

  it("answers a thrown binding error with a 502 and an error field", async () => {
    const { ai } = fakeAi(() => {
      throw new Error("AiError: 5000: internal");
    });
    const response = await workersAi(ai)("blog-topic-generator", request);
    expect(response.status).toBe(502);
    expect(await response.json()).toEqual({
      error: "The AI service is unavailable right now. Please try again shortly.",
    });
  });
});
