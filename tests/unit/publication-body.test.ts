import { describe, expect, it } from "vitest";
import { withHeadingIds, withTableScopes } from "~/features/publishing/body-headings";
import { slugFromTitle } from "~/features/publishing/paths";

describe("an article's text as its page shows it", () => {
  it("gives each section heading an id, once each, and lists the headings for the contents", () => {
    const { html, headings } = withHeadingIds("<h2>Power &amp; Heat</h2><p>x</p><h2>Power &amp; Heat</h2><h3>Sub</h3>");
    expect(html).toBe(
      '<h2 id="section-power-and-heat">Power &amp; Heat</h2><p>x</p><h2 id="section-power-and-heat-2">Power &amp; Heat</h2><h3>Sub</h3>',
    );
    expect(headings).toEqual([
      { id: "section-power-and-heat", text: "Power & Heat" },
      { id: "section-power-and-heat-2", text: "Power & Heat" },
    ]);
  });

  it("says what each header cell heads: a row of headers heads columns, a header in a row of data heads its row", () => {
    expect(
      withTableScopes(
        "<table><thead><tr><th>Family</th><th>Fit</th></tr></thead><tbody><tr><th>STM32</th><td>General</td></tr></tbody></table>",
      ),
    ).toBe(
      '<table><thead><tr><th scope="col">Family</th><th scope="col">Fit</th></tr></thead><tbody><tr><th scope="row">STM32</th><td>General</td></tr></tbody></table>',
    );
  });
});

describe("an address made from a title", () => {
  it("is lower case, hyphenated, without accents or punctuation", () => {
    expect(slugFromTitle("ESP32 vs. STM32: Picking the Right Platform")).toBe(
      "esp32-vs-stm32-picking-the-right-platform",
    );
    expect(slugFromTitle("Café Sensors & Motors")).toBe("cafe-sensors-and-motors");
    expect(slugFromTitle("!!!")).toBe("");
  });
});
