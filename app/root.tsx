import { Suspense, useEffect } from "react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Scripts,
  ScrollRestoration,
  useLocation,
  useRouteLoaderData,
  type LinksFunction,
} from "react-router";
import type { Route } from "./+types/root";
import { AppToaster } from "~/components/AppToaster";
import { SiteFooter } from "~/components/layout/SiteFooter";
import { SiteHeader } from "~/components/layout/SiteHeader";
import { PageTransition } from "~/components/layout/PageTransition";
import { useSameAddressScrollsUp } from "~/components/layout/useSameAddressScrollsUp";
import { NotFoundPage, WayOnLinks } from "~/components/NotFoundPage";
import { ChatbotLauncher } from "~/features/assistant";
import { BotCheckProvider, type BotCheckSettings } from "~/features/bot-check";
import { SITE } from "~/content/site";
import { workerEnv } from "~/lib/cloudflare-context.server";
import { SiteStyles } from "~/lib/site-styles";
import { hasPublishedCaseStudies } from "~/features/publishing/index.server";
import { readConfig } from "~/lib/config.server";
// The same files styles/fonts.css names, so each preload and its @font-face share one download.
import interFontUrl from "./assets/fonts/inter-core-wght.woff2?url";
import spaceGroteskFontUrl from "./assets/fonts/space-grotesk-core-wght.woff2?url";
import { useTrackPageTrail } from "~/lib/page-trail";

export const links: LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  // Both core faces, small enough to fetch as soon as the head is read: text and the h1 at the top
  // of every page then take their face in one swap, instead of each face being found only once
  // the styles have been applied to the text that uses it.
  { rel: "preload", href: interFontUrl, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
  { rel: "preload", href: spaceGroteskFontUrl, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
];

/** Used when a route errors before its own meta can run (the error boundary is here). */
export function meta({ error }: Route.MetaArgs) {
  if (!error) return [];
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return [
    { title: `${notFound ? "Page not found" : "Unexpected Application Error!"} | ${SITE.name}` },
    { name: "robots", content: "noindex" },
  ];
}

/**
 * The site's public origin, for canonical and link-preview URLs (see lib/seo.ts). It comes from
 * the configuration, not from the request: a Host header is whatever the client chose to send,
 * and a cached page or a crawler's copy would otherwise carry it to other visitors.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const env = workerEnv(context);
  const { siteUrl, botCheck } = readConfig(env);
  // The bot check's mode and public site key (never its secret), for the protected forms' widgets.
  const botCheckSettings: BotCheckSettings = { mode: botCheck.mode, siteKey: botCheck.siteKey };
  // The menu and footer link to the case studies only while one is published.
  return { origin: siteUrl, botCheck: botCheckSettings, hasProjects: await hasPublishedCaseStudies(env) };
}

export function shouldRevalidate() {
  return false;
}

export function Layout({ children }: { children: React.ReactNode }) {
  useSameAddressScrollsUp();
  // The staff console has its own navigation; the public header, footer and chatbot stay out of it.
  const isStaffConsole = /^\/staff(\/|$)/i.test(useLocation().pathname);
  const botCheck = useRouteLoaderData<typeof loader>("root")?.botCheck;
  return (
    <html lang="en-GB">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#2fb8a0" />
        <SiteStyles />
        <Meta />
        <Links />
        <noscript>
          <link rel="stylesheet" href="/no-script.css" />
        </noscript>
      </head>
      <body>
        <a className="skip-link" href="#main-content">
          Skip to content
        </a>
        <BotCheckProvider settings={botCheck}>
          {isStaffConsole ? null : <SiteHeader />}
          <main id="main-content" tabIndex={-1}>
            {children}
          </main>
          {/* The page (see PageTransition) and the footer with the chat button are Suspense
              boundaries: React hydrates the header first, then each boundary in a pass and a commit
              of its own, so no single task holds the main thread for the whole page (decision 0046). */}
          {isStaffConsole ? (
            <HydrationMark />
          ) : (
            <Suspense>
              <SiteFooter />
              <ChatbotLauncher />
              <HydrationMark />
            </Suspense>
          )}
        </BotCheckProvider>
        <AppToaster />
        {/* Each new page starts at the top (or at its #anchor); Back and Forward return to where the
            visitor was. */}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

/**
 * Marks the moment every control works: the pre-hydration menu fallback in styles/layout.css ends
 * here, and the end-to-end tests wait for it before using the keyboard. It sits in the last
 * boundary React hydrates, after the page's.
 */
function HydrationMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return null;
}

export default function App() {
  // The page a lead came from is the one before the contact or voice form (page-trail.ts).
  useTrackPageTrail();
  return <PageTransition />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) {
    return <NotFoundPage />;
  }
  const detail = isRouteErrorResponse(error)
    ? error.statusText || `${error.status}`
    : error instanceof Error
      ? error.message
      : String(error);
  return (
    <section className="page-section error-page">
      <div className="container">
        <h1>Unexpected Application Error!</h1>
        <p className="error-page__detail">{detail}</p>
        <WayOnLinks />
        {import.meta.env.DEV && error instanceof Error && error.stack ? (
          <pre className="error-page__stack">{error.stack}</pre>
        ) : null}
      </div>
    </section>
  );
}
