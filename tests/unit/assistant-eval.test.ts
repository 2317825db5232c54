import { describe, expect, it } from "vitest";
import { answerFromSite } from "~/features/assistant/local-assistant.server";
import {
  DECLINED,
  EVAL_QUESTIONS,
  OFFLINE_HELD_OUT_FLOOR,
  OFFLINE_TUNED_FLOOR,
  REQUIRED_SCORE,
  evaluate,
  percent,
  scoreOf,
  type EvalResult,
} from "./support/assistant-eval";

/**
 * The offline assistant against the evaluation set (docs/assistant.md). `npm run eval:assistant`
 * runs this file alone and prints the scores: per category, tuned against held out. The held-out
 * questions' misses are listed only with EVAL_SHOW_HELD_OUT=1, so tuning does not read them.
 */
function report(results: readonly EvalResult[]) {
  const tuned = results.filter((result) => !result.entry.heldOut);
  const heldOut = results.filter((result) => result.entry.heldOut);
  const line = (name: string, part: readonly EvalResult[]) => {
    const score = scoreOf(part);
    return `  ${name.padEnd(24)} ${percent(score).padStart(7)}  (${score.right} of ${score.total})`;
  };
  // A covered question is missed either way: declined (the honest miss) or answered with sentences
  // that lack its facts (off the mark, what a visitor should rarely meet).
  const missedLine = (name: string, part: readonly EvalResult[]) => {
    const missed = part.filter((result) => result.entry.covered && result.problems.length);
    const declined = missed.filter((result) => result.problems.includes(DECLINED)).length;
    return `  covered, missed (${name}): ${declined} declined, ${missed.length - declined} off the mark`;
  };
  const categories = [...new Set(results.map((result) => result.entry.category))];
  console.info(
    [
      "Offline assistant evaluation",
      line("tuned", tuned),
      line("held out", heldOut),
      line("all", results),
      line(
        "covered questions",
        results.filter((result) => result.entry.covered),
      ),
      line(
        "not covered questions",
        results.filter((result) => !result.entry.covered),
      ),
      missedLine("tuned", tuned),
      missedLine("held out", heldOut),
      "By category:",
      ...categories.map((category) =>
        line(
          category,
          results.filter((result) => result.entry.category === category),
        ),
      ),
      "Misses (tuned):",
      ...tuned
        .filter((result) => result.problems.length)
        .map((result) => `  "${result.entry.question}": ${result.problems.join("; ")}`),
      ...(process.env.EVAL_SHOW_HELD_OUT
        ? [
            "Misses (held out):",
            ...heldOut
              .filter((result) => result.problems.length)
              .map((result) => `  "${result.entry.question}": ${result.problems.join("; ")}`),
          ]
        : []),
    ].join("\n"),
  );
}

describe("offline assistant evaluation", () => {
  it("has at least 100 questions, a fifth of them about what the site does not cover, and a held-out part", () => {
    expect(EVAL_QUESTIONS.length).toBeGreaterThanOrEqual(100);
    expect(EVAL_QUESTIONS.filter((entry) => !entry.covered).length).toBeGreaterThanOrEqual(EVAL_QUESTIONS.length / 5);
    const heldOut = EVAL_QUESTIONS.filter((entry) => entry.heldOut).length / EVAL_QUESTIONS.length;
    expect(heldOut).toBeGreaterThanOrEqual(0.2);
    expect(new Set(EVAL_QUESTIONS.map((entry) => entry.question)).size).toBe(EVAL_QUESTIONS.length);
  });

  it(`declines at least ${REQUIRED_SCORE * 100} % of the questions the site does not cover, and keeps its measured scores`, () => {
    const results = evaluate(answerFromSite);
    report(results);
    const rate = (part: readonly EvalResult[]) => scoreOf(part).right / scoreOf(part).total;
    // Never labelling an unrelated quote as an answer is what the offline answerer can promise.
    expect(rate(results.filter((result) => !result.entry.covered))).toBeGreaterThanOrEqual(REQUIRED_SCORE);
    // Lexical coverage answers a stranger's wording poorly (docs/assistant.md): held where measured.
    expect(rate(results.filter((result) => !result.entry.heldOut))).toBeGreaterThanOrEqual(OFFLINE_TUNED_FLOOR);
    expect(rate(results.filter((result) => result.entry.heldOut))).toBeGreaterThanOrEqual(OFFLINE_HELD_OUT_FLOOR);
  });
});
