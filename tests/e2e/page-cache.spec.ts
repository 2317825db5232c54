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
