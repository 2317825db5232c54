import { Link } from "react-router";
import type { Route } from "./+types/techniques";
import { LinkCards } from "~/components/pages/Cards";
import { PageHeader } from "~/components/pages/PageHeader";
import { PageSection } from "~/components/pages/PageSection";
import { TECHNIQUES_INDEX, TECHNIQUES_PATH } from "~/content/techniques";
import { pageMeta } from "~/lib/seo";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { ...TECHNIQUES_INDEX.seo, path: TECHNIQUES_PATH });

export default function Techniques() {
  const { more } = TECHNIQUES_INDEX;
  return (
    <>
      <PageHeader heading={<h1>{TECHNIQUES_INDEX.heading}</h1>}>
        <p>{TECHNIQUES_INDEX.intro}</p>
      </PageHeader>
      <section className="page-section" aria-label={TECHNIQUES_INDEX.heading}>
        <div className="container">
          <LinkCards cards={TECHNIQUES_INDEX.cards} titleLevel={2} />
        </div>
      </section>
      <PageSection heading={more.heading} tinted narrow>
        <ul className="link-list">
          {more.links.map((link) => (
            <li key={link.href}>
              <Link to={link.href}>{link.label}</Link>
            </li>
          ))}
        </ul>
      </PageSection>
    </>
  );
}
