import { describe, expect, it } from "vitest";
import { classifyContentError, contentErrorToast } from "~/features/managed-content/content-errors";

describe("content error messages", () => {
  it("explains a network failure", () => {
    const error = classifyContentError(new TypeError("Failed to fetch"));
    expect(contentErrorToast(error)).toEqual({
      title: "Content Loading Issue",
      description: "A network error occurred. Please check your connection and try again.",
    });
  });

  it("quotes a backend error's message", () => {
    const error = classifyContentError(new Error("D1_ERROR: database is locked"));
    expect(contentErrorToast(error)).toEqual({
      title: "Content Loading Issue",
      description: "An error occurred while loading content: D1_ERROR: database is locked.",
    });
  });

  it("calls anything else critical", () => {
    expect(contentErrorToast(classifyContentError("boom")).title).toBe("Critical Error Loading Content");
  });
});
