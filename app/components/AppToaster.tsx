import { Toaster } from "sonner";
import { TOAST_DEFAULT_DURATION, TOAST_HOTKEY, TOAST_LIMIT } from "~/lib/toast";

/**
 * The single toast viewport, configured to the spec's toast rules. Toasts open below the sticky
 * header so they never cover its controls (menu button, voice-command toggle).
 */
export function AppToaster() {
  return (
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
      toastOptions={{ unstyled: false, className: "toast" }}
    />
  );
}
