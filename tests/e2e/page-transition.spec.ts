import { expect, test, type Page } from "@playwright/test";
import { gotoHydrated } from "./support/hydration";

// Every page change animates: the leaving page fades out (rising a little) before the entering
// page fades in (settling). The browser draws both as view-transition pictures over the page.

/** How one of the two pages looked in one animation frame. */
interface Picture {
  opacity: number;
  /** Vertical offset in px. */
  y: number;
}

/** One animation frame of a page change: the leaving and the entering page, while each is drawn. */
interface Frame {
  leaving?: Picture;
  entering?: Picture;
}

/**
 * Samples every animation frame of the next page change, from now until its animations have
 * ended. Started before the click, so the first frame of the change is among them. The change's
 * animations are played at a quarter of their speed from their first frame on, all alike, so that
 * each spans many frames even on a busy machine.
 */
function recordPageChange(page: Page): Promise<Frame[]> {
  return page.evaluate(
    () =>
      new Promise<Frame[]>((resolve) => {
        const frames: Frame[] = [];
        const picture = (pseudoElement: string) => {
          const style = getComputedStyle(document.documentElement, pseudoElement);
          const transform = style.transform === "none" ? undefined : style.transform;
          return { opacity: Number(style.opacity), y: new DOMMatrix(transform).m42 };
        };
        function sample() {
          // The page's own pictures; the rest of the document (header, footer) is the root's.
          const animations = document
            .getAnimations()
            .filter((animation) => (animation.effect as KeyframeEffect | null)?.pseudoElement?.startsWith("::view-"));
          for (const animation of animations) animation.playbackRate = 0.25;
          const pictures = animations
            .map((animation) => (animation.effect as KeyframeEffect).pseudoElement ?? "")
            .filter((pseudoElement) => /^::view-transition-(old|new)\((?!root\))/.test(pseudoElement));
          const leaving = pictures.find((pseudoElement) => pseudoElement.startsWith("::view-transition-old("));
          const entering = pictures.find((pseudoElement) => pseudoElement.startsWith("::view-transition-new("));
          if (leaving || entering) {
            frames.push({
              leaving: leaving ? picture(leaving) : undefined,
              entering: entering ? picture(entering) : undefined,
            });
          } else if (frames.length > 0) {
            resolve(frames);
            return;
          }
          requestAnimationFrame(sample);
        }
        requestAnimationFrame(sample);
      }),
  );
}

const between = (value: number | undefined, low: number, high: number) =>
  value !== undefined && value > low && value < high;

/** The frames in which the leaving page is part-way out while the entering page is not shown yet. */
const leavingAlone = (frames: Frame[]) =>
  frames.filter(({ leaving, entering }) => between(leaving?.opacity, 0, 1) && (entering?.opacity ?? 0) === 0);

/** The first page change of a visit, from About to History through the header: its frames. */
async function firstPageChange(page: Page) {
  await gotoHydrated(page, "/about");
  const change = recordPageChange(page);
  await page.getByRole("banner").getByRole("link", { name: "History", exact: true }).click();
  const frames = await change;
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Our History");
  return frames;
}

test.describe("page changes animate", () => {
  test("the first page change of a visit: the leaving page fades out, then the new page fades in", async ({ page }) => {
    const frames = await firstPageChange(page);
    expect(leavingAlone(frames).length, "frames with the leaving page part-way out").toBeGreaterThan(0);
    expect(leavingAlone(frames).some(({ leaving }) => leaving!.y < 0)).toBe(true);
    // The new page appears only once the old one has gone.
    const firstShown = frames.findIndex(({ entering }) => (entering?.opacity ?? 0) > 0);
    expect(firstShown).toBeGreaterThan(0);
    expect(frames.slice(firstShown).every(({ leaving }) => (leaving?.opacity ?? 0) === 0)).toBe(true);
    const arriving = frames.filter(({ entering }) => between(entering?.opacity, 0, 1));
    expect(arriving.length, "frames with the new page part-way in").toBeGreaterThan(0);
    expect(arriving.some(({ entering }) => entering!.y > 0)).toBe(true);

    // Back again: a change through the browser's history animates too.
    const back = recordPageChange(page);
    await page.goBack();
    expect(leavingAlone(await back).length).toBeGreaterThan(0);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("About Tetra Electronics");
  });

  test.describe("with reduced motion", () => {
    test.use({ reducedMotion: "reduce" });

    test("the pages only fade: nothing moves", async ({ page }) => {
      const frames = await firstPageChange(page);
      expect(leavingAlone(frames).length).toBeGreaterThan(0);
      expect(frames.some(({ entering }) => between(entering?.opacity, 0, 1))).toBe(true);
      const offsets = frames.flatMap(({ leaving, entering }) => [leaving?.y ?? 0, entering?.y ?? 0]);
      expect([...new Set(offsets)]).toEqual([0]);
    });
  });
});
