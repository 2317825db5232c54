import heroCircuitUrl from "~/assets/hero-circuit.svg?url";

/**
 * The home hero's illustration: a microcontroller on a board, signals running along its traces.
 * It is a static SVG file shown with <img>, not inline markup, so it adds no JavaScript to the
 * page and is cached like every other asset; its animation is CSS inside the file, played once
 * and settled within five seconds (not at all under reduced motion). Purely decorative: an empty
 * alt text (HTML forbids a role beside it), so screen readers pass over it. On a phone it is the page's
 * largest paint, so it is fetched at high priority rather than behind the scripts, as images are
 * by default.
 */
export function HeroCircuit() {
  return (
    <div className="hero__art">
      <img src={heroCircuitUrl} alt="" width={560} height={440} decoding="async" fetchPriority="high" />
    </div>
  );
}
