import { Link } from "react-router";
import { CONTACT_COPY } from "./copy";

/** The direct contact details beside the form, and the way to the voice-idea recorder. */
export function ContactDetails() {
  const { details, voice } = CONTACT_COPY;
  return (
    <aside className="contact-details" aria-labelledby="contact-details-heading">
      <h2 id="contact-details-heading">{details.heading}</h2>
      <dl className="contact-details__list">
        <div>
          <dt>{details.emailLabel}</dt>
          <dd>
            <a href={`mailto:${details.email}`}>{details.email}</a>
          </dd>
        </div>
        <div>
          <dt>{details.regionLabel}</dt>
          <dd>{details.region}</dd>
        </div>
      </dl>
      <p>{details.responseTime}</p>
      <div className="contact-details__voice">
        <h3>{voice.heading}</h3>
        <p>{voice.text}</p>
        <Link to={voice.link.to} className="button button--outline">
          {voice.link.label}
        </Link>
      </div>
    </aside>
  );
}
