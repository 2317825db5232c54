import { describe, expect, it } from "vitest";
import { unstable_readConfig } from "wrangler";
import {
  decodeEncodedWords,
  escapeHtml,
  oneLine,
  replyAddress,
  textBlock,
} from "~/features/staff-mail/mail-text.server";
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

  // Issue 41: U+200E, U+200F, U+061C and U+200B reached the subject line.
  const FORMAT_CHARACTERS = [
    "\u200b",
    "\u200c",
    "\u200d",
    "\u200e",
    "\u200f",
    "\u061c",
    "\u00ad",
    "\u180e",
    "\u2060",
    "\u2061",
    "\u2064",
    "\u202a",
    "\u202b",
    "\u202c",
    "\u202d",
    "\u202e",
    "\u2066",
    "\u2067",
    "\u2068",
    "\u2069",
    "\u206a",
    "\u206f",
    "\ufeff",
    "\ufff9",
    "\ufffb",
    "\u{e0001}",
    "\u{e0041}",
    "\u{e007f}",
  ];

  it.each(FORMAT_CHARACTERS.map((character) => [character.codePointAt(0)!.toString(16).padStart(4, "0"), character]))(
    "drops the format character U+%s, raw and encoded as B and Q words",
    (_code, character) => {
      const bytes = new TextEncoder().encode(character);
      const base64 = btoa(String.fromCharCode(...bytes));
      const q = [...bytes].map((byte) => `=${byte.toString(16).toUpperCase().padStart(2, "0")}`).join("");
      for (const subject of [
        `Invoice${character}fdp.exe`,
        `Invoice=?utf-8?B?${base64}?=fdp.exe`,
        `Invoice=?UTF-8?q?${q}?=fdp.exe`,
        `=?utf-8?B?${btoa(String.fromCharCode(...new TextEncoder().encode(`Invoice${character}fdp.exe`)))}?=`,
      ]) {
        const line = oneLine(subject, 200);
        expect(line, subject).toMatch(/^Invoice ?fdp\.exe$/);
        expect(line).not.toMatch(/[\p{Cf}\p{Cc}]/u);
      }
    },
  );

  it("leaves no encoded word that dropping a format character would join", () => {
    const hidden = `=\u200b?utf-8?B?${btoa("\u00e2\u0080\u00ae")}gnp.exe?=`;
    expect(oneLine(hidden, 200)).not.toMatch(/=\?|\u202e/);
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

describe("encoded words (RFC 2047) in visitor text", () => {
  it("decodes the subject of issue 30 as a mail client would, then drops its bidi override", () => {
    expect(decodeEncodedWords("=?utf-8?B?4oCuSW52b2ljZSBmZHAuZXhl?=")).toBe("\u202eInvoice fdp.exe");
    expect(oneLine("=?utf-8?B?4oCuSW52b2ljZSBmZHAuZXhl?=", 80)).toBe("Invoice fdp.exe");
  });

  it("decodes Q words, other charsets and adjacent words as one text, and cleans what they hide", () => {
    expect(decodeEncodedWords("=?UTF-8?Q?Caf=C3=A9_order?=")).toBe("Café order");
    expect(decodeEncodedWords("=?iso-8859-1?q?Se=E1n?=")).toBe("Seán");
    expect(decodeEncodedWords("=?windows-1252?Q?=93quoted=94?=")).toBe("\u201cquoted\u201d");
    expect(decodeEncodedWords("=?utf-8?B?SGVs?= =?utf-8?B?bG8=?= world")).toBe("Hello world");
    expect(decodeEncodedWords("=?utf-8*en?Q?Hi?=")).toBe("Hi");
    expect(oneLine("=?utf-8?Q?line=0D=0ABcc:_x@evil.example?=", 80)).toBe("line Bcc: x@evil.example");
    expect(oneLine("=?utf-8?Q?a=E2=80=AEb=E2=81=A6c?=", 80)).toBe("a b c");
  });

  it("decodes words inside words, and leaves none that a client could decode later", () => {
    const inner = "=?utf-8?B?4oCuSW52b2ljZSBmZHAuZXhl?=";
    const outer = `=?utf-8?B?${btoa(inner)}?=`;
    expect(oneLine(outer, 80)).toBe("Invoice fdp.exe");
    let nested = inner;
    for (let depth = 0; depth < 6; depth++) nested = `=?utf-8?B?${btoa(nested)}?=`;
    expect(oneLine(nested, 400)).not.toMatch(/=\?[^?\s]+\?[bq]\?/i);
    expect(oneLine("=?x-no-such-charset?B?4oCu?=", 80)).toBe("= ?x-no-such-charset?B?4oCu?=");
    expect(oneLine("=?utf-8?B?not base64!?=", 80)).toBe("=?utf-8?B?not base64!?=");
  });

  it("leaves ordinary text alone", () => {
    expect(oneLine("Price =? about 5 = 2+3?", 80)).toBe("Price =? about 5 = 2+3?");
  });
});
