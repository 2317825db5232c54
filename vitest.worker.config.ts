import { fileURLToPath } from "node:url";
import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-pool-workers";
import { defineConfig } from "vitest/config";

// Server code runs inside workerd against real local D1, R2 and Queues. This config must not
// load the React Router or Cloudflare Vite plugins (see STACK-NOTES), so its main is the
// API/queue/cron Worker without the page renderer.
export default defineConfig(async () => {
  const migrations = await readD1Migrations(fileURLToPath(new URL("./migrations", import.meta.url)));
  return {
    resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
    plugins: [
      cloudflareTest({
        main: "./workers/api.ts",
        wrangler: { configPath: "./wrangler.toml" },
        remoteBindings: false,
        miniflare: {
          bindings: { TEST_MIGRATIONS: migrations, AI_MODE: "local", CONTENT_CACHE_TTL_SECONDS: "0" },
        },
      }),
    ],
    test: {
      include: ["tests/worker/**/*.test.ts"],
      setupFiles: ["./tests/worker/setup.ts"],
    },
  };
});
