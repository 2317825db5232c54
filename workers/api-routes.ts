import { Hono } from "hono";
import { HTTPException } from "hono/http-exception";
import { assistantApi } from "~/features/assistant/index.server";
import { healthApi } from "~/features/health/index.server";
import { topicGeneratorApi } from "~/features/topic-generator/index.server";
import { voiceIdeaApi } from "~/features/voice-idea/index.server";
import type { AppEnv } from "~/lib/hono-env.server";
import { failureReason, logFailure } from "~/lib/log.server";

/**
 * The JSON and streaming API under /api: every feature's router, a JSON 404 for any other path
 * and a JSON 500 for a failure. workers/api.ts passes it /api requests behind the Worker's middleware and
 * imports it with the first /api request, since a page view needs none of it (decision 0064).
 */
export const apiRoutes = new Hono<AppEnv>().basePath("/api");

apiRoutes.route("/", voiceIdeaApi);
apiRoutes.route("/", assistantApi);
apiRoutes.route("/", topicGeneratorApi);
apiRoutes.route("/", healthApi);
apiRoutes.all("*", (c) => c.json({ error: "Not found." }, 404));
apiRoutes.onError((error, c) => {
  // A body that is not JSON, or whose connection broke before its end: the client's doing, answered
  // as a validation failure is, without a log line.
  if (error instanceof HTTPException) return c.json({ error: error.message }, error.status);
  // The error itself stays out of the log: a failed query's message lists the visitor's details.
  logFailure("api_request_failed", {
    method: c.req.method,
    path: c.req.path,
    cfRay: c.req.header("cf-ray"),
    reason: failureReason(error),
  });
  return c.json({ error: "Something went wrong on our side. Please try again." }, 500);
});
