import { href, Link } from "react-router";
import type { Route } from "./+types/home";
import { ManagedContent, usePageCopy } from "~/features/managed-content";
import { CallToActionBand } from "~/components/pages/CallToActionBand";
import { CheckList, InfoCards } from "~/components/pages/Cards";
import { Html } from "~/components/pages/Html";
import { PageSection } from "~/components/pages/PageSection";
import { HOME_COPY, HOME_PAGE, organizationJsonLd } from "~/content/home";
import { contentPageLoader } from "~/features/managed-content/index.server";
import { pageMeta, siteOrigin } from "~/lib/seo";
import { HeroCircuit } from "~/components/art/HeroCircuit";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { ...HOME_COPY.meta, path: href("/"), jsonLd: [organizationJsonLd(siteOrigin(matches))] });

export const loader = contentPageLoader(HOME_PAGE);

export default function Home({ loaderData }: Route.ComponentProps) {
  const { content } = loaderData;
  const { hero, whatWeDo, whyChooseUs, readyToInnovate } = usePageCopy(HOME_PAGE, content);

  return (
    <>
      <section className="hero">
        <div className="container hero__inner hero__inner--art">
          <div className="hero__text">
            <Html as="p" className="eyebrow" html={hero.welcome} />
            <Html as="h1" className="hero__title" html={hero.tagline} />
            <ManagedContent content={content} section="core_message" as="div" className="hero__lead" />
            <div className="button-row">
              <Link to={hero.primaryButton.to} className="button button--primary">
                <Html html={hero.primaryButton.label} />
              </Link>
              <Link to={hero.swiftButtonTo} className="button button--outline-light">
                <ManagedContent content={content} section="swift_button_label" as="span" kind="title" />
              </Link>
            </div>
          </div>
          <HeroCircuit />
        </div>
      </section>

      <PageSection heading={whatWeDo.heading}>
        <InfoCards cards={whatWeDo.cards} />
      </PageSection>
      <PageSection heading={whyChooseUs.heading} tinted narrow>
        <CheckList items={whyChooseUs.bullets} />
      </PageSection>
      <CallToActionBand cta={readyToInnovate} />
    </>
  );
}
