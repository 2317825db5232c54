import type { Context } from "hono";
import { bodyLimit } from "hono/body-limit";
import { createMiddleware } from "hono/factory";
import { HTTPException } from "hono/http-exception";
import type { AppEnv } from "./hono-env.server";

/**
 * The Worker's request guards around Hono's own middleware (decision 0081): `hono/csrf` refuses
 * another site's form posts in workers/api.ts, `hono/body-limit` caps each body where it is read
 * (jsonWithin, and the contact form's in workers/api.ts), and readBodiesToTheEnd below is the one
 * place a body is read to its end.
 */

/** What a client whose connection broke mid-body is told (it rarely reads it: it has hung up). */
export const INCOMPLETE_BODY_TEXT = "The request did not arrive completely. Please try again.";

/**
 * Every request's body is passed on through a stream of this middleware's own, and whatever
 * nobody read is read to its end unkept once the answer is ready: the local workerd proxy fails
 * the connection's next request with a 503 when a body is left unread (or cancelled), and bodyLimit,
 * refusing a chunked body, keeps the stream it read from locked (tests/e2e/raw-http.spec.ts).
 * A broken connection surfaces to the reader as an HTTPException(400), not as a failure (500).
 */
export const readBodiesToTheEnd = createMiddleware<AppEnv>(async (c, next) => {
  const body = c.req.raw.body;
  if (!body) return next();
  const source = body.getReader();
  const passedOn = new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        try {
          const chunk = await source.read();
          if (chunk.done) controller.close();
          else controller.enqueue(chunk.value);
        } catch {
          controller.error(new HTTPException(400, { message: INCOMPLETE_BODY_TEXT }));
        }
      },
    },
    // Nothing is read before the route asks for it.
    { highWaterMark: 0 },
  );
  c.req.raw = new Request(c.req.raw, { body: passedOn });
  try {
    await next();
  } finally {
    try {
      while (!(await source.read()).done) {
        // Discarded; on Cloudflare the body size is capped by the platform.
      }
    } catch {
      // The client hung up before its end: there is nothing left to read.
    }
  }
});

/**
 * A JSON endpoint's body cap, counted while the body arrives (a Content-Length over it is refused
 * at once: workerd frames the body by that header). readJson reads it after.
 */
export function jsonWithin(maxBytes: number) {
  return bodyLimit({
    maxSize: maxBytes,
    onError: (c: Context) => c.json({ error: "The request is too large." }, 413),
  });
}

/**
 * The request's JSON, for a route's zod schema to check. A body that is not JSON (or did not
 * arrive whole) is an HTTPException(400) for the API's error handler. (Hono's
 * `validator("json")` does the same but brings its cookie and form readers into the Worker: 0081.)
 */
export async function readJson(c: Context): Promise<unknown> {
  try {
    return await c.req.json();
  } catch {
    throw new HTTPException(400, { message: "The request body is not valid JSON." });
  }
}
