import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

// The staff command (scripts/staff) against real local D1 and R2 state, which its tests create
// in a temporary folder with the project's migrations, as `npm run staff -- --persist-to` uses it.
export default defineConfig({
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  test: {
    include: ["tests/staff/**/*.test.ts"],
    environment: "node",
    // Applying the migrations and starting workerd take seconds, more on a busy machine.
    hookTimeout: 180_000,
    testTimeout: 60_000,
  },
});
