// Page text is read through a D1 session that any read replica may serve; writes, and the reads
// that must see them, go to the primary (docs/decisions/0025-d1-read-replicas-for-page-text.md).
// Local D1 has no replicas, so these tests watch which door each statement goes through.
import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { renderPage, type RequestHandler } from "../../workers/render-page";
import { EDITABLE_CONTENT } from "~/content/editable";
import { getDb } from "~/db/client.server";
import { contacts } from "~/db/schema";
import { clearContentCache } from "~/features/managed-content/content.server";
import { escapeHtml } from "~/lib/html-text";
import { action as contactAction } from "~/routes/contact";
import { loader as blogLoader } from "~/routes/blog-highlights";
import { loader as homeLoader } from "~/routes/home";
import { withBotCheckField } from "./support/bot-check";

/**
 * The test D1 binding, noting the SQL prepared on the binding itself (the primary) apart from the
 * SQL prepared on each session opened from it, and the constraint each session was opened with.
 */
function watchedBinding() {
  const seen = {
    primary: [] as string[],
    sessions: [] as { constraint: string | undefined; session: D1DatabaseSession; statements: string[] }[],
  };
  const passOn = (target: object, property: string | symbol) => {
    const value: unknown = Reflect.get(target, property);
    return typeof value === "function" ? value.bind(target) : value;
  };
  const db = new Proxy(env.DB, {
    get(target, property) {
      if (property === "prepare") {
        return (sql: string) => {
          seen.primary.push(sql);
          return target.prepare(sql);
        };
      }
      if (property === "withSession") {
        return (constraint?: string) => {
          const session = target.withSession(constraint);
          const opened = { constraint, session, statements: [] as string[] };
          seen.sessions.push(opened);
          return new Proxy(session, {
            get(sessionTarget, sessionProperty) {
              if (sessionProperty === "prepare") {
                return (sql: string) => {
                  opened.statements.push(sql);
                  return sessionTarget.prepare(sql);
                };
              }
              return passOn(sessionTarget, sessionProperty);
            },
          });
        };
      }
      return passOn(target, property);
    },
  });
  return { db, seen };
}

/** One page request through the Worker's own page wrapper (which counts D1 queries), with `handler` as the page. */
async function view(request: Request, db: D1Database, handler: RequestHandler) {
  const ctx = createExecutionContext();
  const response = await renderPage(request, { ...env, DB: db, CONTENT_CACHE_TTL_SECONDS: "0" }, ctx, handler);
  const body = await response.text();
  await waitOnExecutionContext(ctx);
  return { response, body };
}

beforeEach(() => clearContentCache());

describe("page text", () => {
  it("is read through a session any replica may serve, in the page view's one counted query", async () => {
    const { db, seen } = watchedBinding();
    const { response, body } = await view(new Request("https://example.com/"), db, async (request, context) => {
      const { content } = await homeLoader({ request, params: {}, context } as never);
      return new Response(content.ok ? content.sections.hero_tagline : "not loaded");
    });

    expect(body).toBe(escapeHtml(EDITABLE_CONTENT.home_page.hero_tagline));
    expect(seen.primary).toEqual([]);
    expect(seen.sessions.map(({ constraint }) => constraint)).toEqual(["first-unconstrained"]);
    const [session] = seen.sessions;
    expect(session?.statements).toEqual([expect.stringMatching(/^select .* from "web_content"/)]);
    // The read went through D1's session machinery, which hands back where it read up to.
    expect(session?.session.getBookmark()).toEqual(expect.any(String));
    // The statement made through the session is the one the page reports.
    expect(response.headers.get("Server-Timing")).toBe('d1;desc="queries: 1"');
  });

  it("for a view of two pages' text is still one query through one session, beside the published articles' one", async () => {
    const { db, seen } = watchedBinding();
    const { response } = await view(new Request("https://example.com/help-connect"), db, async (request, context) => {
      await blogLoader({ request, params: {}, context } as never);
      return new Response("hub");
    });
    expect(seen.primary).toEqual([]);
    // The blog's and the hub's text in one statement; the published articles, read the same way, in another.
    expect(seen.sessions.map(({ statements }) => statements.length)).toEqual([1, 1]);
    expect(
      seen.sessions.flatMap(({ statements }) => statements).filter((sql) => /from "web_content"/.test(sql)),
    ).toHaveLength(1);
    expect(response.headers.get("Server-Timing")).toBe('d1;desc="queries: 2"');
  });
});

describe("an enquiry", () => {
  it("is written to the primary, opens no session, and its row is there to read at once", async () => {
    const { db, seen } = watchedBinding();
    const subject = `Replica test ${crypto.randomUUID()}`;
    const request = new Request("https://tetra.example/contact", {
      method: "POST",
      headers: {
        Origin: "https://tetra.example",
        "Content-Type": "application/x-www-form-urlencoded;charset=UTF-8",
        "User-Agent": "Mozilla/5.0 (read replica worker test)",
        "CF-Connecting-IP": "10.25.0.1",
      },
      body: new URLSearchParams(
        withBotCheckField({
          firstName: "Grace",
          lastName: "Hopper",
          email: "grace@example.com",
          subject,
          message: "A sensor board for a test rig.",
          inquiryType: "Project Inquiry",
        }),
      ),
    });
    const { response, body } = await view(request, db, async (request, context) => {
      const result = await contactAction({ request, params: {}, context } as never);
      return Response.json(result.data, result.init ?? undefined);
    });

    expect(response.status).toBe(200);
    expect(JSON.parse(body)).toEqual({
      outcome: "sent",
      inquiryType: "Project Inquiry",
      result: { initialValue: null },
    });
    expect(seen.sessions).toEqual([]);
    expect(seen.primary).toEqual([expect.stringMatching(/^insert into "contacts"/)]);
    expect(response.headers.get("Server-Timing")).toBe('d1;desc="queries: 1"');
    const stored = await getDb(env.DB).select().from(contacts).where(eq(contacts.subject, subject));
    expect(stored).toEqual([expect.objectContaining({ firstName: "Grace", subject })]);
  });
});
