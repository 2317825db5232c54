import { expect, test, type Page } from "@playwright/test";
import { gotoHydrated } from "./support/hydration";

// Every page change animates: the leaving page fades out (rising a little) before the entering
// page fades in (settling). The browser draws both as view-transition pictures over the page.
//
// The test does not race sampled animation frames against a busy machine: it holds the page
// change's animations as soon as the browser has made them (the view transition's `ready`),
// reads their timing, and then seeks them all together through the change, reading how each
// page is drawn at each moment.

/** How one of the two pages is drawn at one moment. */
interface Picture {
  opacity: number;
  /** Vertical offset in px. */
  y: number;
}

/** One moment of a page change: the leaving and the entering page, while each is drawn. */
interface Moment {
  /** Milliseconds since the change's animations began. */
  time: number;
  leaving?: Picture;
  entering?: Picture;
}

/** One of the change's animations as the page declares it (CSS), read through the Web Animations API. */
interface Timing {
  pseudoElement: string;
  delay: number;
  duration: number;
  /** When it ends, in ms from the start: delay + duration. */
  end: number;
}

interface PageChange {
  leaving: Timing;
  entering: Timing;
  moments: Moment[];
}

/** Milliseconds between two moments of the sweep. */
const STEP_MS = 5;

/**
 * Holds the next view transition the page starts: its animations are paused as soon as they
 * exist, for `sweepPageChange` to drive. Called before the click that changes the page.
 */
async function holdNextPageChange(page: Page) {
  await page.evaluate(() => {
    const start = document.startViewTransition.bind(document);
    const held = new Promise<void>((resolve, reject) => {
      document.startViewTransition = ((options: Parameters<Document["startViewTransition"]>[0]) => {
        // The document's own method again for the changes after this one.
        delete (document as Partial<Document>).startViewTransition;
        const transition = start(options);
        transition.ready.then(() => {
          for (const animation of document.getAnimations()) {
            if ((animation.effect as KeyframeEffect | null)?.pseudoElement?.startsWith("::view-transition")) {
              animation.pause();
            }
          }
          resolve();
        }, reject);
        return transition;
      }) as Document["startViewTransition"];
    });
    (window as unknown as { heldPageChange: Promise<void> }).heldPageChange = held;
  });
}

/**
 * The held page change: the leaving and the entering page's animations (the root's, the header
 * and footer, are not the page's), and how each page is drawn every STEP_MS from the start to the
 * end of the last animation. Then the animations are let go, and the change completes.
 */
function sweepPageChange(page: Page): Promise<PageChange> {
  return page.evaluate(async (step) => {
    await (window as unknown as { heldPageChange: Promise<void> }).heldPageChange;
    const animations = document
      .getAnimations()
      .filter((animation) =>
        (animation.effect as KeyframeEffect | null)?.pseudoElement?.startsWith("::view-transition"),
      );
    const timing = (kind: "old" | "new"): Timing => {
      const animation = animations.find((candidate) =>
        new RegExp(`^::view-transition-${kind}\\((?!root\\))`).test(
          (candidate.effect as KeyframeEffect).pseudoElement ?? "",
        ),
      );
      if (!animation) throw new Error(`No ::view-transition-${kind} animation for the page`);
      const effect = animation.effect as KeyframeEffect;
      const { delay, duration, endTime } = effect.getComputedTiming();
      return { pseudoElement: effect.pseudoElement!, delay: delay!, duration: Number(duration), end: Number(endTime) };
    };
    const [leaving, entering] = [timing("old"), timing("new")];
    const picture = (pseudoElement: string): Picture => {
      const style = getComputedStyle(document.documentElement, pseudoElement);
      const transform = style.transform === "none" ? undefined : style.transform;
      return { opacity: Number(style.opacity), y: new DOMMatrix(transform).m42 };
    };
    const end = Math.max(...animations.map((animation) => Number(animation.effect!.getComputedTiming().endTime)));
    const moments: Moment[] = [];
    for (let time = 0; time <= end; time += step) {
      for (const animation of animations) animation.currentTime = time;
      moments.push({ time, leaving: picture(leaving.pseudoElement), entering: picture(entering.pseudoElement) });
    }
    for (const animation of animations) animation.finish();
    return { leaving, entering, moments };
  }, STEP_MS);
}

const between = (value: number | undefined, low: number, high: number) =>
  value !== undefined && value > low && value < high;

/** The moments in which the leaving page is part-way out while the entering page is not shown yet. */
const leavingAlone = (moments: Moment[]) =>
  moments.filter(({ leaving, entering }) => between(leaving?.opacity, 0, 1) && (entering?.opacity ?? 0) === 0);

/** The first page change of a visit, from About to History through the header. */
async function firstPageChange(page: Page) {
  await gotoHydrated(page, "/about");
  await holdNextPageChange(page);
  await page.getByRole("banner").getByRole("link", { name: "History", exact: true }).click();
  const change = await sweepPageChange(page);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Our History");
  return change;
}

test.describe("page changes animate", () => {
  test("the first page change of a visit: the leaving page fades out, then the new page fades in", async ({ page }) => {
    const { leaving, entering, moments } = await firstPageChange(page);
    // In that order: the new page's animation begins once the old page's has ended.
    expect(leaving.duration).toBeGreaterThan(0);
    expect(entering.duration).toBeGreaterThan(0);
    expect(entering.delay).toBeGreaterThanOrEqual(leaving.end);

    expect(leavingAlone(moments).length, "moments with the leaving page part-way out").toBeGreaterThan(0);
    expect(
      leavingAlone(moments).some(({ leaving }) => leaving!.y < 0),
      JSON.stringify(moments),
    ).toBe(true);
    // The new page appears only once the old one has gone.
    const firstShown = moments.findIndex(({ entering }) => (entering?.opacity ?? 0) > 0);
    expect(firstShown).toBeGreaterThan(0);
    const overlapping = moments.slice(firstShown).filter(({ leaving }) => (leaving?.opacity ?? 0) > 0);
    expect(overlapping, "moments with both pages shown").toEqual([]);
    const arriving = moments.filter(({ entering }) => between(entering?.opacity, 0, 1));
    expect(arriving.length, "moments with the new page part-way in").toBeGreaterThan(0);
    expect(
      arriving.some(({ entering }) => entering!.y > 0),
      JSON.stringify(moments),
    ).toBe(true);
    // At the end the new page stands in its place.
    expect(moments.at(-1)!.entering).toEqual({ opacity: 1, y: 0 });

    // Back again: a change through the browser's history animates too.
    await holdNextPageChange(page);
    await page.goBack();
    expect(leavingAlone((await sweepPageChange(page)).moments).length).toBeGreaterThan(0);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("About Tetra Electronics");
  });

  test.describe("with reduced motion", () => {
    test.use({ reducedMotion: "reduce" });

    test("the pages only fade: nothing moves", async ({ page }) => {
      const { moments } = await firstPageChange(page);
      expect(leavingAlone(moments).length).toBeGreaterThan(0);
      expect(moments.some(({ entering }) => between(entering?.opacity, 0, 1))).toBe(true);
      const offsets = moments.flatMap(({ leaving, entering }) => [leaving?.y ?? 0, entering?.y ?? 0]);
      expect([...new Set(offsets)]).toEqual([0]);
    });
  });
});
