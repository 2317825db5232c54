import { afterEach, describe, expect, it } from "vitest";
import { cleanup, render } from "@testing-library/react";
import { SITE_STYLES_ID, SiteStyles, SiteStylesContext } from "~/lib/site-styles";

const CSS = ":root{--color-primary:#2fb8a0}body{margin:0}";

/** The text of every site-styles element in the document. */
function stylesInDocument() {
  return [...document.querySelectorAll(`style#${SITE_STYLES_ID}`)].map((style) => style.textContent);
}

describe("the site's inline styles", () => {
  afterEach(() => {
    cleanup();
    document.head.innerHTML = "";
  });

  it("are written as the server render provides them", () => {
    render(
      <SiteStylesContext.Provider value={CSS}>
        <SiteStyles />
      </SiteStylesContext.Provider>,
      { container: document.head },
    );
    expect(stylesInDocument()).toEqual([CSS]);
  });

  it("are written again from the page's own copy when the browser draws the head from scratch", () => {
    // What the server sent; the browser bundle has no copy of the stylesheet.
    document.head.innerHTML = `<style id="${SITE_STYLES_ID}">${CSS}</style>`;
    const { container } = render(<SiteStyles />, {
      container: document.body.appendChild(document.createElement("div")),
    });
    expect(container.querySelector("style")?.textContent).toBe(CSS);
  });

  it("are empty, not missing, when neither is there", () => {
    const { container } = render(<SiteStyles />);
    expect(container.querySelector(`style#${SITE_STYLES_ID}`)?.textContent).toBe("");
  });
});
