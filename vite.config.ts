import { readdirSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { cloudflare } from "@cloudflare/vite-plugin";
import { reactRouter } from "@react-router/dev/vite";
import { defineConfig, type Plugin } from "vite";
import type { CodeSplittingGroup } from "rolldown";

const APP_DIR = fileURLToPath(new URL("./app/", import.meta.url));
const ROOT_ROUTE = `${APP_DIR}root.tsx`;
// Libraries every page loads anyway (React, React Router): a shell module may use them.
const FRAMEWORK = /[\\/]node_modules[\\/](react|react-dom|react-router)[\\/]/;

type ChunkingContext = Parameters<Extract<CodeSplittingGroup["name"], (...args: never[]) => unknown>>[1];

/**
 * The shell chunk: the code every page runs, in one file instead of a dozen under 1 KB each,
 * which gzip compresses better and the browser fetches in one request. It holds every app
 * module the root layout imports, and the page building blocks that nearly every public page
 * uses (the page header, the managed text), unless one of them would bring a library (zod, say)
 * into every page. The staff console's routes do not count: a module its pages share is not a
 * public page's code (counting them put 1.5 KB gzip of the console into every public page).
 */
function inShellChunk(id: string, ctx: ChunkingContext) {
  if (!isAppScript(id)) return false;
  if (reachableFromRoot(ctx).has(id)) return true;
  return routesUsing(id, ctx).size >= SHELL_MIN_ROUTES && !bringsLibrary(id, ctx);
}

/**
 * The page-blocks chunk: the building blocks that most public pages use but not nearly all (the
 * cards, the sections, the calls to action). In the shell they were in the first load of the
 * pages that draw none, the contact page among them (1 KB gzip; decision 0027).
 */
function inPageBlocksChunk(id: string, ctx: ChunkingContext) {
  return isAppScript(id) && routesUsing(id, ctx).size >= PAGE_BLOCKS_MIN_ROUTES && !bringsLibrary(id, ctx);
}

function isAppScript(id: string) {
  return id.startsWith(APP_DIR) && !id.includes("?") && !id.endsWith(".css");
}

const STAFF_ROUTE = /^staff[.]/;
const PUBLIC_PAGE_ROUTES = readdirSync(new URL("./app/routes/", import.meta.url)).filter(
  (file) => file.endsWith(".tsx") && !STAFF_ROUTE.test(file),
);
const SHELL_MIN_ROUTES = Math.ceil(PUBLIC_PAGE_ROUTES.length * 0.85);
const PAGE_BLOCKS_MIN_ROUTES = Math.ceil((PUBLIC_PAGE_ROUTES.length * 2) / 3);

/** The public route modules that import the module, directly or through other app modules. */
function routesUsing(id: string, ctx: ChunkingContext) {
  const routes = new Set<string>();
  const seen = new Set([id]);
  const queue = [id];
  while (queue.length > 0) {
    for (const importer of ctx.getModuleInfo(queue.pop()!)?.importers ?? []) {
      const file = importer.replace(/\?.*$/, "");
      if (file.startsWith(`${APP_DIR}routes/`)) {
        if (!STAFF_ROUTE.test(path.basename(file))) routes.add(file);
      } else if (file.startsWith(APP_DIR) && !seen.has(importer)) {
        seen.add(importer);
        queue.push(importer);
      }
    }
  }
  return routes;
}

let rootModules: Set<string> | undefined;
function reachableFromRoot(ctx: ChunkingContext) {
  rootModules ??= staticClosure(ROOT_ROUTE, ctx, (dep) => dep.startsWith(APP_DIR));
  return rootModules;
}

/** Whether the module, or an app module it imports, imports a library other than the framework. */
function bringsLibrary(id: string, ctx: ChunkingContext) {
  const appModules = [id, ...staticClosure(id, ctx, (dep) => dep.startsWith(APP_DIR))];
  return appModules.some((appModule) =>
    ctx.getModuleInfo(appModule)?.importedIds.some((dep) => !dep.startsWith(APP_DIR) && !FRAMEWORK.test(dep)),
  );
}

function staticClosure(start: string, ctx: ChunkingContext, follow: (id: string) => boolean) {
  const found = new Set<string>();
  const queue = [start];
  while (queue.length > 0) {
    for (const dep of ctx.getModuleInfo(queue.pop()!)?.importedIds ?? []) {
      if (!found.has(dep) && follow(dep)) {
        found.add(dep);
        queue.push(dep);
      }
    }
  }
  return found;
}

/**
 * The Worker's build takes React's streaming renderer alone: `react-dom/server` (workerd's
 * `server.edge.js`) also requires the legacy string renderer, a CommonJS module the bundler
 * cannot drop although nothing calls `renderToString` (decision 0056).
 */
const streamingRendererOnly: Plugin = {
  name: "streaming-renderer-only",
  apply: "build",
  enforce: "pre",
  applyToEnvironment: (environment) => environment.name === "ssr",
  resolveId: (id) => (id === "react-dom/server" ? STREAMING_RENDERER : undefined),
};
const STREAMING_RENDERER = path.join(
  path.dirname(createRequire(import.meta.url).resolve("react-dom/package.json")),
  "cjs/react-dom-server.edge.production.js",
);

export default defineConfig({
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  environments: {
    // The Worker minified: half the bytes to upload and for every cold isolate to compile
    // (decision 0063). Its source maps are uploaded beside it, so stack traces stay readable.
    ssr: { build: { minify: true } },
    client: {
      build: {
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                { name: (id, ctx) => (inShellChunk(id, ctx) ? "shell" : null) },
                { name: (id, ctx) => (inPageBlocksChunk(id, ctx) ? "page-blocks" : null) },
                // Conform's form state (react) and its parsing (dom) in one file, with the field
                // component both forms draw with it: the forms load all three, the rules fetched
                // on use only the parsing, which would otherwise get a chunk of its own and cost
                // the forms' first load an extra request and about 1 KB.
                {
                  name: "conform",
                  test: /[\\/]node_modules[\\/]@conform-to[\\/](react|dom)[\\/]|[\\/]app[\\/]components[\\/]FormField\.tsx$/,
                },
              ],
            },
          },
        },
      },
    },
  },
  plugins: [
    // Workers AI is always a remote binding; offline runs must not try to reach it.
    cloudflare({ viteEnvironment: { name: "ssr" }, remoteBindings: false }),
    reactRouter(),
    streamingRendererOnly,
  ],
});
