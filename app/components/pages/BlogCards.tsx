import { BLOG, type BlogCard } from "~/content/blog";
import { notify } from "~/lib/toast";

/** The static article cards; full articles do not exist yet, so 'Read More' says so in a toast. */
export function BlogCards({ cards }: { cards: readonly BlogCard[] }) {
  return (
    <ul className="card-grid card-grid--3">
      {cards.map((card) => (
        <li key={card.slug} className="card media-card">
          <img
            className="media-card__image"
            src={card.image.src}
            alt={card.image.alt}
            width={card.image.width}
            height={card.image.height}
            loading="lazy"
          />
          <p className="media-card__meta">{card.category}</p>
          <h3 className="card__title">{card.title}</h3>
          <p>{card.excerpt}</p>
          <button type="button" className="button button--outline" onClick={() => notify(BLOG.readMoreToast)}>
            {BLOG.readMoreLabel}
            <span className="visually-hidden">: {card.title}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
