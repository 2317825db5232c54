import { describe, expect, it } from "vitest";
import { answerFromSite } from "~/features/assistant/local-assistant.server";
import { CLOSEST_PASSAGES, HAND_OVER, NOT_COVERED_REPLY, SITE_SAYS } from "~/features/assistant/not-covered-reply";
import { splitReplyLinks } from "~/features/assistant/reply-links";
import { buildKnowledge } from "~/features/assistant/site-knowledge.server";
import { EDITABLE_CONTENT } from "~/content/editable";
import { MOVED_ARTICLES } from "../support/moved-articles";

const knowledge = buildKnowledge({}, MOVED_ARTICLES);
const ask = (question: string) => answerFromSite(knowledge, question);
const linkedPaths = (reply: string) =>
  splitReplyLinks(reply).flatMap((segment) => (segment.kind === "link" ? [segment.href] : []));

describe("offline assistant", () => {
  it("answers with the passage that clearly answers, and links its page", () => {
    const answer = ask("Do you work with startups?");
    expect(answer.covered).toBe(true);
    expect(answer.reply).toContain(EDITABLE_CONTENT.faq_page.startups_and_businesses_answer);
    expect(linkedPaths(answer.reply)).toEqual(["/help-connect/faqs"]);
    expect(answer.pages).toEqual([{ name: "FAQs", path: "/help-connect/faqs" }]);
  });

  it("lists the three nearest passages, a sentence each with its page, when no sentence clearly answers", () => {
    const answer = ask("our last contractor's firmware was a tangled mess. how would you keep ours maintainable?");
    expect(answer.covered).toBe(false);
    const [head, ...rest] = answer.reply.split("\n\n");
    expect(head).toBe(CLOSEST_PASSAGES);
    expect(rest.at(-1)).toBe(HAND_OVER);
    const lines = rest.slice(0, -1);
    expect(lines).toHaveLength(3);
    for (const line of lines) expect(line).toMatch(/^• \[[^\]]+\]\(\/[^)]*\): \S/);
    // One line a page, each page named as the reply links it.
    expect(new Set(answer.pages.map((page) => page.path)).size).toBe(3);
    expect(linkedPaths(answer.reply)).toEqual(answer.pages.map((page) => page.path));
  });

  it("gives the site's own words with their pages when the nearest passages hold the answer", () => {
    const answer = ask("Who started the company?");
    expect(answer.covered).toBe(false);
    const [head, first, ...rest] = answer.reply.split("\n\n");
    expect(head).toBe(SITE_SAYS);
    expect(first).toMatch(/^• \[About Us\]\(\/about\): .*Founded by an engineer with a PhD in Electronics \(1990\)/);
    expect(rest.at(-1)).toBe(HAND_OVER);
    expect(answer.reply).not.toContain(CLOSEST_PASSAGES);
  });

  it.each([
    ["Where are you based?", "serving the Republic of Ireland and the UK", "/about"],
    ["Which countries do you take work from?", "Republic of Ireland", "/about"],
  ])("answers %j from the site's text, with its page, not as a question it cannot answer", (question, words, path) => {
    const { reply } = ask(question);
    expect(reply).toContain(words);
    expect(linkedPaths(reply)).toContain(path);
    expect(reply).not.toContain(CLOSEST_PASSAGES);
  });

  it.each([
    ["How quickly will you reply to my message?", "1-2 business days", "/help-connect/contact-us"],
    [
      "Can you do the screen and buttons on the front panel too?",
      "Buttons, displays, LEDs and touch controls",
      "/services/electronic-design",
    ],
  ])("finds the site's words for a visitor's everyday ones: %j", (question, words, path) => {
    const { reply } = ask(question);
    expect(reply).toContain(words);
    expect(linkedPaths(reply)).toContain(path);
  });

  it("lists the blog article a question is plainly about first, and no article where the pages match as well", () => {
    const esp32 = ask("Is the ESP32's ADC good enough for accurate measurements?");
    expect(esp32.covered).toBe(false);
    expect(esp32.reply.split("\n\n")[1]).toMatch(
      /^• \[ESP32 vs\. STM32: Picking the Right Platform\]\(\/blog\/esp32-vs-stm32\): \S/,
    );
    expect(esp32.pages).toHaveLength(4);
    expect(linkedPaths(esp32.reply)).toEqual(esp32.pages.map((page) => page.path));

    for (const question of [
      "our last contractor's firmware was a tangled mess. how would you keep ours maintainable?",
      "Which tools do you use for ESP32 firmware?",
    ]) {
      expect(linkedPaths(ask(question).reply).filter((path) => path.startsWith("/blog/"))).toEqual([]);
    }
  });

  it("says the site does not cover a question only when nothing on it is near", () => {
    for (const question of ["zebra xylophone", "What is the capital of Peru?"]) {
      expect(ask(question)).toEqual({ reply: NOT_COVERED_REPLY, covered: false, pages: [] });
    }
  });

  it("answers a price question with the quotation form and the hand-over, never a figure", () => {
    const answer = ask("What is your hourly rate?");
    expect(answer.covered).toBe(false);
    expect(answer.reply).toContain("[the quotation form](/contact?subject=Quotation+Request)");
    expect(answer.reply).toContain(HAND_OVER);
  });

  it("lists a heading's cards by their titles when the question asks what they are, not about one card", () => {
    // Before: the page's first sentence and one card ("Electronic Design: Custom PCB…").
    const answer = ask("What services do you offer?");
    expect(answer.covered).toBe(true);
    expect(answer.reply).toContain(
      "Our Services: Consultancy, Electronic Design, System Development and System Implementation.",
    );
    expect(linkedPaths(answer.reply)).toEqual(["/services"]);
    // A question about one card gets that card, not the list.
    expect(ask("Do you do FPGA design?").reply).not.toContain("Our Services: Consultancy,");
    // The same in the nearest pages' list, where before the page gave one card ("Electronic Design: Custom PCB…").
    const listed = ask("Give me a rundown of what your company sells.");
    expect(listed.reply.split("\n\n")[0]).toBe(SITE_SAYS);
    expect(listed.reply).toMatch(
      /^• \[Our Services\]\(\/services\): .*Our Services: Consultancy, Electronic Design, System Development and System Implementation\.$/m,
    );
  });

  it("gives the way to reach the firm to a question that asks for it, also when no passage answers it", () => {
    // Before: only a clear answer gave it; the list of nearest passages ended with the hand-over alone.
    const answer = ask("How can I reach a real person?");
    const paragraphs = answer.reply.split("\n\n");
    expect(paragraphs[0]).toBe(CLOSEST_PASSAGES);
    expect(paragraphs.at(-2)).toBe(
      "To discuss your project with our engineers, use [the contact form](/contact?subject=Project+Inquiry) or e-mail [hello@tetra-electronics.com](mailto:hello@tetra-electronics.com).",
    );
    expect(paragraphs.at(-1)).toBe(HAND_OVER);
    expect(answer.covered).toBe(false);
  });

  it("gives the hand-over alone, with no passages, for a contract term the site never names, and the site's words once a page names it", () => {
    // Before: three passages that only shared "design" or "details" with the question.
    for (const question of [
      "Will you sign our NDA before we send over the design details?",
      "Do you offer a warranty on your designs?",
    ]) {
      expect(ask(question)).toEqual({ reply: NOT_COVERED_REPLY, covered: false, pages: [] });
    }
    const warranty = "Every prototype board we deliver carries a 12-month warranty.";
    const edited = buildKnowledge({
      faq_page: { ...EDITABLE_CONTENT.faq_page, startups_and_businesses_answer: warranty },
    });
    expect(answerFromSite(edited, "Is there a warranty on the prototype boards you deliver?").reply).toContain(
      warranty,
    );
  });

  it("answers questions about personal data from the privacy notice, and no other question from it", () => {
    const recording = ask("How long do you keep my voice recording?");
    expect(recording.reply).toContain("12 months");
    expect(linkedPaths(recording.reply)).toContain("/privacy");
    // The notice names the blog topic generator; a question about the blog is not answered from it.
    expect(linkedPaths(ask("Where can I read your blog articles?").reply)).not.toContain("/privacy");
  });

  it("gives the Help & Connect hub's cards to no one: the pages they link answer better", () => {
    expect(linkedPaths(ask("Where can I find quick answers to common questions?").reply)).not.toContain(
      "/help-connect",
    );
  });

  it("answers from the text it is given: a staff edit replaces the built-in wording", () => {
    const edited = buildKnowledge(
      {
        motor_control_page: {
          ...EDITABLE_CONTENT.motor_control_page,
          faq_prototype_timeline_answer:
            "<p>Most motor controller projects reach a first working prototype in <em>4 to 8 weeks</em>.</p>",
        },
      },
      MOVED_ARTICLES,
    );
    const reply = answerFromSite(edited, "How long until a first motor controller prototype?").reply;
    expect(reply).toContain("4 to 8 weeks");
    expect(reply).not.toContain("6 to 12 weeks");
  });

  it("gives the same answer to the same question", () => {
    const question = "Do you design boards for mains-powered products?";
    expect(ask(question)).toEqual(ask(question));
  });
});
