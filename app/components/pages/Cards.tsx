import { Link } from "react-router";
import type { LinkCard, TitledText } from "~/content/page-types";

function gridClass(count: number) {
  return `card-grid card-grid--${count % 3 === 0 || count > 4 ? 3 : count === 4 ? 4 : 2}`;
}

/** Cards with a title and a short text. */
export function InfoCards({ cards }: { cards: readonly TitledText[] }) {
  return (
    <ul className={gridClass(cards.length)}>
      {cards.map((card) => (
        <li key={card.title} className="card">
          <h3 className="card__title">{card.title}</h3>
          <p>{card.text}</p>
        </li>
      ))}
    </ul>
  );
}

/** Cards that lead to another page; the link names its card for screen-reader users. */
export function LinkCards({ cards }: { cards: readonly LinkCard[] }) {
  return (
    <ul className={gridClass(cards.length)}>
      {cards.map((card) => (
        <li key={card.href} className="card card--link">
          <h3 className="card__title">{card.title}</h3>
          <p>{card.text}</p>
          <Link to={card.href} className="card__link">
            {card.linkLabel}
            <span className="visually-hidden">: {card.title}</span>
            <span aria-hidden="true"> →</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** Numbered steps of a process. */
export function StepList({ steps }: { steps: readonly TitledText[] }) {
  return (
    <ol className="step-list">
      {steps.map((step) => (
        <li key={step.title} className="step-list__item">
          <h3 className="step-list__title">{step.title}</h3>
          <p>{step.text}</p>
        </li>
      ))}
    </ol>
  );
}
