/** What the launcher must never cover: anything a visitor fills in or presses in a form. */
const FORM_CONTROL = "input, select, textarea, form button";

/**
 * Reports whether a form control lies under the launcher, now and whenever that changes, until
 * the returned function stops it. The browser reports it: an IntersectionObserver whose root is
 * the launcher's resting square (the viewport with margins cut to it) watches the page's form
 * controls, so scrolling costs no script. The controls are gathered again whenever the page's
 * content changes (a new page included) and when the window is resized.
 */
export function watchControlsUnder(launcher: HTMLElement, report: (covered: boolean) => void): () => void {
  let observer: IntersectionObserver | undefined;
  let frame = 0;
  const under = new Set<Element>();
  const watch = () => {
    frame = 0;
    observer?.disconnect();
    under.clear();
    // offset* ignore the launcher's own transforms (its hover scale, its step aside).
    const { offsetLeft: left, offsetTop: top, offsetWidth: width, offsetHeight: height } = launcher;
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
        report(under.size > 0);
      },
      { rootMargin },
    );
    for (const control of document.querySelectorAll(FORM_CONTROL)) {
      if (!launcher.contains(control)) observer.observe(control);
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
}
