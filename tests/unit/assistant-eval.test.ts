import { describe, expect, it } from "vitest";
import { answerFromSite } from "~/features/assistant/local-assistant.server";
import { splitReplyLinks } from "~/features/assistant/reply-links";
import {
  OFF_TOPIC_OPENING,
  OFF_TOPIC_QUESTIONS,
  ON_TOPIC_QUESTIONS,
  REQUIRED_HIT_RATE,
  missingFacts,
} from "../support/assistant-eval";

describe("offline assistant evaluation", () => {
  it(`answers at least ${REQUIRED_HIT_RATE * 100} % of the visitor questions with every fact they need`, () => {
    const misses = ON_TOPIC_QUESTIONS.flatMap(({ question, facts }) => {
      const missing = missingFacts(answerFromSite(question), facts);
      return missing.length ? [{ question, missing }] : [];
    });
    const hitRate = 1 - misses.length / ON_TOPIC_QUESTIONS.length;
    console.info(
      `Offline assistant hit rate: ${(hitRate * 100).toFixed(1)} % (${ON_TOPIC_QUESTIONS.length - misses.length} of ${ON_TOPIC_QUESTIONS.length})`,
    );
    for (const miss of misses) console.info(`  missed "${miss.question}": ${miss.missing.join(" | ")}`);
    expect(ON_TOPIC_QUESTIONS.length).toBeGreaterThanOrEqual(40);
    expect(hitRate).toBeGreaterThanOrEqual(REQUIRED_HIT_RATE);
  });

  it.each(OFF_TOPIC_QUESTIONS)(
    "declines %j briefly, says what it can help with and links the contact form",
    (question) => {
      const reply = answerFromSite(question);
      expect(reply.startsWith(OFF_TOPIC_OPENING)).toBe(true);
      expect(reply.length).toBeLessThan(400);
      const links = splitReplyLinks(reply).filter((segment) => segment.kind === "link");
      expect(links.some((link) => link.href.startsWith("/contact"))).toBe(true);
    },
  );
});
