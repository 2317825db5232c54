import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

// Component tests: the feature UIs rendered by React in happy-dom, with the network (fetch) and
// the browser APIs happy-dom lacks (MediaRecorder, getUserMedia) stubbed per test.
export default defineConfig({
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  test: {
    include: ["tests/component/**/*.test.tsx"],
    environment: "happy-dom",
    setupFiles: ["tests/component/support/setup.ts"],
    unstubGlobals: true,
    restoreMocks: true,
  },
});
