import { createRequestHandler, RouterContextProvider } from "react-router";
import { withCloudflare } from "../app/lib/cloudflare-context.server";
import { withQueryCount } from "../app/lib/d1-query-count.server";
import { createApp, handleQueue, handleScheduled } from "./api";
import { servePageWithCache } from "./page-cache";

const requestHandler = createRequestHandler(() => import("virtual:react-router/server-build"), import.meta.env.MODE);

async function renderPage(request: Request, env: Env, ctx: ExecutionContext) {
  const { db, statements } = withQueryCount(env.DB);
  const context = withCloudflare(new RouterContextProvider(), { env: { ...env, DB: db }, ctx });
  const rendered = await requestHandler(request, context);
  const response = new Response(rendered.body, rendered);
  // Loaders have finished when the response starts, so the count covers the page view.
  response.headers.append("Server-Timing", `d1;desc="queries: ${statements.length}"`);
  return response;
}

const app = createApp((request, env, ctx) =>
  // The dev server shows every edit at once; builds cache anonymous page views briefly.
  import.meta.env.DEV
    ? renderPage(request, env, ctx)
    : servePageWithCache(request, env, ctx, () => renderPage(request, env, ctx)),
);

export default {
  fetch: app.fetch,
  queue: handleQueue,
  scheduled: handleScheduled,
} satisfies ExportedHandler<Env>;
