import { createExecutionContext, env, SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { overview } from "~/features/staff-console/index.server";
import { createApp } from "../../workers/api";
import { withBotCheckToken } from "./support/bot-check";
import { fakeAi } from "./support/fake-ai";

// Issue 52: every chat answer is counted by the path it took to the visitor, so the owner sees on
// the console's overview when the model fails and visitors meet the offline answers.

/** Words a visitor typed: the counts must never hold them. */
const SECRET = "Project Kestrel-7";
const question = { message: `What services do you offer for ${SECRET}?`, history: [] };

let addressCounter = 0;
function chatRequest() {
  return new Request("https://example.com/api/chatbot", {
    method: "POST",
    headers: withBotCheckToken({
      "Content-Type": "application/json",
      "CF-Connecting-IP": `2001:db8:52:${(++addressCounter).toString(16)}::1`,
    }),
    body: JSON.stringify(question),
  });
}

/** The reply's words and its finish part's metadata. */
async function replyOf(response: Response) {
  const parts = (await response.text())
    .split("\n\n")
    .filter((block) => block.startsWith("data: {"))
    .map((block) => JSON.parse(block.slice("data: ".length)) as Record<string, unknown>);
  const reply = parts.flatMap((part) => (part.type === "text-delta" ? [part.delta as string] : [])).join("");
  return { reply, ...(parts.at(-1)!.messageMetadata as { source: string }) };
}

/** The Worker with AI_MODE=workers-ai and this binding. */
const withModel = (ai: Ai) =>
  createApp().fetch(chatRequest(), { ...env, AI_MODE: "workers-ai", AI: ai }, createExecutionContext());

describe("how each answer reached the visitor", () => {
  it("a failing model: the visitor gets the offline answer, and the overview counts a fallback with its reason", async () => {
    const offline = await replyOf(await SELF.fetch(chatRequest()));
    const { ai, calls } = fakeAi(() => {
      throw new Error("5007: No such model");
    });

    const answered = await replyOf(await withModel(ai));

    expect(calls).toHaveLength(1);
    expect(answered).toEqual({ ...offline, source: "local-fallback" });
    const { assistant } = await overview(env.DB);
    expect(assistant.byPath).toEqual([
      { path: "The site's own text, because the AI model failed", answers: 1 },
      { path: "The site's own text: the AI model is not in use", answers: 1 },
    ]);
    expect(assistant.failures).toEqual({
      total: 1,
      kinds: [{ what: "the AI service returned an error", times: 1 }],
    });
    // Counts only: the model asked and the kind of failure, nothing the visitor wrote.
    const { results } = await env.DB.prepare("SELECT * FROM assistant_answers ORDER BY source").all();
    expect(results).toEqual([
      expect.objectContaining({ source: "local", model: "", failure: "", answers: 1 }),
      expect.objectContaining({ source: "local-fallback", model: env.CHAT_MODEL, failure: "error", answers: 1 }),
    ]);
    expect(JSON.stringify(results)).not.toContain(SECRET);
  });

  it("counts the model's answers under its name, and each failure beside them", async () => {
    await env.DB.prepare("DELETE FROM assistant_answers").run();
    const { ai } = fakeAi(() => ({ response: "We offer Consultancy, Electronic Design and more." }));
    expect((await replyOf(await withModel(ai))).source).toBe("workers-ai");
    expect((await replyOf(await withModel(ai))).source).toBe("workers-ai");
    const busy = fakeAi(() => {
      throw Object.assign(new Error("3040: Capacity temporarily exceeded"), { status: 429 });
    });
    expect((await replyOf(await withModel(busy.ai))).source).toBe("local-fallback");

    const { assistant } = await overview(env.DB);
    expect(assistant.byPath).toEqual([
      { path: `The AI model (${env.CHAT_MODEL})`, answers: 2 },
      { path: "The site's own text, because the AI model failed", answers: 1 },
    ]);
    expect(assistant.failures).toEqual({
      total: 1,
      kinds: [{ what: "the AI service was busy or the account's limit was reached", times: 1 }],
    });
  });
});
