import type { ReactNode } from "react";
import type { LinkTarget } from "~/content/page-types";
import { PageArt } from "~/components/art/PageArt";
import { BackLink } from "./BackLink";
import { Html } from "./Html";

/**
 * The top band of a content page: on a sub-page the link back to its section's index, then an
 * eyebrow (HTML), the page's h1 (passed in) and its intro; with `art` (its file's address), the
 * page's picture beside them on wide screens and below them on narrow ones.
 */
export function PageHeader({
  backLink,
  eyebrow,
  heading,
  art,
  children,
}: {
  backLink?: LinkTarget;
  art?: string;
  eyebrow?: string;
  heading: ReactNode;
  children?: ReactNode;
}) {
  return (
    <header className={art ? "page-header page-header--art" : "page-header"}>
      <div className="container narrow">
        {backLink ? <BackLink {...backLink} /> : null}
        {eyebrow ? <Html as="p" className="eyebrow" html={eyebrow} /> : null}
        {heading}
        {children ? <div className="page-header__intro">{children}</div> : null}
        {art ? <PageArt src={art} /> : null}
      </div>
    </header>
  );
}
