import { Link } from "react-router";
import type { Route } from "./+types/techniques";
import { usePageCopy } from "~/features/managed-content";
import { LinkCards } from "~/components/pages/Cards";
import { Html } from "~/components/pages/Html";
import { PageHeader } from "~/components/pages/PageHeader";
import { PageSection } from "~/components/pages/PageSection";
import { TECHNIQUES_INDEX, TECHNIQUES_INDEX_PAGE, TECHNIQUES_PATH } from "~/content/techniques";
import { contentPageLoader } from "~/features/managed-content/index.server";
import { htmlToText } from "~/lib/html-text";
import { staticPageMeta } from "~/lib/seo";

export const meta: Route.MetaFunction = staticPageMeta(TECHNIQUES_INDEX.seo, TECHNIQUES_PATH);

export const loader = contentPageLoader(TECHNIQUES_INDEX_PAGE);

export default function Techniques({ loaderData }: Route.ComponentProps) {
  const { content } = loaderData;
  const copy = usePageCopy(TECHNIQUES_INDEX_PAGE, content);
  const { more } = copy;
  return (
    <>
      <PageHeader heading={<Html as="h1" html={copy.heading} />}>
        <Html as="p" html={copy.intro} />
      </PageHeader>
      <section className="page-section" aria-label={htmlToText(copy.heading)}>
        <div className="container">
          <LinkCards cards={copy.cards} titleLevel={2} />
        </div>
      </section>
      <PageSection heading={more.heading} tinted narrow>
        <ul className="link-list">
          {more.links.map((link) => (
            <li key={link.href}>
              <Link to={link.href}>
                <Html html={link.label} />
              </Link>
            </li>
          ))}
        </ul>
      </PageSection>
    </>
  );
}
