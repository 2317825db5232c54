import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { csrf } from "hono/csrf";
import { HTTPException } from "hono/http-exception";
import { CONTACT_REFUSALS, MAX_FORM_BYTES } from "~/features/contact/index.server";
import { MEDIA_ROUTE, PICTURES_UPLOAD_PATH } from "~/features/pictures/index.server";
import { isStaffPath, staffGate, staffResponseHeaders } from "~/features/staff-console/index.server";
import { readConfig } from "~/lib/config.server";
import type { AppEnv } from "~/lib/hono-env.server";
import { failureReason, logFailure, logWarning } from "~/lib/log.server";
import { RECORDING_ROUTE } from "~/lib/leads";
import { readBodiesToTheEnd } from "~/lib/request-guards.server";
import { securityHeaders } from "~/lib/security-headers.server";

/**
 * The Worker without React Router: JSON/streaming API routes under /api, the queue consumer
 * and the cron handler. workers/app.ts adds the React Router pages in front of it; tests use
 * this module directly as the Worker's main (the React Router build only exists under Vite).
 */
export type PageHandler = (request: Request, env: Env, ctx: ExecutionContext) => Promise<Response>;

const isApiPath = (path: string) => path === "/api" || path.startsWith("/api/");

const API_CROSS_SITE_REFUSAL = "This request can only be sent from our own website.";

/** The Origin header is the client's to choose: its log line shows at most this much of it. */
const MAX_LOGGED_ORIGIN_CHARACTERS = 200;

export function createApp(pageHandler?: PageHandler) {
  const app = new Hono<AppEnv>();

  app.use("*", async (c, next) => {
    // A misconfigured Worker answers nothing at all, rather than half of its features.
    readConfig(c.env);
    await next();
  });
  app.use("*", securityHeaders);

  // Every answer on a /staff path, the refusals below included, is private and noindex.
  app.use("*", staffResponseHeaders);

  app.use("*", readBodiesToTheEnd);

  // Another site's form post is refused here, for pages and API alike (answered by onError below).
  // Another site's JSON or audio needs a CORS preflight, which the Worker never grants, so no
  // browser sends one (decision 0081).
  app.use("*", csrf());

  // A page's body is the contact form's (the one public action), capped while it arrives, whatever
  // the path's spelling; /api routes cap their own, staff forms come past the gate.
  const pageFormLimit = bodyLimit({
    maxSize: MAX_FORM_BYTES,
    onError: (c) => c.text(CONTACT_REFUSALS.tooLarge, 413),
  });
  app.use("*", (c, next) => (isApiPath(c.req.path) || isStaffPath(c.req.path) ? next() : pageFormLimit(c, next)));

  // Every /staff path, known or not, page or resource, answers 403 to anyone but staff.
  app.use("*", staffGate);

  // The API comes with its first request: a page view needs none of it (decision 0064).
  app.all("/api/*", async (c) => (await import("./api-routes")).apiRoutes.fetch(c.req.raw, c.env, c.executionCtx));
  // A recording for the console's player, past the gate; its module comes with the first one.
  app.get(RECORDING_ROUTE, async (c) =>
    (await import("~/features/staff-console/recording-stream.entry")).recordingStreamApi.fetch(
      c.req.raw,
      c.env,
      c.executionCtx,
    ),
  );
  // Staff pictures: the upload (past the gate) and the public media route, neither through the
  // page cache nor React Router; each module comes with its first request.
  app.post(PICTURES_UPLOAD_PATH, async (c) =>
    (await import("~/features/pictures/upload.entry")).pictureUploadApi.fetch(c.req.raw, c.env, c.executionCtx),
  );
  app.get(MEDIA_ROUTE, async (c) =>
    (await import("~/features/pictures/media.entry")).mediaApi.fetch(c.req.raw, c.env, c.executionCtx),
  );
  app.all("*", async (c) =>
    pageHandler ? pageHandler(c.req.raw, c.env, c.executionCtx as ExecutionContext) : c.text("Not found", 404),
  );

  app.onError((error, c) => {
    // The one 403 thrown here is csrf's: a refusal is the client's doing, so it is one warning line,
    // and the visitor reads the site's words (React Router's own origin check is never reached).
    if (error instanceof HTTPException && error.status === 403) {
      logWarning("cross_origin_request_refused", {
        method: c.req.method,
        path: c.req.path,
        origin: c.req.header("Origin")?.slice(0, MAX_LOGGED_ORIGIN_CHARACTERS),
        cfRay: c.req.header("cf-ray"),
      });
      // The API answers in JSON, as every refusal of its own.
      if (isApiPath(c.req.path)) return c.json({ error: API_CROSS_SITE_REFUSAL }, 403);
      return c.text(CONTACT_REFUSALS.crossOrigin, 403);
    }
    if (error instanceof HTTPException) return error.getResponse();
    logFailure("request_failed", { method: c.req.method, path: c.req.path, reason: failureReason(error) });
    return c.text("Internal Server Error", 500);
  });
  return app;
}

/**
 * The queues of wrangler.jsonc, by their name without the environment's suffix
 * ("staff-mail-production" is "staff-mail").
 */
// Each is imported with its first batch, not with the Worker: a page request needs none (decision 0057).
const QUEUE_CONSUMERS: Record<string, (batch: MessageBatch, env: Env) => Promise<void>> = {
  "voice-transcription": async (batch, env) =>
    (await import("~/features/voice-idea/index.server")).consumeTranscriptionQueue(batch, env, { deadLetter: false }),
  "voice-transcription-dlq": async (batch, env) =>
    (await import("~/features/voice-idea/index.server")).consumeTranscriptionQueue(batch, env, { deadLetter: true }),
  "staff-mail": async (batch, env) => (await import("~/features/staff-mail/index.server")).deliverStaffMail(batch, env),
  "staff-mail-dlq": async (batch) =>
    (await import("~/features/staff-mail/index.server")).recordAbandonedStaffMail(batch),
};

export async function handleQueue(batch: MessageBatch, env: Env, _ctx: ExecutionContext) {
  readConfig(env);
  const consume = QUEUE_CONSUMERS[batch.queue.replace(/-(staging|production)$/, "")];
  if (!consume) throw new Error(`No consumer for queue ${batch.queue}`);
  await consume(batch, env);
}

/**
 * The cron triggers: the daily staff digest, and every 10 minutes the voice recordings
 * clean-up, transcription re-queueing, the sweep for leads whose e-mail is missing and the
 * erasure of whatever is past its retention period.
 */
export async function handleScheduled(controller: ScheduledController, env: Env, _ctx: ExecutionContext) {
  readConfig(env);
  // The crons' work is imported with the first cron, not with the Worker (decision 0057).
  const { DIGEST_CRON, queueDailyDigest, requeueMissingLeadMails } = await import("~/features/staff-mail/index.server");
  const { runVoiceMaintenance } = await import("~/features/voice-idea/index.server");
  const { applyRetention } = await import("~/features/privacy/index.server");
  if (controller.cron === DIGEST_CRON) {
    await queueDailyDigest(env, controller.scheduledTime);
    return;
  }
  const tasks = {
    "voice maintenance": runVoiceMaintenance(env, controller.scheduledTime),
    "staff mail sweep": requeueMissingLeadMails(env, controller.scheduledTime),
    "privacy retention": applyRetention(env, controller.scheduledTime),
  };
  const results = await Promise.allSettled(Object.values(tasks));
  const failures: unknown[] = [];
  for (const [index, task] of Object.keys(tasks).entries()) {
    const result = results[index]!;
    if (result.status === "fulfilled") continue;
    logFailure("scheduled_task_failed", { task, reason: failureReason(result.reason) });
    failures.push(result.reason);
  }
  // The run is reported failed too, so the dashboard's cron history shows it.
  if (failures.length > 0) throw new AggregateError(failures, "Scheduled work failed");
}

const apiOnly = createApp();

export default {
  fetch: apiOnly.fetch,
  queue: handleQueue,
  scheduled: handleScheduled,
} satisfies ExportedHandler<Env>;
