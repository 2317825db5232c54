import { readFileSync } from "node:fs";
import { expect, it } from "vitest";
import { SITE } from "~/content/site";

const sprite = readFileSync("app/assets/card-icons.svg", "utf8");
const symbols = new Set(
  [...sprite.matchAll(/<symbol id="([\w-]+)" viewBox="0 0 24 24"><path d="[^"]+"\/><\/symbol>/g)].map((m) => m[1]),
);

// TypeScript holds every card to an IconName; this holds every IconName, and every social
// network in the footer (SocialIcon.tsx), to a drawing.
it("every card icon name and every social network has its symbol in the sprite, and the sprite holds no other", () => {
  const types = readFileSync("app/content/page-types.ts", "utf8");
  const union = /export type IconName =([^;]+);/.exec(types)?.[1] ?? "";
  const names = [...union.matchAll(/"([\w-]+)"/g)].map((m) => m[1]);
  expect(names.length).toBeGreaterThan(10);
  const socialNames = SITE.social.map((network) => `social-${network.name.toLowerCase()}`);
  expect(socialNames.length).toBeGreaterThan(3);
  expect([...symbols].sort()).toEqual([...names, ...socialNames].sort());
});
