import type { Locator, Page } from "@playwright/test";

/** WCAG contrast ratio of two CSS colours as getComputedStyle gives them ("rgb(r, g, b)"). */
export function contrastRatio(foreground: string, background: string): number {
  const [lighter, darker] = [luminance(foreground), luminance(background)].sort((a, b) => b - a) as [number, number];
  return (lighter + 0.05) / (darker + 0.05);
}

function luminance(color: string): number {
  const channels = (/^rgba?\(/.test(color) ? (color.match(/\d+(\.\d+)?/g) ?? []) : []).slice(0, 3).map(Number);
  if (channels.length !== 3) throw new Error(`Not an rgb() colour: ${color}`);
  const [r, g, b] = channels.map((channel) => {
    const value = channel / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The keyboard focus ring of an element, and what is drawn around it. */
export interface FocusRing {
  /** Whether the browser shows the focus as it does for the keyboard (`:focus-visible`). */
  focusVisible: boolean;
  style: string;
  width: number;
  /** The outline's computed colour. */
  color: string;
  /** The colour drawn all along the ring's outer edge (gradients, images and halos included). */
  background: string;
  contrast: number;
}

/** How far beyond the ring's outer edge the colour around it is read, in pixels. */
const BESIDE_RING = 3;

/**
 * Focuses `target` and measures its outline against what the page draws around it: a screenshot
 * of the focused element and its surroundings, read in a blank page (`scratch`: the site's own
 * CSP refuses the image's data: address). Along rays from the element's edge outwards, the ring
 * is the first run of pixels of its colour; the colour a few pixels beyond that run, on most rays,
 * is its background. A round ring, and a halo drawn with it, are measured as shown.
 */
export async function focusRing(page: Page, scratch: Page, target: Locator): Promise<FocusRing> {
  await target.scrollIntoViewIfNeeded();
  await target.focus();
  const ring = await target.evaluate((element) => {
    const style = getComputedStyle(element);
    const { x, y, width, height } = element.getBoundingClientRect();
    return {
      focusVisible: element.matches(":focus-visible"),
      style: style.outlineStyle,
      width: parseFloat(style.outlineWidth),
      offset: parseFloat(style.outlineOffset),
      color: style.outlineColor,
      box: { x, y, width, height },
      // The corners' radius as drawn (a pill's 999px is half its height).
      radius: Math.min(
        style.borderTopLeftRadius.endsWith("%")
          ? (parseFloat(style.borderTopLeftRadius) / 100) * Math.min(width, height)
          : parseFloat(style.borderTopLeftRadius) || 0,
        width / 2,
        height / 2,
      ),
    };
  });
  const reach = Math.ceil(ring.offset + ring.width) + 2 * BESIDE_RING;
  const clip = {
    x: Math.floor(ring.box.x) - reach,
    y: Math.floor(ring.box.y) - reach,
    width: Math.ceil(ring.box.width) + 2 * reach,
    height: Math.ceil(ring.box.height) + 2 * reach,
  };
  const png = (await page.screenshot({ clip, animations: "disabled", caret: "hide" })).toString("base64");
  const rgb = (ring.color.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map(Number);
  const background = await scratch.evaluate(
    async ({ png, rgb, beside, box }) => {
      const bitmap = await createImageBitmap(await (await fetch(`data:image/png;base64,${png}`)).blob());
      const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
      const context = canvas.getContext("2d")!;
      context.drawImage(bitmap, 0, 0);
      const { data, width, height } = context.getImageData(0, 0, bitmap.width, bitmap.height);
      const at = (x: number, y: number) => (Math.round(y) * width + Math.round(x)) * 4;
      const counts = new Map<string, number>();
      const [cx, cy] = [(width - 1) / 2, (height - 1) / 2];
      for (let degrees = 0; degrees < 360; degrees += 2) {
        const [dx, dy] = [Math.cos((degrees * Math.PI) / 180), Math.sin((degrees * Math.PI) / 180)];
        const far = Math.min(dx === 0 ? Infinity : cx / Math.abs(dx), dy === 0 ? Infinity : cy / Math.abs(dy));
        // The element's edge on this ray: where it leaves the box with its rounded corners.
        const inside = (t: number) => {
          const [x, y] = [Math.abs(dx * t), Math.abs(dy * t)];
          const [cornerX, cornerY] = [x - (box.width - box.radius), y - (box.height - box.radius)];
          if (x > box.width || y > box.height) return false;
          return cornerX <= 0 || cornerY <= 0 || cornerX ** 2 + cornerY ** 2 <= box.radius ** 2;
        };
        let edge = 0;
        while (inside(edge)) edge += 0.5;
        const isRing = (t: number) => {
          const pixel = at(cx + dx * t, cy + dy * t);
          return [0, 1, 2].reduce((sum, channel) => sum + Math.abs(data[pixel + channel]! - rgb[channel]!), 0) <= 24;
        };
        // Just past the element's own border, which may have the ring's colour.
        let t = edge + 1.5;
        while (t < far && !isRing(t)) t += 0.5;
        if (t >= far) continue;
        while (t < far && isRing(t)) t += 0.5;
        const out = Math.min(t + beside, far);
        const around = at(cx + dx * out, cy + dy * out);
        const color = `rgb(${data[around]}, ${data[around + 1]}, ${data[around + 2]})`;
        counts.set(color, (counts.get(color) ?? 0) + 1);
      }
      return [...counts].sort((a, b) => b[1] - a[1])[0]?.[0] ?? "rgb(no ring found)";
    },
    {
      png,
      rgb,
      beside: BESIDE_RING,
      box: { width: ring.box.width / 2, height: ring.box.height / 2, radius: ring.radius },
    },
  );
  const { box: _box, offset: _offset, ...shown } = ring;
  return { ...shown, background, contrast: contrastRatio(ring.color, background) };
}
