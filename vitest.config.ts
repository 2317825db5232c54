import { readFileSync } from "node:fs";
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

/**
 * feed 6.0.0 ends its module with a source-map comment for a file the package does not ship; Vite,
 * reading it for the worker tests, printed a warning with a stack trace on every fresh run. Loading
 * the module without the comment keeps a passing run quiet.
 */
const feedWithoutMissingSourceMap = {
  name: "feed-without-missing-source-map",
  enforce: "pre" as const,
  load(id: string) {
    if (!/[\\/]node_modules[\\/]feed[\\/]lib[\\/]feed\.js$/.test(id)) return null;
    return readFileSync(id, "utf8").replace(/^\/\/# sourceMappingURL=.*$/m, "");
  },
};

// One Vitest run for the four test layers, each a project (`vitest run --project unit` runs one).
// Every project extends this root config: the `~` alias, a test timeout with room for a test that
// waits for the CPU while the other projects run beside it (5 s, Vitest's default, is not), and
// `isolate: false`: each project's files run one after another in the same worker (for the worker
// project, the same workerd) instead of a new one per file, which halved `npm run test:vitest` on
// the 2-core machine (docs/testing.md). Every worker file still starts from a freshly migrated
// database (tests/worker/setup.ts).
export default defineConfig(async () => {
  const migrations = await readD1Migrations(fileURLToPath(new URL("./migrations", import.meta.url)));
  return {
    resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
    test: {
      testTimeout: 30_000,
      isolate: false,
      // A passing run prints no console output: the Worker's JSON log lines (many tests provoke
      // failures on purpose) are shown only for a test that fails, under its name.
      // `npx vitest run --silent=false` shows them all.
      silent: "passed-only" as const,
      projects: [
        // Pure logic in Node.
        {
          extends: true,
          test: { name: "unit", include: ["tests/unit/**/*.test.ts"], environment: "node" },
        },
        // The feature UIs rendered by React in happy-dom, with the network (fetch) and the browser
        // APIs happy-dom lacks (MediaRecorder, getUserMedia) stubbed per test.
        {
          extends: true,
          test: {
            name: "component",
            include: ["tests/component/**/*.test.tsx"],
            environment: "happy-dom",
            setupFiles: ["tests/component/support/setup.ts"],
            unstubGlobals: true,
            restoreMocks: true,
          },
        },
        // Server code inside workerd against real local D1, R2 and Queues. This project must not
        // load the React Router or Cloudflare Vite plugins (see STACK-NOTES), so its main is the
        // API/queue/cron Worker without the page renderer.
        {
          extends: true,
          plugins: [
            feedWithoutMissingSourceMap,
            cloudflareTest({
              main: "./workers/api.ts",
              wrangler: { configPath: "./wrangler.jsonc" },
              remoteBindings: false,
              // Without workerd's --verbose (the plugin's default), which prints every internal
              // exception of the simulators as "uncaught exception" and kj stack lines: refused
              // uploads abort their R2 put on purpose, and Miniflare's R2 simulator leaves a
              // rejected promise of its own unhandled each time (docs/testing.md). An unhandled
              // rejection in our code still fails the run: it happens in the test runner's
              // isolate, where Vitest reports it.
              verbose: false,
              miniflare: {
                compatibilityDate: testCompatibilityDate(),
                bindings: {
                  TEST_MIGRATIONS: migrations,
                  AI_MODE: "local",
                  CONTENT_CACHE_TTL_SECONDS: "0",
                  // The bot check's offline stand-in; tests/worker/bot-check.test.ts runs the
                  // cloudflare mode with siteverify stubbed.
                  TURNSTILE_MODE: "local",
                  TURNSTILE_SECRET_KEY: "1x0000000000000000000000000000000AA",
                },
              },
            }),
          ],
          test: { name: "worker", include: ["tests/worker/**/*.test.ts"], setupFiles: ["./tests/worker/setup.ts"] },
        },
        // The staff command (scripts/staff) against real local D1 and R2 state, which its tests
        // create in a temporary folder with the project's migrations, as `npm run staff --
        // --persist-to` uses it.
        {
          extends: true,
          test: {
            name: "staff",
            include: ["tests/staff/**/*.test.ts"],
            environment: "node",
            // Applying the migrations and starting workerd take seconds, more on a busy machine.
            hookTimeout: 180_000,
            testTimeout: 120_000,
          },
        },
      ],
    },
  };
});
