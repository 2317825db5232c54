import { expect } from "vitest";

/** What a console spy was given, one JSON log line per call (and nothing else in the call). */
export function loggedLines(spy: { mock: { calls: unknown[][] } }) {
  return spy.mock.calls.map((call) => {
    expect(call).toHaveLength(1);
    return JSON.parse(String(call[0])) as Record<string, unknown>;
  });
}
