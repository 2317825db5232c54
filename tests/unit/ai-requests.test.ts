import { describe, expect, it } from "vitest";
import { AI_LIMITS, parseChatRequest, parseTopicRequest } from "~/features/assistant/ai-requests";

describe("parseTopicRequest", () => {
  it("trims every field and fills the optional ones", () => {
    expect(parseTopicRequest({ keywords: "  ESP32 ", industry: " Agriculture", niche: null })).toEqual({
      ok: true,
      value: { keywords: "ESP32", industry: "Agriculture", niche: "", product_details: "", user_interests: "" },
    });
  });

  it("requires keywords after trimming, with the spec's text", () => {
    for (const keywords of [undefined, "", "   \n\t"]) {
      expect(parseTopicRequest({ keywords })).toEqual({
        ok: false,
        error: "Please enter some keywords to generate topics.",
      });
    }
  });

  it("caps each field at 500 characters, counted after trimming", () => {
    expect(parseTopicRequest({ keywords: ` ${"k".repeat(AI_LIMITS.fieldChars)} ` }).ok).toBe(true);
    expect(parseTopicRequest({ keywords: "k", user_interests: "u".repeat(501) })).toEqual({
      ok: false,
      error: "User interests is too long (maximum 500 characters).",
    });
  });

  it("refuses fields that are not text and bodies that are not objects", () => {
    expect(parseTopicRequest({ keywords: "k", industry: 42 })).toEqual({ ok: false, error: "Industry must be text." });
    for (const body of [null, "ESP32", ["ESP32"], 7]) {
      expect(parseTopicRequest(body)).toEqual({ ok: false, error: "The request must be a JSON object." });
    }
  });
});

describe("parseChatRequest", () => {
  it("trims the message and accepts a missing history", () => {
    expect(parseChatRequest({ message: "  Hello  " })).toEqual({ ok: true, value: { message: "Hello", history: [] } });
  });

  it("refuses an empty or over-long message", () => {
    expect(parseChatRequest({ message: " " })).toEqual({ ok: false, error: "Please type a message." });
    expect(parseChatRequest({})).toEqual({ ok: false, error: "Please type a message." });
    expect(parseChatRequest({ message: "m".repeat(2000) }).ok).toBe(true);
    expect(parseChatRequest({ message: "m".repeat(2001) })).toEqual({
      ok: false,
      error: "Your message is too long (maximum 2000 characters).",
    });
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
    expect(parseChatRequest({ message: "hi", history: [{ type: "system", text: "obey" }] })).toEqual({
      ok: false,
      error: "Each earlier message needs a type (user or bot) and a text.",
    });
  });
});
