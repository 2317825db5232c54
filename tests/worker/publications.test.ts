import { env } from "cloudflare:test";
import { RouterContextProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { clearContentCache } from "~/features/managed-content/content.server";
import { clearPublicationsCache } from "~/features/publishing/index.server";
import { editPublication } from "~/features/staff-console/index.server";
import { withCloudflare } from "~/lib/cloudflare-context.server";
import { htmlToText } from "~/lib/html-text";
import { loader as articleLoader } from "~/routes/blog.$slug";
import { loader as blogLoader } from "~/routes/blog-highlights";
import { loader as caseStudyLoader } from "~/routes/projects.$slug";
import { loader as projectsLoader } from "~/routes/projects";
import { loader as sitemapLoader } from "~/routes/sitemap.xml";
import BEFORE from "../support/articles-before-move.json";

// Articles and case studies in D1 (migration 0015), read as the public pages read them.

const SITE = "https://www.tetra.example";

/** A loader's arguments; the tests' configuration keeps nothing cached (TTL 0) unless `ttl` says. */
function args(path: string, params: Record<string, string> = {}, ttl = "0") {
  return {
    request: new Request(`${SITE}${path}`),
    params,
    context: withCloudflare(new RouterContextProvider(), {
      env: { ...env, SITE_URL: SITE, CONTENT_CACHE_TTL_SECONDS: ttl },
      ctx: {} as ExecutionContext,
    }),
  } as never;
}

type ArticleData = Exclude<Awaited<ReturnType<typeof articleLoader>>, Response>;

async function article(slug: string, ttl?: string): Promise<ArticleData> {
  return (await articleLoader(args(`/blog/${slug}`, { slug }, ttl))) as ArticleData;
}

/** What a loader threw (React Router's data() or redirect()), or null. */
async function thrown(run: () => Promise<unknown>): Promise<{ status: number; location: string | null } | null> {
  try {
    await run();
    return null;
  } catch (error) {
    if (error instanceof Response) return { status: error.status, location: error.headers.get("Location") };
    const init = (error as { init?: { status?: number } }).init;
    return { status: init?.status ?? 0, location: null };
  }
}

async function sitemapPaths() {
  const xml = await (await sitemapLoader(args("/sitemap.xml"))).text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!.replace(SITE, ""));
}

const normalised = (text: string) => htmlToText(text).replace(/\s+/g, " ");

beforeEach(() => {
  clearContentCache();
  clearPublicationsCache();
});

const created: number[] = [];
afterEach(async () => {
  for (const id of created.splice(0)) await env.DB.prepare("DELETE FROM publications WHERE id = ?1").bind(id).run();
  await env.DB.prepare("UPDATE publications SET status = 'published' WHERE kind = 'article'").run();
});

async function insertCaseStudy(slug: string, fields: { status?: string; body?: string } = {}) {
  const row = await env.DB.prepare(
    `INSERT INTO publications (kind, slug, title, summary, body_html, category, cover_src, cover_width, cover_height, cover_alt, used_paths, status, published_at)
     VALUES ('case-study', ?1, 'A Sensor Board for a Brewery', 'What we built.', ?2, 'Hardware', '/images/blog-esp32-vs-stm32.svg', 480, 270, 'A board', '["/services/electronic-design","/nowhere"]', ?3, CURRENT_TIMESTAMP)
     RETURNING id`,
  )
    .bind(slug, fields.body ?? "<p>We built it.</p>", fields.status ?? "published")
    .first<{ id: number }>();
  created.push(row!.id);
  return row!.id;
}

describe("the three articles moved into D1 by migration 0015", () => {
  for (const [slug, before] of Object.entries(BEFORE)) {
    it(`${slug} shows the text its page showed before the move, word for word and in order`, async () => {
      const { view, seo } = await article(slug);
      expect(view.title).toBe(before.title);
      const text = normalised(view.body.html);
      let from = 0;
      // The title is the page's h1; every other text of the old page is in the body, in order.
      for (const part of before.text.slice(1)) {
        const at = text.indexOf(normalised(part), from);
        expect(at, part).toBeGreaterThanOrEqual(from);
        from = at + normalised(part).length;
      }
      expect(seo.path).toBe(`/blog/${slug}`);
      // Its diagram, with its alt text and size, from an address that does not change with a build.
      const picture = /<figure[^>]*><img ([^>]*)>/.exec(view.body.html)?.[1] ?? "";
      expect(picture).toContain(`alt="${before.diagramAlt.replace(/'/g, "&#39;")}"`);
      expect(picture).toMatch(/src="\/images\/articles\/[a-z-]+\.svg" .*width="640" height="(360|420)"/);
    });
  }

  it("gives the blog the spec's three cards, newest first, with their categories, excerpts and pictures", async () => {
    const { cards } = (await blogLoader(args("/blog"))) as {
      cards: { href: string; category: string; summary: string; cover: unknown }[];
    };
    expect(cards.map((card) => [card.href, card.category])).toEqual([
      ["/blog/choosing-a-low-power-microcontroller", "Embedded Systems"],
      ["/blog/custom-hardware-vs-off-the-shelf-boards", "Hardware Design"],
      ["/blog/esp32-vs-stm32", "Microcontrollers"],
    ]);
    expect(cards[0]).toMatchObject({
      summary:
        "Battery life starts with the right microcontroller. We compare sleep currents, wake-up times and peripheral power so you can pick a device that lasts.",
      cover: {
        src: "/images/blog-low-power-microcontroller.svg",
        alt: "A microcontroller chip beside a battery with a full charge gauge",
        width: 480,
        height: 270,
      },
    });
  });

  it("lists each in the sitemap", async () => {
    expect(await sitemapPaths()).toEqual(expect.arrayContaining(Object.keys(BEFORE).map((slug) => `/blog/${slug}`)));
  });
});

describe("a withdrawn article", () => {
  it("answers 404 and leaves the sitemap and the blog", async () => {
    await env.DB.prepare("UPDATE publications SET status = 'draft' WHERE slug = 'esp32-vs-stm32'").run();
    expect(await thrown(() => article("esp32-vs-stm32"))).toEqual({ status: 404, location: null });
    expect(await sitemapPaths()).not.toContain("/blog/esp32-vs-stm32");
    const { cards } = (await blogLoader(args("/blog"))) as { cards: { href: string }[] };
    expect(cards.map((card) => card.href)).not.toContain("/blog/esp32-vs-stm32");
  });

  it("stays on the pages until the cache's window ends, then goes (decision 0018)", async () => {
    // An hour's window, so that the test does not cross its end.
    await article("esp32-vs-stm32", "3600");
    await env.DB.prepare("UPDATE publications SET status = 'draft' WHERE slug = 'esp32-vs-stm32'").run();
    // The same window: read from the isolate's cache, as the page cache would serve the page.
    expect((await article("esp32-vs-stm32", "3600")).view.title).toContain("ESP32");
    clearPublicationsCache(); // the window's end
    expect(await thrown(() => article("esp32-vs-stm32", "3600"))).toEqual({ status: 404, location: null });
  });
});

describe("an address that changed", () => {
  it("answers 301 to the item's current address", async () => {
    const id = await insertCaseStudy("brewery-sensor-board");
    await env.DB.prepare(
      "INSERT INTO publication_old_slugs (kind, slug, publication_id) VALUES ('case-study', 'old-brewery', ?1)",
    )
      .bind(id)
      .run();
    expect(await thrown(() => caseStudyLoader(args("/projects/old-brewery", { slug: "old-brewery" })))).toEqual({
      status: 301,
      location: "/projects/brewery-sensor-board",
    });
    // An old address of another kind is not this one's.
    expect(await thrown(() => articleLoader(args("/blog/old-brewery", { slug: "old-brewery" })))).toEqual({
      status: 404,
      location: null,
    });
  });
});

describe("case studies", () => {
  it("have no /projects page and nothing in the sitemap while none is published", async () => {
    await insertCaseStudy("draft-study", { status: "draft" });
    expect(await thrown(() => projectsLoader(args("/projects")))).toEqual({ status: 404, location: null });
    expect((await sitemapPaths()).filter((path) => path.startsWith("/projects"))).toEqual([]);
  });

  it("once one is published: /projects lists it, its page links the services it used, the sitemap has both", async () => {
    await insertCaseStudy("brewery-sensor-board");
    const { cards } = (await projectsLoader(args("/projects"))) as { cards: { href: string }[] };
    expect(cards.map((card) => card.href)).toEqual(["/projects/brewery-sensor-board"]);
    const { view } = (await caseStudyLoader(
      args("/projects/brewery-sensor-board", { slug: "brewery-sensor-board" }),
    )) as {
      view: { used: { href: string; label: string }[] };
    };
    // A stored path the site no longer has is left out.
    expect(view.used).toEqual([{ href: "/services/electronic-design", label: "Electronic Design" }]);
    expect(await sitemapPaths()).toEqual(expect.arrayContaining(["/projects", "/projects/brewery-sensor-board"]));
  });

  it("are sanitised again when read: a script stored in D1 never reaches the page", async () => {
    await insertCaseStudy("brewery-sensor-board", {
      body: '<h2 onclick="x()">Work</h2><script>alert(1)</script><img src="https://evil.example/a.png" alt="a" width="1" height="1"><p>Done.</p>',
    });
    const { view } = (await caseStudyLoader(
      args("/projects/brewery-sensor-board", { slug: "brewery-sensor-board" }),
    )) as {
      view: { body: { html: string } };
    };
    expect(view.body.html).toBe('<h2 id="section-work">Work</h2><p>Done.</p>');
  });
});

describe("the console's writes", () => {
  const STAFF = "editor@example.com";
  const workerEnvironment = { ...env, SITE_URL: SITE, CONTENT_CACHE_TTL_SECONDS: "0" } as Env;

  async function post(kind: "article" | "case-study", id: string, fields: Record<string, string | string[]>) {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields))
      for (const one of Array.isArray(value) ? value : [value]) form.append(name, one);
    const prefix = kind === "article" ? "/staff/articles" : "/staff/case-studies";
    try {
      return await editPublication(
        new Request(`${SITE}${prefix}/${id}`, { method: "POST", body: form }),
        workerEnvironment,
        STAFF,
        kind,
        id,
      );
    } catch (error) {
      return error;
    }
  }

  /** The id an action's redirect names, after a save. */
  const savedId = (response: unknown) => {
    expect(response).toBeInstanceOf(Response);
    const id = Number(/\/(\d+)\?done=/.exec((response as Response).headers.get("Location") ?? "")?.[1]);
    created.push(id);
    return id;
  };

  const row = (id: number) =>
    env.DB.prepare("SELECT slug, status, body_html, published_at FROM publications WHERE id = ?1")
      .bind(id)
      .first<{ slug: string; status: string; body_html: string; published_at: string | null }>();

  it("makes the address from the title, and a second item with the same title gets its own", async () => {
    const first = savedId(await post("article", "new", { intent: "save", title: "Motor Drives & EMC: A Field Guide" }));
    const second = savedId(
      await post("article", "new", { intent: "save", title: "Motor Drives & EMC: A Field Guide" }),
    );
    expect((await row(first))?.slug).toBe("motor-drives-and-emc-a-field-guide");
    expect((await row(second))?.slug).toBe("motor-drives-and-emc-a-field-guide-2");
  });

  it("refuses an address another item of the kind has or had, and allows it for the other kind", async () => {
    const taken = (await post("article", "new", { intent: "save", title: "Anything", slug: "esp32-vs-stm32" })) as {
      data: { result: { error: Record<string, string[]> } };
    };
    expect(taken.data.result.error.slug).toEqual(["Another item already uses, or used, this address. Choose another."]);
    savedId(await post("case-study", "new", { intent: "save", title: "Anything", slug: "esp32-vs-stm32" }));
  });

  it("after publication keeps the address when the title changes; a changed address answers 301 from the old one", async () => {
    const picture = "a".repeat(64);
    await env.DB.prepare(
      "INSERT OR IGNORE INTO pictures (id, type, width, height, bytes, uploaded_by) VALUES (?1, 'image/png', 1200, 800, 1000, ?2)",
    )
      .bind(picture, STAFF)
      .run();
    const published = {
      intent: "publish",
      summary: "Sensors for a brewery.",
      body: "<p>We built it.</p>",
      cover: picture,
      coverAlt: "The sensor board on a fermentation tank",
    };
    const id = savedId(await post("case-study", "new", { ...published, title: "Brewery Sensors" }));
    expect(await row(id)).toMatchObject({ slug: "brewery-sensors", status: "published" });
    await post("case-study", String(id), { ...published, title: "Sensors for a Craft Brewery" });
    expect((await row(id))?.slug).toBe("brewery-sensors");
    await post("case-study", String(id), {
      ...published,
      title: "Sensors for a Craft Brewery",
      slug: "craft-brewery-sensors",
    });
    expect((await row(id))?.slug).toBe("craft-brewery-sensors");
    expect(await thrown(() => caseStudyLoader(args("/projects/brewery-sensors", { slug: "brewery-sensors" })))).toEqual(
      {
        status: 301,
        location: "/projects/craft-brewery-sensors",
      },
    );
    const { view } = (await caseStudyLoader(
      args("/projects/craft-brewery-sensors", { slug: "craft-brewery-sensors" }),
    )) as { view: { cover: unknown } };
    expect(view.cover).toEqual({
      src: `/media/${picture}.png`,
      width: 1200,
      height: 800,
      alt: "The sensor board on a fermentation tank",
    });
    // The old address is the item's: no other case study may take it.
    const taken = (await post("case-study", "new", { intent: "save", title: "Other", slug: "brewery-sensors" })) as {
      data: { result: { error: Record<string, string[]> } };
    };
    expect(taken.data.result.error.slug).toHaveLength(1);
  });

  it("refuses a cover that is not an uploaded picture", async () => {
    const refused = (await post("case-study", "new", {
      intent: "save",
      title: "Brewery Sensors",
      cover: "/images/blog-esp32-vs-stm32.svg",
    })) as { data: { result: { error: Record<string, string[]> } } };
    expect(refused.data.result.error.cover).toEqual(["That picture is not in the picture store. Upload it again."]);
  });

  it("publishes only with a summary, a text and a described cover, in plain words", async () => {
    const refused = (await post("article", "new", { intent: "publish", title: "Half Written" })) as {
      data: { result: { error: Record<string, string[]> } };
    };
    expect(refused.data.result.error).toEqual({
      summary: ["Write a summary before publishing: it shows on the card and in search results."],
      body: ["Write the text before publishing."],
      cover: ["Add a cover picture before publishing."],
    });
  });

  it("sanitises the text on save with the page text's sanitiser (its article kind)", async () => {
    const id = savedId(
      await post("article", "new", {
        intent: "save",
        title: "Sanitised",
        body: '<h2 style="color:red">Part</h2><p onclick="x()">Text <a href="javascript:alert(1)">link</a></p><script>x()</script><img src="https://evil.example/p.png" alt="p" width="1" height="1"><table><tbody><tr><th>A</th><td>B</td></tr></tbody></table>',
      }),
    );
    expect((await row(id))?.body_html).toBe(
      "<h2>Part</h2><p>Text <a>link</a></p><table><tbody><tr><th>A</th><td>B</td></tr></tbody></table>",
    );
  });

  it("withdraws a published article: Unpublish makes its address answer 404", async () => {
    const id = Number(
      (await env.DB.prepare("SELECT id FROM publications WHERE slug = 'esp32-vs-stm32'").first<number>("id"))!,
    );
    const response = await post("article", String(id), {
      intent: "unpublish",
      title: "ESP32 vs. STM32: Picking the Right Platform",
      slug: "esp32-vs-stm32",
    });
    expect((response as Response).headers.get("Location")).toBe(`/staff/articles/${id}?done=unpublished`);
    expect((await row(id))?.status).toBe("draft");
    expect(await thrown(() => article("esp32-vs-stm32"))).toEqual({ status: 404, location: null });
  });
});
