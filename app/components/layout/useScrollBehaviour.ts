import { useEffect, useLayoutEffect } from "react";
import { NavigationType, useLocation, type Location } from "react-router";

const savedPositions = new Map<string, number>();

function prefersReducedMotion() {
  return window.matchMedia("(prefers-reduced-motion: reduce)").matches;
}

/**
 * Where a newly entered page starts: back/forward returns to where the visitor was, a link
 * with #anchor goes to that element, and every other path change starts at the top.
 * The first page of a visit (key "default") is left to the browser.
 */
export function scrollForEnteredPage(location: Location, navigationType: NavigationType) {
  if (location.key === "default") return;
  if (navigationType === NavigationType.Pop && savedPositions.has(location.key)) {
    window.scrollTo(0, savedPositions.get(location.key)!);
    return;
  }
  const target = location.hash ? document.getElementById(decodeURIComponent(location.hash.slice(1))) : null;
  if (target) target.scrollIntoView();
  else window.scrollTo(0, 0);
}

/**
 * Remembers each page's scroll position when it is left, and scrolls smoothly to the top
 * when a link to the address already shown is clicked.
 */
export function useScrollBehaviour() {
  const location = useLocation();

  useLayoutEffect(() => {
    window.history.scrollRestoration = "manual";
    const key = location.key;
    return () => {
      savedPositions.set(key, window.scrollY);
    };
  }, [location.key]);

  useEffect(() => {
    function onClick(event: MouseEvent) {
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const anchor = (event.target as Element | null)?.closest?.("a[href]");
      if (!(anchor instanceof HTMLAnchorElement) || anchor.target === "_blank") return;
      const url = new URL(anchor.href, window.location.href);
      if (url.origin !== window.location.origin || url.hash) return;
      if (url.pathname === window.location.pathname && url.search === window.location.search) {
        window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? "auto" : "smooth" });
      }
    }
    // Capture phase: the router's own link handler prevents the default before bubbling ends.
    document.addEventListener("click", onClick, true);
    return () => document.removeEventListener("click", onClick, true);
  }, []);
}
