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

  // Client-side navigation renders the next page's data from the same cached server.
  await gotoHydrated(page, "/");
  await page.getByRole("link", { name: "Explore Our Services" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Our Services");
  expect(violations).toEqual([]);
});

test("the contact form's prefills follow the address, loaded whole or navigated to, with tracking parameters", async ({
  page,
  request,
}) => {
  const subject = page.getByRole("form", { name: "Send Us a Message" }).getByLabel("Subject", { exact: false });
  // Each subject is an entry of its own; a tracking parameter is served the entry of its page.
  for (const [path, prefill] of [
    ["/contact?subject=Consultancy+Inquiry", "Consultancy Inquiry"],
    ["/contact?subject=Electronic+Design+Inquiry", "Electronic Design Inquiry"],
  ]) {
    await request.get(path);
    const response = await page.goto(`${path}&utm_source=newsletter`);
    expect(response?.headers()["server-timing"]).toContain('cache;desc="hit"');
    await expect(subject).toHaveValue(prefill);
  }
  // A service page's call to action navigates in the browser: the contact page's data is rendered
  // for that subject, whatever the cache holds for another one.
  for (const [path, link, prefill] of [
    ["/services/consultancy", "Request a Consultation", "Consultancy Inquiry"],
    ["/services/electronic-design", "Discuss Your Design", "Electronic Design Inquiry"],
  ]) {
    await gotoHydrated(page, path);
    await page.getByRole("link", { name: link }).click();
    await expect(page).toHaveURL(/\/contact\?subject=/);
    await expect(subject).toHaveValue(prefill);
  }
});
