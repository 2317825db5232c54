import type { ReactNode } from "react";
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

/**
 * Cards that lead to another page; each link's accessible name also names its card.
 * Directly under a page's h1 (an index page) the card titles are h2, so no heading level is skipped.
 */
export function LinkCards({ cards, titleLevel = 3 }: { cards: readonly LinkCard[]; titleLevel?: 2 | 3 }) {
  const Title = titleLevel === 2 ? "h2" : "h3";
  return (
    <ul className={gridClass(cards.length)}>
      {cards.map((card) => (
        <li key={card.href} className="card card--link">
          <Title className="card__title">{card.title}</Title>
          <p>{card.text}</p>
          <Link to={card.href} className="card__link" aria-label={`${card.linkLabel}: ${card.title}`}>
            {card.linkLabel}
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

/** A bulleted list with check marks (or crosses, for drawbacks). */
export function CheckList({ items, crosses }: { items: readonly string[]; crosses?: boolean }) {
  return (
    <ul className={`check-list${crosses ? " check-list--cross" : ""}`}>
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

interface MediaCardProps {
  image: { src: string; alt: string; width: number; height: number };
  /** A short line above the title (category, duration). */
  label: string;
  title: string;
  text: string;
  /** The card's action: a button or a link. */
  children: ReactNode;
}

/** A card led by an illustration with explicit dimensions, so the layout does not shift. */
export function MediaCard({ image, label, title, text, children }: MediaCardProps) {
  return (
    <li className="card media-card">
      <img
        className="media-card__image"
        src={image.src}
        alt={image.alt}
        width={image.width}
        height={image.height}
        loading="lazy"
      />
      <p className="media-card__meta">{label}</p>
      <h3 className="card__title">{title}</h3>
      <p>{text}</p>
      {children}
    </li>
  );
}
