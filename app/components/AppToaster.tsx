import { lazy, Suspense, useEffect, useSyncExternalStore } from "react";
import {
  isToasterWanted,
  markToasterReady,
  subscribeToasterWanted,
  TOAST_DEFAULT_DURATION,
  TOAST_HOTKEY,
  TOAST_LIMIT,
} from "~/lib/toast";

// Loaded with the first toast, so a visit that shows none never downloads the toast library. The
// server renders no toaster (no toast is wanted before hydration), so its build leaves sonner out.
const loadSonner = () =>
  import.meta.env.SSR ? Promise.reject(new Error("Toasts show in the browser only")) : import("sonner");
const Toaster = lazy(() =>
  loadSonner().then((sonner) => ({
    default: function ReadyToaster(props: React.ComponentProps<typeof sonner.Toaster>) {
      useEffect(() => markToasterReady(sonner), []);
      return <sonner.Toaster {...props} />;
    },
  })),
);

/**
 * The single toast viewport, configured to the spec's toast rules, mounted when the page raises
 * its first toast. Toasts open below the sticky header so they never cover its controls (menu
 * button, voice-command toggle).
 */
export function AppToaster() {
  const wanted = useSyncExternalStore(subscribeToasterWanted, isToasterWanted, () => false);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Toaster
        position="top-right"
        visibleToasts={TOAST_LIMIT}
        duration={TOAST_DEFAULT_DURATION}
        hotkey={TOAST_HOTKEY}
        swipeDirections={["right"]}
        closeButton
        containerAriaLabel="Notifications"
        offset={{ top: "calc(var(--header-height) + 12px)" }}
        mobileOffset={{ top: "calc(var(--header-height) + 8px)" }}
      />
    </Suspense>
  );
}
