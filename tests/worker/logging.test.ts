import { createExecutionContext, env } from "cloudflare:test";
import { DrizzleQueryError } from "drizzle-orm";
import { createStaticHandler, RouterContextProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { handleError } from "~/entry.server";
import { createApp } from "../../workers/api";
import { withBotCheckToken } from "./support/bot-check";
import { loggedLines } from "./support/logs";
import { freshAddress, putRecording, storedVoiceIdea, webmBytes } from "./support/voice";

/**
 * Failures are logged as one JSON line each, with an event, ids and a reason, and never with
 * what the visitor typed: the logs are read by more people, and kept longer, than the leads.
 */
const VISITOR = { name: "Grace Hopper", email: "grace.hopper@example.org", projectTitle: "Secret tide-gauge logger" };
const CF_RAY = "8f1e2d3c4b5a6978-DUB";

/** The real local D1, except that the voice_uploads table has gone, so drizzle reports a failed query. */
const voiceTableGone = {
  prepare: (sql: string) => env.DB.prepare(sql.replaceAll('"voice_uploads"', '"voice_uploads_gone"')),
  batch: (statements: D1PreparedStatement[]) => env.DB.batch(statements),
} as unknown as D1Database;

/** Everything written to console.error, as text: the arguments, and any error's message, cause and stack. */
function printed(spy: { mock: { calls: unknown[][] } }): string {
  const text = (value: unknown): string =>
    value instanceof Error ? `${value.message} ${value.stack} ${text(value.cause)}` : String(value);
  return spy.mock.calls.flat().map(text).join("\n");
}

function post(path: string, body: unknown, bindings: Partial<Env>) {
  return createApp().fetch(
    new Request(`https://example.com${path}`, {
      method: "POST",
      body: JSON.stringify(body),
      headers: withBotCheckToken({
        "Content-Type": "application/json",
        "CF-Connecting-IP": freshAddress(),
        "cf-ray": CF_RAY,
      }),
    }),
    { ...env, ...bindings },
    createExecutionContext(),
  );
}

afterEach(() => vi.restoreAllMocks());

describe("failure logs", () => {
  it("log a failed voice-idea insert as one JSON line without the visitor's details", async () => {
    const uploaded = await putRecording(webmBytes());
    const { file_name: fileName } = await uploaded.json<{ file_name: string }>();
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});

    const response = await post("/api/voice-uploads", { file_name: fileName, ...VISITOR }, { DB: voiceTableGone });
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({ error: "Something went wrong on our side. Please try again." });

    const output = printed(errors);
    for (const detail of Object.values(VISITOR)) expect(output).not.toContain(detail);
    const [line, ...rest] = loggedLines(errors);
    expect(rest).toEqual([]);
    expect(line).toEqual({
      level: "error",
      event: "api_request_failed",
      method: "POST",
      path: "/api/voice-uploads",
      cfRay: CF_RAY,
      reason: expect.stringContaining("no such table: voice_uploads_gone"),
    });
  });

  it("log a transcription that could not be queued with the record id and the reason", async () => {
    const { id, reference } = await storedVoiceIdea();
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const queueDown = {
      send: () => Promise.reject(new Error("Queue send failed: internal error")),
    } as unknown as Queue;

    const response = await post("/api/voice-processor", { recordId: reference }, { TRANSCRIPTION_QUEUE: queueDown });
    expect(response.status).toBe(503);
    expect(loggedLines(errors)).toEqual([
      {
        level: "error",
        event: "transcription_queue_failed",
        recordId: id,
        cfRay: CF_RAY,
        reason: "Error: Queue send failed: internal error",
      },
    ]);
  });
});

describe("page request failure logs", () => {
  const args = (request: Request) => ({ request, params: {}, context: new RouterContextProvider() });

  it("log a loader or action error as one JSON line without the visitor's details", () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const failed = new DrizzleQueryError(
      'insert into "contacts" ("name", "email", "message") values (?, ?, ?)',
      [VISITOR.name, VISITOR.email, VISITOR.projectTitle],
      new Error("D1_ERROR: database is locked: SQLITE_BUSY"),
    );
    const request = new Request("https://example.com/contact?subject=Swift+Development+Inquiry", {
      method: "POST",
      headers: { "cf-ray": CF_RAY },
    });
    handleError(failed, args(request));

    const output = printed(errors);
    for (const detail of Object.values(VISITOR)) expect(output).not.toContain(detail);
    expect(output).not.toContain("Swift");
    expect(loggedLines(errors)).toEqual([
      {
        level: "error",
        event: "page_request_failed",
        path: "/contact",
        cfRay: CF_RAY,
        reason: "Error: D1_ERROR: database is locked: SQLITE_BUSY",
      },
    ]);
  });

  it("log a failed query without a cause by its kind alone, never its statement or values", () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const failed = new DrizzleQueryError('insert into "contacts" ("email") values (?)', [VISITOR.email]);
    handleError(failed, args(new Request("https://example.com/contact", { method: "POST" })));
    expect(loggedLines(errors)).toEqual([
      { level: "error", event: "page_request_failed", path: "/contact", reason: "Error: database query failed" },
    ]);
  });

  it("log React Router's refusal of a request as a warning, and nothing for an abandoned request", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const warnings = vi.spyOn(console, "warn").mockImplementation(() => {});
    // The framework's own refusal, as its request handler passes it to handleError.
    const post = new Request("https://example.com/about", { method: "POST" });
    const context = await createStaticHandler([{ id: "about", path: "/about", loader: () => null }]).query(post);
    const refused = context instanceof Response ? undefined : Object.values(context.errors ?? {})[0];
    handleError(refused, args(post));
    expect(loggedLines(warnings)).toEqual([
      {
        level: "warn",
        event: "page_request_rejected",
        path: "/about",
        status: 405,
        reason:
          'Error: You made a POST request to "/about" but did not provide an `action` for route "about", so there is no way to handle the request.',
      },
    ]);

    const abandoned = new AbortController();
    abandoned.abort();
    handleError(new Error("aborted"), args(new Request("https://example.com/", { signal: abandoned.signal })));
    expect(errors).not.toHaveBeenCalled();
  });
});
