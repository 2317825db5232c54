import { AnimatePresence, domAnimation, LazyMotion, m, MotionConfig, useIsPresent } from "framer-motion";
import { useContext, useState, type ReactNode } from "react";
import {
  UNSAFE_DataRouterDataContext as DataRouterDataContext,
  UNSAFE_DataRouterStateContext as DataRouterStateContext,
  useLocation,
  useOutlet,
} from "react-router";
import { ScrollOnEnter } from "./ScrollOnEnter";

const pageVariants = {
  initial: { opacity: 0, y: 12 },
  enter: { opacity: 1, y: 0, transition: { duration: 0.2, ease: "easeOut" } },
  exit: { opacity: 0, y: -12, transition: { duration: 0.15, ease: "easeIn" } },
} as const;

/**
 * The page outlet with framer-motion's transitions: pages leave with an exit animation before
 * the next one enters, reduced to fades when the visitor prefers reduced motion. It takes over
 * from the plain outlet at a page change (see PageTransition), so the page it first shows is an
 * entering one and animates in.
 */
export function AnimatedOutlet() {
  const location = useLocation();
  const outlet = useOutlet();
  return (
    <LazyMotion features={domAnimation} strict>
      <MotionConfig reducedMotion="user">
        <AnimatePresence mode="wait">
          <m.div
            key={location.pathname}
            data-page-motion=""
            variants={pageVariants}
            initial="initial"
            animate="enter"
            exit="exit"
          >
            <FrozenWhileExiting>{outlet}</FrozenWhileExiting>
            <ScrollOnEnter />
          </m.div>
        </AnimatePresence>
      </MotionConfig>
    </LazyMotion>
  );
}

/**
 * While a page animates out the router already holds the next page's matches and data. The
 * leaving page keeps rendering against the router state it was shown with (its matches, and its
 * loader and action data, which React Router keeps in a context of their own), so it never sees
 * the next page's data in place of its own.
 */
function FrozenWhileExiting({ children }: { children: ReactNode }) {
  const isPresent = useIsPresent();
  const routerState = useContext(DataRouterStateContext);
  const routerData = useContext(DataRouterDataContext);
  // Updated during render (React's pattern for keeping what a previous render saw), and only
  // while the page is present.
  const [shown, setShown] = useState({ routerState, routerData });
  if (isPresent && (shown.routerState !== routerState || shown.routerData !== routerData)) {
    setShown({ routerState, routerData });
  }
  return (
    <DataRouterStateContext.Provider value={shown.routerState}>
      <DataRouterDataContext.Provider value={shown.routerData}>{children}</DataRouterDataContext.Provider>
    </DataRouterStateContext.Provider>
  );
}
