// Types of subset-fonts.mjs for the TypeScript test that imports it (the script itself is plain
// JavaScript, outside the type-checked projects).
type CodePointRange = [first: number, last: number];

export interface BrandFace {
  family: string;
  source: string;
  output: string;
  weights: { min: number; max: number };
}

export const CORE_RANGES: CodePointRange[];
export const FULL_LATIN_RANGES: CodePointRange[];
export const BRAND_FACES: BrandFace[];
export function codePoints(ranges: CodePointRange[]): number[];
export function unicodeRange(points: number[]): string;
export function restOfLatinRange(): string;
export function subsetBrandFace(face: BrandFace): Promise<Uint8Array>;
export function fontCodePoints(bytes: Uint8Array): Promise<number[]>;
