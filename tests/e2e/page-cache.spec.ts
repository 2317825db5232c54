import { expect, test } from "@playwright/test";
import { nonceOf } from "../support/csp";
import { gotoHydrated } from "./support/hydration";

// Runs in the "cached" project only: against a second server with the deployed page-cache TTL,
// so a page served from the cache is checked together with its fresh nonce and its hydration.

test("a page served from the cache carries a fresh nonce everywhere and still hydrates", async ({ page, request }) => {
  const first = await request.get("/services");
  const second = await request.get("/services");
  expect(first.status()).toBe(200);
  expect(second.headers()["server-timing"]).toContain('cache;desc="hit"');

  const firstNonce = nonceOf(first.headers()["content-security-policy"]);
  const secondNonce = nonceOf(second.headers()["content-security-policy"]);
  expect(firstNonce).toBeTruthy();
  expect(secondNonce).toBeTruthy();
  expect(secondNonce).not.toBe(firstNonce);
  const cachedHtml = await second.text();
  expect(cachedHtml).not.toContain(firstNonce);
  expect(cachedHtml).toContain(`nonce="${secondNonce}"`);

  // The browser refuses any inline script whose nonce does not match; a cached page must still run.
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  const response = await page.goto("/services");
  expect(response?.headers()["server-timing"]).toContain('cache;desc="hit"');
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await page.getByRole("button", { name: /Chat with/ }).click();
  await expect(page.getByText(/^Hello! I'm /)).toBeVisible();
  expect(violations).toEqual([]);

  // Client-side navigation fetches cached .data payloads too.
  await gotoHydrated(page, "/");
  await page.getByRole("link", { name: "Explore Our Services" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Our Services");
  expect(violations).toEqual([]);
});

test("React Router still names its data requests and answers them as the page cache keys them", async ({ page }) => {
  // workers/page-cache.ts keeps React Router's own query parameters in the cache key (and in the
  // URL it renders) and stores .data payloads by their type, none of which the framework
  // documents: this fails when an upgrade changes them, before the cache mixes up or breaks pages.
  const frameworkParameters = ["_routes", "index", "paths", "version"];
  const answers: { parameters: string[]; type: string; hit: boolean }[] = [];
  const discoveries: { parameters: string[]; status: number }[] = [];
  page.on("response", (response) => {
    const url = new URL(response.url());
    // Route discovery is rendered under the cache key's URL too, so its parameters must be kept.
    if (url.pathname === "/__manifest") {
      discoveries.push({ parameters: [...url.searchParams.keys()], status: response.status() });
    }
    if (!url.pathname.endsWith(".data")) return;
    const headers = response.headers();
    answers.push({
      parameters: [...url.searchParams.keys()],
      type: headers["content-type"] ?? "",
      hit: (headers["server-timing"] ?? "").includes('cache;desc="hit"'),
    });
  });
  for (let visit = 0; visit < 2; visit++) {
    await gotoHydrated(page, "/");
    await page.getByRole("link", { name: "Explore Our Services" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Our Services");
  }
  expect(answers.length).toBeGreaterThanOrEqual(2);
  for (const { parameters, type } of answers) {
    expect(type).toMatch(/^text\/x-script/);
    for (const name of parameters) expect(frameworkParameters).toContain(name);
  }
  expect(discoveries.length).toBeGreaterThan(0);
  for (const { parameters, status } of discoveries) {
    expect(status).toBe(200);
    for (const name of parameters) expect(frameworkParameters).toContain(name);
  }
  // The root route never revalidates, so each navigation names the routes it loads.
  expect(answers.every(({ parameters }) => parameters.includes("_routes"))).toBe(true);
  expect(answers.at(-1)?.hit).toBe(true);
});
