import type { ReactNode } from "react";
import { Link } from "react-router";
import type { LinkTarget } from "~/content/page-types";
import { Html } from "./Html";

/** A router link for addresses on this site, a plain anchor for mailto: and other schemes. */
export function SiteLink({ href, className, children }: { href: string; className?: string; children: ReactNode }) {
  if (href.startsWith("/")) {
    return (
      <Link to={href} className={className}>
        {children}
      </Link>
    );
  }
  return (
    <a href={href} className={className}>
      {children}
    </a>
  );
}

/** A row of links styled as buttons; the labels are page copy, as HTML. */
export function ButtonLinks({
  links,
  variant,
}: {
  links: readonly LinkTarget[];
  variant: "primary" | "outline" | "light";
}) {
  return (
    <div className="button-row">
      {links.map((link) => (
        <SiteLink key={link.href} href={link.href} className={`button button--${variant}`}>
          <Html html={link.label} />
        </SiteLink>
      ))}
    </div>
  );
}
