import { env } from "cloudflare:test";
import { parseFeed } from "@rowanmanning/feed-parser";
import { RouterContextProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { clearContentCache } from "~/features/managed-content/content.server";
import { withCloudflare } from "~/lib/cloudflare-context.server";
import { loader as feedLoader } from "~/routes/blog.feed.xml";
import { setSection } from "./support/content";

// The feed is built in the Worker, by the feed library, from the articles' stored text.
const SITE_URL = "https://www.tetra.example";

async function feed() {
  const response = await feedLoader({
    request: new Request("https://evil.example/blog/feed.xml", { headers: { Host: "evil.example" } }),
    params: {},
    context: withCloudflare(new RouterContextProvider(), {
      env: { ...env, SITE_URL },
      ctx: {} as ExecutionContext,
    }),
  } as never);
  return { response, xml: await response.text() };
}

beforeEach(() => clearContentCache());
afterEach(async () => {
  await setSection("esp32_vs_stm32_article_page", "title", null);
  await setSection("esp32_vs_stm32_article_page", "intro_paragraph_1", null);
});

describe("the blog's Atom feed", () => {
  it("lists every article at the configured origin, whatever Host the request names", async () => {
    const { response, xml } = await feed();
    expect(response.headers.get("Content-Type")).toBe("application/atom+xml; charset=utf-8");
    const parsed = parseFeed(xml);
    expect(parsed.meta.type).toBe("atom");
    expect(parsed.items.map((item) => item.url)).toEqual([
      `${SITE_URL}/blog/choosing-a-low-power-microcontroller`,
      `${SITE_URL}/blog/custom-hardware-vs-off-the-shelf-boards`,
      `${SITE_URL}/blog/esp32-vs-stm32`,
    ]);
    expect(parsed.updated?.toISOString()).toBe("2026-11-27T00:00:00.000Z");
    expect(xml).not.toContain("evil.example");
  });

  it("carries a staff edit of an article's title and opening as plain text", async () => {
    await setSection("esp32_vs_stm32_article_page", "title", "ESP32 <em>or</em> STM32 &amp; more");
    await setSection(
      "esp32_vs_stm32_article_page",
      "intro_paragraph_1",
      "<strong>Two</strong> families <b>&lt;compared&gt;</b>.",
    );
    const parsed = parseFeed((await feed()).xml);
    const item = parsed.items.at(-1)!;
    expect(item.title).toBe("ESP32 or STM32 & more");
    expect(item.description).toBe("Two families <compared>.");
  });
});

describe("the feed with hostile stored text", () => {
  it("stays one entry per article, the title shown as written, without characters XML forbids", async () => {
    await setSection(
      "esp32_vs_stm32_article_page",
      "title",
      "&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;&#x1;]]&gt; <b>Title</b>",
    );
    const { xml } = await feed();
    expect([...xml].filter((char) => char < " " && !"\t\n\r".includes(char))).toEqual([]);
    expect(xml).not.toContain("<script>");
    const item = parseFeed(xml).items.at(-1)!;
    expect(item.title).toBe("</script><script>alert(1)</script>]]> Title");
    expect(parseFeed(xml).items).toHaveLength(3);
  });
});
