import { useLayoutEffect } from "react";
import { useLocation, useNavigationType } from "react-router";

/**
 * Scrolls to a link's #target once the entering page is in the document. React Router's
 * <ScrollRestoration> looks for the target when the address changes, which, with the page in a
 * view transition and a Suspense boundary, can be before the page's content is there; Back and
 * Forward (POP) stay with the restored position.
 */
export function ScrollToHashOnEnter() {
  const { hash } = useLocation();
  const navigationType = useNavigationType();
  useLayoutEffect(() => {
    if (!hash || navigationType === "POP") return;
    document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
    // Only on entering: later changes of the same page keep the visitor's position.
  }, []); // eslint-disable-line react-hooks/exhaustive-deps
  return null;
}
