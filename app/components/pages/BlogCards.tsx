import { READ_MORE_TOAST, type BlogCard } from "~/content/blog";
import { htmlToText } from "~/lib/html-text";
import { notify } from "~/lib/toast";
import { cardGridClass, MediaCard } from "./Cards";
import { Html } from "./Html";

/** The static article cards; full articles do not exist yet, so 'Read More' says so in a toast. */
export function BlogCards({ cards, readMoreLabel }: { cards: readonly BlogCard[]; readMoreLabel: string }) {
  return (
    <ul className={cardGridClass(cards.length)}>
      {cards.map((card) => (
        <MediaCard key={card.slug} image={card.image} label={card.category} title={card.title} text={card.excerpt}>
          <button
            type="button"
            className="button button--outline"
            aria-label={`${htmlToText(readMoreLabel)}: ${htmlToText(card.title)}`}
            onClick={() => notify(READ_MORE_TOAST)}
          >
            <Html html={readMoreLabel} />
          </button>
        </MediaCard>
      ))}
    </ul>
  );
}
