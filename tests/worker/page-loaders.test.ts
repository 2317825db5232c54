import { env } from "cloudflare:test";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { RouterContextProvider } from "react-router";
import { EDITABLE_CONTENT, type EditablePage } from "~/content/editable";
import { withCloudflare } from "~/lib/cloudflare-context.server";
import { withQueryCount } from "~/lib/d1-query-count.server";
import { escapeHtml } from "~/lib/html-text";
import { clearContentCache } from "~/features/managed-content/content.server";
import { clearPublicationsCache } from "~/features/publishing/index.server";
import { loader as rootLoader } from "~/root";
import { loader as aboutLoader } from "~/routes/about";
import { loader as blogLoader } from "~/routes/blog-highlights";
import { loader as faqLoader } from "~/routes/faqs";
import { loader as historyLoader } from "~/routes/history";
import { loader as homeLoader } from "~/routes/home";
import { loader as motorControlLoader } from "~/routes/motor-control-design";
import { loader as privacyLoader } from "~/routes/privacy";
import { loader as consultancyLoader } from "~/routes/services.consultancy";
import { loader as electronicDesignLoader } from "~/routes/services.electronic-design";
import { loader as systemDevelopmentLoader } from "~/routes/services.system-development";
import { loader as systemImplementationLoader } from "~/routes/services.system-implementation";
import { loader as servicesLoader } from "~/routes/services";
import { loader as swiftDevelopmentLoader } from "~/routes/swift-development";
import { loader as techniqueLoader } from "~/routes/techniques.$slug";
import { loader as techniquesLoader } from "~/routes/techniques";
import { setSection } from "./support/content";

type LoadedContent = { ok: boolean; page: string; sections?: Record<string, string> };
type AnyLoader = (args: never) => unknown;

/** Every page route with a loader, the address it is requested at, and the pages its one query reads. */
const PAGES: [path: string, loader: AnyLoader, pages: EditablePage[], params?: Record<string, string>][] = [
  ["/", homeLoader, ["home_page"]],
  ["/about", aboutLoader, ["about_page"]],
  ["/history", historyLoader, ["history_page"]],
  ["/services", servicesLoader, ["services_page"]],
  ["/services/consultancy", consultancyLoader, ["consultancy_page"]],
  ["/services/electronic-design", electronicDesignLoader, ["electronic_design_page"]],
  ["/services/system-development", systemDevelopmentLoader, ["system_development_page"]],
  ["/services/system-implementation", systemImplementationLoader, ["system_implementation_page"]],
  ["/techniques", techniquesLoader, ["techniques_page"]],
  ["/techniques/circuit-design", techniqueLoader, ["circuit_design_page"], { slug: "circuit-design" }],
  ["/techniques/embedded-software", techniqueLoader, ["embedded_software_page"], { slug: "embedded-software" }],
  ["/techniques/communication", techniqueLoader, ["communication_page"], { slug: "communication" }],
  [
    "/techniques/algorithm-development",
    techniqueLoader,
    ["algorithm_development_page"],
    { slug: "algorithm-development" },
  ],
  [
    "/techniques/digital-signal-processing",
    techniqueLoader,
    ["digital_signal_processing_page"],
    { slug: "digital-signal-processing" },
  ],
  ["/techniques/low-power-design", techniqueLoader, ["low_power_design_page"], { slug: "low-power-design" }],
  ["/swift-development", swiftDevelopmentLoader, ["swift_development_page"]],
  ["/motor-control-design", motorControlLoader, ["motor_control_page"]],
  // The hub's index is the blog page; its one query also reads the hub's own texts.
  ["/help-connect", blogLoader, ["blog_page", "help_connect_page"]],
  ["/help-connect/blog-highlights", blogLoader, ["blog_page"]],
  ["/blog", blogLoader, ["blog_page"]],
  ["/help-connect/faqs", faqLoader, ["faq_page"]],
  ["/privacy", privacyLoader, ["privacy_page"]],
];

function loaderArgs(path: string, params: Record<string, string>, db: D1Database, ttlSeconds = "0") {
  const pageEnv = { ...env, DB: db, CONTENT_CACHE_TTL_SECONDS: ttlSeconds };
  return {
    request: new Request(`https://tetra.example${path}`),
    params,
    context: withCloudflare(new RouterContextProvider(), { env: pageEnv, ctx: {} as ExecutionContext }),
  } as never;
}

async function load(loader: AnyLoader, path: string, params: Record<string, string> = {}) {
  const { db, statements } = withQueryCount(env.DB);
  const data = (await loader(loaderArgs(path, params, db))) as Record<string, LoadedContent | null>;
  const contents = Object.values(data).filter(
    (value): value is LoadedContent => typeof value === "object" && value !== null && "page" in value,
  );
  return { data, contents, statements };
}

const stored: [page: string, section: string][] = [];

/** A staff edit that afterEach takes back. */
async function editSection(page: string, section: string, html: string) {
  stored.push([page, section]);
  await setSection(page, section, html);
}

const escapedFallbacks = (page: EditablePage) =>
  Object.fromEntries(Object.entries(EDITABLE_CONTENT[page]).map(([section, text]) => [section, escapeHtml(text)]));

beforeEach(() => {
  clearContentCache();
  clearPublicationsCache();
});
afterEach(async () => {
  for (const [page, section] of stored.splice(0)) {
    await env.DB.prepare(
      "UPDATE web_content SET content_html = NULL WHERE page_identifier = ?1 AND section_identifier = ?2",
    )
      .bind(page, section)
      .run();
  }
});

describe("content page loaders", () => {
  it("cover every editable page", () => {
    const loaded = new Set(PAGES.flatMap(([, , pages]) => pages));
    expect([...loaded].sort()).toEqual(Object.keys(EDITABLE_CONTENT).sort());
  });

  for (const [path, loader, pages, params] of PAGES) {
    // The blog's pages read the published articles too (features/publishing): a second query.
    const queries = loader === blogLoader ? 2 : 1;
    it(`${path} reads ${pages.join(" and ")} with ${queries} D1 queries, its built-in wording as escaped HTML`, async () => {
      const { contents, statements } = await load(loader, path, params);
      expect(statements).toHaveLength(queries);
      expect(contents.map((content) => content.page)).toEqual(pages);
      for (const content of contents) {
        expect(content.ok).toBe(true);
        expect(content.sections).toEqual(escapedFallbacks(content.page as EditablePage));
      }
    });

    it(`${path} serves a staff edit of every section`, async () => {
      for (const page of pages) {
        for (const section of Object.keys(EDITABLE_CONTENT[page])) {
          await editSection(page, section, `<em>Edited ${page}/${section}</em>`);
        }
      }
      const { contents } = await load(loader, path, params);
      for (const content of contents) {
        const sections = Object.keys(EDITABLE_CONTENT[content.page as EditablePage]);
        expect(content.sections).toEqual(
          Object.fromEntries(sections.map((section) => [section, `<em>Edited ${content.page}/${section}</em>`])),
        );
      }
    });
  }

  it("an unknown technique reads nothing and answers 404", async () => {
    const { data, statements } = await load(techniqueLoader, "/techniques/nope", { slug: "nope" });
    expect(statements).toHaveLength(0);
    expect(data).toMatchObject({ data: { kind: "not-found" }, init: { status: 404 } });
  });

  it("falls back to 'μSystem Development' for the system development title", async () => {
    await editSection("system_development_page", "title", "");
    const { contents } = await load(systemDevelopmentLoader, "/services/system-development");
    expect(contents[0]?.sections?.title).toBe("μSystem Development");
  });
});

describe("sections that became editable with the catalogue", () => {
  it("an FAQ answer stored in D1 replaces the built-in answer", async () => {
    await editSection("faq_page", "fast_track_program_answer", "<strong>Swift</strong> is our fast track.");
    const { contents, statements } = await load(faqLoader, "/help-connect/faqs");
    expect(statements).toHaveLength(1);
    expect(contents[0]?.sections?.fast_track_program_answer).toBe("<strong>Swift</strong> is our fast track.");
    expect(contents[0]?.sections?.fast_track_program_question).toBe("What is your fast-track program?");
  });

  it("a service card text stored in D1 replaces the built-in text, keeping only inline HTML", async () => {
    await editSection(
      "services_page",
      "consultancy_card_text",
      "<p>Advice <em>at any stage</em>.</p><script>x()</script>",
    );
    const { contents } = await load(servicesLoader, "/services");
    expect(contents[0]?.sections?.consultancy_card_text).toBe("Advice <em>at any stage</em>.");
  });

  it("a table cell of a technique page stored in D1 replaces the built-in text", async () => {
    await editSection("circuit_design_page", "tools_ltspice_purpose", "Simulation in <em>SPICE</em>");
    const { contents } = await load(techniqueLoader, "/techniques/circuit-design", { slug: "circuit-design" });
    expect(contents[0]?.sections?.tools_ltspice_purpose).toBe("Simulation in <em>SPICE</em>");
  });

  it("a page view's loaders share one read of the published items, which then serves the rest of the window", async () => {
    const { db, statements } = withQueryCount(env.DB);
    const view = (viewDb: D1Database) =>
      // The root loader (the menu's case-study link) and the blog's loader (its articles) run side by side.
      Promise.all([
        rootLoader(loaderArgs("/blog", {}, viewDb, "60")),
        blogLoader(loaderArgs("/blog", {}, viewDb, "60")),
      ]);
    await view(db);
    expect(statements.filter((sql) => /from "publications"/.test(sql))).toHaveLength(1);
    expect(statements).toHaveLength(2);
    // The next page view in the window reads its own page text only.
    clearContentCache();
    const next = withQueryCount(env.DB);
    await view(next.db);
    expect(next.statements).toHaveLength(1);
    expect(next.statements[0]).toMatch(/from "web_content"/);
  });

  it("the Help & Connect hub's texts come with the blog's, in the same query (the articles in a second)", async () => {
    await editSection("help_connect_page", "heading", "Help &amp; Connect (edited)");
    await editSection("blog_page", "title", "Blog (edited)");
    const { data, statements } = await load(blogLoader, "/help-connect");
    expect(statements).toHaveLength(2);
    expect(data.hub?.sections?.heading).toBe("Help &amp; Connect (edited)");
    expect(data.content?.sections?.title).toBe("Blog (edited)");
  });
});
