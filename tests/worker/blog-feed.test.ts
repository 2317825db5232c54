import { env } from "cloudflare:test";
import { parseFeed } from "@rowanmanning/feed-parser";
import { RouterContextProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { clearPublicationsCache } from "~/features/publishing/index.server";
import { withCloudflare } from "~/lib/cloudflare-context.server";
import { loader as feedLoader } from "~/routes/blog.feed.xml";

// The feed is built in the Worker (app/lib/atom-feed.server.ts) from the published articles in D1.
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

const ESP32_TITLE = "ESP32 vs. STM32: Picking the Right Platform";
const setEsp32 = (title: string, summary: string) =>
  env.DB.prepare("UPDATE publications SET title = ?1, summary = ?2 WHERE slug = 'esp32-vs-stm32'")
    .bind(title, summary)
    .run();
let summaryBefore = "";

beforeEach(async () => {
  clearPublicationsCache();
  summaryBefore = (await env.DB.prepare("SELECT summary FROM publications WHERE slug = 'esp32-vs-stm32'").first<string>(
    "summary",
  ))!;
});
afterEach(() => setEsp32(ESP32_TITLE, summaryBefore));

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
    expect(parsed.updated?.toISOString()).toBe("2026-11-27T00:00:02.000Z");
    expect(xml).not.toContain("evil.example");
  });

  it("carries a staff edit of an article's title and summary as the text it is", async () => {
    await setEsp32("ESP32 or STM32 & more", "Two families <compared>.");
    const parsed = parseFeed((await feed()).xml);
    const item = parsed.items.at(-1)!;
    expect(item.title).toBe("ESP32 or STM32 & more");
    expect(item.description).toBe("Two families <compared>.");
  });

  it("leaves a withdrawn article out", async () => {
    await env.DB.prepare("UPDATE publications SET status = 'draft' WHERE slug = 'esp32-vs-stm32'").run();
    try {
      const parsed = parseFeed((await feed()).xml);
      expect(parsed.items.map((item) => item.url)).not.toContain(`${SITE_URL}/blog/esp32-vs-stm32`);
      expect(parsed.items).toHaveLength(2);
    } finally {
      await env.DB.prepare("UPDATE publications SET status = 'published' WHERE slug = 'esp32-vs-stm32'").run();
    }
  });
});

describe("the feed with hostile stored text", () => {
  it("stays one entry per article, the title shown as written, without characters XML forbids", async () => {
    await setEsp32("</script><script>alert(1)</script>\u0001]]> <b>Title</b>", summaryBefore);
    const { xml } = await feed();
    expect([...xml].filter((char) => char < " " && !"\t\n\r".includes(char))).toEqual([]);
    expect(xml).not.toContain("<script>");
    const item = parseFeed(xml).items.at(-1)!;
    expect(item.title).toBe("</script><script>alert(1)</script>]]> <b>Title</b>");
    expect(parseFeed(xml).items).toHaveLength(3);
  });
});
