import { isbot } from "isbot";
import { renderToReadableStream } from "react-dom/server";
import type { EntryContext } from "react-router";
import { ServerRouter } from "react-router";
import { createNonce, pageContentSecurityPolicy } from "~/lib/security-headers.server";

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
) {
  let shellRendered = false;
  const userAgent = request.headers.get("user-agent");
  const nonce = createNonce();

  const body = await renderToReadableStream(<ServerRouter context={routerContext} url={request.url} nonce={nonce} />, {
    nonce,
    onError(error: unknown) {
      responseStatusCode = 500;
      // Errors before the shell is ready are reported by the rejected promise instead.
      if (shellRendered) console.error(error);
    },
  });
  shellRendered = true;

  // Crawlers and link previewers get the complete document in one piece.
  if ((userAgent && isbot(userAgent)) || routerContext.isSpaMode) {
    await body.allReady;
  }

  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  // Vite's dev server injects its own inline scripts, so the policy applies to builds only.
  if (!import.meta.env.DEV) {
    responseHeaders.set("Content-Security-Policy", pageContentSecurityPolicy(nonce));
  }
  return new Response(body, { headers: responseHeaders, status: responseStatusCode });
}
