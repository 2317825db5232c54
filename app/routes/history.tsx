import { href } from "react-router";
import type { Route } from "./+types/history";
import { usePageCopy } from "~/features/managed-content";
import { CallToActionBand } from "~/components/pages/CallToActionBand";
import { InfoCards } from "~/components/pages/Cards";
import { Html } from "~/components/pages/Html";
import { PageHeader } from "~/components/pages/PageHeader";
import { PageSection } from "~/components/pages/PageSection";
import { HISTORY, HISTORY_PAGE } from "~/content/history";
import { contentPageLoader } from "~/features/managed-content/index.server";
import { staticPageMeta } from "~/lib/seo";
import historyArt from "~/assets/art/page-history.svg?url&no-inline";

export const meta: Route.MetaFunction = staticPageMeta(HISTORY.seo, href("/history"));

export const loader = contentPageLoader(HISTORY_PAGE);

export default function History({ loaderData }: Route.ComponentProps) {
  const { content } = loaderData;
  const copy = usePageCopy(HISTORY_PAGE, content);
  const { experience, founder, expertise, innovations } = copy;
  return (
    <>
      <PageHeader art={historyArt} heading={<Html as="h1" html={copy.heading} />}>
        <Html as="p" html={copy.intro} />
      </PageHeader>
      <PageSection heading={experience.heading} narrow>
        <div className="stat-panel">
          <p className="stat-panel__figure">
            {experience.figure} <Html className="stat-panel__label" html={experience.label} />
          </p>
          <Html as="p" html={experience.text} />
        </div>
      </PageSection>
      <PageSection heading={founder.heading} tinted narrow>
        <Html as="p" className="prose" html={founder.text} />
      </PageSection>
      <PageSection heading={expertise.heading}>
        <InfoCards cards={expertise.items} />
      </PageSection>
      <PageSection heading={innovations.heading} tinted>
        <InfoCards cards={innovations.items} />
      </PageSection>
      <CallToActionBand cta={copy.cta} />
    </>
  );
}
