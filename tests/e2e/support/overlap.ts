import type { Locator } from "@playwright/test";

/** Every control a visitor can press or fill in. */
export const CONTROLS = "a, button, input, select, textarea, summary";
/** The controls of a form. */
export const FORM_CONTROLS = "input:not([type=hidden]), select, textarea, form button";

/**
 * What a visitor sees of the page under an element's box: each text and each control (of
 * `controls`) outside the element whose visible part meets the box. A visible part is what lies on
 * the screen and, for anything outside the sticky site header, below the header, which is opaque:
 * text scrolled under it is not seen. An empty list means the element hides nothing.
 */
export function seenUnder(target: Locator, { controls = CONTROLS, text = true } = {}): Promise<string[]> {
  return target.evaluate(
    (element, { controls, text }) => {
      const header = document.querySelector(".site-header");
      const headerBottom = header?.getBoundingClientRect().bottom ?? 0;
      const own = element.getBoundingClientRect();
      const isOther = (node: Node) => !element.contains(node) && !node.contains(element);
      const meets = (rect: DOMRect, inHeader: boolean) => {
        const left = Math.max(rect.left, 0);
        const right = Math.min(rect.right, innerWidth);
        const top = Math.max(rect.top, inHeader ? 0 : headerBottom);
        const bottom = Math.min(rect.bottom, innerHeight);
        return (
          right - left > 1 &&
          bottom - top > 1 &&
          left < own.right &&
          own.left < right &&
          top < own.bottom &&
          own.top < bottom
        );
      };
      const inHeader = (node: Node) => Boolean(header?.contains(node));
      const found: string[] = [];
      if (text) {
        const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const parent = node.parentElement;
          if (!node.textContent?.trim() || !parent || !isOther(node)) continue;
          if (!parent.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
          const range = document.createRange();
          range.selectNodeContents(node);
          if ([...range.getClientRects()].some((rect) => meets(rect, inHeader(node))))
            found.push(`text "${node.textContent.trim().slice(0, 40)}"`);
        }
      }
      for (const control of document.querySelectorAll(controls)) {
        if (!isOther(control) || !control.checkVisibility({ visibilityProperty: true, opacityProperty: true }))
          continue;
        if (meets(control.getBoundingClientRect(), inHeader(control)))
          found.push(
            `${control.tagName.toLowerCase()} "${control.textContent?.trim().slice(0, 40) || control.getAttribute("aria-label") || control.getAttribute("name")}"`,
          );
      }
      return found;
    },
    { controls, text },
  );
}
