import { describe, expect, it, vi } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import { TopicGenerator } from "~/features/topic-generator/TopicGenerator";
import { DIAGRAM_COPY, TOPIC_GENERATOR_COPY as COPY } from "~/features/topic-generator/topic-generator-copy";
import { KEYWORDS_REQUIRED_TEXT } from "~/features/topic-generator/topic-requests";
import { deferred, findToast, renderWithToasts } from "./support/render";

// Mermaid is never loaded here: its stand-in never finishes rendering, so the diagram stays in
// its loading state (the diagram itself is covered end to end).
vi.mock("mermaid", () => ({ default: { initialize: () => {}, render: () => new Promise(() => {}) } }));

// fetch is the boundary to the Worker: answers are shaped as POST /api/blog-topic-generator
// sends them (app/features/assistant/routes.server.ts).
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

const TOPICS = {
  blog_topics: [
    "How ESP32 Is Changing Agriculture",
    "Choosing ESP32 for Soil Monitoring: A Practical Guide",
    "ESP32 Power Budgets for Battery Probes",
  ],
  mermaid_code: "mindmap\n  root((ESP32))\n    b1[Guides]\n      n2(Choosing ESP32 for Soil Monitoring)",
  source: "local",
};
const RATE_LIMITED = "Too many requests. Please wait a minute and try again.";

function answerTopics(answer: () => Promise<Response> | Response) {
  const fetch = vi.fn(async (_url: string, _init?: RequestInit) => answer());
  vi.stubGlobal("fetch", fetch);
  return fetch;
}

const field = (name: keyof typeof COPY.fields) => screen.getByRole("textbox", { name: COPY.fields[name].label });
const generateButton = () => screen.getByRole("button", { name: COPY.submit });
const topicList = () => screen.queryByRole("list", { name: COPY.topicsHeading });

describe("topic generator", () => {
  it("starts with empty fields, the keywords hint and no results", () => {
    renderWithToasts(<TopicGenerator />);

    expect(screen.getByRole("heading", { name: COPY.heading })).toBeVisible();
    expect(screen.getByText(COPY.intro)).toBeVisible();
    for (const name of ["keywords", "industry", "niche", "product_details", "user_interests"] as const) {
      expect(field(name)).toHaveValue("");
      expect(field(name)).toHaveAttribute("placeholder", COPY.fields[name].placeholder);
    }
    expect(field("keywords")).toHaveAccessibleDescription(COPY.fields.keywords.hint);
    expect(generateButton()).toBeEnabled();
    expect(topicList()).not.toBeInTheDocument();
  });

  it("asks for keywords when they are empty or blank, without calling the service", async () => {
    const fetch = answerTopics(() => json(TOPICS));
    const { user } = renderWithToasts(<TopicGenerator />);
    await user.type(field("industry"), "Agriculture");

    await user.click(generateButton());

    expect(await findToast(COPY.keywordsRequiredTitle)).toHaveTextContent(KEYWORDS_REQUIRED_TEXT);

    await user.type(field("keywords"), "   ");
    await user.click(generateButton());

    await waitFor(() => expect(screen.getAllByText(COPY.keywordsRequiredTitle)).toHaveLength(2));
    expect(fetch).not.toHaveBeenCalled();
    expect(topicList()).not.toBeInTheDocument();
  });

  it("names a field holding a control character, without calling the service", async () => {
    const fetch = answerTopics(() => json(TOPICS));
    const { user } = renderWithToasts(<TopicGenerator />);
    await user.click(field("keywords"));
    await user.paste("ESP32");
    await user.click(field("niche"));
    await user.paste("soil\u0000probes");

    await user.click(generateButton());

    expect(await findToast(COPY.failureTitle)).toHaveTextContent("Niche contains characters that are not allowed.");
    expect(fetch).not.toHaveBeenCalled();
  });

  it("shows a busy button while generating, then lists the topics and the diagram's loading state", async () => {
    const answer = deferred<Response>();
    const fetch = answerTopics(() => answer.promise);
    const { user } = renderWithToasts(<TopicGenerator />);
    await user.type(field("keywords"), "ESP32");
    await user.type(field("industry"), "Farming");

    await user.click(generateButton());

    expect(screen.getByRole("button", { name: COPY.submitting })).toBeDisabled();
    // The request code is fetched when the form is first used, so the call follows a moment later.
    await vi.waitFor(() => expect(fetch).toHaveBeenCalled());
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe("/api/blog-topic-generator");
    expect(JSON.parse(String(init?.body))).toEqual({
      keywords: "ESP32",
      industry: "Farming",
      niche: "",
      product_details: "",
      user_interests: "",
    });

    answer.resolve(json(TOPICS));

    const list = await screen.findByRole("list", { name: COPY.topicsHeading });
    expect(
      within(list)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(TOPICS.blog_topics);
    expect(screen.getByText(COPY.localSourceLabel)).toBeVisible();
    expect(screen.getByRole("heading", { name: COPY.diagramHeading })).toBeVisible();
    expect(await screen.findByRole("status")).toHaveTextContent(DIAGRAM_COPY.loading);
    // Composed offline: the toast does not claim AI (docs/decisions/0044).
    const toast = await findToast("Topics Generated!");
    expect(toast).toHaveTextContent("Here are some fresh blog topic ideas, composed offline from your keywords.");
    expect(toast).not.toHaveTextContent(/\bAI\b/);
    expect(generateButton()).toBeEnabled();
  });

  it("says the AI service is unavailable when the topics were composed because it failed", async () => {
    answerTopics(() => json({ ...TOPICS, source: "local-fallback" }));
    const { user } = renderWithToasts(<TopicGenerator />);
    await user.type(field("keywords"), "ESP32");

    await user.click(generateButton());

    expect(await screen.findByRole("list", { name: COPY.topicsHeading })).toBeVisible();
    expect(screen.getByText(COPY.fallbackSourceLabel)).toBeVisible();
    expect(screen.queryByText(COPY.localSourceLabel)).not.toBeInTheDocument();
    expect(await findToast("Topics Generated!")).toHaveTextContent(
      "Here are some fresh blog topic ideas, composed offline from your keywords.",
    );
  });

  it("labels nothing when Workers AI wrote the topics, and gives the spec's success toast", async () => {
    answerTopics(() => json({ ...TOPICS, source: "workers-ai" }));
    const { user } = renderWithToasts(<TopicGenerator />);
    await user.type(field("keywords"), "ESP32");

    await user.click(generateButton());

    expect(await screen.findByRole("list", { name: COPY.topicsHeading })).toBeVisible();
    expect(screen.queryByText(COPY.localSourceLabel)).not.toBeInTheDocument();
    expect(screen.queryByText(COPY.fallbackSourceLabel)).not.toBeInTheDocument();
    expect(await findToast("Topics Generated!")).toHaveTextContent(
      "AI has whipped up some fresh blog topic ideas for you.",
    );
  });

  it("shows the service's error and clears the previous topics", async () => {
    const answers = [json(TOPICS), json({ error: RATE_LIMITED }, 429)];
    answerTopics(() => answers.shift()!);
    const { user } = renderWithToasts(<TopicGenerator />);
    await user.type(field("keywords"), "ESP32");
    await user.click(generateButton());
    expect(await screen.findByRole("list", { name: COPY.topicsHeading })).toBeVisible();

    await user.click(generateButton());

    expect(await findToast(COPY.failureTitle)).toHaveTextContent(RATE_LIMITED);
    expect(topicList()).not.toBeInTheDocument();
    expect(screen.queryByText(TOPICS.blog_topics[0]!)).not.toBeInTheDocument();
    expect(generateButton()).toBeEnabled();
  });

  it("gives the general failure text when the service cannot be reached", async () => {
    answerTopics(() => Promise.reject(new TypeError("Failed to fetch")));
    const { user } = renderWithToasts(<TopicGenerator />);
    await user.type(field("keywords"), "ESP32");

    await user.click(generateButton());

    expect(await findToast(COPY.failureTitle)).toHaveTextContent(COPY.failureText);
    expect(topicList()).not.toBeInTheDocument();
  });
});
