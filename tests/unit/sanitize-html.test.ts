import { describe, expect, it } from "vitest";
import { escapeHtml, sanitizeHtml } from "~/features/managed-content/sanitize-html.server";
import { htmlToText } from "~/lib/html-text";

describe("sanitizeHtml", () => {
  it("keeps formatting markup", () => {
    const html =
      '<p class="lead">We <strong>design</strong> <em>boards</em><br><a href="/contact" title="Contact">Talk to us</a></p><ul><li>One</li></ul>';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it("removes script and style elements with their contents", () => {
    expect(sanitizeHtml("<p>Hi</p><script>alert(1)</script><style>p{}</style>")).toBe("<p>Hi</p>");
  });

  it("removes event handler attributes", () => {
    expect(sanitizeHtml('<img src="/a.png" onerror="alert(1)" alt="A">')).toBe('<img src="/a.png" alt="A">');
    expect(sanitizeHtml('<p onmouseover="x()">Text</p>')).toBe("<p>Text</p>");
  });

  it("removes javascript: and data: URLs, whatever their case or spacing", () => {
    expect(sanitizeHtml('<a href="javascript:alert(1)">x</a>')).toBe("<a href>x</a>");
    expect(sanitizeHtml('<a href=" JaVaScRiPt:alert(1)">x</a>')).toBe("<a href>x</a>");
    expect(sanitizeHtml('<a href="data:text/html,<script>alert(1)</script>">x</a>')).toBe("<a href>x</a>");
  });

  it("drops unknown elements but keeps their text", () => {
    expect(sanitizeHtml("<marquee>Hello</marquee>")).toBe("Hello");
    expect(sanitizeHtml('<iframe src="https://evil.example"></iframe>ok')).toBe("ok");
  });

  it("makes new-tab links safe", () => {
    expect(sanitizeHtml('<a href="https://example.com" target="_blank">x</a>')).toBe(
      '<a href="https://example.com" target="_blank" rel="noopener noreferrer">x</a>',
    );
  });
});

describe("sanitizeHtml for text shown inside a heading, paragraph or list item", () => {
  it("keeps inline formatting and links, drops block elements but keeps their text", () => {
    expect(sanitizeHtml('<p>We <strong>build</strong> <a href="/about">it</a></p>', "inline")).toBe(
      'We <strong>build</strong> <a href="/about">it</a>',
    );
    expect(sanitizeHtml("<ul><li>one</li></ul><h2>two</h2><div>three</div>", "inline")).toBe("onetwothree");
  });

  it("is as strict about scripts and URLs as the block filter", () => {
    expect(sanitizeHtml('<em onclick="x()">a</em><script>x()</script><a href="javascript:x()">b</a>', "inline")).toBe(
      "<em>a</em><a href>b</a>",
    );
  });
});

describe("htmlToText", () => {
  it("reads escaped wording back as the original text", () => {
    const text = `R&D <b>"quoted"</b> it's`;
    expect(htmlToText(escapeHtml(text))).toBe(text);
  });

  it("drops tags and decodes character references, for attributes such as aria-label", () => {
    expect(htmlToText("<strong>Tools</strong> &amp; <em>Purpose</em>&nbsp;&#8594; &#x2713;")).toBe(
      "Tools & Purpose → ✓",
    );
  });
});

describe("escapeHtml", () => {
  it("escapes the characters that start markup", () => {
    expect(escapeHtml(`R&D <b>"quoted"</b> it's`)).toBe("R&amp;D &lt;b&gt;&quot;quoted&quot;&lt;/b&gt; it&#39;s");
  });
});
