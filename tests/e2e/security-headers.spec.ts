import { expect, test } from "@playwright/test";
import { nonceOf } from "../support/csp";

test.describe("security headers on pages", () => {
  test("every HTML response carries the security headers and a nonce-based CSP without unsafe-eval", async ({
    page,
  }) => {
    const consoleErrors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") consoleErrors.push(message.text());
    });
    for (const path of ["/", "/about", "/does-not-exist"]) {
      const response = await page.goto(path);
      const headers = response!.headers();
      expect(headers["strict-transport-security"]).toBe("max-age=31536000; includeSubDomains");
      expect(headers["x-content-type-options"]).toBe("nosniff");
      expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
      expect(headers["permissions-policy"]).toContain("microphone=(self)");
      const csp = headers["content-security-policy"]!;
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).not.toContain("unsafe-eval");
      const nonce = nonceOf(csp);
      expect(nonce).toBeTruthy();
      // The page hydrates under the policy: a client-side navigation works.
      await expect(page.locator("script[nonce]").first()).toBeAttached();
    }
    await page.goto("/");
    await page.getByRole("contentinfo").getByRole("link", { name: "Contact Us" }).click();
    await expect(page).toHaveURL(/contact-us$/);
    expect(consoleErrors.filter((text) => /Content Security Policy/i.test(text))).toEqual([]);
  });

  test("each response gets its own nonce", async ({ request }) => {
    const first = (await request.get("/")).headers()["content-security-policy"];
    const second = (await request.get("/")).headers()["content-security-policy"];
    expect(first).not.toBe(second);
  });

  test("hashed assets are cached for a year", async ({ request }) => {
    const html = await (await request.get("/")).text();
    const script = /<link rel="modulepreload" href="([^"]+)"/.exec(html)?.[1];
    expect(script).toMatch(/^\/assets\//);
    const response = await request.get(script!);
    expect(response.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(response.headers()["x-content-type-options"]).toBe("nosniff");
  });
});
