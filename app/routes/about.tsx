import { href } from "react-router";
import type { Route } from "./+types/about";
import { ManagedContent, usePageCopy } from "~/features/managed-content";
import { CallToActionBand } from "~/components/pages/CallToActionBand";
import { InfoCards } from "~/components/pages/Cards";
import { Html } from "~/components/pages/Html";
import { PageHeader } from "~/components/pages/PageHeader";
import { PageSection } from "~/components/pages/PageSection";
import { VoiceIdeaForm } from "~/features/voice-idea";
import { ABOUT, ABOUT_PAGE } from "~/content/about";
import { contentPageLoader } from "~/features/managed-content/index.server";
import { staticPageMeta } from "~/lib/seo";
import aboutArt from "~/assets/art/page-about.svg?url&no-inline";

export const meta: Route.MetaFunction = staticPageMeta(ABOUT.seo, href("/about"));

export const loader = contentPageLoader(ABOUT_PAGE);

export default function About({ loaderData }: Route.ComponentProps) {
  const { content } = loaderData;
  const copy = usePageCopy(ABOUT_PAGE, content);
  const { intro, whatWeDo, aiVision, collaborate } = copy;
  return (
    <>
      <PageHeader art={aboutArt} eyebrow={intro.eyebrow} heading={<Html as="h1" html={intro.heading} />}>
        <Html as="p" html={intro.text} />
      </PageHeader>
      <PageSection heading={copy.whoWeAreHeading} narrow>
        <ManagedContent content={content} section="who_we_are" className="prose" />
      </PageSection>
      <PageSection heading={whatWeDo.heading} tinted>
        <InfoCards cards={whatWeDo.cards} />
      </PageSection>
      <PageSection heading={aiVision.heading} narrow>
        <div className="quote-list">
          {aiVision.quotes.map((quote, index) => (
            <blockquote key={index} className="quote">
              <Html as="p" html={quote} />
            </blockquote>
          ))}
        </div>
      </PageSection>
      <section
        id="speak-your-vision"
        className="page-section page-section--tinted"
        aria-labelledby="speak-your-vision-heading"
      >
        <div className="container narrow">
          <Html as="h2" id="speak-your-vision-heading" className="section-title" html={copy.speakYourVisionHeading} />
          <VoiceIdeaForm />
        </div>
      </section>
      <CallToActionBand cta={collaborate} />
    </>
  );
}
