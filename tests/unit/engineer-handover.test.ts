import { describe, expect, it } from "vitest";
import { engineerHandover, handoverMessage } from "~/features/assistant/engineer-handover";
import { CHATBOT_COPY } from "~/features/assistant/chatbot-copy";
import { prefilledMessage } from "~/features/contact";
import type { ChatTurn } from "~/features/assistant/ai-requests";

const user = (text: string): ChatTurn => ({ type: "user", text });
const bot = (text: string): ChatTurn => ({ type: "bot", text });
const count = (text: string) => Array.from(text).length;

describe("handoverMessage", () => {
  const turns = [bot(CHATBOT_COPY.greeting), user("First?"), bot("One."), user("Second?"), bot("Two.")];

  it("is the last question alone unless the conversation is included", () => {
    expect(handoverMessage(turns, false)).toBe("Second?");
  });

  it("holds the conversation from the first question on, without the greeting", () => {
    expect(handoverMessage(turns, true)).toBe(
      "Second?\n\nOur conversation with Tetra AI:\n\nMe: First?\n\nTetra AI: One.\n\nMe: Second?\n\nTetra AI: Two.",
    );
  });

  it("leaves out the oldest turns, with a note, when the conversation is longer than a message can be", () => {
    const long = Array.from({ length: 12 }, (_, index) => [
      user(`Question ${index}?`),
      bot(`Answer ${index}: ${"word ".repeat(100).trim()}`),
    ]).flat();
    const message = handoverMessage(long, true);

    expect(count(message)).toBeLessThanOrEqual(5000);
    expect(message).toMatch(
      /^Question 11\?\n\nOur conversation with Tetra AI:\n\n\(Earlier messages are left out: the whole conversation is longer than a message can be\.\)\n\nMe: Question \d+\?/,
    );
    expect(message).not.toContain("Question 0?");
    expect(message.endsWith(`Tetra AI: Answer 11: ${"word ".repeat(100).trim()}`)).toBe(true);
  });

  it("cuts a newest turn too long to fit whole, and counts characters as the form does", () => {
    const message = handoverMessage([user("Why?"), bot("🔌".repeat(6000))], true);
    expect(count(message)).toBe(5000);
    expect(message).toMatch(/\(Earlier messages are left out[^)]*\)\n\nTetra AI: 🔌+…$/u);
  });
});

describe("engineerHandover", () => {
  it("opens /contact with the subject and inquiry type in the address and the message in the history state", () => {
    const { to, state } = engineerHandover([user("Can you help with EMC testing?")], false);
    expect(to).toBe("/contact?subject=Question+for+an+engineer&inquiryType=General+Question");
    expect(prefilledMessage(state)).toBe("Can you help with EMC testing?");
  });
});

describe("prefilledMessage", () => {
  it("takes only a string message, without forbidden characters, at most as long as the field", () => {
    expect(prefilledMessage(null)).toBe("");
    expect(prefilledMessage({ contactMessage: 42 })).toBe("");
    expect(prefilledMessage("just a string")).toBe("");
    expect(prefilledMessage({ contactMessage: "Line one\r\nline\u0000 two\u001b[2J\ttab" })).toBe(
      "Line one\r\nline two[2J\ttab",
    );
    expect(count(prefilledMessage({ contactMessage: "x".repeat(6000) }))).toBe(5000);
  });
});
