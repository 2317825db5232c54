import { href } from "react-router";
import { answerCounts, modelFailures, pathWords } from "~/features/assistant/index.server";
import { UNANSWERED_QUESTION_RETENTION_DAYS } from "~/features/privacy/index.server";
import { leadPath, type LeadKind } from "~/lib/leads";
import { addDays } from "~/lib/firm-time";
import { dateRange, UNKNOWN_SOURCE_PAGE } from "./leads";
import { dayStart, sqlTimestamp } from "./leads.server";

/**
 * The console's first page: what the site brings in, counted in D1 (enquiries and voice ideas
 * together), each figure with the address of the lead list that shows the leads it counts. Weeks
 * run from Monday 00:00 Irish time (Europe/Dublin), the days the lead list filters by.
 */

/** How many weeks the chart shows, this one included. */
export const OVERVIEW_WEEKS = 12;

/** The most unanswered questions the overview lists; the count says how many there are. */
export const UNANSWERED_LIST_LIMIT = 100;

const DAY_MS = 86_400_000;

/** The lead list narrowed as a figure counts: `from`/`to` days (Irish time), a handled state, an inquiry type. */
function leadsHref(filter: {
  from?: string;
  to?: string;
  state?: "unhandled";
  kind?: "enquiry" | "idea";
  type?: string;
  page?: string;
}) {
  const query = new URLSearchParams(Object.entries(filter).filter((entry): entry is [string, string] => !!entry[1]));
  return `${href("/staff/leads")}?${query.toString()}`;
}

/**
 * Every lead, both kinds, with when it came, whether it is handled and the site page it came from;
 * the inquiry type of an enquiry.
 */
const LEADS = `SELECT created_at, handled_at, inquiry_type, source_path FROM contacts
               UNION ALL SELECT created_at, handled_at, NULL, source_path FROM voice_uploads`;

export async function overview(db: D1Database, now = new Date()) {
  const thisWeek = dateRange("this-week", now).from;
  const weeks = Array.from({ length: OVERVIEW_WEEKS }, (_, index) => {
    const start = addDays(thisWeek, -7 * (OVERVIEW_WEEKS - 1 - index));
    return { start, end: addDays(start, 7) };
  });
  const since = dayStart(weeks[0]!.start);
  // Each week's first day and its bounds as D1 timestamps: a Dublin week is not whole UTC days.
  const weekBounds = JSON.stringify(weeks.map(({ start, end }) => [start, dayStart(start), dayStart(end)]));
  // Older questions are deleted by the retention job within minutes; the bound makes it exact.
  const questionsSince = sqlTimestamp(new Date(now.getTime() - UNANSWERED_QUESTION_RETENTION_DAYS * DAY_MS));
  const [perWeek, unhandled, perType, perPage, questionCount, questions] = await db.batch<Record<string, unknown>>([
    db
      .prepare(
        `SELECT json_extract(week.value, '$[0]') AS week, count(*) AS leads
         FROM json_each(?1) AS week JOIN (${LEADS}) AS lead
           ON lead.created_at >= json_extract(week.value, '$[1]') AND lead.created_at < json_extract(week.value, '$[2]')
         GROUP BY week`,
      )
      .bind(weekBounds),
    // With min(), SQLite takes the bare kind and id from the row that has it: the oldest lead's.
    db.prepare(
      `SELECT count(*) AS leads, min(created_at) AS oldest, kind, id FROM (
         SELECT created_at, handled_at, 'enquiry' AS kind, id FROM contacts
         UNION ALL SELECT created_at, handled_at, 'idea', id FROM voice_uploads
       ) WHERE handled_at IS NULL`,
    ),
    db
      .prepare(
        `SELECT inquiry_type AS type, count(*) AS leads FROM (${LEADS})
         WHERE created_at >= ?1 GROUP BY inquiry_type ORDER BY leads DESC, type`,
      )
      .bind(since),
    db
      .prepare(
        `SELECT source_path AS page, count(*) AS leads FROM (${LEADS})
         WHERE created_at >= ?1 GROUP BY source_path ORDER BY leads DESC, page`,
      )
      .bind(since),
    db.prepare("SELECT count(*) AS questions FROM unanswered_questions WHERE asked_at >= ?1").bind(questionsSince),
    db
      .prepare(
        `SELECT id, question, asked_at AS askedAt FROM unanswered_questions
         WHERE asked_at >= ?1 ORDER BY asked_at DESC, id DESC LIMIT ?2`,
      )
      .bind(questionsSince, UNANSWERED_LIST_LIMIT),
  ]);
  const answers = await answerCounts(db, dayStart(thisWeek), dayStart(addDays(thisWeek, 7)));
  const byPath = new Map<string, number>();
  for (const row of answers) byPath.set(pathWords(row), (byPath.get(pathWords(row)) ?? 0) + row.answers);
  const counted = new Map((perWeek!.results as { week: string; leads: number }[]).map((row) => [row.week, row.leads]));
  const chart = weeks.map((week) => ({
    ...week,
    leads: counted.get(week.start) ?? 0,
    href: leadsHref({ from: week.start, to: week.end }),
  }));
  const open = unhandled!.results[0] as { leads: number; oldest: string | null; kind: LeadKind; id: number };
  const oldestDays =
    open.oldest === null
      ? null
      : Math.floor((now.getTime() - Date.parse(`${open.oldest.replace(" ", "T")}Z`)) / DAY_MS);
  return {
    thisWeek: chart.at(-1)!,
    lastWeek: chart.at(-2)!,
    weeks: chart,
    unhandled: {
      leads: open.leads,
      oldest: open.oldest,
      oldestDays,
      oldestHref: open.oldest === null ? null : leadPath(open.kind, open.id),
      href: leadsHref({ state: "unhandled" }),
    },
    byType: (perType!.results as { type: string | null; leads: number }[]).map(({ type, leads }) => ({
      type: type ?? "Voice idea",
      leads,
      href:
        type === null
          ? leadsHref({ from: weeks[0]!.start, kind: "idea" })
          : leadsHref({ from: weeks[0]!.start, kind: "enquiry", type }),
    })),
    byPage: (perPage!.results as { page: string | null; leads: number }[]).map(({ page, leads }) => ({
      page,
      leads,
      href: leadsHref({ from: weeks[0]!.start, page: page ?? UNKNOWN_SOURCE_PAGE }),
    })),
    /** This week's chat answers: how each reached the visitor, and what went wrong with the model. */
    assistant: {
      byPath: [...byPath]
        .map(([path, count]) => ({ path, answers: count }))
        .toSorted((first, second) => second.answers - first.answers || first.path.localeCompare(second.path)),
      failures: modelFailures(answers),
    },
    unanswered: {
      days: UNANSWERED_QUESTION_RETENTION_DAYS,
      total: (questionCount!.results[0] as { questions: number }).questions,
      /** Newest first, at most UNANSWERED_LIST_LIMIT. */
      questions: questions!.results as { id: number; question: string; askedAt: string }[],
    },
  };
}

export type OverviewData = Awaited<ReturnType<typeof overview>>;
