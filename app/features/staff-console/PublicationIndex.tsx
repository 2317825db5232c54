import { Link } from "react-router";
import { PUBLICATION_WORDS } from "./copy";
import { staffTime } from "~/lib/firm-time";
import type { PublicationIndexData } from "./publications-console.server";

/** Every article or case study, drafts included: status, dates, and the way to a new one. */
export function PublicationIndex({ index, done }: { index: PublicationIndexData; done: string | null }) {
  const words = PUBLICATION_WORDS[index.kind];
  return (
    <div className="publication-index">
      <h1>{words.plural}</h1>
      {done === "deleted" && (
        <p role="status" className="page-text-editor__notice">
          Deleted.
        </p>
      )}
      <p>
        <Link to={`${words.indexPath}/new`} className="staff-button">
          {words.newLabel}
        </Link>
      </p>
      {index.items.length === 0 ? (
        <p>There is no {words.one} yet.</p>
      ) : (
        <table className="staff-table">
          <thead>
            <tr>
              <th scope="col">Title</th>
              <th scope="col">Status</th>
              <th scope="col">Published</th>
              <th scope="col">Last changed</th>
            </tr>
          </thead>
          <tbody>
            {index.items.map((item) => (
              <tr key={item.id}>
                <th scope="row">
                  <Link to={`${words.indexPath}/${item.id}`}>{item.title}</Link>
                </th>
                <td>{item.status === "published" ? "Published" : "Draft"}</td>
                <td>{item.publishedAt ? staffTime(item.publishedAt) : "Never"}</td>
                <td>{staffTime(item.updatedAt)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
