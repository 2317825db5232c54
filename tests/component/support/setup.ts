import "@testing-library/jest-dom/vitest";
import { cleanup, configure } from "@testing-library/react";
import { toast } from "sonner";
import { afterEach } from "vitest";
import { dismissToast } from "~/lib/toast";

// Lazily loaded parts (the rich-text editor, about 140 KB) can take more than Testing Library's
// default second to arrive when the two cores are busy; a waiting query fails only after this.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  // Vitest runs without globals, so Testing Library cannot register its own cleanup.
  cleanup();
  // Toasts outlive the toaster in sonner's store, and the next test's toaster would show them again.
  dismissToast();
  toast.dismiss();
});
