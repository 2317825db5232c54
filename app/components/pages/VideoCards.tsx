import type { VideoCard } from "~/content/swift-development";
import { videoSearchHref } from "~/lib/links";

/** Video cards open the video site's search for their topic in a new tab. */
export function VideoCards({ cards, watchLabel }: { cards: readonly VideoCard[]; watchLabel: string }) {
  return (
    <ul className="card-grid card-grid--2">
      {cards.map((video) => (
        <li key={video.title} className="card media-card">
          <img
            className="media-card__image"
            src={video.thumbnail.src}
            alt={video.thumbnail.alt}
            width={video.thumbnail.width}
            height={video.thumbnail.height}
            loading="lazy"
          />
          <p className="media-card__meta">{video.durationSeconds} s</p>
          <h3 className="card__title">{video.title}</h3>
          <p>{video.description}</p>
          <a className="card__link" href={videoSearchHref(video.searchQuery)} target="_blank" rel="noopener noreferrer">
            {watchLabel}
            <span className="visually-hidden">: {video.title} (opens in a new tab)</span>
            <span aria-hidden="true"> ↗</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
