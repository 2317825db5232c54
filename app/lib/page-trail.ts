import { useEffect } from "react";
import { useLocation } from "react-router";

/**
 * The site page a visitor was on before the current one, in this tab: what a lead records as the
 * page it came from (the path only). Client-side navigations are followed here; the first page of
 * a visit has only the browser's referrer, used when it is a page of this site.
 */
let shownPath: string | null = null;
let previousPath: string | null = null;

/** Follows the visitor's pages; the root calls it once. */
export function useTrackPageTrail() {
  const { pathname } = useLocation();
  useEffect(() => {
    if (pathname === shownPath) return;
    previousPath = shownPath;
    shownPath = pathname;
  }, [pathname]);
}

/** The path of the page before this one, or "" when it is not known or not a page of this site. */
export function cameFromPath(): string {
  if (previousPath !== null) return previousPath;
  if (!document.referrer || !URL.canParse(document.referrer)) return "";
  const referrer = new URL(document.referrer);
  return referrer.origin === window.location.origin && referrer.pathname !== window.location.pathname
    ? referrer.pathname
    : "";
}
