import { Suspense, ViewTransition } from "react";
import { useLocation, useOutlet } from "react-router";
import { ScrollToHashOnEnter } from "./ScrollToHashOnEnter";

/**
 * The page outlet. Each page is its own view transition (React's `<ViewTransition>`, run by the
 * browser's View Transition API): React Router makes every navigation a React transition, so at
 * each page change, the first of a visit included, the browser animates a picture of the leaving
 * page out and then the entering page in (styles/layout.css, "Page changes"). Changes within a
 * page (a form's state, say) do not animate. The picture is taken before the page changes, so the
 * leaving page shows its own content to the end. The page is a Suspense boundary, so that at the
 * first load React hydrates it in a pass of its own after the header's (decision 0046).
 */
export function PageTransition() {
  const { pathname } = useLocation();
  const outlet = useOutlet();
  return (
    <ViewTransition key={pathname} enter="page-enter" exit="page-exit" default="none">
      <div>
        <Suspense>
          {outlet}
          <ScrollToHashOnEnter />
        </Suspense>
      </div>
    </ViewTransition>
  );
}
