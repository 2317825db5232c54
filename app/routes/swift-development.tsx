import { href } from "react-router";
import type { Route } from "./+types/swift-development";
import { usePageCopy } from "~/features/managed-content";
import { CallToActionBand } from "~/components/pages/CallToActionBand";
import { CheckList, InfoCards } from "~/components/pages/Cards";
import { EligibilityChecker } from "~/components/pages/EligibilityChecker";
import { Html } from "~/components/pages/Html";
import { PageHeader } from "~/components/pages/PageHeader";
import { PageSection } from "~/components/pages/PageSection";
import { ButtonLinks } from "~/components/pages/SiteLink";
import { VideoCards } from "~/components/pages/VideoCards";
import { SWIFT_DEVELOPMENT, SWIFT_DEVELOPMENT_PAGE } from "~/content/swift-development";
import { contentPageLoader } from "~/features/managed-content/index.server";
import { staticPageMeta } from "~/lib/seo";

export const meta: Route.MetaFunction = staticPageMeta(SWIFT_DEVELOPMENT.seo, href("/swift-development"));

export const loader = contentPageLoader(SWIFT_DEVELOPMENT_PAGE);

export default function SwiftDevelopment({ loaderData }: Route.ComponentProps) {
  const { content } = loaderData;
  const copy = usePageCopy(SWIFT_DEVELOPMENT_PAGE, content);
  const { hero, eligibility, whatYouGet, advantages, otherWays, videos } = copy;
  return (
    <>
      <PageHeader eyebrow={hero.eyebrow} heading={<Html as="h1" html={hero.title} />}>
        <Html as="p" html={hero.intro} />
      </PageHeader>
      <PageSection heading={eligibility.heading} intro={eligibility.intro} narrow>
        <EligibilityChecker copy={eligibility} />
      </PageSection>
      <PageSection heading={whatYouGet.heading} tinted>
        <InfoCards cards={whatYouGet.cards} />
      </PageSection>
      <PageSection heading={advantages.heading} narrow>
        <CheckList items={advantages.items} />
      </PageSection>
      <CallToActionBand cta={copy.cta} />
      <PageSection heading={otherWays.heading} intro={otherWays.text} narrow>
        <ButtonLinks links={otherWays.links} variant="outline" />
      </PageSection>
      <PageSection heading={videos.heading} intro={videos.intro} tinted>
        <VideoCards cards={videos.cards} watchLabel={videos.watchLabel} />
      </PageSection>
    </>
  );
}
