import { href } from "react-router";
import type { Route } from "./+types/motor-control-design";
import { CallToActionBand } from "~/components/pages/CallToActionBand";
import { InfoCards, StepList } from "~/components/pages/Cards";
import { FaqList } from "~/components/pages/FaqList";
import { PageHeader } from "~/components/pages/PageHeader";
import { PageSection } from "~/components/pages/PageSection";
import { ButtonLinks } from "~/components/pages/SiteLink";
import { MOTOR_CONTROL } from "~/content/motor-control";
import { pageMeta } from "~/lib/seo";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { ...MOTOR_CONTROL.seo, path: href("/motor-control-design") });

export default function MotorControlDesign() {
  const { hero, benefits, process, faqs } = MOTOR_CONTROL;
  return (
    <>
      <PageHeader eyebrow={hero.eyebrow} heading={<h1>{hero.title}</h1>}>
        <p>{hero.intro}</p>
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
      <CallToActionBand cta={MOTOR_CONTROL.closingCta} />
    </>
  );
}
