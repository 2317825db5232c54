import { useId, type ReactNode } from "react";

interface PageSectionProps {
  heading: ReactNode;
  tinted?: boolean;
  narrow?: boolean;
  id?: string;
  intro?: string;
  children: ReactNode;
}

/** A titled band of a content page; the heading names the section for assistive technology. */
export function PageSection({ heading, tinted, narrow, id, intro, children }: PageSectionProps) {
  const headingId = useId();
  return (
    <section id={id} className={`page-section${tinted ? " page-section--tinted" : ""}`} aria-labelledby={headingId}>
      <div className={`container${narrow ? " narrow" : ""}`}>
        <h2 id={headingId} className="section-title">
          {heading}
        </h2>
        {intro ? <p className="section-intro">{intro}</p> : null}
        {children}
      </div>
    </section>
  );
}
