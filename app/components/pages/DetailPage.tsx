import type { ReactNode } from "react";
import type { DetailPageCopy, LinkTarget } from "~/content/page-types";
import { CallToActionBand } from "./CallToActionBand";
import { ContentBlocks } from "./ContentBlocks";
import { FloatingBackLink } from "./FloatingBackLink";
import { PageHeader } from "./PageHeader";

interface DetailPageProps {
  page: Omit<DetailPageCopy, "title" | "intro">;
  /** The h1 and intro, when they are not static copy (staff-editable pages pass theirs). */
  heading: ReactNode;
  intro: ReactNode;
  backLink: LinkTarget;
}

/** A service or technique sub-page: header, sections, call to action and the floating back link. */
export function DetailPage({ page, heading, intro, backLink }: DetailPageProps) {
  return (
    <>
      <PageHeader eyebrow={page.eyebrow} heading={heading}>
        {intro}
      </PageHeader>
      <ContentBlocks blocks={page.blocks} />
      <CallToActionBand cta={page.cta} />
      <FloatingBackLink label={backLink.label} href={backLink.href} />
    </>
  );
}

/** The header of a page whose title and intro are static copy. */
export function staticHeader(page: Pick<DetailPageCopy, "title" | "intro">) {
  return {
    heading: <h1>{page.title}</h1>,
    intro: page.intro.map((paragraph) => <p key={paragraph}>{paragraph}</p>),
  };
}
