import { describe, expect, it } from "vitest";
import { withTypedValues } from "~/lib/typed-before-hydration";

describe("withTypedValues", () => {
  const state = { firstName: "", subject: "Prefilled", message: "" };

  it("takes the text typed into the page's fields over the state's", () => {
    const typed: Record<string, string> = { firstName: "Grace", subject: "Prefilled", message: "Hello there" };
    expect(withTypedValues(state, (field) => typed[field])).toEqual({
      firstName: "Grace",
      subject: "Prefilled",
      message: "Hello there",
    });
  });

  it("keeps the state's value for a field the page does not have", () => {
    expect(withTypedValues(state, (field) => (field === "message" ? "Only this" : undefined))).toEqual({
      ...state,
      message: "Only this",
    });
  });

  it("returns the same state when nothing was typed, so React does not render again", () => {
    expect(withTypedValues(state, (field) => state[field as keyof typeof state])).toBe(state);
  });
});
