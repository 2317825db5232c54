import type { ReactNode } from "react";
import { Link } from "react-router";
import type { IconCard, LinkCard, TitledText } from "~/content/page-types";
import { CardIcon } from "~/components/art/CardIcon";
import { htmlToText } from "~/lib/html-text";
import { Html } from "./Html";

// Every text these components receive is page copy as HTML (see Html.tsx). Lists are keyed by
// position: their order is fixed in code, while their texts may be edited to anything.

function gridClass(count: number) {
  return `card-grid card-grid--${count % 3 === 0 || count > 4 ? 3 : count === 4 ? 4 : 2}`;
}

/** Cards with an icon, a title and a short text. */
export function InfoCards({ cards }: { cards: readonly IconCard[] }) {
  return (
    <ul className={gridClass(cards.length)}>
      {cards.map((card, index) => (
        <li key={index} className="card">
          <CardIcon name={card.icon} />
          <Html as="h3" className="card__title" html={card.title} />
          <Html as="p" html={card.text} />
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
          <CardIcon name={card.icon} />
          <Html as={Title} className="card__title" html={card.title} />
          <Html as="p" html={card.text} />
          <Link
            to={card.href}
            className="card__link"
            aria-label={`${htmlToText(card.linkLabel)}: ${htmlToText(card.title)}`}
          >
            <Html html={card.linkLabel} />
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
      {steps.map((step, index) => (
        <li key={index} className="step-list__item">
          <Html as="h3" className="step-list__title" html={step.title} />
          <Html as="p" html={step.text} />
        </li>
      ))}
    </ol>
  );
}

/** A bulleted list with check marks (or crosses, for drawbacks). */
export function CheckList({ items, crosses }: { items: readonly string[]; crosses?: boolean }) {
  return (
    <ul className={`check-list${crosses ? " check-list--cross" : ""}`}>
      {items.map((item, index) => (
        <Html key={index} as="li" html={item} />
      ))}
    </ul>
  );
}

interface MediaCardProps {
  image: { src: string; alt: string; width: number; height: number };
  /** A short line above the title (category, duration), as HTML. */
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
      <Html as="p" className="media-card__meta" html={label} />
      <Html as="h3" className="card__title" html={title} />
      <Html as="p" html={text} />
      {children}
    </li>
  );
}
