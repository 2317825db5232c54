import type { ReactNode } from "react";
import type { LinkTarget } from "~/content/page-types";
import { BackLink } from "./BackLink";
import { Html } from "./Html";

/**
 * The top band of a content page: on a sub-page the link back to its section's index, then an
 * eyebrow (HTML), the page's h1 (passed in) and its intro.
 */
export function PageHeader({
  backLink,
  eyebrow,
  heading,
  children,
}: {
  backLink?: LinkTarget;
  eyebrow?: string;
  heading: ReactNode;
  children?: ReactNode;
}) {
  return (
    <header className="page-header">
      <div className="container narrow">
        {backLink ? <BackLink {...backLink} /> : null}
        {eyebrow ? <Html as="p" className="eyebrow" html={eyebrow} /> : null}
        {heading}
        {children ? <div className="page-header__intro">{children}</div> : null}
      </div>
    </header>
  );
}
