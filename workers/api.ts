import { Hono } from "hono";
import { assistantApi } from "~/features/assistant/index.server";
import { healthApi } from "~/features/health/index.server";
import { consumeTranscriptionQueue, runVoiceMaintenance, voiceIdeaApi } from "~/features/voice-idea/index.server";
import { readConfig } from "~/lib/config.server";
import type { AppEnv } from "~/lib/hono-env.server";
import { failureReason, logFailure } from "~/lib/log.server";
import { withSecurityHeaders } from "~/lib/security-headers.server";

/**
 * The Worker without React Router: JSON/streaming API routes under /api, the queue consumer
 * and the cron handler. workers/app.ts adds the React Router pages in front of it; tests use
 * this module directly as the Worker's main (the React Router build only exists under Vite).
 */
export type PageHandler = (request: Request, env: Env, ctx: ExecutionContext) => Promise<Response>;

export function createApp(pageHandler?: PageHandler) {
  const app = new Hono<AppEnv>();
  const api = new Hono<AppEnv>();

  app.use("*", async (c, next) => {
    // A misconfigured Worker answers nothing at all, rather than half of its features.
    readConfig(c.env);
    await next();
    c.res = withSecurityHeaders(c.res);
  });

  // Feature routers are mounted here, before the catch-all below.
  api.route("/", voiceIdeaApi);
  api.route("/", assistantApi);
  api.route("/", healthApi);
  api.all("*", (c) => c.json({ error: "Not found." }, 404));
  api.onError((error, c) => {
    // The error itself stays out of the log: a failed query's message lists the visitor's details.
    logFailure("api_request_failed", {
      method: c.req.method,
      path: c.req.path,
      cfRay: c.req.header("cf-ray"),
      reason: failureReason(error),
    });
    return c.json({ error: "Something went wrong on our side. Please try again." }, 500);
  });

  app.route("/api", api);
  app.all("*", async (c) =>
    pageHandler ? pageHandler(c.req.raw, c.env, c.executionCtx as ExecutionContext) : c.text("Not found", 404),
  );
  return app;
}

/** Every queue the Worker consumes belongs to the voice-idea feature. */
export async function handleQueue(batch: MessageBatch, env: Env, _ctx: ExecutionContext) {
  readConfig(env);
  await consumeTranscriptionQueue(batch, env);
}

/** The cron trigger (every 10 minutes): voice recordings clean-up and transcription re-queueing. */
export async function handleScheduled(controller: ScheduledController, env: Env, _ctx: ExecutionContext) {
  readConfig(env);
  await runVoiceMaintenance(env, controller.scheduledTime);
}

const apiOnly = createApp();

export default {
  fetch: apiOnly.fetch,
  queue: handleQueue,
  scheduled: handleScheduled,
} satisfies ExportedHandler<Env>;
