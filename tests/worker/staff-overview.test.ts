import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { leadFilterSchema } from "~/features/staff-console";
import { listLeads, overview } from "~/features/staff-console/index.server";
import { dublinDayStart } from "~/lib/firm-time";
import { storeEnquiry, storeIdea } from "./support/leads";

// The overview's figures against counts taken straight from D1, over a seeded set of leads that
// spans week boundaries, inquiry types, handled and unhandled leads, and weeks outside the chart.

/** A Thursday: its week began on Monday 2026-11-23 00:00 Irish time (UTC in winter). */
const NOW = new Date("2026-11-26T12:00:00Z");

const ENQUIRIES: [createdAt: string, inquiryType: string, handled: boolean, sourcePath: string | null][] = [
  ["2026-11-26 09:00:00", "Project Inquiry", false, "/motor-control-design"],
  ["2026-11-23 00:00:00", "General Question", false, "/help-connect/faqs"], // the first second of this week
  ["2026-11-22 23:59:59", "Project Inquiry", true, "/motor-control-design"], // the last second of last week
  ["2026-11-16 08:00:00", "Partnership", false, null],
  ["2026-10-20 10:00:00", "Project Inquiry", true, "/swift-development"],
  ["2026-09-07 10:00:00", "General Question", false, "/motor-control-design"], // the chart's first week
  ["2026-08-30 10:00:00", "Partnership", false, "/swift-development"], // before the chart: only in "not handled yet"
];
const IDEAS: [createdAt: string, handled: boolean, sourcePath: string | null][] = [
  ["2026-11-25 15:00:00", false, "/motor-control-design"],
  ["2026-11-10 15:00:00", true, null],
  ["2026-06-01 15:00:00", false, "/help-connect/faqs"],
];

beforeAll(async () => {
  for (const [createdAt, inquiryType, handled, sourcePath] of ENQUIRIES) {
    await storeEnquiry({ createdAt, inquiryType, handledAt: handled ? createdAt : null, sourcePath });
  }
  for (const [createdAt, handled, sourcePath] of IDEAS) {
    await storeIdea({ createdAt, handledAt: handled ? createdAt : null, sourcePath });
  }
});

/** Leads of both kinds received in [from, to): counted by D1 itself. */
async function countBetween(from: string, to: string): Promise<number> {
  const row = await env.DB.prepare(
    `SELECT (SELECT count(*) FROM contacts WHERE created_at >= ?1 AND created_at < ?2)
          + (SELECT count(*) FROM voice_uploads WHERE created_at >= ?1 AND created_at < ?2) AS leads`,
  )
    .bind(from, to)
    .first<{ leads: number }>();
  return row!.leads;
}

/** Where an Irish-time day (YYYY-MM-DD) starts, as a D1 timestamp. */
const irishDayStart = (day: string) => dublinDayStart(day).toISOString().slice(0, 19).replace("T", " ");

/** How many leads the list shows at a figure's link. */
async function listedAt(link: string): Promise<number> {
  const filter = leadFilterSchema.parse(Object.fromEntries(new URL(link, "https://example.com").searchParams));
  return (await listLeads(env.DB, filter)).leads.length;
}

describe("the overview", () => {
  it("counts each of the last 12 weeks, this week and last week as D1 does, Monday to Monday Irish time", async () => {
    const figures = await overview(env.DB, NOW);
    expect(figures.weeks).toHaveLength(12);
    expect(figures.weeks[0]!.start).toBe("2026-09-07");
    expect(figures.thisWeek).toMatchObject({ start: "2026-11-23", end: "2026-11-30" });
    for (const week of figures.weeks) {
      expect(week.leads, week.start).toBe(await countBetween(irishDayStart(week.start), irishDayStart(week.end)));
      expect(await listedAt(week.href), week.start).toBe(week.leads);
    }
    expect(figures.thisWeek.leads).toBe(3);
    expect(figures.lastWeek.leads).toBe(2);
  });

  it("counts the unhandled leads and the age of the oldest, whenever it came", async () => {
    const figures = await overview(env.DB, NOW);
    const row = await env.DB.prepare(
      `SELECT count(*) AS leads, min(created_at) AS oldest FROM (
         SELECT created_at FROM contacts WHERE handled_at IS NULL
         UNION ALL SELECT created_at FROM voice_uploads WHERE handled_at IS NULL)`,
    ).first<{ leads: number; oldest: string }>();
    expect(figures.unhandled).toMatchObject({ leads: row!.leads, oldest: row!.oldest });
    expect(figures.unhandled).toMatchObject({ leads: 7, oldest: "2026-06-01 15:00:00", oldestDays: 177 });
    expect(await listedAt(figures.unhandled.href)).toBe(figures.unhandled.leads);
  });

  it("counts the chart's weeks by inquiry type, voice ideas as a type of their own", async () => {
    const figures = await overview(env.DB, NOW);
    const { results } = await env.DB.prepare(
      `SELECT inquiry_type AS type, count(*) AS leads FROM contacts WHERE created_at >= '2026-09-07 00:00:00'
       GROUP BY inquiry_type
       UNION ALL SELECT 'Voice idea', count(*) FROM voice_uploads WHERE created_at >= '2026-09-07 00:00:00'`,
    ).all<{ type: string; leads: number }>();
    const fromD1 = Object.fromEntries(results.map((row) => [row.type, row.leads]));
    expect(Object.fromEntries(figures.byType.map((row) => [row.type, row.leads]))).toEqual(fromD1);
    expect(fromD1).toEqual({ "Project Inquiry": 3, "General Question": 2, Partnership: 1, "Voice idea": 2 });
    for (const row of figures.byType) expect(await listedAt(row.href), row.type).toBe(row.leads);
  });

  it("counts the chart's weeks by the page the leads came from, unknown ones apart, and links to those leads", async () => {
    const figures = await overview(env.DB, NOW);
    const { results } = await env.DB.prepare(
      `SELECT coalesce(source_path, '(not known)') AS page, count(*) AS leads FROM (
         SELECT source_path, created_at FROM contacts UNION ALL SELECT source_path, created_at FROM voice_uploads)
       WHERE created_at >= '2026-09-07 00:00:00' GROUP BY source_path`,
    ).all<{ page: string; leads: number }>();
    const fromD1 = Object.fromEntries(results.map((row) => [row.page, row.leads]));
    expect(Object.fromEntries(figures.byPage.map((row) => [row.page ?? "(not known)", row.leads]))).toEqual(fromD1);
    expect(fromD1).toEqual({
      "/motor-control-design": 4,
      "/help-connect/faqs": 1,
      "/swift-development": 1,
      "(not known)": 2,
    });
    expect(figures.byPage[0]).toMatchObject({ page: "/motor-control-design", leads: 4 });
    for (const row of figures.byPage) expect(await listedAt(row.href), String(row.page)).toBe(row.leads);
  });
});

describe("the overview in summer", () => {
  it("counts a lead of 00:30 on a Monday, Irish time, in that Monday's week, as the lead list does", async () => {
    // 23:30 UTC on Sunday 28 June is 00:30 on Monday 29 June in Dublin (UTC+1). Handled, so the
    // unhandled figures above stay as they are.
    await storeEnquiry({ createdAt: "2026-06-28 23:30:00", handledAt: "2026-06-28 23:30:00" });
    const figures = await overview(env.DB, new Date("2026-07-01T12:00:00Z"));
    expect(figures.thisWeek).toMatchObject({ start: "2026-06-29", end: "2026-07-06", leads: 1 });
    expect(figures.lastWeek).toMatchObject({ start: "2026-06-22", leads: 0 });
    expect(await listedAt(figures.thisWeek.href)).toBe(1);
    expect(await listedAt(figures.lastWeek.href)).toBe(0);
  });
});
