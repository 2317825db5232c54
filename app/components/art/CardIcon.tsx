import type { IconName } from "~/content/page-types";

// With ?no-inline the sprite stays a file of its own: an SVG <use> cannot point into a data URL.
import cardIconsUrl from "~/assets/card-icons.svg?url&no-inline";

/**
 * A card's icon: one symbol of the site's icon sprite, drawn for it on a 24-unit grid with round
 * 1.75-unit strokes in the current colour, so one stylesheet rule colours them all. The drawings
 * live in that cacheable file rather than in the page's JavaScript and markup; each card names
 * its symbol.
 */
export function CardIcon({ name }: { name: IconName }) {
  return (
    <span className="card__icon" aria-hidden="true">
      <svg viewBox="0 0 24 24" width="24" height="24" focusable="false">
        <use href={`${cardIconsUrl}#${name}`} />
      </svg>
    </span>
  );
}
