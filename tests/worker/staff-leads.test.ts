import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { RouterContextProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { parse } from "csv-parse/sync";
import { findPerson } from "~/features/privacy/index.server";
import { leadFilterSchema, parseLeadFilter } from "~/features/staff-console";
import { findEnquiry, listLeads, markLeadHandled, overview } from "~/features/staff-console/index.server";
import { loader as exportLoader } from "~/routes/staff.leads.export";
import { staffAccessMiddleware } from "~/features/staff-console/index.server";
import { withCloudflare } from "~/lib/cloudflare-context.server";
import { action as leadAction, loader as leadLoader } from "~/routes/staff.leads.$kind.$id";
import { loader as leadsLoader } from "~/routes/staff.leads";
import { createApp } from "../../workers/api";
import { webmBytes } from "../support/webm";
import { storeEnquiry, storeIdea } from "./support/leads";
import { loggedLines } from "./support/logs";

/** The development identity is accepted on a loopback host only. */
const SITE = "http://localhost:5173";
/** The staff member of these tests: the local development identity. */
const STAFF = "console-tester@example.com";
const staffEnv = { ...env, STAFF_DEV_EMAIL: STAFF } as Env;
/** As deployed, with Access configured and no development identity: a request without a token. */
const publicEnv = {
  ...env,
  STAFF_DEV_EMAIL: "",
  STAFF_ACCESS_TEAM_DOMAIN: "staff-leads-test.cloudflareaccess.com",
  STAFF_ACCESS_AUD: "a".repeat(64),
} as Env;

afterEach(() => {
  vi.restoreAllMocks();
});

/** A router context as workers/render-page builds it, after the /staff layout's middleware. */
async function staffContext(request: Request, workerEnv: Env = staffEnv) {
  const context = withCloudflare(new RouterContextProvider(), { env: workerEnv, ctx: createExecutionContext() });
  await staffAccessMiddleware(
    { request, context, params: {}, url: new URL(request.url), pattern: "" } as never,
    async () => new Response(),
  );
  return context;
}

async function list(query: string) {
  const request = new Request(`${SITE}/staff/leads${query}`);
  return leadsLoader({ request, context: await staffContext(request), params: {} } as never);
}

/** A unique word, so each test finds only its own leads in the shared database. */
const marker = () => `m${crypto.randomUUID().replaceAll("-", "").slice(0, 10)}`;

describe("the list of leads", () => {
  it("lists enquiries and voice ideas together, newest first", async () => {
    const word = marker();
    const older = await storeEnquiry({ subject: `Old ${word}`, createdAt: "2026-11-01 09:00:00" });
    const idea = await storeIdea({ userContext: `Idea ${word}`, createdAt: "2026-11-02 09:00:00" });
    const newer = await storeEnquiry({ subject: `New ${word}`, createdAt: "2026-11-03 09:00:00" });
    const { leads, more } = await list(`?q=${word}`);
    expect(leads.map((lead) => [lead.kind, lead.id])).toEqual([
      ["enquiry", newer.id],
      ["idea", idea.id],
      ["enquiry", older.id],
    ]);
    expect(more).toBe(false);
    expect(leads[1]).toMatchObject({
      name: "Grace Hopper",
      email: "grace@example.com",
      title: `Idea ${word}`,
      excerpt: "A greenhouse that waters itself.",
      handledAt: null,
      transcriptionStatus: "done",
    });
  });

  it("finds a lead by any part of the name, the e-mail address, the subject or title and the text, in any case", async () => {
    const word = marker();
    const enquiry = await storeEnquiry({
      firstName: `Ada${word}`,
      email: `ada.${word}@example.com`,
      subject: "Motor driver",
      message: `The board needs a ${word}-tolerant regulator.`,
    });
    const idea = await storeIdea({
      userName: "Grace",
      userEmail: `grace.${word}@example.com`,
      transcript: `Soil ${word}`,
    });
    const found = async (query: string) =>
      (await list(`?q=${encodeURIComponent(query)}`)).leads.map((lead) => `${lead.kind}-${lead.id}`);
    expect(await found(`ada${word} lovelace`.toUpperCase())).toEqual([`enquiry-${enquiry.id}`]);
    expect(await found(`ada.${word}@EXAMPLE.com`)).toEqual([`enquiry-${enquiry.id}`]);
    expect(await found(`${word}-tolerant`)).toEqual([`enquiry-${enquiry.id}`]);
    expect(await found(`soil ${word}`)).toEqual([`idea-${idea.id}`]);
    expect(await found(`grace.${word}`)).toEqual([`idea-${idea.id}`]);
    expect((await found(word)).sort()).toEqual([`enquiry-${enquiry.id}`, `idea-${idea.id}`]);
    // Search text is data, never a pattern: % and _ match only themselves.
    expect(await found("%")).not.toContain(`enquiry-${enquiry.id}`);
  });

  it("cuts a search longer than 200 characters rather than dropping it (which would list everything)", async () => {
    const long = `${marker()}${"y".repeat(200)}`;
    const row = await storeEnquiry({ message: `Starts with ${long.slice(0, 200)} and more.` });
    const other = await storeEnquiry();
    const { leads } = await list(`?q=${long}zzz`);
    expect(leads.map((lead) => lead.id)).toEqual([row.id]);
    expect(leads.map((lead) => lead.id)).not.toContain(other.id);
  });

  it("filters by handled or unhandled and by kind", async () => {
    const word = marker();
    const open = await storeEnquiry({ subject: `Open ${word}` });
    const done = await storeEnquiry({ subject: `Done ${word}` });
    const idea = await storeIdea({ userContext: `Idea ${word}` });
    await markLeadHandled(env.DB, "enquiry", done.id, STAFF);
    const ids = async (query: string) => (await list(`?q=${word}&${query}`)).leads.map((lead) => lead.id).sort();
    expect(await ids("state=handled")).toEqual([done.id]);
    expect(await ids("state=unhandled")).toEqual([open.id, idea.id].sort());
    expect(await ids("kind=idea")).toEqual([idea.id]);
    expect(await ids("kind=enquiry&state=unhandled")).toEqual([open.id]);
    // An edited address falls back to the defaults rather than failing.
    expect(await ids("kind=everything&state=maybe")).toEqual([open.id, done.id, idea.id].sort());
  });

  it("says when it stopped at its limit", async () => {
    const word = marker();
    for (let i = 0; i < 3; i++) await storeEnquiry({ subject: `Many ${word} ${i}` });
    const { leads, more } = await listLeads(env.DB, { ...leadFilterSchema.parse({}), q: word }, { limit: 2 });
    expect(leads).toHaveLength(2);
    expect(more).toBe(true);
  });
});

describe("a lead's page", () => {
  const open = async (path: string) => {
    const request = new Request(`${SITE}${path}`);
    const [, , , kind, id] = new URL(request.url).pathname.split("/");
    return leadLoader({ request, context: await staffContext(request), params: { kind, id } } as never);
  };

  it("has every stored field of an enquiry", async () => {
    const row = await storeEnquiry();
    const page = await open(`/staff/leads/enquiries/${row.id}`);
    expect(page).toEqual({ kind: "enquiry", lead: row });
  });

  it("has every stored field of a voice idea, with its transcription status and reason", async () => {
    const row = await storeIdea({
      transcriptionStatus: "failed",
      transcript: null,
      transcriptionError: "Transcription failed after 4 attempts: model overloaded",
    });
    const page = await open(`/staff/leads/ideas/${row.id}`);
    expect(page).toEqual({ kind: "idea", lead: row });
  });

  it.each([
    "/staff/leads/enquiries/999999",
    "/staff/leads/ideas/999999",
    "/staff/leads/people/1",
    "/staff/leads/ideas/0x1",
  ])("answers 404 for %s", async (path) => {
    const thrown = await open(path).catch((error: unknown) => error);
    expect(thrown).toMatchObject({ init: { status: 404 } });
  });
});

describe("marking a lead handled", () => {
  async function post(path: string, body: Record<string, string>, workerEnv = staffEnv) {
    const request = new Request(`${SITE}${path}`, { method: "POST", body: new URLSearchParams(body) });
    const [, , , kind, id] = new URL(request.url).pathname.split("/");
    return leadAction({ request, context: await staffContext(request, workerEnv), params: { kind, id } } as never);
  }

  it("records who and when, once, and logs ids and the staff member only", async () => {
    const row = await storeEnquiry({ firstName: "Secretive", email: "secret@example.com" });
    const info = vi.spyOn(console, "log").mockImplementation(() => {});
    const response = (await post(`/staff/leads/enquiries/${row.id}`, { intent: "handled" })) as Response;
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe(`/staff/leads/enquiries/${row.id}`);
    const stored = await env.DB.prepare("SELECT handled_at, handled_by FROM contacts WHERE id = ?1")
      .bind(row.id)
      .first<{ handled_at: string; handled_by: string }>();
    expect(stored!.handled_by).toBe(STAFF);
    expect(stored!.handled_at).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    expect(loggedLines(info)).toEqual([
      { level: "info", event: "staff_lead_handled", kind: "enquiry", id: row.id, staff: STAFF, alreadyHandled: false },
    ]);

    // Another staff member later: the first time and person are kept.
    await post(`/staff/leads/enquiries/${row.id}`, { intent: "handled" }, {
      ...env,
      STAFF_DEV_EMAIL: "other@example.com",
    } as Env);
    const again = await env.DB.prepare("SELECT handled_at, handled_by FROM contacts WHERE id = ?1")
      .bind(row.id)
      .first();
    expect(again).toEqual(stored);
  });

  it("marks a voice idea handled too", async () => {
    const row = await storeIdea();
    vi.spyOn(console, "log").mockImplementation(() => {});
    await post(`/staff/leads/ideas/${row.id}`, { intent: "handled" });
    const stored = await env.DB.prepare("SELECT handled_at, handled_by FROM voice_uploads WHERE id = ?1")
      .bind(row.id)
      .first<{ handled_at: string | null; handled_by: string }>();
    expect(stored!.handled_by).toBe(STAFF);
    expect(stored!.handled_at).not.toBeNull();
  });

  it("refuses a form that does not ask for it, changing nothing", async () => {
    const row = await storeEnquiry();
    const answer = (await post(`/staff/leads/enquiries/${row.id}`, { intent: "delete" })) as {
      init: { status: number };
      data: { error: string };
    };
    expect(answer.init.status).toBe(400);
    expect(answer.data.error).toBe("This form could not be read. Please reload the page and try again.");
    const stored = await env.DB.prepare("SELECT handled_at FROM contacts WHERE id = ?1").bind(row.id).first();
    expect(stored).toEqual({ handled_at: null });
  });

  it("records the staff command as the one who handled it from the terminal", async () => {
    const row = await storeEnquiry();
    const outcome = await markLeadHandled(env.DB, "enquiry", row.id, "staff command (ada)");
    expect(outcome).toMatchObject({ handledBy: "staff command (ada)", alreadyHandled: false });
    expect(await markLeadHandled(env.DB, "enquiry", 999_999, "staff command (ada)")).toBeUndefined();
  });

  it("is refused to anyone but staff", async () => {
    const row = await storeEnquiry();
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const thrown = await post(`/staff/leads/enquiries/${row.id}`, { intent: "handled" }, publicEnv).catch(
      (error: unknown) => error,
    );
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).status).toBe(403);
    const stored = await env.DB.prepare("SELECT handled_at FROM contacts WHERE id = ?1").bind(row.id).first();
    expect(stored).toEqual({ handled_at: null });
  });
});

describe("a recording", () => {
  const app = createApp(async () => new Response("page"));
  const SIZE = 5000;

  async function ideaWithRecording() {
    const row = await storeIdea();
    const bytes = webmBytes(SIZE);
    await env.RECORDINGS.put(row.fileName, bytes, { httpMetadata: { contentType: "audio/webm" } });
    return { row, bytes };
  }

  async function get(path: string, headers: Record<string, string> = {}, workerEnv = staffEnv) {
    const ctx = createExecutionContext();
    const response = await app.fetch(new Request(`${SITE}${path}`, { headers }), workerEnv, ctx);
    await waitOnExecutionContext(ctx);
    return response;
  }

  it("streams whole to a player that asks for no range, as audio, private and with ranges offered", async () => {
    const { row, bytes } = await ideaWithRecording();
    vi.spyOn(console, "log").mockImplementation(() => {});
    const response = await get(`/staff/leads/ideas/${row.id}/recording`);
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("audio/webm");
    expect(response.headers.get("Accept-Ranges")).toBe("bytes");
    expect(response.headers.get("Content-Length")).toBe(String(SIZE));
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(bytes);
  });

  it.each([
    ["bytes=0-99", 0, 99],
    ["bytes=4000-", 4000, SIZE - 1],
    ["bytes=-500", SIZE - 500, SIZE - 1],
    ["bytes=4990-9999", 4990, SIZE - 1],
  ])("answers %s with 206 and exactly those bytes", async (range, first, last) => {
    const { row, bytes } = await ideaWithRecording();
    vi.spyOn(console, "log").mockImplementation(() => {});
    const response = await get(`/staff/leads/ideas/${row.id}/recording`, { Range: range });
    expect(response.status).toBe(206);
    expect(response.headers.get("Content-Range")).toBe(`bytes ${first}-${last}/${SIZE}`);
    expect(response.headers.get("Content-Length")).toBe(String(last - first + 1));
    expect(response.headers.get("Content-Type")).toBe("audio/webm");
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(bytes.slice(first, last + 1));
  });

  it.each(["bytes=5000-", "bytes=9000-9100", "bytes=-0"])("answers %s, past the end, with 416", async (range) => {
    const { row } = await ideaWithRecording();
    const response = await get(`/staff/leads/ideas/${row.id}/recording`, { Range: range });
    expect(response.status).toBe(416);
    expect(response.headers.get("Content-Range")).toBe(`bytes */${SIZE}`);
    expect(await response.text()).toBe("");
  });

  it("answers a malformed or multiple range with the whole file", async () => {
    const { row } = await ideaWithRecording();
    vi.spyOn(console, "log").mockImplementation(() => {});
    for (const range of ["bytes=0-1,5-6", "items=0-5", "bytes=9-3"]) {
      const response = await get(`/staff/leads/ideas/${row.id}/recording`, { Range: range });
      expect(response.status, range).toBe(200);
      expect((await response.arrayBuffer()).byteLength).toBe(SIZE);
    }
  });

  it("answers 404 for an idea that does not exist or whose recording is gone", async () => {
    const gone = await storeIdea();
    for (const id of [999_999, gone.id]) {
      const response = await get(`/staff/leads/ideas/${id}/recording`);
      expect(response.status).toBe(404);
      expect(await response.text()).toBe("There is no recording for this voice idea.");
    }
  });

  it("is refused to anyone but staff, ranges or not", async () => {
    const { row } = await ideaWithRecording();
    vi.spyOn(console, "warn").mockImplementation(() => {});
    for (const headers of [{}, { Range: "bytes=0-99" }] as Record<string, string>[]) {
      const response = await get(`/staff/leads/ideas/${row.id}/recording`, headers, publicEnv);
      expect(response.status).toBe(403);
      expect(await response.text()).toBe("Forbidden");
    }
  });
});

describe("undoing handled", () => {
  it("puts the lead back among the unhandled, in the overview's count and the list", async () => {
    const row = await storeEnquiry({ subject: `Undo ${marker()}` });
    const post = async (intent: string) => {
      const request = new Request(`${SITE}/staff/leads/enquiries/${row.id}?state=unhandled`, {
        method: "POST",
        body: new URLSearchParams({ intent }),
      });
      return (await leadAction({
        request,
        context: await staffContext(request),
        params: { kind: "enquiries", id: String(row.id) },
      } as never)) as Response;
    };
    const unhandledCount = async () => (await overview(env.DB)).unhandled.leads;
    const before = await unhandledCount();
    vi.spyOn(console, "log").mockImplementation(() => {});
    const handled = await post("handled");
    // Back to the lead, its list's filter kept for "All leads".
    expect(handled.headers.get("Location")).toBe(`/staff/leads/enquiries/${row.id}?state=unhandled`);
    expect(await unhandledCount()).toBe(before - 1);
    expect((await post("unhandled")).status).toBe(303);
    expect(await unhandledCount()).toBe(before);
    const { leads } = await list(`?q=${encodeURIComponent(row.subject)}&state=unhandled`);
    expect(leads.map((lead) => lead.id)).toEqual([row.id]);
    const stored = await env.DB.prepare("SELECT handled_at, handled_by FROM contacts WHERE id = ?1")
      .bind(row.id)
      .first();
    expect(stored).toEqual({ handled_at: null, handled_by: null });
  });
});

describe("a lead's internal note", () => {
  async function postNote(kind: "enquiries" | "ideas", id: number, note: string) {
    const request = new Request(`${SITE}/staff/leads/${kind}/${id}`, {
      method: "POST",
      body: new URLSearchParams({ intent: "note", note }),
    });
    return leadAction({ request, context: await staffContext(request), params: { kind, id: String(id) } } as never);
  }

  it("is stored trimmed, shown in the access request's answer, and refused when too long", async () => {
    const email = `${marker()}@example.com`;
    const enquiry = await storeEnquiry({ email });
    const idea = await storeIdea({ userEmail: email });
    expect(((await postNote("enquiries", enquiry.id, "  Called back Monday.  ")) as Response).status).toBe(303);
    await postNote("ideas", idea.id, "Sent a quote.");
    const person = await findPerson({ db: env.DB, recordings: env.RECORDINGS }, email);
    expect(person.enquiries.map((row) => row.staffNote)).toEqual(["Called back Monday."]);
    expect(person.ideas.map((row) => row.staffNote)).toEqual(["Sent a quote."]);

    const refused = await postNote("enquiries", enquiry.id, "x".repeat(501));
    expect(refused).toMatchObject({ init: { status: 400 }, data: { error: "A note can be at most 500 characters." } });
    // An empty note removes it.
    await postNote("enquiries", enquiry.id, "   ");
    expect((await findEnquiry(env.DB, enquiry.id))!.staffNote).toBeNull();
  });
});

describe("the list's date ranges and order", () => {
  it("turns this week, last week and this month into Irish-time days", () => {
    // Sunday 29 November 2026, 23:30 UTC: still Sunday in Dublin (UTC+0 in winter).
    const now = new Date("2026-11-29T23:30:00Z");
    const range = (when: string) => {
      const { from, to } = parseLeadFilter(new URLSearchParams({ when }), now);
      return [from, to];
    };
    expect(range("this-week")).toEqual(["2026-11-23", "2026-11-30"]);
    expect(range("last-week")).toEqual(["2026-11-16", "2026-11-23"]);
    expect(range("this-month")).toEqual(["2026-11-01", "2026-12-01"]);
    // A chosen range's last day counts whole; a preset wins over typed dates.
    expect(parseLeadFilter(new URLSearchParams({ from: "2026-11-02", until: "2026-11-04" }))).toMatchObject({
      from: "2026-11-02",
      to: "2026-11-05",
    });
  });

  it("counts a summer day from Irish midnight, and sorts oldest first when asked", async () => {
    const word = marker();
    // 23:30 UTC on 30 June is 00:30 on 1 July in Dublin.
    const july = await storeEnquiry({ subject: `July ${word}`, createdAt: "2026-06-30 23:30:00" });
    const june = await storeEnquiry({ subject: `June ${word}`, createdAt: "2026-06-30 22:30:00" });
    const ids = async (query: string) => (await list(`?q=${word}${query}`)).leads.map((lead) => lead.id);
    expect(await ids("&from=2026-07-01")).toEqual([july.id]);
    expect(await ids("&until=2026-06-30")).toEqual([june.id]);
    expect(await ids("")).toEqual([july.id, june.id]);
    expect(await ids("&sort=oldest")).toEqual([june.id, july.id]);
  });

  it("cuts a long message's excerpt at a word, with …", async () => {
    const word = marker();
    await storeEnquiry({ subject: word, message: `${"word ".repeat(40)}tail` });
    const [lead] = (await list(`?q=${word}`)).leads;
    expect(lead!.excerpt).toBe(`${"word ".repeat(32).trimEnd()}…`);
  });
});

describe("exporting leads", () => {
  async function exported(query: string) {
    const request = new Request(`${SITE}/staff/leads/export${query}`);
    return (await exportLoader({ request, context: await staffContext(request), params: {} } as never)) as Response;
  }

  it("is a CSV with a byte-order mark holding the chosen leads, only those, every message whole", async () => {
    const word = marker();
    const chosen = await storeEnquiry({
      subject: `Pump ${word}`,
      firstName: "Zoë",
      lastName: "Ní Bhriain",
      inquiryType: "Partnership",
      message: `Ünïcode, "quotes", and\na new line. ${"long ".repeat(100)}end`,
      createdAt: "2026-11-24 10:00:00",
    });
    const formula = await storeEnquiry({
      subject: `=HYPERLINK("http://evil.example") ${word}`,
      inquiryType: "Partnership",
      createdAt: "2026-11-25 10:00:00",
    });
    await storeEnquiry({
      subject: `Other type ${word}`,
      inquiryType: "General Question",
      createdAt: "2026-11-24 11:00:00",
    });
    await storeEnquiry({ subject: `Too early ${word}`, inquiryType: "Partnership", createdAt: "2026-11-01 10:00:00" });
    await storeIdea({ userContext: `Idea ${word}`, createdAt: "2026-11-24 12:00:00" });

    const response = await exported(`?q=${word}&type=Partnership&from=2026-11-23&until=2026-11-29&sort=oldest`);
    expect(response.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("Content-Disposition")).toMatch(/^attachment; filename="leads-\d{4}-\d\d-\d\d\.csv"$/);
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const rows = parse(new TextDecoder().decode(bytes), { bom: true, columns: true }) as Record<string, string>[];
    expect(rows.map((row) => row["Number"])).toEqual([String(chosen.id), String(formula.id)]);
    expect(rows[0]).toMatchObject({
      "Received (Irish time)": "2026-11-24 10:00",
      Kind: "Enquiry",
      Name: "Zoë Ní Bhriain",
      "Inquiry type": "Partnership",
      "Message or transcript": chosen.message,
      Status: "Not handled",
    });
    // A cell that would run as a formula in a spreadsheet stays text.
    expect(rows[1]!["Subject or project title"]).toBe(`'=HYPERLINK("http://evil.example") ${word}`);
  });
});
