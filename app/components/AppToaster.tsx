import { Toaster } from "sonner";
import { TOAST_DEFAULT_DURATION, TOAST_HOTKEY, TOAST_LIMIT } from "~/lib/toast";

/** The single toast viewport, configured to the spec's toast rules. */
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
      toastOptions={{ unstyled: false, className: "toast" }}
    />
  );
}
