import { Link } from "react-router";
import type { BlogCard } from "~/content/blog";
import { articlePath } from "~/content/articles/links";
import { htmlToText } from "~/lib/html-text";
import { cardGridClass, MediaCard } from "./Cards";
import { Html } from "./Html";

/** The article cards; 'Read More' opens the article (decision 0060). */
export function BlogCards({ cards, readMoreLabel }: { cards: readonly BlogCard[]; readMoreLabel: string }) {
  return (
    <ul className={cardGridClass(cards.length)}>
      {cards.map((card) => (
        <MediaCard key={card.slug} image={card.image} label={card.category} title={card.title} text={card.excerpt}>
          {/* The title inside the link, unseen, makes its text say where it goes (the spec's label
              alone reads the same on every card, which search engines and screen-reader link
              lists cannot tell apart); the visible label stays the start of its name. */}
          <Link to={articlePath(card.slug)} className="button button--outline">
            <Html html={readMoreLabel} />
            <span className="visually-hidden">: {htmlToText(card.title)}</span>
          </Link>
        </MediaCard>
      ))}
    </ul>
  );
}
