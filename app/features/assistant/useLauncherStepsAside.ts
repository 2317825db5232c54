import { useEffect, useState, type RefObject } from "react";
import { useLocation } from "react-router";

/** What the launcher must never cover: anything a visitor fills in or presses in a form. */
const FORM_CONTROL = "input, select, textarea, form button";
/** Points probed across the launcher's square, per side: 20 px apart on its 60 px. */
const PROBES_PER_SIDE = 4;

/** Whether a form control lies anywhere under the launcher's resting square. */
function formControlUnder(launcher: HTMLElement): boolean {
  // offset* ignore the launcher's own transforms (its hover scale, its step aside).
  const { offsetLeft: left, offsetTop: top, offsetWidth: width, offsetHeight: height } = launcher;
  for (let row = 0; row < PROBES_PER_SIDE; row++) {
    for (let column = 0; column < PROBES_PER_SIDE; column++) {
      const x = left + 1 + (column * (width - 2)) / (PROBES_PER_SIDE - 1);
      const y = top + 1 + (row * (height - 2)) / (PROBES_PER_SIDE - 1);
      if (document.elementsFromPoint(x, y).some((element) => element !== launcher && element.matches(FORM_CONTROL)))
        return true;
    }
  }
  return false;
}

/**
 * Whether the closed chat launcher should step aside because a form control lies under it (the
 * contact form's Inquiry Type select on a phone, say): it then fades out until the page has
 * scrolled the control away, and the control under it can be reached. Checked at most once a
 * frame while the page scrolls or resizes, and on each new page (decision 0062). A launcher that
 * has the keyboard's focus, or whose panel is open, stays.
 */
export function useLauncherStepsAside(launcher: RefObject<HTMLElement | null>, panelOpen: boolean) {
  const { pathname } = useLocation();
  const [aside, setAside] = useState(false);

  useEffect(() => {
    if (panelOpen) return;
    let frame = 0;
    const check = () => {
      frame = 0;
      const element = launcher.current;
      if (!element || typeof document.elementsFromPoint !== "function") return;
      setAside(document.activeElement !== element && formControlUnder(element));
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(check);
    };
    schedule();
    window.addEventListener("scroll", schedule, { passive: true });
    window.addEventListener("resize", schedule);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener("scroll", schedule);
      window.removeEventListener("resize", schedule);
    };
  }, [launcher, panelOpen, pathname]);

  return aside && !panelOpen;
}
