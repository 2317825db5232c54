import { describe, expect, it } from "vitest";
import { escapeHtml, sanitizeHtml } from "~/features/managed-content/sanitize-html.server";

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

describe("escapeHtml", () => {
  it("escapes the characters that start markup", () => {
    expect(escapeHtml(`R&D <b>"quoted"</b> it's`)).toBe("R&amp;D &lt;b&gt;&quot;quoted&quot;&lt;/b&gt; it&#39;s");
  });
});
