import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/**
 * False during the server render and while the page hydrates, true once React runs in the
 * browser (and at once in components that mount after hydration). For what only works with
 * JavaScript: portals, toasts, controls that need event handlers.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
