import { useEffect, useState, type RefObject } from "react";

/** What the launcher must never cover: anything a visitor fills in or presses in a form. */
const FORM_CONTROL = "input, select, textarea, form button";

/**
 * Whether the closed chat launcher should step aside because a form control lies under it (the
 * contact form's Inquiry Type select on a phone, say): it then fades out until the page has
 * scrolled the control away, and the control under it can be reached (decision 0062). The
 * browser reports it: an IntersectionObserver whose root is the launcher's resting square (the
 * viewport with margins cut to it) watches the page's form controls, so scrolling costs no script.
 * The controls are gathered again whenever the page's content changes (a new page included) and
 * when the window is resized. A launcher that has the keyboard's focus, or whose panel is open, stays.
 */
export function useLauncherStepsAside(launcher: RefObject<HTMLElement | null>, panelOpen: boolean) {
  const [aside, setAside] = useState(false);

  useEffect(() => {
    const element = launcher.current;
    if (panelOpen || !element || typeof IntersectionObserver !== "function") return;
    let observer: IntersectionObserver | undefined;
    let frame = 0;
    const under = new Set<Element>();
    const watch = () => {
      frame = 0;
      observer?.disconnect();
      under.clear();
      // offset* ignore the launcher's own transforms (its hover scale, its step aside).
      const { offsetLeft: left, offsetTop: top, offsetWidth: width, offsetHeight: height } = element;
      const { clientWidth, clientHeight } = document.documentElement;
      const rootMargin = [top, clientWidth - left - width, clientHeight - top - height, left]
        .map((inset) => `${-Math.max(0, Math.floor(inset))}px`)
        .join(" ");
      observer = new IntersectionObserver(
        (entries) => {
          for (const entry of entries) {
            if (entry.isIntersecting) under.add(entry.target);
            else under.delete(entry.target);
          }
          setAside(under.size > 0 && document.activeElement !== element);
        },
        { rootMargin },
      );
      for (const control of document.querySelectorAll(FORM_CONTROL)) {
        if (!element.contains(control)) observer.observe(control);
      }
    };
    const watchNextFrame = () => {
      if (!frame) frame = requestAnimationFrame(watch);
    };
    watch();
    // A new page, or a form shown later (a streamed section, a step of the voice form), is watched too.
    const changes = new MutationObserver(watchNextFrame);
    changes.observe(document.body, { childList: true, subtree: true });
    window.addEventListener("resize", watchNextFrame);
    return () => {
      cancelAnimationFrame(frame);
      observer?.disconnect();
      changes.disconnect();
      window.removeEventListener("resize", watchNextFrame);
    };
  }, [launcher, panelOpen]);

  return aside && !panelOpen;
}
