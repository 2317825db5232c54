import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";

/** The rules every audit runs: WCAG 2.0 and 2.1, A and AA, and axe's best practices. */
export const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"];

// The same axe-core that @axe-core/playwright depends on, minified: by default the builder sends
// the 1.4 MB unminified build into the page, twice per audit. On a busy machine that took longer
// than the audit itself.
const requireFromAxeBuilder = createRequire(createRequire(import.meta.url).resolve("@axe-core/playwright"));
const AXE_SOURCE = readFileSync(requireFromAxeBuilder.resolve("axe-core/axe.min.js"), "utf8");

/**
 * An axe audit of the page (or of the part `include` selects) with AXE_TAGS, as one line per
 * violated rule with the elements that violate it; [] when there is none.
 *
 * Legacy mode runs axe in the page itself. The default mode opens a blank page for every audit to
 * merge the results of cross-origin frames, which the site does not have; same-origin frames are
 * still audited. Only violations are reported in full, since only they are asserted on.
 */
export async function axeViolations(page: Page, include?: string): Promise<string[]> {
  const builder = new AxeBuilder({ page, axeSource: AXE_SOURCE })
    .options({ runOnly: { type: "tag", values: AXE_TAGS }, resultTypes: ["violations"] })
    .setLegacyMode(true);
  if (include) builder.include(include);
  const { violations } = await builder.analyze();
  return violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
  );
}
