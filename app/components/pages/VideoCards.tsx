import type { VideoCard } from "~/content/swift-development";
import { htmlToText } from "~/lib/html-text";
import { videoSearchHref } from "~/lib/links";
import { cardGridClass, MediaCard } from "./Cards";
import { Html } from "./Html";

/**
 * Video cards open the video site's search for their topic in a new tab; the whole card is the
 * link's target area. Texts are page copy, as HTML.
 */
export function VideoCards({ cards, watchLabel }: { cards: readonly VideoCard[]; watchLabel: string }) {
  return (
    <ul className={cardGridClass(cards.length)}>
      {cards.map((video) => (
        <MediaCard
          key={video.searchQuery}
          image={video.thumbnail}
          // <time> keeps the unit as written ("45 s") inside the meta line's capitals.
          label={`<time datetime="PT${video.durationSeconds}S">${video.durationSeconds} s</time>`}
          title={video.title}
          text={video.description}
        >
          <a
            className="card__link card__link--whole-card"
            href={videoSearchHref(video.searchQuery)}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`${htmlToText(watchLabel)}: ${htmlToText(video.title)} (opens in a new tab)`}
          >
            <Html html={watchLabel} />
            <span aria-hidden="true"> ↗</span>
          </a>
        </MediaCard>
      ))}
    </ul>
  );
}
