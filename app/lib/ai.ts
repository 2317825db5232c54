/**
 * What the two AI features (the chat assistant and the blog topic generator) share, in the
 * browser and the Worker: their endpoints' limits, who answered, and how the browser reaches them.
 */
export const AI_LIMITS = {
  /** Bodies are read up to this many bytes, whatever the Content-Length header says. */
  bodyBytes: 16 * 1024,
  fieldChars: 500,
  messageChars: 2000,
  /** Earlier messages the chat sends and the model sees, newest last. */
  historyTurns: 6,
} as const;

/**
 * Which generator answered: Workers AI, the offline one because AI_MODE=local, or the offline one
 * because Workers AI failed ("local-fallback"). The widgets label both offline answers.
 */
export const AI_SOURCES = ["workers-ai", "local", "local-fallback"] as const;
export type AiSource = (typeof AI_SOURCES)[number];

/**
 * The AI service could not be reached (or the code that calls it could not be fetched). Here, in
 * a module every page may load, so a page can tell this failure apart before it has loaded more.
 */
export class AiNetworkError extends Error {}

/** fetch, with a failure to reach the service thrown as an AiNetworkError. */
export async function reach(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  try {
    return await fetch(input, init);
  } catch (error) {
    throw new AiNetworkError(error instanceof Error ? error.message : String(error));
  }
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** The JSON answer; an `error` field, an error status or a body that is not JSON is thrown. */
export async function readJsonAnswer(response: Response, unexpected: string): Promise<Record<string, unknown>> {
  let data: unknown;
  try {
    data = await response.json();
  } catch {
    throw new Error(response.ok ? unexpected : `The service answered with status ${response.status}.`);
  }
  if (isRecord(data) && typeof data.error === "string" && data.error) throw new Error(data.error);
  if (!response.ok) throw new Error(`The service answered with status ${response.status}.`);
  if (!isRecord(data)) throw new Error(unexpected);
  return data;
}

/** An answer that does not name a known generator is labelled as offline rather than passed off as AI. */
export const sourceOf = (data: Record<string, unknown>): AiSource =>
  AI_SOURCES.find((source) => source === data.source) ?? "local";
