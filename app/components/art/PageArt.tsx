import aboutUrl from "~/assets/art/page-about.svg?url&no-inline";
import algorithmDevelopmentUrl from "~/assets/art/page-algorithm-development.svg?url&no-inline";
import circuitDesignUrl from "~/assets/art/page-circuit-design.svg?url&no-inline";
import communicationUrl from "~/assets/art/page-communication.svg?url&no-inline";
import consultancyUrl from "~/assets/art/page-consultancy.svg?url&no-inline";
import digitalSignalProcessingUrl from "~/assets/art/page-digital-signal-processing.svg?url&no-inline";
import electronicDesignUrl from "~/assets/art/page-electronic-design.svg?url&no-inline";
import embeddedSoftwareUrl from "~/assets/art/page-embedded-software.svg?url&no-inline";
import historyUrl from "~/assets/art/page-history.svg?url&no-inline";
import lowPowerDesignUrl from "~/assets/art/page-low-power-design.svg?url&no-inline";
import motorControlUrl from "~/assets/art/page-motor-control.svg?url&no-inline";
import systemDevelopmentUrl from "~/assets/art/page-system-development.svg?url&no-inline";
import systemImplementationUrl from "~/assets/art/page-system-implementation.svg?url&no-inline";

/**
 * The pictures drawn for the content pages, one per subject, in one art direction: a dark board
 * panel, the brand's teal traces and cyan highlights (docs/look.md). Each is a static SVG file of
 * 1 to 1.5 KB, its own request, cached like every asset, adding no JavaScript.
 */
const PAGE_ART = {
  about: aboutUrl,
  history: historyUrl,
  "motor-control": motorControlUrl,
  consultancy: consultancyUrl,
  "electronic-design": electronicDesignUrl,
  "system-development": systemDevelopmentUrl,
  "system-implementation": systemImplementationUrl,
  "circuit-design": circuitDesignUrl,
  "embedded-software": embeddedSoftwareUrl,
  communication: communicationUrl,
  "algorithm-development": algorithmDevelopmentUrl,
  "digital-signal-processing": digitalSignalProcessingUrl,
  "low-power-design": lowPowerDesignUrl,
} as const;

export type PageArtName = keyof typeof PAGE_ART;

export function isPageArtName(name: string): name is PageArtName {
  return name in PAGE_ART;
}

/**
 * A page's picture in its header. It illustrates what the heading beside it already says, so it
 * is decorative: an empty alt text hides it from screen readers. Sized by its attributes so
 * nothing moves when it arrives, and fetched at once (never lazily): it is in the first screen.
 */
export function PageArt({ name }: { name: PageArtName }) {
  return <img className="page-header__art" src={PAGE_ART[name]} alt="" width={360} height={270} decoding="async" />;
}
