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

/** Sorts a thrown value into the three cases the visitor is told about. */
export function classifyContentError(thrown: unknown): ContentError {
  if (thrown instanceof Error) {
    const message = thrown.message.replace(/\.$/, "");
    return { kind: NETWORK_FAILURE.test(message) ? "network" : "backend", message };
  }
  return { kind: "critical", message: "An unexpected problem stopped the page content from loading." };
}
