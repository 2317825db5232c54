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

  it("gives a generic reason for a backend error, never its SQL or D1's words", () => {
    const d1 = new Error("D1_ERROR: database is locked: SQLITE_BUSY");
    const drizzle = new Error('Failed query: select "content_html" from "web_content" where "page_identifier" in (?)', {
      cause: d1,
    });
    for (const thrown of [d1, drizzle]) {
      const toast = contentErrorToast(classifyContentError(thrown));
      expect(toast).toEqual({
        title: "Content Loading Issue",
        description: "An error occurred while loading content: our database could not be read.",
      });
      expect(JSON.stringify(toast)).not.toMatch(/select|web_content|D1_ERROR|locked|SQLITE/i);
    }
  });

  it("sees a network failure inside the driver's error", () => {
    const thrown = new Error("Failed query: select 1", { cause: new Error("Network connection lost.") });
    expect(classifyContentError(thrown).kind).toBe("network");
  });

  it("calls anything else critical", () => {
    expect(contentErrorToast(classifyContentError("boom")).title).toBe("Critical Error Loading Content");
  });
});
