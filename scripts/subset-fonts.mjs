// The brand faces' core subsets (`npm run fonts`, after a @fontsource update or a change below).
// Every page loads these two small files; the full Latin files they are cut from stay as a second
// face of the same family, which a browser downloads only for a page that has one of the rarer
// characters (an accented name, say). See docs/decisions/0028-brand-fonts-cut-to-what-pages-use.md.
// The output is committed: the build stays a plain Vite build, and tests/unit/brand-fonts.test.ts
// checks that the files, fonts.css and the site's copy still agree with this list.
import { readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import fontverter from "fontverter";
import { Blob, Face } from "harfbuzzjs";
import subsetFont from "subset-font";

const require = createRequire(import.meta.url);

/** Code points of the core subsets: printable ASCII plus the punctuation and signs copy uses. */
export const CORE_RANGES = [
  [0x20, 0x7e], // printable ASCII
  [0xa0, 0xa0], // no-break space
  [0xa9, 0xa9], // ©
  [0xae, 0xae], // ®
  [0xb0, 0xb0], // °
  [0xb2, 0xb3], // ² ³
  [0xb7, 0xb7], // ·
  [0xd7, 0xd7], // × (the close buttons' cross)
  [0x2013, 0x2014], // – —
  [0x2018, 0x201a], // ‘ ’ ‚
  [0x201c, 0x201d], // “ ”
  [0x2022, 0x2022], // •
  [0x2026, 0x2026], // …
  [0x20ac, 0x20ac], // €
  [0x2122, 0x2122], // ™
];

/** The unicode-range of @fontsource's "latin" files, which the full faces keep serving. */
export const FULL_LATIN_RANGES = [
  [0x0000, 0x00ff],
  [0x0131, 0x0131],
  [0x0152, 0x0153],
  [0x02bb, 0x02bc],
  [0x02c6, 0x02c6],
  [0x02da, 0x02da],
  [0x02dc, 0x02dc],
  [0x0304, 0x0304],
  [0x0308, 0x0308],
  [0x0329, 0x0329],
  [0x2000, 0x206f],
  [0x20ac, 0x20ac],
  [0x2122, 0x2122],
  [0x2191, 0x2191],
  [0x2193, 0x2193],
  [0x2212, 0x2212],
  [0x2215, 0x2215],
  [0xfeff, 0xfeff],
  [0xfffd, 0xfffd],
];

/**
 * Each core face: the variable file it is cut from and the weights it keeps (the widest range the
 * stylesheets ask of that family; a weight outside it renders at the nearest end).
 */
export const BRAND_FACES = [
  {
    family: "Inter",
    source: "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2",
    output: "app/assets/fonts/inter-core-wght.woff2",
    weights: { min: 400, max: 800 },
  },
  {
    family: "Space Grotesk",
    source: "@fontsource-variable/space-grotesk/files/space-grotesk-latin-wght-normal.woff2",
    output: "app/assets/fonts/space-grotesk-core-wght.woff2",
    weights: { min: 500, max: 700 },
  },
];

export const codePoints = (ranges) =>
  ranges.flatMap(([first, last]) => Array.from({ length: last - first + 1 }, (_, i) => first + i));

const hex = (codePoint) => codePoint.toString(16).toUpperCase().padStart(4, "0");

/** A CSS unicode-range value for a set of code points, as runs of consecutive ones. */
export function unicodeRange(points) {
  const sorted = [...new Set(points)].sort((a, b) => a - b);
  const runs = [];
  for (const point of sorted) {
    const last = runs.at(-1);
    if (last && point === last[1] + 1) last[1] = point;
    else runs.push([point, point]);
  }
  return runs.map(([first, last]) => (first === last ? `U+${hex(first)}` : `U+${hex(first)}-${hex(last)}`)).join(", ");
}

/** The full faces' range: what @fontsource's Latin file covers and the core does not. */
export function restOfLatinRange() {
  const core = new Set(codePoints(CORE_RANGES));
  return unicodeRange(codePoints(FULL_LATIN_RANGES).filter((point) => !core.has(point)));
}

/** The core subset of one face, as WOFF2 bytes. */
export function subsetBrandFace(face) {
  const text = String.fromCodePoint(...codePoints(CORE_RANGES));
  return subsetFont(readFileSync(require.resolve(face.source)), text, {
    targetFormat: "woff2",
    variationAxes: { wght: face.weights },
  });
}

/** The code points a font file (WOFF2 or plain OpenType) has glyphs for, ascending. */
export async function fontCodePoints(bytes) {
  const face = new Face(new Blob(await fontverter.convert(bytes, "sfnt")));
  return [...face.collectUnicodes()].sort((a, b) => a - b);
}

// Run as `npm run fonts`; imported by the unit test, it only exports.
if (import.meta.main) {
  for (const face of BRAND_FACES) {
    const bytes = await subsetBrandFace(face);
    writeFileSync(face.output, bytes);
    console.log(`${face.output}: ${bytes.length} bytes`);
  }
  console.log(`unicode-range of the core faces: ${unicodeRange(codePoints(CORE_RANGES))}`);
  console.log(`unicode-range of the full faces: ${restOfLatinRange()}`);
}
