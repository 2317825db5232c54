import { readFileSync } from "node:fs";
import { expect, it } from "vitest";

const sprite = readFileSync("app/assets/card-icons.svg", "utf8");
const symbols = new Set(
  [...sprite.matchAll(/<symbol id="([\w-]+)" viewBox="0 0 24 24"><path d="[^"]+"\/><\/symbol>/g)].map((m) => m[1]),
);

// TypeScript holds every card to an IconName; this holds every IconName to a drawing.
it("every icon name of the content types has its symbol in the sprite, and the sprite holds no other", () => {
  const types = readFileSync("app/content/page-types.ts", "utf8");
  const union = /export type IconName =([^;]+);/.exec(types)?.[1] ?? "";
  const names = [...union.matchAll(/"([\w-]+)"/g)].map((m) => m[1]);
  expect(names.length).toBeGreaterThan(10);
  expect([...symbols].sort()).toEqual([...names].sort());
});
