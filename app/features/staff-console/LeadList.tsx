import { Form, Link } from "react-router";
import {
  HANDLED_STATES,
  LEAD_KIND_NAMES,
  LEAD_LIST_LIMIT,
  LEAD_QUERY_MAX_CHARACTERS,
  NOT_KNOWN_SOURCE_PAGE,
  UNKNOWN_SOURCE_PAGE,
  type LeadFilter,
  type LeadSummary,
} from "./leads";
import { leadPath } from "~/lib/leads";

const STATE_LABELS: Record<(typeof HANDLED_STATES)[number], string> = {
  all: "All",
  unhandled: "Unhandled",
  handled: "Handled",
};

/** Enquiries and voice ideas in one list, newest first, with the search and filters as a plain GET form. */
export function LeadList({ filter, leads, more }: { filter: LeadFilter; leads: LeadSummary[]; more: boolean }) {
  const filtered =
    filter.q !== "" ||
    filter.state !== "all" ||
    filter.kind !== "all" ||
    filter.from !== "" ||
    filter.type !== "" ||
    filter.page !== "";
  return (
    <>
      <h1>Leads</h1>
      <Form method="get" className="staff-filters" role="search" aria-label="Search leads">
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
          Status
          <select name="state" defaultValue={filter.state}>
            {HANDLED_STATES.map((state) => (
              <option key={state} value={state}>
                {STATE_LABELS[state]}
              </option>
            ))}
          </select>
        </label>
        {/* The overview's links narrow the list to a week, an inquiry type or a page; a search keeps that. */}
        {(["from", "to", "type", "page"] as const).map((name) =>
          filter[name] ? <input key={name} type="hidden" name={name} value={filter[name]} /> : null,
        )}
        <button type="submit" className="staff-button">
          Search
        </button>
        {filtered ? <Link to=".">Show all leads</Link> : null}
      </Form>
      {(filter.from || filter.type || filter.page) && (
        <p>
          Only leads
          {filter.type && ` of the inquiry type “${filter.type}”`}
          {filter.page &&
            ` that came from ${filter.page === UNKNOWN_SOURCE_PAGE ? `a page not known ${NOT_KNOWN_SOURCE_PAGE}` : `the page ${filter.page}`}`}
          {filter.from && ` received from ${filter.from}`}
          {filter.to && ` until before ${filter.to}`} (UTC).
        </p>
      )}
      {leads.length === 0 ? (
        <p>{filtered ? "No leads match this search." : "No leads yet."}</p>
      ) : (
        <table className="staff-table">
          <caption>
            {more
              ? `The newest ${LEAD_LIST_LIMIT} leads${filtered ? " that match" : ""}; search to narrow them down.`
              : `${leads.length} ${leads.length === 1 ? "lead" : "leads"}${filtered ? " that match" : ""}, newest first.`}
          </caption>
          <thead>
            <tr>
              <th scope="col">Received (UTC)</th>
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
                <td>{lead.createdAt}</td>
                <td>
                  {LEAD_KIND_NAMES[lead.kind]} #{lead.id}
                </td>
                <td className="staff-excerpt">
                  <Link to={leadPath(lead.kind, lead.id)}>{lead.title.trim() || "(no title)"}</Link>
                  {lead.excerpt ? <div>{lead.excerpt}</div> : null}
                </td>
                <td>{lead.name.trim() || "(not given)"}</td>
                <td>{lead.email}</td>
                <td>
                  <span className={lead.handledAt ? "staff-status" : "staff-status staff-status--open"}>
                    {lead.handledAt ? "Handled" : "Unhandled"}
                  </span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </>
  );
}
