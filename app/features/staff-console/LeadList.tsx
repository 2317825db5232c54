import { Form, href, Link } from "react-router";
import {
  DATE_RANGE_LABELS,
  DATE_RANGES,
  HANDLED_STATES,
  LEAD_KIND_NAMES,
  LEAD_LIST_LIMIT,
  LEAD_QUERY_MAX_CHARACTERS,
  leadFilterQuery,
  NOT_KNOWN_SOURCE_PAGE,
  UNKNOWN_SOURCE_PAGE,
  type LeadFilter,
  type LeadSummary,
} from "./leads";
import { addDays, staffDay, staffTime } from "~/lib/firm-time";
import { leadPath } from "~/lib/leads";

const STATE_LABELS: Record<(typeof HANDLED_STATES)[number], string> = {
  all: "All",
  unhandled: "Not handled",
  handled: "Handled",
};

/** The filter in words, above the list: "Only enquiries of the type “Partnership” received 23 Nov 2026 to 29 Nov 2026." */
function filterWords(filter: LeadFilter): string | null {
  const parts: string[] = [];
  if (filter.type) parts.push(`of the inquiry type “${filter.type}”`);
  if (filter.page)
    parts.push(
      filter.page === UNKNOWN_SOURCE_PAGE
        ? `that came from a page not known ${NOT_KNOWN_SOURCE_PAGE}`
        : `that came from the page ${filter.page}`,
    );
  if (filter.from && filter.to) parts.push(`received ${staffDay(filter.from)} to ${staffDay(addDays(filter.to, -1))}`);
  else if (filter.from) parts.push(`received on or after ${staffDay(filter.from)}`);
  else if (filter.to) parts.push(`received up to ${staffDay(addDays(filter.to, -1))}`);
  return parts.length ? `Only leads ${parts.join(", ")}.` : null;
}

/**
 * Enquiries and voice ideas in one list with the search, filters and sort as a plain GET form. The
 * filter travels with every link out of the list (a lead's page, Export), so "All leads" returns to it.
 * Under 600 px each row is a card (staff-console.css), its cells labelled by data-label.
 */
export function LeadList({
  filter,
  leads,
  more,
  types,
}: {
  filter: LeadFilter;
  leads: LeadSummary[];
  more: boolean;
  types: string[];
}) {
  const query = leadFilterQuery(filter);
  const filtered = query.replace(/[?&]sort=oldest/, "") !== "";
  const words = filterWords(filter);
  const order = filter.sort === "oldest" ? "oldest first" : "newest first";
  // The chosen range's last day, for the "To" box (the address carries the day after it).
  const until = filter.when === "any" && filter.to ? addDays(filter.to, -1) : "";
  return (
    <>
      <h1>Leads</h1>
      {/* Keyed by the filter: going to another filter (a link, the menu) shows its values, not the old boxes' text. */}
      <Form key={query} method="get" className="staff-filters" role="search" aria-label="Search leads">
        <label>
          Search name, e-mail or text
          <input type="search" name="q" defaultValue={filter.q} maxLength={LEAD_QUERY_MAX_CHARACTERS} />
        </label>
        <label>
          Kind
          <select name="kind" defaultValue={filter.kind}>
            <option value="all">All</option>
            <option value="enquiry">Enquiries</option>
            <option value="idea">Voice ideas</option>
          </select>
        </label>
        <label>
          Inquiry type
          <select name="type" defaultValue={filter.type}>
            <option value="">All types</option>
            {(filter.type && !types.includes(filter.type) ? [...types, filter.type] : types).map((type) => (
              <option key={type} value={type}>
                {type}
              </option>
            ))}
          </select>
        </label>
        <label>
          Status
          <select name="state" defaultValue={filter.state}>
            {HANDLED_STATES.map((state) => (
              <option key={state} value={state}>
                {STATE_LABELS[state]}
              </option>
            ))}
          </select>
        </label>
        <label>
          Received
          <select name="when" defaultValue={filter.when}>
            {DATE_RANGES.map((range) => (
              <option key={range} value={range}>
                {DATE_RANGE_LABELS[range]}
              </option>
            ))}
          </select>
        </label>
        <label>
          From
          <input type="date" name="from" defaultValue={filter.when === "any" ? filter.from : ""} />
        </label>
        <label>
          To
          <input type="date" name="until" defaultValue={until} />
        </label>
        <label>
          Order
          <select name="sort" defaultValue={filter.sort}>
            <option value="newest">Newest first</option>
            <option value="oldest">Oldest first</option>
          </select>
        </label>
        {/* The overview's links narrow the list to a page; a search keeps that. */}
        {filter.page ? <input type="hidden" name="page" value={filter.page} /> : null}
        <button type="submit" className="staff-button">
          Search
        </button>
        {filtered ? <Link to=".">Show all leads</Link> : null}
      </Form>
      {words ? <p>{words}</p> : null}
      {leads.length === 0 ? (
        <p>{filtered ? "No leads match this search." : "No leads yet."}</p>
      ) : (
        <>
          <p>
            <a
              className="staff-button staff-button--secondary"
              href={`${href("/staff/leads/export")}${query}`}
              download
            >
              Export these leads as a spreadsheet (CSV)
            </a>
          </p>
          <table className="staff-table staff-table--cards">
            <caption>
              {more
                ? `The ${filter.sort === "oldest" ? "oldest" : "newest"} ${LEAD_LIST_LIMIT} leads${filtered ? " that match" : ""}; search to narrow them down.`
                : `${leads.length} ${leads.length === 1 ? "lead" : "leads"}${filtered ? " that match" : ""}, ${order}.`}
            </caption>
            <thead>
              <tr>
                <th scope="col">Received</th>
                <th scope="col">Kind</th>
                <th scope="col">Subject or title</th>
                <th scope="col">Name</th>
                <th scope="col">E-mail</th>
                <th scope="col">Status</th>
              </tr>
            </thead>
            <tbody>
              {leads.map((lead) => (
                <tr key={`${lead.kind}-${lead.id}`}>
                  <td data-label="Received">{staffTime(lead.createdAt)}</td>
                  <td data-label="Kind">
                    {LEAD_KIND_NAMES[lead.kind]} #{lead.id}
                  </td>
                  <td data-label="Subject or title" className="staff-excerpt">
                    <Link to={`${leadPath(lead.kind, lead.id)}${query}`}>{lead.title.trim() || "(no title)"}</Link>
                    {lead.excerpt ? <div>{lead.excerpt}</div> : null}
                  </td>
                  <td data-label="Name">{lead.name.trim() || "(not given)"}</td>
                  <td data-label="E-mail" className="staff-email">
                    {lead.email}
                  </td>
                  <td data-label="Status">
                    <span className={lead.handledAt ? "staff-status" : "staff-status staff-status--open"}>
                      {lead.handledAt ? "Handled" : "Not handled"}
                    </span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </>
  );
}
