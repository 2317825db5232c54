import { href } from "react-router";
import type { Route } from "./+types/swift-development";
import { CallToActionBand } from "~/components/pages/CallToActionBand";
import { CheckList, InfoCards } from "~/components/pages/Cards";
import { EligibilityChecker } from "~/components/pages/EligibilityChecker";
import { PageHeader } from "~/components/pages/PageHeader";
import { PageSection } from "~/components/pages/PageSection";
import { ButtonLinks } from "~/components/pages/SiteLink";
import { VideoCards } from "~/components/pages/VideoCards";
import { SWIFT_DEVELOPMENT } from "~/content/swift-development";
import { pageMeta } from "~/lib/seo";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { ...SWIFT_DEVELOPMENT.seo, path: href("/swift-development") });

export default function SwiftDevelopment() {
  const { hero, eligibility, whatYouGet, advantages, otherWays, videos } = SWIFT_DEVELOPMENT;
  return (
    <>
      <PageHeader eyebrow={hero.eyebrow} heading={<h1>{hero.title}</h1>}>
        <p>{hero.intro}</p>
      </PageHeader>
      <PageSection heading={eligibility.heading} intro={eligibility.intro} narrow>
        <EligibilityChecker />
      </PageSection>
      <PageSection heading={whatYouGet.heading} tinted>
        <InfoCards cards={whatYouGet.cards} />
      </PageSection>
      <PageSection heading={advantages.heading} narrow>
        <CheckList items={advantages.items} />
      </PageSection>
      <CallToActionBand cta={SWIFT_DEVELOPMENT.cta} />
      <PageSection heading={otherWays.heading} intro={otherWays.text} narrow>
        <ButtonLinks links={otherWays.links} variant="outline" centred />
      </PageSection>
      <PageSection heading={videos.heading} intro={videos.intro} tinted>
        <VideoCards cards={videos.cards} watchLabel={videos.watchLabel} />
      </PageSection>
    </>
  );
}
