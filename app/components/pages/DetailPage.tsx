import type { ReactNode } from "react";
import type { DetailPageCopy, LinkTarget } from "~/content/page-types";
import { CallToActionBand } from "./CallToActionBand";
import { ContentBlocks } from "./ContentBlocks";
import { Html } from "./Html";
import { PageHeader } from "./PageHeader";

interface DetailPageProps {
  page: Omit<DetailPageCopy, "title" | "intro">;
  /** The h1 and intro: the page's copy (see copyHeader) or sections that show load errors (<ManagedContent>). */
  heading: ReactNode;
  intro: ReactNode;
  backLink: LinkTarget;
  /** The address of the page's picture (PageHeader). */
  art?: string;
}

/** A service or technique sub-page: header (with the link back to its index), sections and a call to action. */
export function DetailPage({ page, heading, intro, backLink, art }: DetailPageProps) {
  return (
    <>
      <PageHeader backLink={backLink} eyebrow={page.eyebrow} heading={heading} art={art}>
        {intro}
      </PageHeader>
      <ContentBlocks blocks={page.blocks} />
      <CallToActionBand cta={page.cta} />
    </>
  );
}

/** The header from the page's copy (HTML). */
export function copyHeader(page: Pick<DetailPageCopy, "title" | "intro">) {
  return {
    heading: <Html as="h1" html={page.title} />,
    intro: page.intro.map((paragraph, index) => <Html key={index} as="p" html={paragraph} />),
  };
}
