import type { Route } from "./+types/swift-development";
import { CallToActionBand } from "~/components/pages/CallToActionBand";
import { InfoCards } from "~/components/pages/Cards";
import { EligibilityChecker } from "~/components/pages/EligibilityChecker";
import { PageHeader } from "~/components/pages/PageHeader";
import { PageSection } from "~/components/pages/PageSection";
import { SiteLink } from "~/components/pages/SiteLink";
import { VideoCards } from "~/components/pages/VideoCards";
import { SWIFT_DEVELOPMENT } from "~/content/swift-development";
import { pageMeta } from "~/lib/seo";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { ...SWIFT_DEVELOPMENT.seo, path: "/swift-development" });

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
        <ul className="check-list">
          {advantages.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </PageSection>
      <CallToActionBand cta={SWIFT_DEVELOPMENT.cta} />
      <PageSection heading={otherWays.heading} intro={otherWays.text} narrow>
        <div className="button-row button-row--center">
          {otherWays.links.map((link) => (
            <SiteLink key={link.href} href={link.href} className="button button--outline">
              {link.label}
            </SiteLink>
          ))}
        </div>
      </PageSection>
      <PageSection heading={videos.heading} intro={videos.intro} tinted>
        <VideoCards cards={videos.cards} watchLabel={videos.watchLabel} />
      </PageSection>
    </>
  );
}
