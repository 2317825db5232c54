// The staff command's way into D1: wrangler's getPlatformProxy, which runs the bindings in
// a local workerd (Miniflare) and hands them to Node. Statements are prepared and their values
// bound, locally and against a deployed environment alike (docs/decisions/0014-*).
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { getPlatformProxy } from "wrangler";
import { PLACEHOLDER_DATABASE_ID, readWranglerConfig, type WranglerConfig } from "../deploy-config.mjs";

export const ENVIRONMENTS = ["staging", "production"] as const;

/** Where a command reads and writes: a local state folder, or a deployed environment. */
export type Target =
  { kind: "local"; persistTo: string } | { kind: "remote"; environment: (typeof ENVIRONMENTS)[number] };

export interface Platform {
  db: D1Database;
  /** Words for messages: "the local database in .wrangler/state", "production (remote)". */
  description: string;
  dispose(): Promise<void>;
}

/** The root configuration, named explicitly: a build in build/ must never be read instead. */
export const WRANGLER_CONFIG = "wrangler.jsonc";

/**
 * The configuration getPlatformProxy is given: only the DB binding of the top level (local) or of
 * the environment (remote), so that no bucket, queue, e-mail, rate limiter or AI binding is
 * started. Remote bindings are marked `remote: true`, the only way wrangler 4
 * connects a binding of getPlatformProxy to the deployed resource.
 */
export function platformConfig(config: WranglerConfig, target: Target) {
  const source = target.kind === "remote" ? config.env?.[target.environment] : config;
  if (!source) throw new Error(`there is no environment "${target.kind === "remote" ? target.environment : ""}"`);
  const database = (source.d1_databases ?? []).find((db) => db.binding === "DB");
  if (!database?.database_id) {
    throw new Error(`${WRANGLER_CONFIG} has no DB binding for ${describeTarget(target)}`);
  }
  const remote = target.kind === "remote";
  if (remote && database.database_id === PLACEHOLDER_DATABASE_ID) {
    throw new Error(
      `the ${target.environment} database ID in ${WRANGLER_CONFIG} is still the placeholder: run npm run setup -- --env ${target.environment}`,
    );
  }
  return {
    // A name of its own: wrangler registers it with the local dev registry, where the site's
    // Worker, when running, is listed under its real name.
    name: `${remote ? `${config.name}-${target.environment}` : config.name}-staff`,
    compatibility_date: config.compatibility_date,
    d1_databases: [
      {
        binding: "DB",
        database_name: database.database_name,
        database_id: database.database_id,
        ...(remote ? { remote: true } : {}),
      },
    ],
  };
}

export function describeTarget(target: Target): string {
  return target.kind === "remote"
    ? `the ${target.environment} environment (remote)`
    : `the local database in ${target.persistTo}`;
}

/** Starts the bindings of `target`; `dispose()` stops them. */
export async function openPlatform(target: Target, configPath = WRANGLER_CONFIG): Promise<Platform> {
  const { config } = readWranglerConfig(configPath);
  const derived = platformConfig(config, target);
  const folder = mkdtempSync(path.join(tmpdir(), "staff-platform-"));
  const derivedPath = path.join(folder, "wrangler.json");
  writeFileSync(derivedPath, JSON.stringify(derived, null, 2));
  try {
    const proxy = await getPlatformProxy<{ DB: D1Database }>({
      configPath: derivedPath,
      envFiles: [],
      // wrangler's --persist-to DIR keeps its state in DIR/v3; getPlatformProxy takes that folder.
      persist: target.kind === "local" ? { path: path.join(path.resolve(target.persistTo), "v3") } : false,
      remoteBindings: target.kind === "remote",
    });
    return {
      db: proxy.env.DB,
      description: describeTarget(target),
      async dispose() {
        await proxy.dispose();
        rmSync(folder, { recursive: true, force: true });
      },
    };
  } catch (error) {
    rmSync(folder, { recursive: true, force: true });
    throw error;
  }
}

const BUSY = /SQLITE_BUSY|database is locked/i;

/**
 * Runs a D1 call, again after a pause when the database is locked: locally a running dev server
 * or end-to-end server has the same SQLite file open, and a write of its may hold the lock for a
 * moment.
 */
export async function withBusyRetry<T>(run: () => Promise<T>, attempts = 6): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (error) {
      if (attempt >= attempts || !BUSY.test(String((error as Error)?.message ?? error))) throw error;
      await new Promise((resolve) => setTimeout(resolve, 200 * attempt));
    }
  }
}
