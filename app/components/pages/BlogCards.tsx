import { BLOG, type BlogCard } from "~/content/blog";
import { notify } from "~/lib/toast";
import { MediaCard } from "./Cards";

/** The static article cards; full articles do not exist yet, so 'Read More' says so in a toast. */
export function BlogCards({ cards }: { cards: readonly BlogCard[] }) {
  return (
    <ul className="card-grid card-grid--3">
      {cards.map((card) => (
        <MediaCard key={card.slug} image={card.image} label={card.category} title={card.title} text={card.excerpt}>
          <button
            type="button"
            className="button button--outline"
            aria-label={`${BLOG.readMoreLabel}: ${card.title}`}
            onClick={() => notify(BLOG.readMoreToast)}
          >
            {BLOG.readMoreLabel}
          </button>
        </MediaCard>
      ))}
    </ul>
  );
}
