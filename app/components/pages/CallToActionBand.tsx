import { useId } from "react";
import type { CallToAction } from "~/content/page-types";
import { Html } from "./Html";
import { ButtonLinks } from "./SiteLink";

export function CallToActionBand({ cta }: { cta: CallToAction }) {
  const headingId = useId();
  return (
    <section className="cta-band" aria-labelledby={headingId}>
      <div className="container narrow">
        <Html as="h2" id={headingId} html={cta.heading} />
        <Html as="p" html={cta.text} />
        <ButtonLinks links={cta.links} variant="light" />
      </div>
    </section>
  );
}
