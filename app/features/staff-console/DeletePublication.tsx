import { Form, Link } from "react-router";
import { PUBLICATION_WORDS } from "./copy";

/** The confirmation step of Delete, a page of its own so that it works without JavaScript. */
export function DeletePublication({
  item,
}: {
  item: { kind: "article" | "case-study"; id: number; title: string; status: string };
}) {
  const words = PUBLICATION_WORDS[item.kind];
  const back = `${words.indexPath}/${item.id}`;
  return (
    <div className="page-text-editor">
      <p>
        <Link to={back}>Back to the {words.one}</Link>
      </p>
      <h1>Delete “{item.title}”?</h1>
      <p>
        {item.status === "published"
          ? `It is published: visitors will no longer find it, and its address will answer "page not found". `
          : ""}
        The {words.one} and all its versions are deleted for good; this cannot be undone. To take it off the site but
        keep it, use Unpublish instead. Its pictures stay in the picture store.
      </p>
      <Form method="post" className="button-row">
        <button type="submit" className="staff-button staff-button--destructive">
          Yes, delete it
        </button>
        <Link to={back} className="staff-button staff-button--secondary">
          Cancel
        </Link>
      </Form>
    </div>
  );
}
