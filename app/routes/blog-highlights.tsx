import { matchPath, useMatch } from "react-router";
import type { Route } from "./+types/blog-highlights";
import { workerEnv } from "~/lib/cloudflare-context.server";
import { TopicGenerator } from "~/features/topic-generator";
import { ManagedContent, usePageCopy } from "~/features/managed-content";
import { BlogCards } from "~/components/pages/BlogCards";
import { CallToActionBand } from "~/components/pages/CallToActionBand";
import { PageHeader } from "~/components/pages/PageHeader";
import { PageSection } from "~/components/pages/PageSection";
import { BLOG, BLOG_PAGE } from "~/content/blog";
import { BLOG_PATH, HELP_CONNECT, HELP_CONNECT_PATH } from "~/content/help-connect";
import { loadPagesContent } from "~/features/managed-content/index.server";
import { publicationCards } from "~/features/publishing/index.server";
import { pageMeta } from "~/lib/seo";
import { feedLink } from "~/lib/structured-data";
import { BLOG_FEED } from "~/content/articles/links";

/** Blog highlights at its own address, at /blog, and as the index of the Help & Connect hub. */
export const meta: Route.MetaFunction = ({ matches, location }) => [
  ...(matchPath(HELP_CONNECT_PATH, location.pathname)
    ? pageMeta(matches, { ...HELP_CONNECT.seo, path: HELP_CONNECT_PATH })
    : pageMeta(matches, { ...BLOG.seo, path: BLOG_PATH })),
  feedLink(matches, BLOG_FEED),
];

/**
 * As the hub's index it also reads the hub's own texts, which the hub layout above it shows
 * (help-connect.tsx): one query for both pages, where a loader in the layout would make it two.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const env = workerEnv(context);
  const cards = publicationCards(env, "article");
  if (matchPath(HELP_CONNECT_PATH, new URL(request.url).pathname)) {
    const [content, hub] = await loadPagesContent(env, ["blog_page", "help_connect_page"]);
    return { content, hub, cards: await cards };
  }
  const [content] = await loadPagesContent(env, ["blog_page"]);
  return { content, hub: null, cards: await cards };
}

const HUB_BLOG_HEADING_ID = "hub-blog-highlights";

export default function BlogHighlights({ loaderData }: Route.ComponentProps) {
  const { content, cards } = loaderData;
  const copy = usePageCopy(BLOG_PAGE, content);
  // Under the hub's own h1 the blog title is a section heading.
  const inHub = useMatch(HELP_CONNECT_PATH) !== null;
  return (
    <>
      {inHub ? (
        // On the hub the blog is one section of the page, headed like the hub's other sections,
        // not a second page header.
        <section className="page-section page-section--tinted" aria-labelledby={HUB_BLOG_HEADING_ID}>
          <div className="container narrow">
            <ManagedContent
              content={content}
              section="title"
              as="h2"
              kind="title"
              className="section-title"
              id={HUB_BLOG_HEADING_ID}
            />
            <ManagedContent content={content} section="intro_paragraph" className="section-intro" />
            <TopicGenerator />
          </div>
        </section>
      ) : (
        <>
          <PageHeader heading={<ManagedContent content={content} section="title" as="h1" kind="title" />}>
            <ManagedContent content={content} section="intro_paragraph" />
          </PageHeader>
          {/* The generator is its own labelled section; this wrapper only lays it out. */}
          <div className="page-section page-section--compact">
            <div className="container narrow">
              <TopicGenerator />
            </div>
          </div>
        </>
      )}
      {/* Bands alternate: on the hub the blog's own section above is the tinted one. */}
      <PageSection heading={copy.articlesHeading} tinted={!inHub}>
        <BlogCards cards={cards} readMoreLabel={copy.readMoreLabel} />
      </PageSection>
      <CallToActionBand cta={copy.cta} />
    </>
  );
}
