import { href } from "react-router";
import type { Route } from "./+types/history";
import { CallToActionBand } from "~/components/pages/CallToActionBand";
import { InfoCards } from "~/components/pages/Cards";
import { PageHeader } from "~/components/pages/PageHeader";
import { PageSection } from "~/components/pages/PageSection";
import { HISTORY } from "~/content/history";
import { pageMeta } from "~/lib/seo";

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, { ...HISTORY.seo, path: href("/history") });

export default function History() {
  const { experience, founder, expertise, innovations } = HISTORY;
  return (
    <>
      <PageHeader heading={<h1>{HISTORY.heading}</h1>}>
        <p>{HISTORY.intro}</p>
      </PageHeader>
      <PageSection heading={experience.heading} narrow>
        <div className="stat-panel">
          <p className="stat-panel__figure">
            {experience.figure} <span className="stat-panel__label">{experience.label}</span>
          </p>
          <p>{experience.text}</p>
        </div>
      </PageSection>
      <PageSection heading={founder.heading} tinted narrow>
        <p className="prose">{founder.text}</p>
      </PageSection>
      <PageSection heading={expertise.heading}>
        <InfoCards cards={expertise.items} />
      </PageSection>
      <PageSection heading={innovations.heading} tinted>
        <InfoCards cards={innovations.items} />
      </PageSection>
      <CallToActionBand cta={HISTORY.cta} />
    </>
  );
}
