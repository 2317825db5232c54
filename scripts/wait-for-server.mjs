/**
 * Waits until `url` answers 200, for the scripts that start a local server (bench, screenshots).
 * wrangler dev (and, for the site, the migrations before it) has taken over a minute to start
 * while the 2-core machine was also building and testing.
 */
export async function waitForServer(url, timeoutMs = 180_000) {
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
