import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "./scripts/chromium.mjs";

export const E2E_PORT = Number(process.env.E2E_PORT ?? 4173);
// A run on another port, beside one on the default port, keeps its state folders apart too: each
// server starts --fresh, which would otherwise empty the other run's database under it.
export const E2E_STATE = E2E_PORT === 4173 ? ".wrangler/e2e-state" : `.wrangler/e2e-state-${E2E_PORT}`;
/** The state folder of the "cached" project's server. */
export const E2E_CACHED_STATE = `${E2E_STATE}-cached`;
/** A second server with the deployed page-cache TTL, for the "cached" project. */
const CACHED_PORT = E2E_PORT + 1;
/**
 * Where the two servers below write their log: wrangler's own log file, which holds every line
 * (the Worker's JSON log lines, workerd's errors, wrangler's warnings). They print nothing on the
 * console (`--log-level none`): many tests provoke failures on purpose, and a passing run stays
 * quiet; a failing test's server lines are in this folder (docs/testing.md).
 */
export const E2E_SERVER_LOGS = `${E2E_STATE}-logs`;
const quietServer = { stdout: "ignore", stderr: "pipe", env: { WRANGLER_LOG_PATH: E2E_SERVER_LOGS } } as const;
/** The staff console's development identity on the main server: every /staff request is this staff member. */
export const E2E_STAFF_EMAIL = "e2e.staff@example.com";

const chromium = { executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS };
const desktop = { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 }, launchOptions: chromium };

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  // Two on the 2-core machine: a third browser was measured to make the suite no faster (the
  // tests are CPU-bound) and the longest tests slower than their timeouts.
  workers: 2,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    // Recording a trace for every test cost CPU on the two cores even when it was thrown away; in
    // CI a failed test is run again with its trace, and a local run keeps the trace of a failure.
    trace: process.env.CI ? "on-first-retry" : "retain-on-failure",
    launchOptions: chromium,
  },
  // Every test runs on desktop except those tagged @mobile, which need the phone's navigation.
  // The phone runs those, and the tests tagged @also-mobile: what a small touch screen can
  // change (layout, the menu, the floating controls, focus, axe on the phone's page) and one
  // journey per feature. Validation rules, server answers and error states are the same code
  // whatever the screen, so running them twice only doubled the suite's time on two cores.
  projects: [
    {
      // Schema changes and content edits in D1 run first, alone and one at a time, so no server
      // write meets a lock (two at once once answered a voice upload with SQLITE_BUSY); so does
      // the scheduled maintenance, which would remove other tests' fresh recordings.
      name: "d1-writes",
      workers: 1,
      testMatch: [
        "**/d1.setup.ts",
        "**/content-store.spec.ts",
        "**/scheduled.spec.ts",
        "**/staff-page-text-journey.spec.ts",
        "**/staff-publishing-journey.spec.ts",
      ],
      use: desktop,
    },
    {
      // A server of its own (port E2E_PORT + 2), killed and started again on the same state. It
      // needs nothing from d1-writes, but Playwright starts the projects that depend on d1-writes
      // only once every project beside it has finished: run first, this test (83 s, mostly
      // waiting for its server) held back the desktop and mobile projects by a minute. Listed
      // before them, it starts as they do rather than last.
      name: "recovery",
      testMatch: ["**/recovery.spec.ts"],
      dependencies: ["d1-writes"],
      use: desktop,
    },
    {
      name: "desktop",
      grepInvert: /@mobile/,
      testIgnore: [
        "**/content-store.spec.ts",
        "**/scheduled.spec.ts",
        "**/staff-page-text-journey.spec.ts",
        "**/staff-publishing-journey.spec.ts",
        "**/page-cache.spec.ts",
        "**/staff-content.spec.ts",
        "**/recovery.spec.ts",
      ],
      dependencies: ["d1-writes"],
      use: desktop,
    },
    {
      // The deployed page cache: cached pages, their nonce rewrite and hydration, together; and
      // a staff edit (command or console) showing once the cache has expired.
      name: "cached",
      testMatch: ["**/page-cache.spec.ts", "**/staff-content.spec.ts"],
      use: { ...desktop, baseURL: `http://127.0.0.1:${CACHED_PORT}` },
    },
    {
      name: "mobile",
      grep: /@mobile|@also-mobile/,
      dependencies: ["d1-writes"],
      use: { ...devices["Pixel 7"], launchOptions: chromium },
    },
  ],
  webServer: [
    {
      // The production build served by workerd, on a fresh local D1 with the real migrations.
      // The page cache is off, so each test sees what the database holds at that moment. The
      // journeys expect one e-mail per lead, and a whole run sends more than the deployed 20 an
      // hour (STAFF_MAIL_HOURLY_LIMIT; the summary past it is tested in tests/worker/staff-mail).
      command: `node scripts/serve-build.mjs --fresh --port ${E2E_PORT} --persist-to ${E2E_STATE} --var CONTENT_CACHE_TTL_SECONDS:0 --var STAFF_MAIL_HOURLY_LIMIT:100000 --var STAFF_DEV_EMAIL:${E2E_STAFF_EMAIL} --log-level none`,
      url: `http://127.0.0.1:${E2E_PORT}/`,
      reuseExistingServer: false,
      timeout: 120_000,
      ...quietServer,
    },
    {
      // The same build with the TTL of wrangler.jsonc, as deployed (and the staff identity, for an
      // edit made in the staff console).
      command: `node scripts/serve-build.mjs --fresh --port ${CACHED_PORT} --persist-to ${E2E_CACHED_STATE} --var STAFF_DEV_EMAIL:${E2E_STAFF_EMAIL} --log-level none`,
      url: `http://127.0.0.1:${CACHED_PORT}/`,
      reuseExistingServer: false,
      timeout: 120_000,
      ...quietServer,
    },
  ],
});
