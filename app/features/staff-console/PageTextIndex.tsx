import { Link, href } from "react-router";
import type { PageTextIndex as PageTextIndexData } from "./page-text-console.server";

/** Every editable section, by page: whether a stored text shows or the built-in one, and when it changed. */
export function PageTextIndex({ pages }: PageTextIndexData) {
  return (
    <div className="page-text-index">
      <h1>Page text</h1>
      <p>
        Each section shows its stored text, or its built-in text when none is stored. Choose a section to edit it, see
        its previous versions or restore one.
      </p>
      {pages.map(({ page, sections }) => (
        <section key={page} aria-labelledby={`page-${page}`}>
          <h2 id={`page-${page}`}>{page}</h2>
          <table className="staff-table">
            <thead>
              <tr>
                <th scope="col">Section</th>
                <th scope="col">Shows</th>
                <th scope="col">Built-in text</th>
              </tr>
            </thead>
            <tbody>
              {sections.map((entry) => (
                <tr key={entry.section}>
                  <td>
                    <Link to={href("/staff/pages/:page/:section", { page, section: entry.section })}>
                      {entry.section}
                    </Link>
                  </td>
                  <td>{entry.stored ? `stored text (changed ${entry.updatedAt} UTC)` : "built-in text"}</td>
                  <td>{entry.fallback}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      ))}
    </div>
  );
}
