// The CPU time of a Worker's startup in a profile written by `wrangler check startup`, and, run as
// a script, where that time goes: `node scripts/startup-profile.mjs build/server <profile>…`
// ranks the source modules of the build (read through its source maps) by the startup time spent
// in their own code, and the build's chunks by the time spent evaluating each. Profiles come from
// `BENCH_WORKER_ONLY=1 BENCH_PROFILE_DIR=dir npm run bench` (docs/performance.md).
import { readFileSync } from "node:fs";
import { SourceMap } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";

// The most CPU time one profile sample stands for (see startupSamples).
const MAX_SAMPLE_INTERVAL_US = 2000;

/**
 * The samples of a startup profile that count, each with the CPU time it stands for (µs). Wrangler
 * profiles a wrapper whose `startup()` imports the Worker's main module: compiling and evaluating
 * the bundle's global scope, which is what Cloudflare's startup limit counts. The samples are those
 * from the first one inside that import to the last, idle ones left out, each counting for at most
 * MAX_SAMPLE_INTERVAL_US. V8 samples a running thread about every millisecond (1.1 ms apart in
 * profiles taken on a quiet machine), so a longer interval is time the process spent off the CPU
 * while other work had it, or, for the first sample, waiting for the wrapper's request (wrangler's
 * own "Active" figure counts both). On the loaded machine, unclipped sums for the same bundle
 * ranged from 110 to 700 ms; clipped, from 121 to 245 ms.
 */
export function startupSamples(profile) {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const parents = new Map();
  for (const node of profile.nodes) for (const child of node.children ?? []) parents.set(child, node.id);
  const stack = (id) => {
    const frames = [];
    for (let at = id; at !== undefined; at = parents.get(at)) frames.push(nodes.get(at));
    return frames;
  };
  const isStartup = (node) => node.callFrame.functionName === "startup";
  if (!profile.nodes.some(isStartup))
    throw new Error("The startup profile has no wrangler startup(): its format changed.");
  const inside = profile.samples.map((id) => stack(id).some(isStartup));
  const first = inside.indexOf(true);
  // The floor's startup sometimes ends between two samples: less than a sampling interval.
  if (first === -1) return [];
  const samples = [];
  for (let i = first; i <= inside.lastIndexOf(true); i++) {
    if (nodes.get(profile.samples[i]).callFrame.functionName === "(idle)") continue;
    samples.push({ stack: stack(profile.samples[i]), us: Math.min(profile.timeDeltas[i], MAX_SAMPLE_INTERVAL_US) });
  }
  return samples;
}

/** The CPU time of a Worker's startup in a profile written by `wrangler check startup`, in ms. */
export function startupCpuMs(profile) {
  const microseconds = startupSamples(profile).reduce((sum, sample) => sum + sample.us, 0);
  return Math.round(microseconds / 100) / 10;
}

/** The chunk of the build a profile's script URL names (file:///bundle/…/assets/x.js). */
const chunkOf = (url) => url.match(/\/((?:assets\/)?[^/]+\.js)$/)?.[1];

/** Where a profile's frame comes from: its source file by the build's source map, or its chunk. */
function sourceOf(buildDir) {
  const maps = new Map();
  const mapOf = (chunk) => {
    if (!maps.has(chunk)) {
      let map = null;
      try {
        map = new SourceMap(JSON.parse(readFileSync(path.join(buildDir, `${chunk}.map`), "utf8")));
      } catch {
        // No map for this chunk (wrangler's wrapper, or a build without maps): the chunk names it.
      }
      maps.set(chunk, map);
    }
    return maps.get(chunk);
  };
  return ({ url, lineNumber, columnNumber, functionName }) => {
    const chunk = chunkOf(url);
    if (!chunk) return url ? "(wrangler's wrapper)" : `(${functionName || "native"})`;
    const entry = mapOf(chunk)?.findEntry(lineNumber, columnNumber);
    return entry?.originalSource?.replace(/^.*?(node_modules\/|app\/|workers\/)/, "$1") ?? chunk;
  };
}

const TOP = 15;

function rank(totals, top) {
  return [...totals].sort((a, b) => b[1] - a[1]).slice(0, top);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [buildDir, ...profilePaths] = process.argv.slice(2);
  if (profilePaths.length === 0) {
    console.error("Usage: node scripts/startup-profile.mjs <build dir> <profile.cpuprofile>…");
    process.exit(2);
  }
  const source = sourceOf(buildDir);
  const own = new Map();
  const evaluating = new Map();
  let total = 0;
  for (const profilePath of profilePaths) {
    for (const sample of startupSamples(JSON.parse(readFileSync(profilePath, "utf8")))) {
      const sources = sample.stack.map((node) => source(node.callFrame));
      total += sample.us;
      own.set(sources[0], (own.get(sources[0]) ?? 0) + sample.us);
      // Each chunk is a module: the outermost frame in one is its top level being evaluated.
      const chunk = sample.stack.findLast((node) => chunkOf(node.callFrame.url))?.callFrame.url;
      const evaluated = chunk ? chunkOf(chunk) : sources[0];
      evaluating.set(evaluated, (evaluating.get(evaluated) ?? 0) + sample.us);
    }
  }
  // Each figure is the mean of the profiles given.
  const ms = (us) => `${(us / 1000 / profilePaths.length).toFixed(1).padStart(6)} ms`;
  console.log(`Startup CPU: ${ms(total)} (mean of ${profilePaths.length} profiles)\n\nOwn code:`);
  for (const [name, us] of rank(own, TOP)) console.log(`${ms(us)}  ${name}`);
  console.log("\nWhile evaluating each chunk (its own code and what it calls):");
  for (const [name, us] of rank(evaluating, TOP)) console.log(`${ms(us)}  ${name}`);
}
