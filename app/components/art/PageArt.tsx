/**
 * A page's picture in its header (app/assets/art/page-*.svg, one per subject, in one art
 * direction: a dark board panel, the brand's teal traces and cyan highlights; docs/look.md). Each
 * page imports its own file's address (`?url&no-inline`), so a page's JavaScript names one
 * picture, not the whole set. It illustrates what the heading beside it already says, so it is
 * decorative: an empty alt text hides it from screen readers. Sized by its attributes so nothing
 * moves when it arrives, and fetched at once (never lazily): it is in the first screen.
 */
export function PageArt({ src }: { src: string }) {
  return <img className="page-header__art" src={src} alt="" width={360} height={270} decoding="async" />;
}
