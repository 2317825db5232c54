import { createExecutionContext, env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { createApp } from "../../workers/api";
import {
  OFF_TOPIC_OPENING,
  OFF_TOPIC_QUESTIONS,
  ON_TOPIC_QUESTIONS,
  type EvalQuestion,
  missingFacts,
} from "../support/assistant-eval";
import { withBotCheckToken } from "./support/bot-check";

/**
 * The evaluation set through the Workers AI path, with a fake binding that records what the app
 * sends: the model can only answer with what its instructions carry, so every fact a question
 * needs must be in the system prompt (the company facts or the passages retrieved for it).
 */
let addressCounter = 0;

async function systemPromptFor(question: string): Promise<string> {
  const prompts: string[] = [];
  const ai = {
    run: async (_model: string, inputs: { messages: { role: string; content: string }[] }) => {
      prompts.push(inputs.messages.find((message) => message.role === "system")?.content ?? "");
      return { response: "Thank you for your question." };
    },
  } as unknown as Ai;
  const request = new Request("https://example.com/api/chatbot", {
    method: "POST",
    headers: withBotCheckToken({
      "Content-Type": "application/json",
      // Each question from its own IPv6 /64, so the AI rate limit never applies here.
      "CF-Connecting-IP": `2001:db8:e${(++addressCounter).toString(16)}::1`,
    }),
    body: JSON.stringify({ message: question }),
  });
  const response = await createApp().fetch(
    request,
    { ...env, AI_MODE: "workers-ai", AI: ai },
    createExecutionContext(),
  );
  expect(response.status).toBe(200);
  await response.text();
  expect(prompts).toHaveLength(1);
  return prompts[0]!;
}

describe("Workers AI assistant evaluation (fake binding)", () => {
  it("gives the model every fact each visitor question needs", async () => {
    const misses: (EvalQuestion & { missing: string[] })[] = [];
    for (const entry of ON_TOPIC_QUESTIONS) {
      const missing = missingFacts(await systemPromptFor(entry.question), entry.facts);
      if (missing.length) misses.push({ ...entry, missing });
    }
    const grounded = ON_TOPIC_QUESTIONS.length - misses.length;
    console.info(
      `Workers AI grounding: ${((grounded / ON_TOPIC_QUESTIONS.length) * 100).toFixed(1)} % of questions (${grounded} of ${ON_TOPIC_QUESTIONS.length}) get every fact they need`,
    );
    for (const miss of misses) console.info(`  missing for "${miss.question}": ${miss.missing.join(" | ")}`);
    expect(misses).toEqual([]);
  });

  it("tells the model how to decline an off-topic question: what it can help with and a contact link", async () => {
    for (const question of OFF_TOPIC_QUESTIONS) {
      const prompt = await systemPromptFor(question);
      expect(prompt).toContain(`"${OFF_TOPIC_OPENING}`);
      expect(prompt).toMatch(/\/contact\?subject=General\+Question/);
    }
  });
});
