// Full-page screenshots of every public page at a desktop (1366 px) and a phone (390 px) width,
// for looking at the design as a whole: `npm run screenshots` (add `-- --build` to build first;
// without a build it builds anyway). Pictures go to screenshots/ (ignored by git), named
// <route>-<width>.png. The production build is served as the end-to-end tests serve it: by
// workerd on a fresh local state in a temporary folder, on a free port, with Debian's Chromium.
// Options: --only /path,/other (a subset), --out <folder>.
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium } from "playwright-core";
import { PUBLIC_ROUTES } from "../app/content/public-routes.ts";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "./chromium.mjs";
import { waitForServer } from "./wait-for-server.mjs";

const args = process.argv.slice(2);
const option = (name) => {
  const index = args.indexOf(`--${name}`);
  return index === -1 ? undefined : args[index + 1];
};
const OUT = option("out") ?? "screenshots";
const only = option("only")?.split(",");
const WIDTHS = [
  { width: 1366, height: 768, mobile: false },
  { width: 390, height: 844, mobile: true },
];

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

function run(command, commandArgs) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, commandArgs, { stdio: "inherit" });
    child.on("exit", (code) => (code === 0 ? resolve() : reject(new Error(`${command} exited with ${code}`))));
  });
}

if (args.includes("--build") || !existsSync("build/server/wrangler.json")) {
  await run("npm", ["run", "build"]);
}

const port = await freePort();
const state = mkdtempSync(join(tmpdir(), "screenshots-state-"));
const server = spawn(
  process.execPath,
  ["scripts/serve-build.mjs", "--fresh", "--port", String(port), "--persist-to", state],
  { stdio: ["ignore", "ignore", "inherit"], detached: true },
);
const stopServer = () => {
  try {
    process.kill(-server.pid, "SIGTERM");
  } catch {
    // already gone
  }
  rmSync(state, { recursive: true, force: true });
};
process.on("SIGINT", () => {
  stopServer();
  process.exit(130);
});

const origin = `http://127.0.0.1:${port}`;
try {
  await waitForServer(`${origin}/robots.txt`);
  mkdirSync(OUT, { recursive: true });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  const routes = PUBLIC_ROUTES.filter((route) => !route.aliasOf && (!only || only.includes(route.path)));
  for (const { width, height, mobile } of WIDTHS) {
    const context = await browser.newContext({
      viewport: { width, height },
      deviceScaleFactor: 1,
      isMobile: mobile,
      hasTouch: mobile,
      reducedMotion: "reduce",
    });
    const page = await context.newPage();
    for (const { path } of routes) {
      await page.goto(origin + path, { waitUntil: "networkidle" });
      // A full-page picture does not scroll, so lazy images below the fold would stay empty:
      // walk down the page once, then back to the top, and let the images arrive.
      await page.evaluate(async () => {
        for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight) {
          window.scrollTo(0, y);
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
        window.scrollTo(0, 0);
        await document.fonts.ready;
      });
      await page.waitForLoadState("networkidle");
      const name = path === "/" ? "home" : path.slice(1).replaceAll("/", "_");
      const file = join(OUT, `${name}-${width}.png`);
      await page.screenshot({ path: file, fullPage: true });
      console.log(file);
    }
    await context.close();
  }
  await browser.close();
} finally {
  stopServer();
}
