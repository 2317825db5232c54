import { Hono } from "hono";
import { aiRoutes } from "../app/lib/ai/routes.server";
import { withSecurityHeaders } from "../app/lib/security-headers.server";
import { runVoiceMaintenance } from "./voice/maintenance";
import { voiceApi } from "./voice/routes";
import { recordAbandonedJobs, transcribeBatch } from "./voice/transcription";

/**
 * The Worker without React Router: JSON/streaming API routes under /api, the queue consumer
 * and the cron handler. workers/app.ts adds the React Router pages in front of it; tests use
 * this module directly as the Worker's main (the React Router build only exists under Vite).
 */
export interface AppBindings {
  Bindings: Env;
}

export type PageHandler = (request: Request, env: Env, ctx: ExecutionContext) => Promise<Response>;

export function createApp(pageHandler?: PageHandler) {
  const app = new Hono<AppBindings>();
  const api = new Hono<AppBindings>();

  app.use("*", async (c, next) => {
    await next();
    c.res = withSecurityHeaders(c.res);
  });

  // Feature routers are mounted here, before the catch-all below.
  api.route("/", voiceApi);
  api.route("/", aiRoutes);
  api.all("*", (c) => c.json({ error: "Not found." }, 404));
  api.onError((error, c) => {
    console.error("API error", error);
    return c.json({ error: "Something went wrong on our side. Please try again." }, 500);
  });

  app.route("/api", api);
  app.all("*", async (c) =>
    pageHandler ? pageHandler(c.req.raw, c.env, c.executionCtx as ExecutionContext) : c.text("Not found", 404),
  );
  return app;
}

/** Queue name of the transcription jobs that ran out of attempts (wrangler.jsonc). */
const TRANSCRIPTION_DEAD_LETTER_QUEUE = "voice-transcription-dlq";

/** The Worker consumes voice-transcription and its dead-letter queue. */
export async function handleQueue(batch: MessageBatch, env: Env, _ctx: ExecutionContext) {
  if (batch.queue === TRANSCRIPTION_DEAD_LETTER_QUEUE) await recordAbandonedJobs(batch, env);
  else await transcribeBatch(batch, env);
}

/** The cron trigger (every 10 minutes): voice recordings clean-up and transcription re-queueing. */
export async function handleScheduled(controller: ScheduledController, env: Env, _ctx: ExecutionContext) {
  await runVoiceMaintenance(env, controller.scheduledTime);
}

const apiOnly = createApp();

export default {
  fetch: apiOnly.fetch,
  queue: handleQueue,
  scheduled: handleScheduled,
} satisfies ExportedHandler<Env>;
