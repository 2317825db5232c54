import { data, redirect } from "react-router";
import type { Route } from "./+types/blog.$slug";
import { workerEnv } from "~/lib/cloudflare-context.server";
import { pageCopy, useContentErrorToast } from "~/features/managed-content";
import { PublicationPage } from "~/features/publishing";
import { CallToActionBand } from "~/components/pages/CallToActionBand";
import { BLOG_PAGE } from "~/content/blog";
import { BLOG_BACK_LINK, BLOG_FEED } from "~/content/articles/links";
import { loadPageContent } from "~/features/managed-content/index.server";
import { loadPublicationPage } from "~/features/publishing/index.server";
import { pageMeta, pageTitle, siteOrigin } from "~/lib/seo";
import { blogPostingJsonLd, feedLink } from "~/lib/structured-data";

/** A published article (D1), a 301 from an address it had before, or the not-found page (404). */
export async function loader({ params, context }: Route.LoaderArgs) {
  const env = workerEnv(context);
  const page = await loadPublicationPage(env, "article", params.slug);
  if (!page) throw data(null, { status: 404, statusText: "Not Found" });
  if ("movedTo" in page) throw redirect(page.movedTo, 301);
  // The blog's closing call to action follows every article.
  const content = await loadPageContent(env, "blog_page");
  return { ...page, content };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  if (!loaderData) return [{ title: pageTitle("Page not found") }, { name: "robots", content: "noindex" }];
  const { seo } = loaderData;
  const posting = blogPostingJsonLd(siteOrigin(matches), {
    path: seo.path,
    headline: loaderData.view.title,
    description: seo.description,
    datePublished: seo.datePublished,
  });
  return [
    ...pageMeta(matches, {
      title: pageTitle(seo.title),
      description: seo.description,
      path: seo.path,
      jsonLd: [posting],
    }),
    feedLink(matches, BLOG_FEED),
  ];
};

export default function BlogArticle({ loaderData }: Route.ComponentProps) {
  const { view, content } = loaderData;
  useContentErrorToast(content);
  const { cta } = pageCopy(BLOG_PAGE, content);
  return (
    <PublicationPage view={view} backLink={BLOG_BACK_LINK} showCover={false}>
      <CallToActionBand cta={cta} />
    </PublicationPage>
  );
}
