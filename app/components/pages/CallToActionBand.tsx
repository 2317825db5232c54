import { useId } from "react";
import type { CallToAction } from "~/content/page-types";
import { ButtonLinks } from "./SiteLink";

export function CallToActionBand({ cta }: { cta: CallToAction }) {
  const headingId = useId();
  return (
    <section className="cta-band" aria-labelledby={headingId}>
      <div className="container narrow">
        <h2 id={headingId}>{cta.heading}</h2>
        <p>{cta.text}</p>
        <ButtonLinks links={cta.links} variant="light" />
      </div>
    </section>
  );
}
