import algorithmDevelopmentUrl from "~/assets/art/page-algorithm-development.svg?url&no-inline";
import circuitDesignUrl from "~/assets/art/page-circuit-design.svg?url&no-inline";
import communicationUrl from "~/assets/art/page-communication.svg?url&no-inline";
import digitalSignalProcessingUrl from "~/assets/art/page-digital-signal-processing.svg?url&no-inline";
import embeddedSoftwareUrl from "~/assets/art/page-embedded-software.svg?url&no-inline";
import lowPowerDesignUrl from "~/assets/art/page-low-power-design.svg?url&no-inline";

/** Each technique's picture (PageArt), by the technique's slug: only the technique page loads this table. */
const TECHNIQUE_ART: Readonly<Record<string, string>> = {
  "circuit-design": circuitDesignUrl,
  "embedded-software": embeddedSoftwareUrl,
  communication: communicationUrl,
  "algorithm-development": algorithmDevelopmentUrl,
  "digital-signal-processing": digitalSignalProcessingUrl,
  "low-power-design": lowPowerDesignUrl,
};

/** The address of a technique's picture, or undefined for a slug without one. */
export function techniqueArt(slug: string): string | undefined {
  return Object.hasOwn(TECHNIQUE_ART, slug) ? TECHNIQUE_ART[slug] : undefined;
}
