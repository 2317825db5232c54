import { memo, Suspense, use, useCallback, useEffect, useMemo, useRef, useState, type ComponentType } from "react";
import { useLocation, useNavigation } from "react-router";
import { useHydrated } from "./use-hydrated";

const INTENT_EVENTS = ["pointerover", "focusin", "touchstart"] as const;
const HELD_EVENTS = ["click", "submit"] as const;
/** Set while an action held for code that never came goes ahead without it. */
let passThrough = false;

/**
 * What a plain click acts on that needs the part's code: a button, or a link within the site
 * (React Router follows it without reloading the page). Links to elsewhere, and clicks with a
 * modifier key (a new tab, say), are the browser's.
 */
function heldClickTarget(event: MouseEvent) {
  if (event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return null;
  return (event.target as Element).closest('button, a[href^="/"]:not([target])');
}

/** Does again what a held click or submit started. */
function act(target: HTMLElement) {
  if (target instanceof HTMLFormElement) target.requestSubmit();
  else target.click();
}

/** On the server, what fetches the code of each part the pages have declared. */
const serverCodeFetches: (() => Promise<unknown>)[] = [];

/**
 * Resolves when the server has the code of every part, fetching what it lacks: the page render
 * waits for it, so a part is drawn in place even by the first request after the Worker starts.
 * (Not fetched while the modules are evaluated: an import started then waits on the module
 * evaluating it, and the Worker would hang.)
 */
export function partsReadyOnServer(): Promise<unknown> {
  return Promise.all(serverCodeFetches.map((fetchCode) => fetchCode()));
}

/**
 * A part of a page that the server draws in full but whose code the browser fetches only when
 * the visitor reaches for it: points at, focuses or touches it. Until then React leaves the
 * server's markup as it is, dehydrated inside a Suspense boundary, so the page looks the same
 * and neither its first load nor a visit that never uses the part carries that code. A press or
 * a submit before the code has arrived waits for it (below). Drawn later in a visit (after a client-side navigation), the code
 * is fetched when the page's route module arrives, so the part appears with the page.
 */
export function hydrateOnIntent<Props extends object>(load: () => Promise<ComponentType<Props>>): ComponentType<Props> {
  let component: ComponentType<Props> | null = null;
  let fetching = false;
  let arrived: (loaded: ComponentType<Props>) => void = () => {};
  const ready = new Promise<ComponentType<Props>>((resolve) => (arrived = resolve));

  let loading: Promise<unknown> = Promise.resolve();
  function fetchCode() {
    if (component || fetching) return loading;
    fetching = true;
    loading = load().then(
      (loaded) => {
        component = loaded;
        arrived(loaded);
      },
      // Offline, say: the server's markup stays as it is (a form in it still posts without
      // JavaScript) and the next intent tries again.
      () => (fetching = false),
    );
    return loading;
  }

  // In the browser, a route module evaluated after the first page has loaded belongs to a
  // client-side visit, whose page should show the part as it appears.
  if (import.meta.env.SSR) serverCodeFetches.push(fetchCode);
  else if (document.readyState === "complete") void fetchCode();

  /** The part itself; `onLive` runs once React has hydrated or drawn it. */
  function Deferred({ partProps, onLive }: { partProps: Props; onLive: () => void }) {
    const Component = component ?? use(ready);
    useEffect(onLive, [onLive]);
    return <Component {...partProps} />;
  }

  function HydrateOnIntent(props: Props) {
    const wrapper = useRef<HTMLDivElement>(null);
    // A button pressed or a form sent before the part's code arrived, to act once it is live.
    const held = useRef<HTMLElement | null>(null);
    const live = useRef(false);
    // Whether this part is drawn after the first page's hydration, so has no markup to keep.
    const [mountedHydrated] = useState(useHydrated());
    const location = useLocation();
    const [firstLocation] = useState(location);
    const navigating = useNavigation().state !== "idle";
    // React has to draw the part from its code: when it mounts after hydration, and when a change
    // of the router's state (a navigation starting, a new address) reaches it while its markup is
    // still dehydrated. Fetched during that render, not in an effect: the render waits for the
    // code, and its effects only run once it has arrived.
    if (mountedHydrated || navigating || location !== firstLocation) void fetchCode();

    const onLive = useCallback(() => {
      live.current = true;
      const action = held.current;
      held.current = null;
      // After the part's own effects have settled what was typed before it went live.
      if (action) setTimeout(() => act(action));
    }, []);

    useEffect(() => {
      const element = wrapper.current;
      if (live.current || !element) return;
      // Without its code a press would be lost, a link would load a whole page and a form would be
      // sent past its checks: the action waits for the code instead. If the code cannot be
      // fetched, the action goes ahead without it, as it would on a page without JavaScript.
      // Heard on the window, ahead of React's own listener on the document, which swallows an
      // event on markup it cannot hydrate yet. Once the code is in, React hydrates the part at
      // the event and handles it itself.
      function hold(event: Event) {
        if (live.current || passThrough || component || !element!.contains(event.target as Node)) return;
        const target = event.type === "submit" ? event.target : heldClickTarget(event as MouseEvent);
        if (!(target instanceof HTMLElement)) return;
        event.preventDefault();
        event.stopPropagation();
        held.current = target;
        void fetchCode().then(() => {
          if (component || held.current !== target) return;
          held.current = null;
          passThrough = true;
          act(target);
          passThrough = false;
        });
      }
      for (const type of HELD_EVENTS) window.addEventListener(type, hold, { capture: true });
      for (const type of INTENT_EVENTS) element.addEventListener(type, fetchCode, { passive: true });
      return () => {
        for (const type of HELD_EVENTS) window.removeEventListener(type, hold, { capture: true });
        for (const type of INTENT_EVENTS) element.removeEventListener(type, fetchCode);
      };
    }, []);

    // The same element on every render of the wrapper: React then leaves the boundary alone. A
    // new one, even with equal props, is an update, and React would give up the dehydrated
    // markup (removing the part from the page) to draw it from code that is not there yet.
    const part = useMemo(
      () => (
        <Suspense fallback={null}>
          <Deferred partProps={props} onLive={onLive} />
        </Suspense>
      ),
      [props, onLive],
    );
    return (
      <div ref={wrapper} className="hydrate-on-intent">
        {part}
      </div>
    );
  }

  // An update from above (new props from a re-rendered page) would make React give up the
  // dehydrated markup and draw the part from scratch; equal props never cause one.
  return memo(HydrateOnIntent) as unknown as ComponentType<Props>;
}
