import { href } from "react-router";
import type { Route } from "./+types/motor-control-design";
import { usePageCopy } from "~/features/managed-content";
import { CallToActionBand } from "~/components/pages/CallToActionBand";
import { InfoCards, StepList } from "~/components/pages/Cards";
import { FaqList } from "~/components/pages/FaqList";
import { Html } from "~/components/pages/Html";
import { PageHeader } from "~/components/pages/PageHeader";
import { PageSection } from "~/components/pages/PageSection";
import { ButtonLinks } from "~/components/pages/SiteLink";
import { MOTOR_CONTROL, MOTOR_CONTROL_PAGE } from "~/content/motor-control";
import { contentPageLoader } from "~/features/managed-content/index.server";
import { staticPageMeta } from "~/lib/seo";
import motorControlArt from "~/assets/art/page-motor-control.svg?url&no-inline";

export const meta: Route.MetaFunction = staticPageMeta(MOTOR_CONTROL.seo, href("/motor-control-design"));

export const loader = contentPageLoader(MOTOR_CONTROL_PAGE);

export default function MotorControlDesign({ loaderData }: Route.ComponentProps) {
  const { content } = loaderData;
  const copy = usePageCopy(MOTOR_CONTROL_PAGE, content);
  const { hero, benefits, process, faqs } = copy;
  return (
    <>
      <PageHeader art={motorControlArt} eyebrow={hero.eyebrow} heading={<Html as="h1" html={hero.title} />}>
        <Html as="p" html={hero.intro} />
        <ButtonLinks links={[hero.cta]} variant="primary" />
      </PageHeader>
      <PageSection heading={benefits.heading}>
        <InfoCards cards={benefits.items} />
      </PageSection>
      <PageSection heading={process.heading} tinted>
        <StepList steps={process.steps} />
      </PageSection>
      <PageSection heading={faqs.heading} narrow>
        <FaqList items={faqs.items} />
      </PageSection>
      <CallToActionBand cta={copy.closingCta} />
    </>
  );
}
