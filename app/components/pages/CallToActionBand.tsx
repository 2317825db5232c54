import { useId } from "react";
import type { CallToAction } from "~/content/page-types";
import { SiteLink } from "./SiteLink";

export function CallToActionBand({ cta }: { cta: CallToAction }) {
  const headingId = useId();
  return (
    <section className="cta-band" aria-labelledby={headingId}>
      <div className="container narrow">
        <h2 id={headingId}>{cta.heading}</h2>
        <p>{cta.text}</p>
        <div className="button-row">
          {cta.links.map((link) => (
            <SiteLink key={link.href} href={link.href} className="button button--light">
              {link.label}
            </SiteLink>
          ))}
        </div>
      </div>
    </section>
  );
}
