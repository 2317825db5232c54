import { Form, Link } from "react-router";
import type { SectionChangeData } from "./page-text-console.server";
import { RenderedSection } from "./RenderedSection";

/**
 * The confirmation step of Restore and Reset, a page of its own so that it works without
 * JavaScript: what the section shows now, what it will show, and the button that does it.
 */
export function ConfirmSectionChange({ change }: { change: SectionChangeData }) {
  const original = change.after.id === null;
  const title = original ? "Restore the original text?" : `Restore version #${change.after.id}?`;
  return (
    <div className="page-text-editor">
      <p>
        <Link to={change.editHref}>Back to the text</Link>
      </p>
      <h1>{title}</h1>
      <p>
        {change.label}, on the page {change.pageName}.{" "}
        {change.unchanged
          ? "The page already shows this text: restoring it changes nothing visitors see."
          : "Visitors will see the new text instead of the text they see now."}
      </p>
      <div className="page-text-compare">
        <section className="page-text-preview" aria-labelledby="change-before">
          <h2 id="change-before">Shows now</h2>
          <RenderedSection kind={change.kind} html={change.before} />
        </section>
        <section className="page-text-preview" aria-labelledby="change-after">
          <h2 id="change-after">Will show</h2>
          <RenderedSection kind={change.kind} html={change.after.html} />
        </section>
      </div>
      <Form method="post" className="button-row">
        {change.after.id !== null && <input type="hidden" name="version" value={change.after.id} />}
        <button type="submit" className="staff-button staff-button--destructive">
          {original ? "Yes, restore the original text" : `Yes, restore version #${change.after.id}`}
        </button>
        <Link to={change.editHref} className="staff-button staff-button--secondary">
          Cancel
        </Link>
      </Form>
    </div>
  );
}
