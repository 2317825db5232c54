/**
 * Content loading failures: what the visitor is told in a
 * toast, and the in-page texts that replace a block that could not be loaded.
 */
export type ContentErrorKind = "network" | "backend" | "critical";

export interface ContentError {
  kind: ContentErrorKind;
  message: string;
}

export const CONTENT_ERROR_TEXT = {
  title: "Error",
  block: "Error loading content.",
} as const;

export function contentErrorToast(error: ContentError): { title: string; description: string } {
  switch (error.kind) {
    case "network":
      return {
        title: "Content Loading Issue",
        description: "A network error occurred. Please check your connection and try again.",
      };
    case "backend":
      return {
        title: "Content Loading Issue",
        description: `An error occurred while loading content: ${error.message}.`,
      };
    case "critical":
      return { title: "Critical Error Loading Content", description: error.message };
  }
}

const NETWORK_FAILURE = /network|fetch failed|failed to fetch|connection (lost|reset|refused)/i;

/**
 * The reason a visitor is given for a backend failure. The failure's own message is never shown:
 * drizzle's names the SQL and its values, D1's names tables and internal states, none of which
 * helps a visitor. The loader logs the detail instead.
 */
export const CONTENT_BACKEND_REASON = "our database could not be read";

/** Sorts a thrown value into the three cases the visitor is told about, with visitor-safe text only. */
export function classifyContentError(thrown: unknown): ContentError {
  if (thrown instanceof Error) {
    // Drizzle wraps the driver's error, whose message says whether the network failed.
    const messages = [thrown.message, thrown.cause instanceof Error ? thrown.cause.message : ""].join(" ");
    return NETWORK_FAILURE.test(messages)
      ? { kind: "network", message: "" }
      : { kind: "backend", message: CONTENT_BACKEND_REASON };
  }
  return { kind: "critical", message: "An unexpected problem stopped the page content from loading." };
}
