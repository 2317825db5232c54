import { Link } from "react-router";
import type { LinkTarget } from "~/content/page-types";

/**
 * The link from a service or technique page back to its section's index, at the top of the page
 * (decision 0045: in the page's flow, where it covers nothing). It reads "← Back to All Services":
 * the arrow, a real space, the label; the arrow is hidden from assistive technology, so the link's
 * name is the label alone.
 */
export function BackLink({ label, href }: LinkTarget) {
  return (
    <Link to={href} className="back-link">
      <span aria-hidden="true">←</span> {label}
    </Link>
  );
}
