import { useId, type ReactNode } from "react";
import { Html } from "./Html";

interface PageSectionProps {
  /** The heading and intro are page copy, as HTML. */
  heading: string;
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
        <Html as="h2" id={headingId} className="section-title" html={heading} />
        {intro ? <Html as="p" className="section-intro" html={intro} /> : null}
        {children}
      </div>
    </section>
  );
}
