import { useEffect, useState, type RefObject } from "react";

/**
 * Whether the closed chat launcher should step aside because a form control lies under it (the
 * contact form's Inquiry Type select on a phone, say): it then fades out until the page has
 * scrolled the control away, and the control under it can be reached (decision 0062). A launcher
 * that has the keyboard's focus, or whose panel is open, stays. The watching
 * (controls-under-launcher.ts) is fetched once the page has hydrated, so it does not hold up any
 * page's first load; until it arrives the launcher stays put, as it does before hydration.
 */
export function useLauncherStepsAside(launcher: RefObject<HTMLElement | null>, panelOpen: boolean) {
  const [aside, setAside] = useState(false);

  useEffect(() => {
    const element = launcher.current;
    if (panelOpen || !element || typeof IntersectionObserver !== "function") return;
    let stop: (() => void) | undefined;
    let stopped = false;
    import("./controls-under-launcher").then(
      ({ watchControlsUnder }) => {
        if (stopped) return;
        stop = watchControlsUnder(element, (covered) => setAside(covered && document.activeElement !== element));
      },
      // Without it the launcher stays where it is, as it did before the step aside existed.
      () => undefined,
    );
    return () => {
      stopped = true;
      stop?.();
    };
  }, [launcher, panelOpen]);

  return aside && !panelOpen;
}
