import { Link } from "react-router";
import type { BlogCard } from "~/content/blog";
import { articlePath } from "~/content/articles";
import { htmlToText } from "~/lib/html-text";
import { cardGridClass, MediaCard } from "./Cards";
import { Html } from "./Html";

/** The article cards; 'Read More' opens the article (decision 0060). */
export function BlogCards({ cards, readMoreLabel }: { cards: readonly BlogCard[]; readMoreLabel: string }) {
  return (
    <ul className={cardGridClass(cards.length)}>
      {cards.map((card) => (
        <MediaCard key={card.slug} image={card.image} label={card.category} title={card.title} text={card.excerpt}>
          <Link
            to={articlePath(card.slug)}
            className="button button--outline"
            aria-label={`${htmlToText(readMoreLabel)}: ${htmlToText(card.title)}`}
          >
            <Html html={readMoreLabel} />
          </Link>
        </MediaCard>
      ))}
    </ul>
  );
}
