import "@testing-library/jest-dom/vitest";
import { cleanup } from "@testing-library/react";
import { toast } from "sonner";
import { afterEach } from "vitest";
import { dismissToast } from "~/lib/toast";

afterEach(() => {
  // Vitest runs without globals, so Testing Library cannot register its own cleanup.
  cleanup();
  // Toasts outlive the toaster in sonner's store, and the next test's toaster would show them again.
  dismissToast();
  toast.dismiss();
});
