import type { ReactNode } from "react";
import { Link } from "react-router";
import type { IconCard, LinkCard, TitledText } from "~/content/page-types";
import { CardIcon } from "~/components/art/CardIcon";
import { htmlToText } from "~/lib/html-text";
import { Html } from "./Html";

// Every text these components receive is page copy as HTML (see Html.tsx). Lists are keyed by
// position: their order is fixed in code, while their texts may be edited to anything.

/** Columns of a card grid at one width, and how many cards its last row holds when it is short. */
interface GridRows {
  columns: number;
  /** Cards in a last row shorter than the others, centred under them. */
  shortLastRow?: number;
  /** The last four cards take two rows of two, under rows of three (7 cards: 3 + 2 + 2). */
  pairsLast?: boolean;
}

/** From 1024 px: up to four columns; never a last row of one card, and a shorter last row centred. */
function wideRows(count: number): GridRows {
  if (count <= 4) return { columns: count };
  if (count % 4 === 0) return { columns: 4 };
  if (count % 3 === 0) return { columns: 3 };
  if (count % 4 === 3) return { columns: 4, shortLastRow: 3 };
  if (count % 3 === 2) return { columns: 3, shortLastRow: 2 };
  if (count % 4 === 2) return { columns: 4, shortLastRow: 2 };
  return { columns: 3, pairsLast: true };
}

/** From 720 to 1023 px: two or three columns, with the same rules. */
function mediumRows(count: number): GridRows {
  if (count <= 3) return { columns: count };
  if (count % 2 === 0) return { columns: 2 };
  if (count % 3 === 0) return { columns: 3 };
  if (count % 3 === 2) return { columns: 3, shortLastRow: 2 };
  return { columns: 3, pairsLast: true };
}

function rowClasses(prefix: "md" | "lg", rows: GridRows) {
  return [
    `card-grid--${prefix}-${rows.columns}`,
    rows.shortLastRow ? `card-grid--${prefix}-last-${rows.shortLastRow}` : "",
    rows.pairsLast ? `card-grid--${prefix}-pairs-last` : "",
  ];
}

/**
 * The classes of a grid of `count` cards: its columns follow the count, so rows come out even
 * (7 cards: 4 + 3 on a wide screen, 3 + 2 + 2 on a tablet; 5 cards: 3 + 2), with a shorter last
 * row centred. One column below 720 px.
 */
export function cardGridClass(count: number) {
  return ["card-grid", ...rowClasses("md", mediumRows(count)), ...rowClasses("lg", wideRows(count))]
    .filter(Boolean)
    .join(" ");
}

/** Cards with an icon, a title and a short text. */
export function InfoCards({ cards }: { cards: readonly IconCard[] }) {
  return (
    <ul className={cardGridClass(cards.length)}>
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
    <ul className={cardGridClass(cards.length)}>
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

/** The longest item, in characters of text, of a list that reads well in two columns. */
const SHORT_ITEM_CHARACTERS = 100;

/**
 * A bulleted list with check marks (or crosses, for drawbacks). A list of short items is marked
 * as such: beside a section's heading on a wide screen it takes two columns (components.css),
 * while items of a paragraph's length keep the full line.
 */
export function CheckList({ items, crosses }: { items: readonly string[]; crosses?: boolean }) {
  const short = items.every((item) => htmlToText(item).length <= SHORT_ITEM_CHARACTERS);
  return (
    <ul className={`check-list${crosses ? " check-list--cross" : ""}${short ? " check-list--short" : ""}`}>
      {items.map((item, index) => (
        <Html key={index} as="li" html={item} />
      ))}
    </ul>
  );
}

interface MediaCardProps {
  /** Left out only for an item published before it had a picture. */
  image?: { src: string; alt: string; width: number; height: number } | null;
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
      {image ? (
        <img
          className="media-card__image"
          src={image.src}
          alt={image.alt}
          width={image.width}
          height={image.height}
          loading="lazy"
        />
      ) : null}
      <Html as="p" className="media-card__meta" html={label} />
      <Html as="h3" className="card__title" html={title} />
      <Html as="p" html={text} />
      {children}
    </li>
  );
}
