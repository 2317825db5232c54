import { useEffect, useState, type ComponentType } from "react";
import { useLocation, useNavigation, useOutlet } from "react-router";
import { ScrollOnEnter } from "./ScrollOnEnter";

// framer-motion is about 15 KB of gzip JavaScript that nothing needs before the visitor moves to
// another page, so it stays out of the first load: the animated outlet is fetched when the
// visitor points at, focuses or touches a link, or when a navigation starts, whichever is first.
let animatedOutlet: ComponentType | null = null;
let animatedOutletLoading: Promise<unknown> | null = null;

export function loadAnimatedOutlet() {
  animatedOutletLoading ??= import("./AnimatedOutlet").then((module) => {
    animatedOutlet = module.AnimatedOutlet;
  });
  return animatedOutletLoading;
}

const INTENT_EVENTS = ["pointerover", "focusin", "touchstart"] as const;

/**
 * The page outlet. The first page renders plainly; at the first page change after the animation
 * code has arrived, the animated outlet takes over (a page change replaces the page anyway, so
 * nothing the visitor typed is lost by the swap), and from then on pages animate in and out.
 */
export function PageTransition() {
  const { pathname } = useLocation();
  const outlet = useOutlet();
  const navigation = useNavigation();
  const [animated, setAnimated] = useState(false);
  const [plainPathname, setPlainPathname] = useState(pathname);
  if (!animated && pathname !== plainPathname) {
    // Decided during render, so the entering page is drawn by one outlet or the other, never both.
    if (animatedOutlet) setAnimated(true);
    else setPlainPathname(pathname);
  }

  useEffect(() => {
    if (navigation.state !== "idle") void loadAnimatedOutlet();
  }, [navigation.state]);

  useEffect(() => {
    function onIntent(event: Event) {
      if (!(event.target instanceof Element) || !event.target.closest("a[href]")) return;
      void loadAnimatedOutlet();
      for (const type of INTENT_EVENTS) document.removeEventListener(type, onIntent, true);
    }
    for (const type of INTENT_EVENTS) document.addEventListener(type, onIntent, { capture: true, passive: true });
    return () => {
      for (const type of INTENT_EVENTS) document.removeEventListener(type, onIntent, true);
    };
  }, []);

  const Animated = animated ? animatedOutlet : null;
  if (Animated) return <Animated />;
  return (
    <div key={pathname}>
      {outlet}
      <ScrollOnEnter />
    </div>
  );
}
