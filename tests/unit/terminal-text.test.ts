import { describe, expect, it } from "vitest";
import { safeLine, safeLines } from "../../scripts/staff/terminal-text";

describe("safeLine", () => {
  it("leaves printable text, accents and emoji alone", () => {
    expect(safeLine("Grüße, μSystem — ok 👍")).toBe("Grüße, μSystem — ok 👍");
  });

  it("shows escape sequences instead of sending them to the terminal", () => {
    const hyperlink = "\x1b]8;;http://evil.example\x07click\x1b]8;;\x07";
    expect(safeLine(hyperlink)).toBe("\\x1b]8;;http://evil.example\\x07click\\x1b]8;;\\x07");
    expect(safeLine("\x1b[2J")).toBe("\\x1b[2J");
  });

  it("escapes CR, LF, tab, the other C0 controls, DEL and C1 controls", () => {
    expect(safeLine("a\rb\nc\td")).toBe("a\\rb\\nc\\td");
    expect(safeLine("\x00\x08\x7f\x80\x9b\x9f")).toBe("\\x00\\x08\\x7f\\x80\\x9b\\x9f");
  });

  it("escapes bidi overrides, embeddings, isolates and marks", () => {
    expect(safeLine("invoice\u202Efdp.exe")).toBe("invoice\\u202efdp.exe");
    expect(safeLine("\u202A\u202B\u202C\u202D\u2066\u2067\u2068\u2069\u200E\u200F\u061C")).toBe(
      "\\u202a\\u202b\\u202c\\u202d\\u2066\\u2067\\u2068\\u2069\\u200e\\u200f\\u061c",
    );
  });

  it("doubles a backslash, so text that looks like an escape cannot pass for one", () => {
    expect(safeLine("\\x1b")).toBe("\\\\x1b");
    expect(safeLine("\\x1b")).not.toBe(safeLine("\x1b"));
  });
});

describe("safeLines", () => {
  it("keeps line feeds (and CRLF) as indented lines, with each line made safe", () => {
    expect(safeLines("first\nsecond\x1b[2J\r\nthird", "  ")).toBe("first\n  second\\x1b[2J\n  third");
  });

  it("escapes a bare CR, which would let the rest of the line overwrite it", () => {
    expect(safeLines("Approved\rRejected", "  ")).toBe("Approved\\rRejected");
  });
});
