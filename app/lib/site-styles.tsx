import { createContext, useContext } from "react";

/**
 * The site's stylesheet as text, provided by the server render (entry.server.tsx) and absent in
 * the browser, so the CSS never becomes part of the JavaScript.
 */
export const SiteStylesContext = createContext<string | null>(null);

export const SITE_STYLES_ID = "site-styles";

/**
 * The site's whole stylesheet, written into the page's head. The first paint then needs the
 * document alone: a linked stylesheet is one more request, which on a slow link shares the
 * bandwidth with the fonts and scripts requested beside it. In the browser the text is taken from
 * the element the server sent, so a render React has to redo from scratch (after a failed
 * hydration, say) writes the same styles again instead of an empty element.
 */
export function SiteStyles() {
  const css =
    useContext(SiteStylesContext) ??
    (typeof document === "undefined" ? "" : (document.getElementById(SITE_STYLES_ID)?.textContent ?? ""));
  return <style id={SITE_STYLES_ID} dangerouslySetInnerHTML={{ __html: css }} />;
}
