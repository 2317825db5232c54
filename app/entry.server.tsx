import { isbot } from "isbot";
import { renderToReadableStream } from "react-dom/server";
import type { EntryContext, HandleErrorFunction, RouterContextProvider } from "react-router";
import { isRouteErrorResponse, ServerRouter } from "react-router";
import { SiteStylesContext } from "~/lib/site-styles";
import { SITE_CSS } from "~/lib/site-styles.server";
import { failureReason, logFailure, logWarning } from "~/lib/log.server";
import { createNonce, pageContentSecurityPolicy } from "~/lib/security-headers.server";
import { workerEnv } from "~/lib/cloudflare-context.server";
import { readConfig } from "~/lib/config.server";

/** What identifies a page request in the logs: its path (no query string, which may hold form text) and ray id. */
function requestIds(request: Request) {
  return { path: new URL(request.url).pathname, cfRay: request.headers.get("cf-ray") ?? undefined };
}

/**
 * Errors thrown by loaders and actions. React Router's default prints the error itself, and a
 * failed query's message lists the values a visitor submitted; this logs the reason only.
 */
export const handleError: HandleErrorFunction = (error, { request }) => {
  // A visitor who navigated away is no failure.
  if (request.signal.aborted) return;
  if (isRouteErrorResponse(error)) {
    // Only React Router's own refusals (a POST to a page without an action, say) come here as
    // error responses (a response a route throws is the route's answer, not reported), and their
    // data is the text of the Error that explains them. Anything else is told by its status only.
    const fields = {
      ...requestIds(request),
      status: error.status,
      reason: typeof error.data === "string" ? failureReason(error.data) : `${error.status} ${error.statusText}`.trim(),
    };
    // Refusals of a request (4xx) are the client's doing, not the site failing.
    if (error.status < 500) logWarning("page_request_rejected", fields);
    else logFailure("page_request_failed", fields);
    return;
  }
  logFailure("page_request_failed", { ...requestIds(request), reason: failureReason(error) });
};

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  let shellRendered = false;
  const userAgent = request.headers.get("user-agent");
  const nonce = createNonce();

  const body = await renderToReadableStream(
    <SiteStylesContext.Provider value={SITE_CSS}>
      <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
    </SiteStylesContext.Provider>,
    {
      nonce,
      // Every Suspense boundary is written in place, complete, where it stands in the page: a
      // boundary larger than React's chunk size (12.8 KB by default) would otherwise arrive at the
      // end of the document, hidden, and be moved into place by an inline script, which a visitor
      // without JavaScript never runs. The boundaries are there for hydration (decision 0046).
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
      onError(error: unknown) {
        responseStatusCode = 500;
        // Errors before the shell is ready are reported by the rejected promise instead.
        if (shellRendered) logFailure("page_render_failed", { ...requestIds(request), reason: failureReason(error) });
      },
    },
  );
  shellRendered = true;

  // Crawlers and link previewers get the complete document in one piece.
  if ((userAgent && isbot(userAgent)) || routerContext.isSpaMode) {
    await body.allReady;
  }

  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  // Vite's dev server injects its own inline scripts, so the policy applies to builds only.
  if (!import.meta.env.DEV) {
    const turnstile = readConfig(workerEnv(loadContext)).botCheck.mode === "cloudflare";
    responseHeaders.set("Content-Security-Policy", pageContentSecurityPolicy(nonce, { turnstile }));
  }
  return new Response(body, { headers: responseHeaders, status: responseStatusCode });
}
