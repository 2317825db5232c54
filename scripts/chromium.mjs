// Debian's Chromium, never a downloaded browser; the flags keep it off the (closed) network.
// Shared by the end-to-end tests (playwright.config.ts) and the benchmark (scripts/bench.mjs).
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

export const CHROMIUM_FLAGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
