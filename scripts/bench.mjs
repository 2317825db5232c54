// Performance budget benchmark (`npm run bench`, after `npm run build`).
// Serves the production build with workerd on a fresh local database, then measures:
//   - Lighthouse (mobile preset) scores and LCP / CLS / TBT for the key routes,
//   - first-load JavaScript (gzip bytes of every script the HTML loads or preloads),
//   - D1 queries per page view (from the Server-Timing header the Worker adds),
//   - the Worker's size as `wrangler deploy` uploads it (gzip; from `wrangler deploy --dry-run`),
//   - SSR throughput of / against a static file of the same size on the same server (the
//     deployed configuration, page cache on), and, for comparison, / with every request rendered.
// Prints one table, saves bench/results.json, and exits non-zero when a budget is missed.
import { spawn } from "node:child_process";
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import autocannon from "autocannon";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "./chromium.mjs";
import { measureWorkerSize } from "./deploy-config.mjs";

const PORT = Number(process.env.BENCH_PORT ?? 4399);
const ORIGIN = `http://localhost:${PORT}`;
const ROUTES = ["/", "/services/electronic-design", "/help-connect/blog-highlights", "/contact"];
const STATIC_FILE = "bench-static.html";

const BUDGET = {
  performance: 95,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  cls: 0.05,
  homeFirstLoadKb: 100,
  d1QueriesPerContentPage: 1,
  ssrToStaticRatio: 0.5,
  // Gzip KiB of the Worker's code as wrangler uploads it (its "Total Upload" line; static assets
  // not counted). Not a platform limit: since 2026-09-04 Cloudflare only limits the uncompressed
  // Worker, to 64 MiB on every plan. The budget is about 10% above the 622 KiB measured on
  // 2026-11-23, so that a dependency slipping into the server bundle, which lengthens every cold
  // start, is noticed here.
  workerGzipKib: 680,
};

async function waitForServer(url, timeoutMs = 60_000) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`Server at ${url} did not start within ${timeoutMs} ms`);
}

function startServer(port, extraArgs = []) {
  const server = spawn(
    process.execPath,
    ["scripts/serve-build.mjs", "--port", String(port), "--persist-to", ".wrangler/bench-state", ...extraArgs],
    // The pages are measured at localhost, so their canonical links name localhost too.
    {
      stdio: ["ignore", "ignore", "inherit"],
      detached: true,
      env: { ...process.env, SITE_URL: `http://localhost:${port}` },
    },
  );
  return () => {
    try {
      process.kill(-server.pid, "SIGTERM");
    } catch {
      // already gone
    }
  };
}

async function firstLoadJs(route) {
  const response = await fetch(ORIGIN + route);
  const html = await response.text();
  const urls = new Set();
  for (const match of html.matchAll(/<(?:script[^>]*\ssrc|link[^>]*rel="modulepreload"[^>]*\shref)="([^"]+)"/g)) {
    urls.add(match[1]);
  }
  // Inline module scripts import the entry and route modules directly.
  for (const match of html.matchAll(/import\s*(?:[^"']*from\s*)?["'](\/assets\/[^"']+\.js)["']/g)) urls.add(match[1]);
  let gzipBytes = 0;
  let mermaidFound = false;
  for (const url of urls) {
    const body = Buffer.from(await (await fetch(new URL(url, ORIGIN))).arrayBuffer());
    gzipBytes += gzipSync(body).length;
    // Mermaid's own code (not a lazy import() reference to it) has these markers.
    if (/mermaidAPI|flowchart-v2|securityLevel:"?strict/.test(body.toString("utf8"))) mermaidFound = true;
  }
  return {
    scripts: urls.size,
    gzipKb: Math.round((gzipBytes / 1024) * 10) / 10,
    mermaidFound,
    d1Queries: Number(/d1;desc="queries: (\d+)"/.exec(response.headers.get("server-timing") ?? "")?.[1] ?? NaN),
    htmlBytes: Buffer.byteLength(html),
  };
}

async function throughput(url) {
  const result = await autocannon({ url, connections: 10, duration: 8, pipelining: 1 });
  return Math.round(result.requests.average);
}

async function runLighthouse(route) {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: CHROMIUM_FLAGS,
  });
  try {
    const { lhr } = await lighthouse(ORIGIN + route, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
    });
    if (lhr.runtimeError) return { runtimeError: lhr.runtimeError.message };
    const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    const audit = (id) => lhr.audits[id]?.numericValue ?? NaN;
    const failing = Object.values(lhr.audits)
      .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === "binary")
      .map((a) => a.id);
    return {
      performance: score("performance"),
      accessibility: score("accessibility"),
      bestPractices: score("best-practices"),
      seo: score("seo"),
      lcpMs: Math.round(audit("largest-contentful-paint")),
      cls: Math.round(audit("cumulative-layout-shift") * 1000) / 1000,
      tbtMs: Math.round(audit("total-blocking-time")),
      failingAudits: failing,
    };
  } finally {
    await chrome.kill();
  }
}

// Lighthouse scores vary from run to run on a shared machine; Lighthouse's own guidance is to
// take the median of several runs. The run with the median performance score is reported.
const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);

async function medianLighthouse(route) {
  const runs = [];
  // wrangler's local proxy now and then drops a connection mid-load ("Network connection lost"),
  // which Lighthouse reports as a failed load; such a run is repeated, at most twice per route.
  let retries = 0;
  while (runs.length < LIGHTHOUSE_RUNS) {
    const run = await runLighthouse(route);
    if (!run.runtimeError) runs.push(run);
    else if (++retries > 2) throw new Error(`Lighthouse could not load ${route}: ${run.runtimeError}`);
    else console.warn(`Lighthouse run of ${route} failed (${run.runtimeError}); repeating it.`);
  }
  runs.sort((a, b) => a.performance - b.performance);
  return { ...runs[Math.floor(runs.length / 2)], performanceRuns: runs.map((run) => run.performance) };
}

// The build on disk is the one measured below; the dry run only bundles it, offline.
const worker = measureWorkerSize();

const stopServer = startServer(PORT, ["--fresh"]);
let exitCode = 0;
try {
  // Wait on a file, not a page, so each page's first view below is a cold one (D1 count included).
  await waitForServer(`${ORIGIN}/robots.txt`);

  const routes = [];
  for (const route of ROUTES) {
    const js = await firstLoadJs(route);
    const lh = await medianLighthouse(route);
    routes.push({
      route,
      ...lh,
      firstLoadJsKb: js.gzipKb,
      scripts: js.scripts,
      mermaidInFirstLoad: js.mermaidFound,
      d1Queries: js.d1Queries,
      htmlBytes: js.htmlBytes,
    });
  }

  // A static file as large as the home page's HTML, served by the same local server.
  const homeBytes = routes[0].htmlBytes;
  writeFileSync(
    `build/client/${STATIC_FILE}`,
    `<!doctype html><title>static</title>${"x".repeat(Math.max(0, homeBytes - 32))}`,
  );
  await waitForServer(`${ORIGIN}/${STATIC_FILE}`);
  const ssrRps = await throughput(`${ORIGIN}/`);
  const staticRps = await throughput(`${ORIGIN}/${STATIC_FILE}`);
  // For comparison only: every request rendered (page cache off), on a second server.
  const uncachedOrigin = `http://localhost:${PORT + 1}`;
  const stopUncachedServer = startServer(PORT + 1, ["--var", "CONTENT_CACHE_TTL_SECONDS:0"]);
  let uncachedSsrRps;
  try {
    await waitForServer(`${uncachedOrigin}/robots.txt`);
    uncachedSsrRps = await throughput(`${uncachedOrigin}/`);
  } finally {
    stopUncachedServer();
  }
  rmSync(`build/client/${STATIC_FILE}`, { force: true });
  const ratio = Math.round((ssrRps / staticRps) * 100) / 100;

  const failures = [];
  for (const r of routes) {
    if (r.performance < BUDGET.performance)
      failures.push(`${r.route}: performance ${r.performance} < ${BUDGET.performance}`);
    if (r.accessibility < BUDGET.accessibility) failures.push(`${r.route}: accessibility ${r.accessibility} < 100`);
    if (r.bestPractices < BUDGET.bestPractices) failures.push(`${r.route}: best practices ${r.bestPractices} < 100`);
    if (r.seo < BUDGET.seo) failures.push(`${r.route}: SEO ${r.seo} < 100`);
    if (!(r.cls < BUDGET.cls)) failures.push(`${r.route}: CLS ${r.cls} >= ${BUDGET.cls}`);
    if (r.mermaidInFirstLoad) failures.push(`${r.route}: mermaid in the first-load JavaScript`);
    if (!(r.d1Queries <= BUDGET.d1QueriesPerContentPage))
      failures.push(`${r.route}: ${r.d1Queries} D1 queries per view`);
  }
  if (routes[0].firstLoadJsKb > BUDGET.homeFirstLoadKb) {
    failures.push(`/: first-load JS ${routes[0].firstLoadJsKb} KB > ${BUDGET.homeFirstLoadKb} KB`);
  }
  if (ratio < BUDGET.ssrToStaticRatio)
    failures.push(`SSR/static throughput ratio ${ratio} < ${BUDGET.ssrToStaticRatio}`);
  if (worker.gzipKiB > BUDGET.workerGzipKib)
    failures.push(`Worker upload ${worker.gzipKiB} KiB gzip > ${BUDGET.workerGzipKib} KiB`);

  console.log("\nroute                          perf  a11y  bp   seo  LCP ms  CLS    TBT ms  JS KB(gz)  D1");
  for (const r of routes) {
    console.log(
      `${r.route.padEnd(30)} ${String(r.performance).padStart(4)} ${String(r.accessibility).padStart(5)} ${String(r.bestPractices).padStart(4)} ${String(r.seo).padStart(4)} ${String(r.lcpMs).padStart(7)} ${String(r.cls).padStart(6)} ${String(r.tbtMs).padStart(7)} ${String(r.firstLoadJsKb).padStart(10)} ${String(r.d1Queries).padStart(3)}`,
    );
  }
  console.log(
    `\nLighthouse performance, each run (median reported): ${routes.map((r) => `${r.route} ${r.performanceRuns.join("/")}`).join(", ")}`,
  );
  console.log(`SSR throughput: / ${ssrRps} req/s, static file of the same size ${staticRps} req/s, ratio ${ratio}`);
  console.log(`With the page cache off (every request rendered, one D1 query each): / ${uncachedSsrRps} req/s`);
  console.log(
    `Worker upload: ${worker.uploadKiB} KiB, gzip ${worker.gzipKiB} KiB (budget ${BUDGET.workerGzipKib} KiB gzip)`,
  );
  for (const r of routes)
    if (r.failingAudits.length) console.log(`${r.route} failing audits: ${r.failingAudits.join(", ")}`);

  const results = {
    measuredAt: new Date().toISOString(),
    node: process.version,
    budget: BUDGET,
    routes,
    throughput: { ssrRps, staticRps, ratio, uncachedSsrRps },
    worker: { uploadKiB: worker.uploadKiB, gzipKiB: worker.gzipKiB },
    failures,
  };
  mkdirSync("bench", { recursive: true });
  writeFileSync("bench/results.json", `${JSON.stringify(results, null, 2)}\n`);

  if (failures.length) {
    console.log(`\nBudgets missed:\n- ${failures.join("\n- ")}`);
    exitCode = 1;
  } else {
    console.log("\nAll budgets met.");
  }
} finally {
  stopServer();
}
process.exit(exitCode);
