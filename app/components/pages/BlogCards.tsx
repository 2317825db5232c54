import { Link } from "react-router";
import type { PublicationCard } from "~/features/publishing";
import { escapeHtml } from "~/lib/html-text";
import { cardGridClass, MediaCard } from "./Cards";
import { Html } from "./Html";

/** The cards of published articles or case studies; 'Read More' opens the item (decision 0060). */
export function BlogCards({ cards, readMoreLabel }: { cards: readonly PublicationCard[]; readMoreLabel: string }) {
  return (
    <ul className={cardGridClass(cards.length)}>
      {cards.map((card) => (
        <MediaCard
          key={card.href}
          image={card.cover}
          label={escapeHtml(card.category)}
          title={escapeHtml(card.title)}
          text={escapeHtml(card.summary)}
        >
          {/* The title inside the link, unseen, makes its text say where it goes (the spec's label
              alone reads the same on every card, which search engines and screen-reader link
              lists cannot tell apart); the visible label stays the start of its name. */}
          <Link to={card.href} className="button button--outline">
            <Html html={readMoreLabel} />
            <span className="visually-hidden">: {card.title}</span>
          </Link>
        </MediaCard>
      ))}
    </ul>
  );
}
