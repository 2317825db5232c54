import { describe, expect, it } from "vitest";
import { safeHref, splitReplyLinks } from "~/features/assistant/reply-links";

const links = (reply: string) =>
  splitReplyLinks(reply)
    .filter((segment) => segment.kind === "link")
    .map(({ text, href, sameSite }) => ({ text, href, sameSite }));

describe("splitReplyLinks", () => {
  it("turns same-site paths into links and keeps the rest as text", () => {
    const reply = 'From our FAQs: "Yes." — see /help-connect/faqs\n\nMore: /swift-development.';
    expect(splitReplyLinks(reply)).toEqual([
      { kind: "text", text: 'From our FAQs: "Yes." — see ' },
      { kind: "link", text: "/help-connect/faqs", href: "/help-connect/faqs", sameSite: true },
      { kind: "text", text: "\n\nMore: " },
      { kind: "link", text: "/swift-development", href: "/swift-development", sameSite: true },
      { kind: "text", text: "." },
    ]);
  });

  it("keeps a prefilled subject and anchors, without sentence punctuation", () => {
    expect(links("Use /contact?subject=Swift+Development+Inquiry, or /about#speak-your-vision.")).toEqual([
      {
        text: "/contact?subject=Swift+Development+Inquiry",
        href: "/contact?subject=Swift+Development+Inquiry",
        sameSite: true,
      },
      { text: "/about#speak-your-vision", href: "/about#speak-your-vision", sameSite: true },
    ]);
  });

  it("links http(s) URLs and e-mail addresses", () => {
    expect(links("See https://example.com/a?b=1. Or write to hello@tetra-electronics.com!")).toEqual([
      { text: "https://example.com/a?b=1", href: "https://example.com/a?b=1", sameSite: false },
      { text: "hello@tetra-electronics.com", href: "mailto:hello@tetra-electronics.com", sameSite: false },
    ]);
  });

  it("renders Markdown links with their label, and only with a safe target", () => {
    expect(links("Read [our FAQs](/help-connect/faqs) or [this](https://example.com).")).toEqual([
      { text: "our FAQs", href: "/help-connect/faqs", sameSite: true },
      { text: "this", href: "https://example.com/", sameSite: false },
    ]);
    expect(splitReplyLinks("[click me](javascript:void%200) now")).toEqual([{ kind: "text", text: "click me now" }]);
    expect(splitReplyLinks("[x](//evil.example/path)")).toEqual([{ kind: "text", text: "x" }]);
  });

  it("does not link protocol-relative URLs, slashes inside words, or HTML", () => {
    expect(links('and/or 1/2 //evil.example <a href="/x">x</a> javascript:alert(1)')).toEqual([]);
    expect(splitReplyLinks("<img src=x onerror=alert(1)>")).toEqual([
      { kind: "text", text: "<img src=x onerror=alert(1)>" },
    ]);
  });
});

describe("safeHref", () => {
  it("allows same-site paths, http(s) and mailto only", () => {
    expect(safeHref("/services")).toEqual({ href: "/services", sameSite: true });
    expect(safeHref("https://example.com")).toEqual({ href: "https://example.com/", sameSite: false });
    expect(safeHref("mailto:a@b.co")).toEqual({ href: "mailto:a@b.co", sameSite: false });
    for (const unsafe of [
      "//evil.example",
      "/\\evil.example",
      "javascript:alert(1)",
      "data:text/html,x",
      "ftp://x.y",
      "services",
    ]) {
      expect(safeHref(unsafe)).toBeNull();
    }
  });
});
