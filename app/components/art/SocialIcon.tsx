// The site's icon sprite (CardIcon.tsx), which holds the social-network marks too.
import iconSpriteUrl from "~/assets/card-icons.svg?url&no-inline";

/**
 * The footer's mark of a social network: a symbol of the site's icon sprite (`social-` and the
 * network's name in lower case), simplified and drawn in strokes like the card icons, so it sits
 * with the rest of the site's artwork; the drawing stays in that cached file, out of every page's
 * JavaScript. Decorative: the link's text beside it names the network.
 */
export function SocialIcon({ name }: { name: string }) {
  return (
    <svg className="social-links__icon" viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      <use href={`${iconSpriteUrl}#social-${name.toLowerCase()}`} />
    </svg>
  );
}
