import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";
import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-plugin";
import { defineConfig } from "vitest/config";
import { unstable_readConfig } from "wrangler";

/**
 * The test plugin pins an older workerd than wrangler deploys with, and workerd refuses a
 * compatibility date newer than itself. Tests run at the deployed date whenever the pool's
 * runtime supports it, otherwise at the newest date the pool's runtime knows.
 */
function testCompatibilityDate(): string {
  const deployed = unstable_readConfig({ config: "wrangler.jsonc" }).compatibility_date!;
  const poolRequire = createRequire(import.meta.resolve("@cloudflare/vitest-plugin"));
  const { compatibilityDate: supported } = poolRequire("workerd") as { compatibilityDate: string };
  return deployed <= supported ? deployed : supported;
}

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
        wrangler: { configPath: "./wrangler.jsonc" },
        remoteBindings: false,
        miniflare: {
          compatibilityDate: testCompatibilityDate(),
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
