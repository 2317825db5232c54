import { RouterContextProvider } from "react-router";
import { withCloudflare } from "../app/lib/cloudflare-context.server";
import { withQueryCount } from "../app/lib/d1-query-count.server";

export type RequestHandler = (request: Request, context: RouterContextProvider) => Promise<Response>;

/**
 * One page view through React Router, with its D1 binding watched. A page whose reads failed
 * shows error texts in place of the content, and the visitor after the next one should get the
 * real page as soon as D1 answers again, so such a response is marked `Cache-Control: no-store`.
 * The page cache stores nothing marked so, and browsers and proxies keep no copy either. The mark
 * comes from the binding rather than from each loader, so no loader can forget to set it.
 */
export async function renderPage(request: Request, env: Env, ctx: ExecutionContext, handler: RequestHandler) {
  const { db, statements, failures } = withQueryCount(env.DB);
  const context = withCloudflare(new RouterContextProvider(), { env: { ...env, DB: db }, ctx });
  const rendered = await handler(request, context);
  const response = new Response(rendered.body, rendered);
  // Loaders have finished when the response starts, so the count covers the page view.
  response.headers.append("Server-Timing", `d1;desc="queries: ${statements.length}"`);
  if (failures.length > 0) response.headers.set("Cache-Control", "no-store");
  return response;
}
