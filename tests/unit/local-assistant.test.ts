import { describe, expect, it } from "vitest";
import { answerFromSite } from "~/features/assistant/local-assistant.server";
import { NOT_COVERED_REPLY } from "~/features/assistant/not-covered-reply";
import { splitReplyLinks } from "~/features/assistant/reply-links";
import { SITE_PAGES, SITE_PASSAGES } from "~/features/assistant/site-knowledge";
import { SITE } from "~/content/site";
import { EVAL_QUESTIONS, quotedSiteSentences } from "./support/assistant-eval";

const siteText = (path: string) =>
  SITE_PASSAGES.filter((passage) => passage.path.split("#")[0] === path)
    .map((passage) => `${passage.title}: ${passage.text}`)
    .join("\n");

/** The reply's answer: its first paragraph, before the links to pages and forms. */
const answerPart = (reply: string) => reply.split("\n\n")[0]!;

const linksOf = (reply: string) => splitReplyLinks(reply).filter((segment) => segment.kind === "link");

describe("offline assistant", () => {
  it("answers 'What is your experience?' with the years and the founder's PhD, from the pages that say so", () => {
    const answer = answerFromSite("What is your experience?");
    expect(answer.covered).toBe(true);
    expect(answer.reply).toContain(`${SITE.yearsOfExperience} years`);
    expect(answer.reply).toContain(SITE.founderCredential);
    expect(answer.pages.map((page) => page.path)).toEqual(expect.arrayContaining(["/about"]));
  });

  it("says plainly when the site does not cover a question, offers an engineer and quotes nothing", () => {
    for (const question of [
      "Do you design hearing aids?",
      "Do you sign NDAs?",
      "What is the capital of France?",
      // "CAN" and "IT" are subjects here, not "can" and "it".
      "Can you design a CAN bus network for our vehicles?",
      "Do you do IT support?",
    ]) {
      const answer = answerFromSite(question);
      expect(answer).toMatchObject({ covered: false, pages: [] });
      expect(answer.reply.startsWith(NOT_COVERED_REPLY)).toBe(true);
      expect(answer.reply).toContain("“Ask an engineer”");
      expect(quotedSiteSentences(answer.reply)).toEqual([]);
    }
  });

  it("answers questions about personal data from the privacy notice, and no other question from it", () => {
    const recording = answerFromSite("How long do you keep my voice recording?");
    expect(recording.covered).toBe(true);
    expect(answerPart(recording.reply)).toContain("Kept for 12 months.");
    expect(recording.pages.map((page) => page.path)).toEqual(["/privacy"]);
    expect(answerPart(answerFromSite("Do you use cookies?").reply)).toContain("This website sets no cookies");
    // The notice mentions "the blog topic generator" and "Article 6(1)(b)"; a question about the
    // blog is answered from the blog's page.
    const blog = answerFromSite("Where is your blog?");
    expect(blog.pages.map((page) => page.path)).toEqual(["/help-connect/blog-highlights"]);
  });

  it("reads a question typed in capitals as words, not acronyms", () => {
    const answer = answerFromSite("CAN YOU DESIGN A PCB?");
    expect(answer.covered).toBe(true);
    expect(answerPart(answer.reply)).toContain("PCB");
  });

  it("gives no price, but the quotation form, when asked what something costs", () => {
    const answer = answerFromSite("What is your hourly rate?");
    expect(answer.covered).toBe(false);
    expect(linksOf(answer.reply)).toEqual([
      expect.objectContaining({ text: "the quotation form", href: "/contact?subject=Quotation+Request" }),
    ]);
  });

  it("answers small talk without claiming site content", () => {
    for (const message of ["Hello", "Thanks!"]) {
      const answer = answerFromSite(message);
      expect(answer.covered).toBe(false);
      expect(answer.reply).not.toContain(NOT_COVERED_REPLY);
    }
  });

  it("composes answers from whole sentences of the pages it names, and names every page it draws on", () => {
    for (const { question } of EVAL_QUESTIONS.filter((entry) => entry.covered)) {
      const answer = answerFromSite(question);
      if (!answer.covered) continue;
      const named = answer.pages.map((page) => siteText(page.path)).join("\n");
      // Each sentence of the answer is on one of the pages named; an overview ("Engagement Levels:
      // A, B and C.") lists names the page shows.
      for (const sentence of answerPart(answer.reply).split(/(?<=[.!?])\s+(?=[A-Z])/)) {
        const [, heading, rest] = /^([^:]{1,60}): (.*)$/.exec(sentence) ?? [undefined, undefined, sentence];
        const parts = named.includes(rest!.slice(0, 40))
          ? [rest!.slice(0, 40)]
          : rest!.replace(/\.$/, "").split(/, | and /);
        for (const part of [...(heading ? [heading] : []), ...parts]) {
          expect(named, `"${question}": ${sentence}`).toContain(part);
        }
      }
    }
  });

  it("writes links as Markdown with readable labels, to the site's own pages or its e-mail address", () => {
    const sitePaths = new Set([...SITE_PAGES, ...SITE_PASSAGES].map((page) => page.path.split("#")[0]));
    for (const { question } of EVAL_QUESTIONS) {
      const { reply } = answerFromSite(question);
      // No bare paths or addresses: every link has a label of its own.
      const markdownLinks = [...reply.matchAll(/\[([^\]]+)\]\(([^)]+)\)/g)];
      expect(linksOf(reply), question).toHaveLength(markdownLinks.length);
      for (const [, label, target] of markdownLinks) {
        expect(label, question).not.toBe(target);
        if (target!.startsWith("mailto:")) expect(target).toBe(`mailto:${SITE.email}`);
        else expect(sitePaths.has(target!.split(/[?#]/)[0]!) || target!.startsWith("/contact?"), target).toBe(true);
      }
    }
  });

  it("keeps replies short and gives the same reply to the same question", () => {
    const question = "What services do you offer?";
    const answer = answerFromSite(question);
    expect(answer).toEqual(answerFromSite(question));
    expect(answer.reply.replace(/\]\([^)]*\)/g, "]").length).toBeLessThanOrEqual(700);
  });
});
