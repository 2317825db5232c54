import { Link } from "react-router";
import { NOT_KNOWN_SOURCE_PAGE } from "./leads";
import type { OverviewData } from "./overview.server";
import { staffDay, staffTime } from "~/lib/firm-time";

const leadsWord = (count: number) => `${count} ${count === 1 ? "lead" : "leads"}`;

/** Figures as a table: what each counts, and the count as a link to those leads. */
function FigureTable({
  heading,
  rows,
  linkLabel,
}: {
  heading: string;
  rows: { name: string; leads: number; href: string }[];
  /** The count's link in words, for a screen reader that reads it alone. */
  linkLabel: (name: string, leads: string) => string;
}) {
  return (
    <table className="staff-table">
      <thead>
        <tr>
          <th scope="col">{heading}</th>
          <th scope="col">Leads</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.name}>
            <td>{row.name}</td>
            <td>
              <Link to={row.href} aria-label={linkLabel(row.name, leadsWord(row.leads))}>
                {row.leads}
              </Link>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Counts that link nowhere: what each counts, and how many. */
function CountTable({ headings, rows }: { headings: [string, string]; rows: [string, number][] }) {
  return (
    <table className="staff-table">
      <thead>
        <tr>
          {headings.map((heading) => (
            <th scope="col" key={heading}>
              {heading}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map(([name, count]) => (
          <tr key={name}>
            <td>{name}</td>
            <td>{count}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Leads per week as bars: an image with its own words; the table beside it holds the figures and links. */
function WeekChart({ weeks }: { weeks: OverviewData["weeks"] }) {
  const most = Math.max(1, ...weeks.map((week) => week.leads));
  const [width, height, bar] = [600, 160, 40];
  const step = width / weeks.length;
  return (
    <svg
      className="overview-chart"
      viewBox={`0 0 ${width} ${height + 20}`}
      role="img"
      aria-labelledby="overview-chart-title"
    >
      {/* One string: React's server render leaves a <title> of several children empty. */}
      <title id="overview-chart-title">
        {`Leads per week, from ${weeks[0]!.start} to this week: ${weeks.map((week) => week.leads).join(", ")}`}
      </title>
      {weeks.map((week, index) => {
        const barHeight = (week.leads / most) * height;
        return (
          <g key={week.start}>
            {/* The hover details: the week and its count. */}
            <title>{`Week of ${week.start}: ${leadsWord(week.leads)}`}</title>
            <rect
              x={index * step + (step - bar) / 2}
              y={height - barHeight}
              width={bar}
              height={Math.max(barHeight, 1)}
              className="overview-chart__bar"
            />
            <text x={index * step + step / 2} y={height + 16} textAnchor="middle" className="overview-chart__label">
              {week.start.slice(5)}
            </text>
          </g>
        );
      })}
    </svg>
  );
}

/** The console's first page: this week's and last week's leads, what waits, the last 12 weeks, by inquiry type. */
export function Overview({ data }: { data: OverviewData }) {
  return (
    <div className="overview">
      <h1>Overview</h1>
      <ul className="overview-figures">
        <li>
          <Link to={data.thisWeek.href}>
            <strong>{data.thisWeek.leads}</strong> new {data.thisWeek.leads === 1 ? "lead" : "leads"} this week
          </Link>
        </li>
        <li>
          <Link to={data.lastWeek.href}>
            <strong>{data.lastWeek.leads}</strong> last week
          </Link>
        </li>
        <li>
          <Link to={data.unhandled.href}>
            <strong>{data.unhandled.leads}</strong> not handled yet
          </Link>
          {data.unhandled.oldestDays !== null && (
            <>
              {" "}
              (<Link to={data.unhandled.oldestHref!}>the oldest</Link> has waited {data.unhandled.oldestDays}{" "}
              {data.unhandled.oldestDays === 1 ? "day" : "days"}, since {staffTime(data.unhandled.oldest)})
            </>
          )}
        </li>
      </ul>

      <section aria-labelledby="overview-weeks">
        <h2 id="overview-weeks">Leads per week, the last {data.weeks.length} weeks</h2>
        <div className="overview-weeks">
          <WeekChart weeks={data.weeks} />
          <FigureTable
            heading="Week from Monday"
            rows={data.weeks.map(({ start, leads, href }) => ({ name: staffDay(start), leads, href }))}
            linkLabel={(week, leads) => `${leads} in the week of ${week}`}
          />
        </div>
      </section>

      <section aria-labelledby="overview-types">
        <h2 id="overview-types">By inquiry type, the last {data.weeks.length} weeks</h2>
        {data.byType.length === 0 ? (
          <p>No leads in these weeks.</p>
        ) : (
          <FigureTable
            heading="Inquiry type"
            rows={data.byType.map(({ type, leads, href }) => ({ name: type, leads, href }))}
            linkLabel={(type, leads) => `${leads}: ${type}`}
          />
        )}
      </section>

      <section aria-labelledby="overview-pages">
        <h2 id="overview-pages">By page, the last {data.weeks.length} weeks</h2>
        <p>The site page each visitor was on before the contact or voice form.</p>
        {data.byPage.length === 0 ? (
          <p>No leads in these weeks.</p>
        ) : (
          <FigureTable
            heading="Came from"
            rows={data.byPage.map(({ page, leads, href }) => ({ name: page ?? NOT_KNOWN_SOURCE_PAGE, leads, href }))}
            linkLabel={(page, leads) => `${leads} from ${page}`}
          />
        )}
      </section>

      <section aria-labelledby="overview-assistant">
        <h2 id="overview-assistant">How the assistant answered, this week</h2>
        {data.assistant.byPath.length === 0 ? (
          <p>No questions this week.</p>
        ) : (
          <CountTable
            headings={["Answered by", "Answers"]}
            rows={data.assistant.byPath.map((row) => [row.path, row.answers])}
          />
        )}
        {data.assistant.failures.total === 0 ? (
          <p>The AI model did not fail this week.</p>
        ) : (
          <>
            <p>
              The AI model failed {data.assistant.failures.total}{" "}
              {data.assistant.failures.total === 1 ? "time" : "times"} this week. Unless its reply stopped part-way, the
              visitor got an answer from the site&apos;s own text instead; the Worker&apos;s logs hold the details.
            </p>
            <CountTable
              headings={["What went wrong", "Times"]}
              rows={data.assistant.failures.kinds.map((kind) => [kind.what, kind.times])}
            />
          </>
        )}
      </section>

      <section aria-labelledby="overview-unanswered">
        <h2 id="overview-unanswered">Questions the assistant could not answer, the last {data.unanswered.days} days</h2>
        <p>
          What visitors asked that the site does not cover, newest first: the question's text only, never who asked.
          {data.unanswered.total > data.unanswered.questions.length &&
            ` The newest ${data.unanswered.questions.length} of ${data.unanswered.total}.`}
        </p>
        {data.unanswered.questions.length === 0 ? (
          <p>None in these days.</p>
        ) : (
          <table className="staff-table">
            <thead>
              <tr>
                <th scope="col">Asked</th>
                <th scope="col">Question</th>
              </tr>
            </thead>
            <tbody>
              {data.unanswered.questions.map((row) => (
                <tr key={row.id}>
                  <td>{staffTime(row.askedAt)}</td>
                  <td className="staff-text">{row.question}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
    </div>
  );
}
