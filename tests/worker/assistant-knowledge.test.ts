import { createExecutionContext, env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { createApp } from "../../workers/api";
import { EDITABLE_CONTENT } from "~/content/editable";
import { answerFromSite } from "~/features/assistant/local-assistant.server";
import { NOT_COVERED_REPLY } from "~/features/assistant/not-covered-reply";
import { siteKnowledge } from "~/features/assistant/site-knowledge.server";
import { HELD_OUT, TUNED } from "../support/assistant-questions";
import { withBotCheckToken } from "./support/bot-check";
import { setSection } from "./support/content";

/**
 * The assistant knows the live site: the page text in D1 (staff edits included) over the built-in
 * wording, for the offline answerer and in the model's instructions, rebuilt when the text changes.
 */
const OLD_TIMELINE = "6 to 12 weeks";
const NEW_TIMELINE = "4 to 8 weeks";
const TIMELINE_QUESTION = "How long until I have a first prototype of my motor controller?";
let addressCounter = 0;

/** The instructions the chat model is given for a question, through the Worker with a fake binding. */
async function instructionsFor(question: string): Promise<string> {
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

describe("the assistant's knowledge of the live site", () => {
  it("holds every statement of every editable page, under its page's address", async () => {
    const knowledge = await siteKnowledge(env);
    const faq = knowledge.passages.filter((passage) => passage.path === "/help-connect/faqs");
    expect(faq.map((passage) => passage.text)).toContain(
      `${EDITABLE_CONTENT.faq_page.startups_and_businesses_question}: ${EDITABLE_CONTENT.faq_page.startups_and_businesses_answer}`,
    );
    const text = knowledge.passages.map((passage) => `${passage.heading}\n${passage.text}`).join("\n");
    for (const [page, sections] of Object.entries(EDITABLE_CONTENT)) {
      for (const [section, wording] of Object.entries(sections)) {
        // Control names, column headings and eyebrows are words on the page, not statements.
        if (/_label$|_column_|(^|_)eyebrow$/.test(section)) continue;
        expect(text, `${page}.${section}`).toContain(wording.replace(/\s+/g, " ").trim());
      }
    }
  });

  it("answers from the text staff changed, offline and in the model's instructions, and stops knowing the old", async () => {
    expect(answerFromSite(await siteKnowledge(env), TIMELINE_QUESTION).reply).toContain(OLD_TIMELINE);
    const before = await siteKnowledge(env);
    expect(await siteKnowledge(env)).toBe(before); // not rebuilt while the text is unchanged

    await setSection(
      "motor_control_page",
      "faq_prototype_timeline_answer",
      `<p>Most motor controller projects now reach a first working prototype in ${NEW_TIMELINE}.</p>`,
    );
    const after = await siteKnowledge(env);
    expect(after).not.toBe(before);
    const offline = answerFromSite(after, TIMELINE_QUESTION).reply;
    expect(offline).toContain(NEW_TIMELINE);
    expect(offline).not.toContain(OLD_TIMELINE);

    const instructions = await instructionsFor(TIMELINE_QUESTION);
    expect(instructions).toContain(`first working prototype in ${NEW_TIMELINE}`);
    expect(instructions).not.toContain(OLD_TIMELINE);

    await setSection("motor_control_page", "faq_prototype_timeline_answer", null);
    expect(answerFromSite(await siteKnowledge(env), TIMELINE_QUESTION).reply).toContain(OLD_TIMELINE);
  });

  it("points a question about a blog article to the article, with the sentence staff last wrote there", async () => {
    const question = "How much current does an ESP32 draw in deep sleep?";
    const articleLine = (reply: string) => reply.split("\n\n")[1];
    const before = answerFromSite(await siteKnowledge(env), question);
    expect(before.pages[0]).toEqual({
      name: "ESP32 vs. STM32: Picking the Right Platform",
      path: "/blog/esp32-vs-stm32",
    });
    expect(articleLine(before.reply)).toContain("roughly 5 to 10 μA");

    // The article's text as staff save it in the console (D1, publications).
    const stored = (await env.DB.prepare(
      "SELECT body_html FROM publications WHERE slug = 'esp32-vs-stm32'",
    ).first<string>("body_html"))!;
    const paragraph = /<p>Typical datasheet figures[^<]*<\/p>/.exec(stored)![0];
    const edited = "On our bench, the current an ESP32 draws in deep sleep with its RTC timer running was 8 μA.";
    const store = (html: string) =>
      env.DB.prepare("UPDATE publications SET body_html = ?1 WHERE slug = 'esp32-vs-stm32'").bind(html).run();
    await store(stored.replace(paragraph, `<p>${edited}</p>`));
    try {
      const after = answerFromSite(await siteKnowledge(env), question);
      expect(articleLine(after.reply)).toBe(
        `• [ESP32 vs. STM32: Picking the Right Platform](/blog/esp32-vs-stm32): ${edited}`,
      );
      expect(after.reply).not.toContain("5 to 10 μA");
    } finally {
      await store(stored);
    }
    expect(articleLine(answerFromSite(await siteKnowledge(env), question).reply)).toContain("roughly 5 to 10 μA");
  });

  it("gives the model every fact each covered question of the evaluation needs, tuned and held out", async () => {
    const instructions = (await instructionsFor("What do you do?")).toLowerCase();
    for (const part of [TUNED, HELD_OUT]) {
      const missing = part
        .filter((question) => question.page)
        .filter(
          (question) =>
            !instructions.includes(`(${question.page})`) ||
            !(question.facts ?? []).every((fact) => instructions.includes(fact.toLowerCase())),
        );
      // Held-out questions are counted, never listed, so tuning does not read them.
      expect(missing.length).toBe(0);
    }
    expect(instructions).toContain(
      `reply with exactly this sentence, and nothing from the site's content: "${NOT_COVERED_REPLY}"`.toLowerCase(),
    );
  });
});
