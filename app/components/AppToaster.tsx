import { lazy, Suspense, useEffect } from "react";
import { markToasterReady, TOAST_DEFAULT_DURATION, TOAST_HOTKEY, TOAST_LIMIT } from "~/lib/toast";
import { useHydrated } from "~/lib/use-hydrated";

// Loaded after hydration so the toast library is not part of the first-load JavaScript.
const Toaster = lazy(() =>
  import("sonner").then((sonner) => ({
    default: function ReadyToaster(props: React.ComponentProps<typeof sonner.Toaster>) {
      useEffect(() => markToasterReady(sonner), []);
      return <sonner.Toaster {...props} />;
    },
  })),
);

/**
 * The single toast viewport, configured to the spec's toast rules. Toasts open below the sticky
 * header so they never cover its controls (menu button, voice-command toggle).
 */
export function AppToaster() {
  const hydrated = useHydrated();
  if (!hydrated) return null;
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
