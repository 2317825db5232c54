import { Link } from "react-router";
import type { Route } from "./+types/home";
import { ManagedContent, useContentErrorToast } from "~/components/ManagedContent";
import { HOME_COPY, organizationJsonLd } from "~/content/home";
import { loadPageContent } from "~/lib/content.server";
import { pageMeta, siteOrigin } from "~/lib/seo";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { ...HOME_COPY.meta, path: "/", jsonLd: [organizationJsonLd(siteOrigin(matches))] });

export async function loader({ context }: Route.LoaderArgs) {
  return { content: await loadPageContent(context.cloudflare.env, "home_page") };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { content } = loaderData;
  const { hero, whatWeDo, whyChooseUs, readyToInnovate } = HOME_COPY;
  useContentErrorToast(content);

  return (
    <>
      <section className="hero">
        <div className="container hero__inner">
          <p className="eyebrow">{hero.welcome}</p>
          <h1 className="hero__title">{hero.tagline}</h1>
          <ManagedContent content={content} section="core_message" as="div" className="hero__lead" />
          <div className="button-row">
            <Link to={hero.primaryButton.to} className="button button--primary">
              {hero.primaryButton.label}
            </Link>
            <Link to={hero.swiftButtonTo} className="button button--outline-light">
              <ManagedContent content={content} section="swift_button_label" as="span" kind="title" />
            </Link>
          </div>
        </div>
      </section>

      <section className="page-section" aria-labelledby="what-we-do">
        <div className="container">
          <h2 id="what-we-do" className="section-title">
            {whatWeDo.heading}
          </h2>
          <ul className="card-grid card-grid--3">
            {whatWeDo.cards.map((card) => (
              <li key={card.title} className="card">
                <h3 className="card__title">{card.title}</h3>
                <p>{card.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="page-section page-section--tinted" aria-labelledby="why-choose-us">
        <div className="container narrow">
          <h2 id="why-choose-us" className="section-title">
            {whyChooseUs.heading}
          </h2>
          <ul className="check-list">
            {whyChooseUs.bullets.map((bullet) => (
              <li key={bullet}>{bullet}</li>
            ))}
          </ul>
        </div>
      </section>

      <section className="cta-band" aria-labelledby="ready-to-innovate">
        <div className="container narrow">
          <h2 id="ready-to-innovate">{readyToInnovate.heading}</h2>
          <p>{readyToInnovate.text}</p>
          <Link to={readyToInnovate.button.to} className="button button--light">
            {readyToInnovate.button.label}
          </Link>
        </div>
      </section>
    </>
  );
}
