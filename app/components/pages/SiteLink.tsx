import type { ReactNode } from "react";
import { Link } from "react-router";

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
