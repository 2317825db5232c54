import { describe, expect, it } from "vitest";
import { renderSection } from "~/features/managed-content/index.server";
import { escapeHtml, sanitizeHtml } from "~/features/managed-content/sanitize-html.server";
import { htmlToText } from "~/lib/html-text";

const OVERLAY =
  '<p>Intro</p></div></div></section><div class="chatbot__panel">Click</div><a href="https://evil.example/">win';

describe("sanitizeHtml", () => {
  it("keeps what the editor writes", () => {
    const html =
      '<p>We <strong>design</strong> <em>boards</em><br><a href="/contact">Talk to us</a></p><ul><li>One</li></ul><ol><li>Two</li></ol>';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it("closes what stored text leaves open and drops stray closing tags, so nothing leaves its section", () => {
    expect(sanitizeHtml(OVERLAY)).toBe('<p>Intro</p>Click<a href="https://evil.example/">win</a>');
    expect(sanitizeHtml("<p><strong>bold <em>both</strong> after</p></ul></main>")).toBe(
      "<p><strong>bold <em>both</em></strong><em> after</em></p>",
    );
  });

  it("writes the tree the browser will build, so the page matches what React hydrates", () => {
    // A list cannot sit in a paragraph: the browser closes the paragraph first.
    expect(sanitizeHtml("<p>a<ul><li>b</li></ul></p>")).toBe("<p>a</p><ul><li>b</li></ul><p></p>");
    // A list item outside a list is unwrapped; its text stays.
    expect(sanitizeHtml("<li>loose</li>")).toBe("loose");
  });

  it("keeps class only with the names the prose styles use, on their elements", () => {
    expect(sanitizeHtml('<ul class="check-list chatbot__panel"><li class="check-list">a</li></ul>')).toBe(
      '<ul class="check-list"><li>a</li></ul>',
    );
    expect(sanitizeHtml('<p class="chatbot__panel">a</p>')).toBe("<p>a</p>");
  });

  it("removes script and style elements with their contents, and comments", () => {
    expect(sanitizeHtml("<p>Hi</p><script>alert(1)</script><style>p{}</style><!-- note -->")).toBe("<p>Hi</p>");
  });

  it("removes event handler and style attributes", () => {
    expect(sanitizeHtml('<p onmouseover="x()" style="position:fixed">Text</p>')).toBe("<p>Text</p>");
  });

  it("keeps links to http, https, mailto, tel and paths on the site only", () => {
    const kept = ["https://example.com/a", "http://example.com", "mailto:ada@example.com", "tel:+441234", "/about"];
    for (const href of kept) expect(sanitizeHtml(`<a href="${href}">x</a>`)).toBe(`<a href="${href}">x</a>`);
    const dropped = [
      "javascript:alert(1)",
      " JaVaScRiPt:alert(1)",
      "java&#x09;script:alert(1)",
      "data:text/html,<script>alert(1)</script>",
      "data:image/png;base64,iVBORw0KGgo=",
      "//evil.example/",
      "/\\evil.example/",
      "ftp://example.com",
      "about",
    ];
    for (const href of dropped) expect(sanitizeHtml(`<a href="${href}">x</a>`)).toBe("<a>x</a>");
  });

  it("drops other elements and attributes but keeps their text", () => {
    expect(sanitizeHtml("<marquee>Hello</marquee>")).toBe("Hello");
    expect(sanitizeHtml('<iframe src="https://evil.example"></iframe>ok')).toBe("ok");
    expect(
      sanitizeHtml('<a href="https://example.com" target="_blank" title="t">x</a><img src="/a.png" alt="A">'),
    ).toBe('<a href="https://example.com">x</a>');
  });

  it("gives the same result when run again", () => {
    for (const html of [OVERLAY, "<p>a<ul><li>b</li></ul></p>", '<a href="/x">1<p>2<a href="/y">3</a></p></a>']) {
      const once = sanitizeHtml(html);
      expect(sanitizeHtml(once)).toBe(once);
    }
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
      "<em>a</em><a>b</a>",
    );
    expect(sanitizeHtml(OVERLAY, "inline")).toBe('IntroClick<a href="https://evil.example/">win</a>');
  });
});

describe("sanitizeHtml for the text of a link or button", () => {
  it("keeps bold and italics, and only the text of a link, a line break or a block", () => {
    expect(sanitizeHtml('<a href="/about">Learn</a> <strong>more</strong><br><p><em>now</em></p>', "label")).toBe(
      "Learn <strong>more</strong><em>now</em>",
    );
  });

  it("removes a link typed into a card's link label, which the card shows inside its own link", () => {
    const stored = 'Learn <a href="https://evil.example/">more</a>';
    expect(renderSection("services_page", "consultancy_card_link_label", stored).html).toBe("Learn more");
    expect(renderSection("home_page", "swift_button_label", stored).html).toBe("Learn more");
    expect(renderSection("blog_page", "read_more_label", `<em>${stored}</em>`).html).toBe("<em>Learn more</em>");
  });
});

describe("sanitizeHtml for an article's body", () => {
  it("keeps headings h2 to h4, tables, quotes, code, rules and figures", () => {
    const html =
      '<h2>A</h2><h3>B</h3><h4>C</h4><table class="info-table"><thead><tr><th colspan="2">H</th></tr></thead><tbody><tr><td rowspan="2">1</td><td>2</td></tr></tbody></table><blockquote class="quote"><p>Q</p></blockquote><pre><code>x &lt; y</code></pre><hr><figure class="article-figure"><img src="/media/board.jpg" alt="A board" width="800" height="600" loading="lazy"><figcaption>Board</figcaption></figure>';
    expect(sanitizeHtml(html, "article")).toBe(html);
  });

  it("drops h1, h5, pictures not served from /media/ and pictures without alt text", () => {
    expect(sanitizeHtml("<h1>Title</h1><h5>Small</h5>", "article")).toBe("TitleSmall");
    for (const img of [
      '<img src="https://evil.example/a.png" alt="x">',
      '<img src="data:image/png;base64,iVBORw0KGgo=" alt="x">',
      '<img src="/media/../secret.png" alt="x">',
      '<img src="//evil.example/media/a.png" alt="x">',
      '<img src="/media/a.png">',
    ]) {
      expect(sanitizeHtml(`<p>${img}</p>`, "article")).toBe("<p></p>");
    }
  });

  it("keeps only numeric spans and sizes and a known loading value", () => {
    expect(
      sanitizeHtml(
        '<table><tr><td colspan="x" rowspan="3" style="color:red">1</td></tr></table><img src="/media/a.png" alt="" width="100%" height="5" loading="soon">',
        "article",
      ),
    ).toBe('<table><tbody><tr><td rowspan="3">1</td></tr></tbody></table><img src="/media/a.png" alt="" height="5">');
  });

  it("keeps no headings or pictures in a block section", () => {
    expect(sanitizeHtml('<h2>A</h2><img src="/media/a.png" alt="A">', "block")).toBe("A");
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
