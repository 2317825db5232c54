import type { ArticleDiagramName } from "~/content/articles/article-types";
import breakEvenUrl from "~/assets/art/article-break-even.svg?url&no-inline";
import currentProfileUrl from "~/assets/art/article-current-profile.svg?url&no-inline";
import platformBlocksUrl from "~/assets/art/article-platform-blocks.svg?url&no-inline";

// Each drawing's own size (its viewBox), so the page reserves its space before it loads.
const DIAGRAMS: Record<ArticleDiagramName, { src: string; width: number; height: number }> = {
  "current-profile": { src: currentProfileUrl, width: 640, height: 360 },
  "break-even": { src: breakEvenUrl, width: 640, height: 360 },
  "platform-blocks": { src: platformBlocksUrl, width: 640, height: 420 },
};

/**
 * An article's diagram: a static SVG file drawn for the article (no JavaScript, cached like any
 * asset), informative, so its alt text says what it shows. It stands below the first section,
 * out of the first screen, so the browser may fetch it late.
 */
export function ArticleDiagram({ name, alt }: { name: ArticleDiagramName; alt: string }) {
  const { src, width, height } = DIAGRAMS[name];
  return <img src={src} alt={alt} width={width} height={height} loading="lazy" decoding="async" />;
}
