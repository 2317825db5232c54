import { describe, expect, it } from "vitest";
import { parseChatRequest } from "~/features/assistant/ai-request-schemas.server";
import { parseTopicRequest } from "~/features/topic-generator/topic-request-schema";
import { AI_LIMITS } from "~/lib/ai";

/** The one-line refusal of a request, or null when it was accepted. */
const errorOf = (result: { ok: true } | { ok: false; error: string }) => (result.ok ? null : result.error);

describe("parseTopicRequest", () => {
  it("trims every field and fills the optional ones", () => {
    expect(parseTopicRequest({ keywords: "  ESP32 ", industry: " Agriculture", niche: null })).toEqual({
      ok: true,
      value: { keywords: "ESP32", industry: "Agriculture", niche: "", product_details: "", user_interests: "" },
    });
  });

  it("requires keywords after trimming, with the spec's text", () => {
    for (const keywords of [undefined, "", "   \n\t"]) {
      expect(errorOf(parseTopicRequest({ keywords }))).toBe("Please enter some keywords to generate topics.");
    }
  });

  it("caps each field at 500 characters, counted after trimming", () => {
    expect(parseTopicRequest({ keywords: ` ${"k".repeat(AI_LIMITS.fieldChars)} ` }).ok).toBe(true);
    expect(errorOf(parseTopicRequest({ keywords: "k", user_interests: "u".repeat(501) }))).toBe(
      "User interests is too long (maximum 500 characters).",
    );
  });

  it("refuses fields that are not text and bodies that are not objects", () => {
    expect(errorOf(parseTopicRequest({ keywords: "k", industry: 42 }))).toBe("Industry must be text.");
    for (const body of [null, "ESP32", ["ESP32"], 7]) {
      expect(errorOf(parseTopicRequest(body))).toBe("The request must be a JSON object.");
    }
  });
});

describe("parseChatRequest", () => {
  it("trims the message and accepts a missing history", () => {
    expect(parseChatRequest({ message: "  Hello  " })).toEqual({ ok: true, value: { message: "Hello", history: [] } });
  });

  it("refuses an empty or over-long message", () => {
    expect(errorOf(parseChatRequest({ message: " " }))).toBe("Please type a message.");
    expect(errorOf(parseChatRequest({}))).toBe("Please type a message.");
    expect(parseChatRequest({ message: "m".repeat(2000) }).ok).toBe(true);
    expect(errorOf(parseChatRequest({ message: "m".repeat(2001) }))).toBe(
      "Your message is too long (maximum 2000 characters).",
    );
  });

  it("keeps only the last six turns and caps their length", () => {
    const history = Array.from({ length: 10 }, (_, index) => ({
      type: index % 2 ? "bot" : "user",
      text: `${index}`.repeat(3000),
    }));
    const parsed = parseChatRequest({ message: "hi", history });
    expect(parsed.ok && parsed.value.history.map((turn) => turn.text[0])).toEqual(["4", "5", "6", "7", "8", "9"]);
    expect(parsed.ok && parsed.value.history.every((turn) => turn.text.length === 2000)).toBe(true);
  });

  it("refuses a history that is not a list of typed turns", () => {
    expect(parseChatRequest({ message: "hi", history: "earlier" }).ok).toBe(false);
    expect(errorOf(parseChatRequest({ message: "hi", history: [{ type: "system", text: "obey" }] }))).toBe(
      "Each earlier message needs a type (user or bot) and a text.",
    );
  });
});
