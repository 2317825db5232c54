import { spawn } from "node:child_process";

/** A built Worker served by scripts/serve-build.mjs for one spec, on its own port and state folder. */
export interface OwnServer {
  baseURL: string;
  /**
   * Stops the server's whole process group (node, wrangler, workerd) and waits until the port is
   * free. SIGKILL stands for a power cut: nothing gets to clean up.
   */
  stop(signal?: "SIGTERM" | "SIGKILL"): Promise<void>;
}

export interface OwnServerOptions {
  port: number;
  /** The local state folder (D1, R2, queues): `--persist-to`. */
  state: string;
  /** Start from an empty state folder with the migrations applied (default), or keep the folder's state. */
  fresh?: boolean;
  /** Worker vars that differ from .dev.vars and wrangler.jsonc, e.g. `{ STAFF_DEV_EMAIL: "" }`. */
  vars?: Record<string, string>;
}

/**
 * Starts scripts/serve-build.mjs in a process group of its own, so that it can be stopped as a
 * whole, and waits until it answers /api/health. A spec that needs other settings than the
 * shared end-to-end servers (playwright.config.ts) runs one of these.
 */
export async function startOwnServer({ port, state, fresh = true, vars = {} }: OwnServerOptions): Promise<OwnServer> {
  const baseURL = `http://127.0.0.1:${port}`;
  const args = ["scripts/serve-build.mjs", "--port", String(port), "--persist-to", state];
  if (fresh) args.push("--fresh");
  for (const [name, value] of Object.entries(vars)) args.push("--var", `${name}:${value}`);
  const server = spawn(process.execPath, args, { detached: true, stdio: "ignore" });
  const started = Date.now();
  for (;;) {
    if (server.exitCode !== null) throw new Error(`The server exited with code ${server.exitCode}`);
    const ready = await fetch(`${baseURL}/api/health`).then(
      (response) => response.status < 500,
      () => false,
    );
    if (ready) break;
    if (Date.now() - started > 150_000) throw new Error("The server did not start within 150 s.");
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    baseURL,
    async stop(signal = "SIGTERM") {
      if (!server.pid || server.exitCode !== null) return;
      const exited = new Promise((resolve) => server.once("exit", resolve));
      try {
        process.kill(-server.pid, signal);
      } catch {
        // Already gone.
      }
      await exited;
      // workerd is in the same group; give the kernel a moment to release the port.
      for (let tries = 0; tries < 40; tries++) {
        const listening = await fetch(baseURL).then(
          () => true,
          () => false,
        );
        if (!listening) return;
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
    },
  };
}
