import { createExecutionContext, env, SELF } from "cloudflare:test";
import { Hono } from "hono";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createHealthApi } from "~/features/health/routes.server";
import type { AppEnv } from "~/lib/hono-env.server";
import { createApp } from "../../workers/api";
import { loggedLines } from "./support/logs";

const SECRET_DETAIL = "D1_ERROR: no such table: secret_table_name at offset 7";

/** A D1 binding whose every statement fails, as an unreachable database does. */
const failingDb = {
  prepare: () => ({
    first: () => Promise.reject(new Error(SECRET_DETAIL)),
    all: () => Promise.reject(new Error(SECRET_DETAIL)),
    run: () => Promise.reject(new Error(SECRET_DETAIL)),
  }),
} as unknown as D1Database;

/** A D1 binding that never answers. */
const hungDb = { prepare: () => ({ first: () => new Promise(() => {}) }) } as unknown as D1Database;

/** An R2 binding whose every call fails. */
const failingBucket = {
  head: () => Promise.reject(new Error("R2 head: internal error 10001")),
  list: () => Promise.reject(new Error("R2 list: internal error 10001")),
} as unknown as R2Bucket;

function health(bindings: Partial<Env> = {}) {
  return createApp().fetch(
    new Request("https://example.com/api/health"),
    { ...env, ...bindings },
    createExecutionContext(),
  );
}

afterEach(() => vi.restoreAllMocks());

describe("GET /api/health", () => {
  it("answers 200 when D1 and R2 both answer, and is never cached", async () => {
    const response = await SELF.fetch("https://example.com/api/health");
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    expect(response.headers.get("Content-Type")).toContain("application/json");
    expect(await response.json()).toEqual({ status: "ok", checks: { d1: "ok", r2: "ok" } });
  });

  it("answers 503 naming d1 when the database fails, and logs the reason but does not show it", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const response = await health({ DB: failingDb });
    expect(response.status).toBe(503);
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({ status: "fail", checks: { d1: "fail", r2: "ok" } });
    expect(text).not.toContain("secret_table_name");
    expect(loggedLines(errors)).toEqual([
      { level: "error", event: "health_check_failed", part: "d1", reason: `Error: ${SECRET_DETAIL}` },
    ]);
  });

  it("answers 503 naming r2 when the bucket fails", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const response = await health({ RECORDINGS: failingBucket });
    expect(response.status).toBe(503);
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    expect(await response.json()).toEqual({ status: "fail", checks: { d1: "ok", r2: "fail" } });
    expect(loggedLines(errors)).toMatchObject([{ event: "health_check_failed", part: "r2" }]);
  });

  it("names both parts when both fail", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const response = await health({ DB: failingDb, RECORDINGS: failingBucket });
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ status: "fail", checks: { d1: "fail", r2: "fail" } });
  });

  it("gives up on a database that does not answer instead of hanging", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const app = new Hono<AppEnv>().route("/api", createHealthApi(50));
    const started = Date.now();
    const response = await app.fetch(
      new Request("https://example.com/api/health"),
      { ...env, DB: hungDb },
      createExecutionContext(),
    );
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ status: "fail", checks: { d1: "fail", r2: "ok" } });
    expect(loggedLines(errors)).toEqual([
      { level: "error", event: "health_check_failed", part: "d1", reason: "TimeoutError: no answer within 50 ms" },
    ]);
  });
});
