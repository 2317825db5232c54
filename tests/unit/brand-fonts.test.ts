import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  BRAND_FACES,
  codePoints,
  CORE_RANGES,
  FULL_LATIN_RANGES,
  fontCodePoints,
  restOfLatinRange,
  subsetBrandFace,
  unicodeRange,
} from "../../scripts/subset-fonts.mjs";

const fontsCss = readFileSync("app/styles/fonts.css", "utf8");
const normalise = (range: string) => range.replace(/\s+/g, " ").trim();

/** The @font-face rules of one family in fonts.css: their src, weights and unicode-range. */
function facesOf(family: string) {
  return [...fontsCss.matchAll(/@font-face\s*{([^}]*)}/g)]
    .map(([, body = ""]) => ({
      family: /font-family:\s*"([^"]+)"/.exec(body)?.[1],
      src: /src:\s*url\("([^"]+)"\)/.exec(body)?.[1],
      weight: /font-weight:\s*([^;]+);/.exec(body)?.[1],
      range: normalise(/unicode-range:\s*([^;]+);/.exec(body)?.[1] ?? ""),
    }))
    .filter((face) => face.family === family);
}

describe("brand fonts", () => {
  it.each(BRAND_FACES)("the committed $family core file is what `npm run fonts` makes today", async (face) => {
    const committed = readFileSync(face.output);
    expect(Buffer.from(await subsetBrandFace(face)).equals(committed)).toBe(true);
    expect(unicodeRange(await fontCodePoints(committed))).toBe(unicodeRange(codePoints(CORE_RANGES)));
  });

  it.each(BRAND_FACES)("fonts.css serves $family as the core file plus the full file for the rest", (face) => {
    const faces = facesOf(face.family);
    expect(faces).toHaveLength(2);
    const [core, full] = faces as [(typeof faces)[number], (typeof faces)[number]];
    expect(core.src).toBe(`../assets/fonts/${path.basename(face.output)}`);
    expect(core.range).toBe(unicodeRange(codePoints(CORE_RANGES)));
    expect(full.src).toBe(face.source);
    expect(full.range).toBe(restOfLatinRange());
    // Browsers split a family by unicode-range only among faces whose other descriptors match.
    expect(core.weight).toBe(`${face.weights.min} ${face.weights.max}`);
    expect(full.weight).toBe(core.weight);
  });

  it("the site's own copy needs no character of the full files, so no page of it downloads one", () => {
    const core = new Set(codePoints(CORE_RANGES));
    const latin = new Set(codePoints(FULL_LATIN_RANGES));
    const sources = ["app", "migrations"]
      .flatMap((folder) =>
        readdirSync(folder, { recursive: true, encoding: "utf8" }).map((file) => path.join(folder, file)),
      )
      .filter((file) => /\.(tsx?|sql)$/.test(file));
    const outside = new Map<string, string>();
    for (const file of sources) {
      for (const char of readFileSync(file, "utf8")) {
        const point = char.codePointAt(0)!;
        if (latin.has(point) && !core.has(point) && !/\s/.test(char)) outside.set(char, file);
      }
    }
    expect(Object.fromEntries(outside)).toEqual({});
  });
});
