import { createRequestHandler } from "react-router";
import { createApp, handleQueue, handleScheduled } from "./api";
import { servePageWithCache } from "./page-cache";
import { renderPage } from "./render-page";

const requestHandler = createRequestHandler(() => import("virtual:react-router/server-build"), import.meta.env.MODE);

const app = createApp((request, env, ctx) =>
  // The dev server shows every edit at once; builds cache anonymous page views briefly.
  import.meta.env.DEV
    ? renderPage(request, env, ctx, requestHandler)
    : servePageWithCache(request, env, ctx, (page) => renderPage(page, env, ctx, requestHandler)),
);

export default {
  fetch: app.fetch,
  queue: handleQueue,
  scheduled: handleScheduled,
} satisfies ExportedHandler<Env>;
