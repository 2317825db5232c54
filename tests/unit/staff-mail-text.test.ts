import { describe, expect, it } from "vitest";
import { unstable_readConfig } from "wrangler";
import { escapeHtml, oneLine, replyAddress, textBlock } from "~/features/staff-mail/mail-text.server";
import { DIGEST_CRON } from "~/features/staff-mail/schedule.server";

describe("oneLine", () => {
  it("turns line breaks, tabs and control characters into single spaces", () => {
    expect(oneLine("Hello\r\nBcc: x@evil.example\t\u0000\u001b[2J\u0085\u2028end", 200)).toBe(
      "Hello Bcc: x@evil.example [2J end",
    );
  });

  it("removes bidi overrides that would reorder what a mail client shows", () => {
    expect(oneLine("invoice\u202egnp.exe", 200)).toBe("invoice gnp.exe");
  });

  it("cuts at the limit with an ellipsis, counting characters rather than UTF-16 units", () => {
    expect(oneLine("a".repeat(10), 10)).toBe("a".repeat(10));
    expect(oneLine("a".repeat(11), 10)).toBe(`${"a".repeat(9)}…`);
    expect([...oneLine("🚀".repeat(20), 10)]).toHaveLength(10);
  });
});

describe("textBlock", () => {
  it("keeps lines and tabs, drops every other control character", () => {
    expect(textBlock("one\r\ntwo\rthree\n\tfour\u0000\u001b]8;;x\u0007")).toBe("one\ntwo\nthree\n\tfour]8;;x");
  });
});

describe("escapeHtml", () => {
  it("escapes the five characters that can open markup or leave an attribute", () => {
    expect(escapeHtml(`<a href="x" onclick='y'>&</a>`)).toBe(
      "&lt;a href=&quot;x&quot; onclick=&#39;y&#39;&gt;&amp;&lt;/a&gt;",
    );
  });
});

describe("replyAddress", () => {
  it("uses one plain address with the visitor's name, cleaned", () => {
    expect(replyAddress("ada@example.com", 'Ada "The Countess"\r\n<Lovelace>')).toEqual({
      email: "ada@example.com",
      name: "Ada The Countess Lovelace",
    });
  });

  it.each([
    "ada@example.com\r\nBcc: x@evil.example",
    "ada@example.com, x@evil.example",
    "Ada <ada@example.com>",
    "ada@example",
    "ada@@example.com",
    `${"a".repeat(250)}@example.com`,
  ])("refuses %j", (email) => {
    expect(replyAddress(email, "Ada")).toBeUndefined();
  });
});

describe("the digest's cron trigger", () => {
  it.each([undefined, "staging", "production"])("is configured in the %s environment", (environment) => {
    const { triggers } = unstable_readConfig({ config: "wrangler.jsonc", env: environment });
    expect(triggers.crons).toContain(DIGEST_CRON);
    expect(triggers.crons).toContain("*/10 * * * *");
  });
});
