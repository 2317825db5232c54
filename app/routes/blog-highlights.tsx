import type { Route } from "./+types/blog-highlights";
import { ManagedContent, useContentErrorToast } from "~/components/ManagedContent";
import { TopicGenerator } from "~/components/blog/TopicGenerator";
import { loadPageContent } from "~/lib/content.server";

export function meta() {
  return [{ title: "Blog Highlights" }];
}

export async function loader({ context }: Route.LoaderArgs) {
  return { content: await loadPageContent(context.cloudflare.env, "blog_page") };
}

export default function BlogHighlights({ loaderData }: Route.ComponentProps) {
  const { content } = loaderData;
  useContentErrorToast(content);
  return (
    <section className="page-section">
      <div className="container">
        <ManagedContent content={content} section="title" as="h1" kind="title" />
        <ManagedContent content={content} section="intro_paragraph" />
        <TopicGenerator />
      </div>
    </section>
  );
}
