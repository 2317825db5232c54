import { Suspense, use, useEffect, useState, type ComponentType } from "react";
import { useHydrated } from "./use-hydrated";

const INTENT_EVENTS = ["pointerover", "focusin", "touchstart"] as const;
const HELD_EVENTS = ["click", "submit"] as const;

/** What the page-wide listeners below need to know of a part. */
interface Part {
  /** Fetches the part's code; settles once it has arrived or failed. */
  fetchCode(): Promise<unknown>;
  hasCode(): boolean;
  /** React has hydrated or drawn the part. */
  live: boolean;
  /** A button, link or form whose action waits for the part to be live. */
  held: HTMLElement | null;
}

/** The browser's parts, by name. */
const parts = new Map<string, Part>();
/** Set while an action held for code that never came goes ahead without it. */
let passThrough = false;

function shallowEqual(a: object, b: object) {
  const keys = Object.keys(a);
  return (
    keys.length === Object.keys(b).length &&
    keys.every((key) => Object.is((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]))
  );
}

function partAround(target: EventTarget | null) {
  const wrapper = target instanceof Element ? target.closest<HTMLElement>("[data-part]") : null;
  return wrapper ? parts.get(wrapper.dataset.part ?? "") : undefined;
}

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

/**
 * Without its code a press would be lost, a link would load a whole page and a form would be
 * sent past its checks: the action waits for the code instead. If the code cannot be fetched,
 * the action goes ahead without it, as it would on a page without JavaScript. Once the code is
 * in, React hydrates the part at the event and handles it itself.
 */
function hold(event: Event) {
  const part = partAround(event.target);
  if (!part || part.live || part.hasCode() || passThrough) return;
  const target = event.type === "submit" ? event.target : heldClickTarget(event as MouseEvent);
  if (!(target instanceof HTMLElement)) return;
  event.preventDefault();
  event.stopPropagation();
  part.held = target;
  void part.fetchCode().then(() => {
    if (part.hasCode() || part.held !== target) return;
    part.held = null;
    passThrough = true;
    act(target);
    passThrough = false;
  });
}

// Heard on the window from the moment the page's code runs, before React hydrates anything and
// ahead of React's own listeners on the document, which swallow an event on markup they cannot
// hydrate yet.
if (typeof window !== "undefined") {
  const fetchOnIntent = (event: Event) => void partAround(event.target)?.fetchCode();
  for (const type of INTENT_EVENTS) window.addEventListener(type, fetchOnIntent, { capture: true, passive: true });
  for (const type of HELD_EVENTS) window.addEventListener(type, hold, { capture: true });
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
 * A part of a page that the server draws in full but whose code is not in the page's first
 * load: the browser fetches it when the visitor reaches for the part (points at, focuses or
 * touches it) or when React has to draw the part again (below), whichever comes first. Until
 * then React leaves the server's markup as it is, dehydrated inside a Suspense boundary, so the
 * page looks the same and its first paint and hydration do without that code. A press or a
 * submit before the code has arrived waits for it (above). Drawn later in a visit (after a
 * client-side navigation), the code is fetched when the page's route module arrives, so the part
 * appears with the page.
 * `name` names the part in the page (its wrapper's `data-part`), for the listeners above.
 */
export function hydrateOnIntent<Props extends object>(
  name: string,
  load: () => Promise<ComponentType<Props>>,
): ComponentType<Props> {
  let component: ComponentType<Props> | null = null;
  let fetching = false;
  let arrived: (loaded: ComponentType<Props>) => void = () => {};
  const ready = new Promise<ComponentType<Props>>((resolve) => (arrived = resolve));

  let loading: Promise<unknown> = Promise.resolve();
  /** How often React has drawn the part before its code arrived. */
  let attemptsWithoutCode = 0;
  function fetchCode() {
    if (component || fetching) return loading;
    fetching = true;
    loading = load().then(
      (loaded) => {
        component = loaded;
        // Marked the way React marks a promise it has read: `use` then returns the code at once,
        // even when it came before React first asked for it. (Reading it only while it is missing
        // would be a conditional `use`, which React's development build reports.)
        Object.assign(ready, { status: "fulfilled", value: loaded });
        arrived(loaded);
      },
      // Offline, say: the server's markup stays as it is (a form in it still posts without
      // JavaScript) and the next intent tries again.
      () => (fetching = false),
    );
    return loading;
  }

  const part: Part = { fetchCode, hasCode: () => component !== null, live: false, held: null };
  if (import.meta.env.SSR) serverCodeFetches.push(fetchCode);
  else {
    parts.set(name, part);
    // A route module evaluated after the first page has loaded belongs to a client-side visit,
    // whose page should show the part as it appears.
    if (document.readyState === "complete") void fetchCode();
  }

  /** The part itself, live once React has hydrated or drawn it. */
  function Deferred({ partProps }: { partProps: Props }) {
    // React tries once to hydrate the part after the page, and leaves it dehydrated. It draws the
    // part again only when a change above it reaches the markup: the footer and the chat button,
    // in the root layout, are reached by the new router state of React Router's route discovery
    // just after the page hydrates. React can keep the markup through that change only by
    // hydrating it, and waits for the code, so it is fetched now; without it React would remove
    // the part from the page.
    if (!component && attemptsWithoutCode++ > 0) void fetchCode();
    const Component = use(ready);
    useEffect(() => {
      part.live = true;
      const action = part.held;
      part.held = null;
      // After the part's own effects have settled what was typed before it went live.
      if (action) setTimeout(() => act(action));
      return () => void (part.live = false);
    }, []);
    return <Component {...partProps} />;
  }

  const boundaryFor = (partProps: Props) => (
    <Suspense fallback={null}>
      <Deferred partProps={partProps} />
    </Suspense>
  );

  function HydrateOnIntent(props: Props) {
    // A part drawn after the first page's hydration (a client-side visit) has no markup to keep:
    // its render waits for the code.
    const [mountedHydrated] = useState(useHydrated());
    if (mountedHydrated) void fetchCode();

    // The same element on every render of the wrapper while the props are equal: React then
    // passes over the dehydrated boundary. A new one, even with equal props, is an update, and
    // React would give up the markup to draw the part from code that may not be there yet.
    const [shown, setShown] = useState(() => ({ props, boundary: boundaryFor(props) }));
    if (!shallowEqual(shown.props, props)) setShown({ props, boundary: boundaryFor(props) });
    return (
      <div className="hydrate-on-intent" data-part={name}>
        {shown.boundary}
      </div>
    );
  }

  // Not memoised, though it would seem the natural guard: when a memoised component skips a
  // render, React looks below it for readers of whatever context changed (the router's state,
  // at every navigation) and counts a dehydrated boundary as one, since it cannot see inside.
  // Every such change would then reach the part while it has no code. Rendered again, the
  // wrapper hands React the same boundary element, which React passes over.
  return HydrateOnIntent;
}
