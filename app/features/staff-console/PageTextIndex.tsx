import { Form, Link, href } from "react-router";
import { staffTime } from "~/lib/firm-time";
import type { PageTextIndex as PageTextIndexData } from "./page-text-console.server";

/**
 * Page text by where it appears: a search over every section's label and text, then the pages in
 * the site's order, each with its sections in the page's order. Without a search the pages are
 * folded, so the list starts short; a search unfolds the pages it found something on.
 */
export function PageTextIndex({ search, matches, pages }: PageTextIndexData) {
  return (
    <div className="page-text-index">
      <h1>Page text</h1>
      <p>
        Search for a few words of the text you want to change, or open a page below. Each text is named by where it
        appears on the page: the heading, question or card it belongs to.
      </p>
      <Form method="get" role="search" className="staff-filters">
        <label>
          Search page text
          <input type="search" name="q" defaultValue={search} />
        </label>
        <button type="submit" className="staff-button staff-button--secondary">
          Search
        </button>
        {search && <Link to={href("/staff/pages")}>Show all pages</Link>}
      </Form>
      {search && (
        <p role="status">
          {matches === 0
            ? `No text holds “${search}”.`
            : `${matches} ${matches === 1 ? "text holds" : "texts hold"} “${search}”.`}
        </p>
      )}
      {pages.map(({ page, name, path, sections }) => (
        <section key={page} aria-labelledby={`page-${page}`} className="page-text-index__page">
          <h2 id={`page-${page}`}>
            {name} <span className="page-text-index__path">{path}</span>
          </h2>
          <details open={search !== ""}>
            <summary>
              {sections.length} {sections.length === 1 ? "text" : "texts"} on this page
            </summary>
            <table className="staff-table">
              <thead>
                <tr>
                  <th scope="col">Text</th>
                  <th scope="col">Begins</th>
                  <th scope="col">Shows</th>
                  <th scope="col">On the site</th>
                </tr>
              </thead>
              <tbody>
                {sections.map((entry) => (
                  <tr key={entry.section}>
                    <td>
                      <Link to={entry.editHref}>{entry.label}</Link>
                    </td>
                    <td className="staff-excerpt">{entry.excerpt}</td>
                    <td>{entry.stored ? `changed text (${staffTime(entry.updatedAt)})` : "original text"}</td>
                    <td>
                      <a href={entry.siteHref}>
                        View on the site<span className="visually-hidden">: {entry.label}</span>
                      </a>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </details>
        </section>
      ))}
    </div>
  );
}
