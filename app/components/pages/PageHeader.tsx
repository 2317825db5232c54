import type { ReactNode } from "react";
import { Html } from "./Html";

/** The top band of a content page: an eyebrow (HTML), the page's h1 (passed in) and its intro. */
export function PageHeader({
  eyebrow,
  heading,
  children,
}: {
  eyebrow?: string;
  heading: ReactNode;
  children?: ReactNode;
}) {
  return (
    <header className="page-header">
      <div className="container narrow">
        {eyebrow ? <Html as="p" className="eyebrow" html={eyebrow} /> : null}
        {heading}
        {children ? <div className="page-header__intro">{children}</div> : null}
      </div>
    </header>
  );
}
