import { Link, useMatches } from "react-router";
import type { LinkTarget } from "~/content/page-types";

/** The `handle` of a service or technique sub-page's route: the index its page leads back to. */
export interface BackLinkHandle {
  backLink: LinkTarget;
}

/** The back link of the page shown, from its route's handle; none on other pages. */
export function usePageBackLink(): LinkTarget | undefined {
  return useMatches()
    .map((match) => (match.handle as Partial<BackLinkHandle> | undefined)?.backLink)
    .findLast(Boolean);
}

/**
 * The link from a service or technique page back to its section's index: at the top of the page,
 * and in the sticky header's band once the page has scrolled (SiteHeader, decision 0062). It reads
 * "← Back to All Services": the arrow, a real space, the label; the arrow is hidden from assistive
 * technology, so the link's name is the label alone.
 */
export function BackLink({ label, href }: LinkTarget) {
  return (
    <Link to={href} className="back-link">
      <span aria-hidden="true">←</span> {label}
    </Link>
  );
}
