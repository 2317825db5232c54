import { href } from "react-router";
import type { Route } from "./+types/swift-development";
import { workerEnv } from "~/lib/cloudflare-context.server";
import { pageCopy, useContentErrorToast } from "~/features/managed-content";
import { CallToActionBand } from "~/components/pages/CallToActionBand";
import { CheckList, InfoCards } from "~/components/pages/Cards";
import { EligibilityChecker } from "~/components/pages/EligibilityChecker";
import { Html } from "~/components/pages/Html";
import { PageHeader } from "~/components/pages/PageHeader";
import { PageSection } from "~/components/pages/PageSection";
import { ButtonLinks } from "~/components/pages/SiteLink";
import { VideoCards } from "~/components/pages/VideoCards";
import { SWIFT_DEVELOPMENT, SWIFT_DEVELOPMENT_PAGE } from "~/content/swift-development";
import { loadPageContent } from "~/features/managed-content/index.server";
import { pageMeta } from "~/lib/seo";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { ...SWIFT_DEVELOPMENT.seo, path: href("/swift-development") });

export async function loader({ context }: Route.LoaderArgs) {
  return { content: await loadPageContent(workerEnv(context), "swift_development_page") };
}

export default function SwiftDevelopment({ loaderData }: Route.ComponentProps) {
  const { content } = loaderData;
  const copy = pageCopy(SWIFT_DEVELOPMENT_PAGE, content);
  const { hero, eligibility, whatYouGet, advantages, otherWays, videos } = copy;
  useContentErrorToast(content);
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
