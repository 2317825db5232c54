import { data } from "react-router";
import type { Route } from "./+types/blog.$slug";
import { workerEnv } from "~/lib/cloudflare-context.server";
import { pageCopy, useContentErrorToast } from "~/features/managed-content";
import { ArticleDiagram } from "~/components/art/ArticleDiagram";
import { ArticleBody } from "~/components/pages/ArticleBody";
import { CallToActionBand } from "~/components/pages/CallToActionBand";
import { copyHeader } from "~/components/pages/DetailPage";
import { Html } from "~/components/pages/Html";
import { PageHeader } from "~/components/pages/PageHeader";
import { type Article, findArticle } from "~/content/articles";
import { articlePath, BLOG_BACK_LINK, BLOG_FEED } from "~/content/articles/links";
import type { ArticleCopy } from "~/content/articles/article-types";
import { loadPageContent } from "~/features/managed-content/index.server";
import { htmlToText } from "~/lib/html-text";
import { pageMeta, pageTitle, siteOrigin } from "~/lib/seo";
import { blogPostingJsonLd, feedLink } from "~/lib/structured-data";

/** An article of the blog, or the not-found page (HTTP 404, no content read). */
export async function loader({ params, context }: Route.LoaderArgs) {
  const article = findArticle(params.slug);
  if (!article) throw data(null, { status: 404, statusText: "Not Found" });
  const content = await loadPageContent(workerEnv(context), article.page.page);
  return { slug: article.slug, content };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const article = findArticle(loaderData?.slug);
  if (!loaderData || !article) return [{ title: pageTitle("Page not found") }, { name: "robots", content: "noindex" }];
  const copy = pageCopy<ArticleCopy>(article.page, loaderData.content);
  const path = articlePath(article.slug);
  const posting = blogPostingJsonLd(siteOrigin(matches), {
    path,
    headline: htmlToText(copy.title),
    description: copy.seo.description,
    datePublished: article.published,
  });
  return [...pageMeta(matches, { ...copy.seo, path, jsonLd: [posting] }), feedLink(matches, BLOG_FEED)];
};

const DATE_FORMAT = new Intl.DateTimeFormat("en-GB", { dateStyle: "long", timeZone: "UTC" });

export default function BlogArticle({ loaderData }: Route.ComponentProps) {
  const article = findArticle(loaderData.slug)!;
  return <ArticlePage article={article} content={loaderData.content} />;
}

function ArticlePage({
  article,
  content,
}: {
  article: Article;
  content: Route.ComponentProps["loaderData"]["content"];
}) {
  useContentErrorToast(content);
  const copy = pageCopy<ArticleCopy>(article.page, content);
  const { heading, intro } = copyHeader(copy);
  const { diagram } = article;
  return (
    <>
      <article>
        <PageHeader backLink={BLOG_BACK_LINK} eyebrow={copy.eyebrow} heading={heading}>
          <p className="article-date">
            <time dateTime={article.published}>{DATE_FORMAT.format(new Date(article.published))}</time>
          </p>
          {intro}
        </PageHeader>
        <ArticleBody
          blocks={copy.blocks}
          figureAfter={diagram.after}
          figure={
            <figure className="article-figure">
              <ArticleDiagram name={diagram.name} alt={diagram.alt} />
              <Html as="figcaption" html={copy.diagramCaption} />
            </figure>
          }
        />
      </article>
      <CallToActionBand cta={copy.cta} />
    </>
  );
}
