import { href } from "react-router";
import type { Route } from "./+types/motor-control-design";
import { workerEnv } from "~/lib/cloudflare-context.server";
import { pageCopy, useContentErrorToast } from "~/features/managed-content";
import { CallToActionBand } from "~/components/pages/CallToActionBand";
import { InfoCards, StepList } from "~/components/pages/Cards";
import { FaqList } from "~/components/pages/FaqList";
import { Html } from "~/components/pages/Html";
import { PageHeader } from "~/components/pages/PageHeader";
import { PageSection } from "~/components/pages/PageSection";
import { ButtonLinks } from "~/components/pages/SiteLink";
import { MOTOR_CONTROL, MOTOR_CONTROL_PAGE } from "~/content/motor-control";
import { loadPageContent } from "~/features/managed-content/index.server";
import { pageMeta } from "~/lib/seo";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { ...MOTOR_CONTROL.seo, path: href("/motor-control-design") });

export async function loader({ context }: Route.LoaderArgs) {
  return { content: await loadPageContent(workerEnv(context), "motor_control_page") };
}

export default function MotorControlDesign({ loaderData }: Route.ComponentProps) {
  const { content } = loaderData;
  const copy = pageCopy(MOTOR_CONTROL_PAGE, content);
  const { hero, benefits, process, faqs } = copy;
  useContentErrorToast(content);
  return (
    <>
      <PageHeader eyebrow={hero.eyebrow} heading={<Html as="h1" html={hero.title} />}>
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
