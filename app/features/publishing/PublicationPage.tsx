import type { ReactNode } from "react";
import { Link } from "react-router";
import type { LinkTarget } from "~/content/page-types";
import { PageHeader } from "~/components/pages/PageHeader";
import { escapeHtml } from "~/lib/html-text";
import { type BodyHeading, CONTENTS_FROM_HEADINGS } from "./body-headings";
import { PUBLICATION_PAGE_COPY } from "./copy";

const DATE_FORMAT = new Intl.DateTimeFormat("en-GB", { dateStyle: "long", timeZone: "UTC" });

/** What an article's or case study's page shows; the console's preview renders the same. */
export interface PublicationView {
  title: string;
  category: string;
  publishedAt: string;
  cover: { src: string; width: number; height: number; alt: string } | null;
  body: { html: string; headings: BodyHeading[] };
  /** Case studies: the pages of the services and techniques the work used. */
  used: LinkTarget[];
}

/**
 * An article or case study: its header (back link, category, title, date), for a case study its
 * cover, a contents list from three section headings up, and its text in one reading column.
 */
export function PublicationPage({
  view,
  backLink,
  showCover,
  children,
}: {
  view: PublicationView;
  backLink?: LinkTarget;
  showCover: boolean;
  /** What follows the text (the call to action). */
  children?: ReactNode;
}) {
  const { title, category, publishedAt, cover, body, used } = view;
  const date = publishedAt.slice(0, 10);
  return (
    <>
      <article>
        <PageHeader
          backLink={backLink}
          eyebrow={category ? escapeHtml(category) : undefined}
          heading={<h1>{title}</h1>}
        >
          <p className="article-date">
            <time dateTime={date}>{DATE_FORMAT.format(new Date(publishedAt))}</time>
          </p>
        </PageHeader>
        <div className="page-section">
          <div className="container narrow article-body">
            {showCover && cover ? (
              <img
                className="publication-cover"
                src={cover.src}
                alt={cover.alt}
                width={cover.width}
                height={cover.height}
                decoding="async"
              />
            ) : null}
            {body.headings.length >= CONTENTS_FROM_HEADINGS ? (
              <nav className="publication-contents" aria-labelledby="publication-contents-heading">
                <h2 id="publication-contents-heading">{PUBLICATION_PAGE_COPY.contentsHeading}</h2>
                <ol>
                  {body.headings.map((heading) => (
                    <li key={heading.id}>
                      <a href={`#${heading.id}`}>{heading.text}</a>
                    </li>
                  ))}
                </ol>
              </nav>
            ) : null}
            <div className="publication-text" dangerouslySetInnerHTML={{ __html: body.html }} />
            {used.length > 0 ? (
              <section className="publication-used" aria-labelledby="publication-used-heading">
                <h2 id="publication-used-heading">{PUBLICATION_PAGE_COPY.usedHeading}</h2>
                <ul>
                  {used.map((link) => (
                    <li key={link.href}>
                      <Link to={link.href}>{link.label}</Link>
                    </li>
                  ))}
                </ul>
              </section>
            ) : null}
          </div>
        </div>
      </article>
      {children}
    </>
  );
}
