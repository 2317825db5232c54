import { describe, expect, it } from "vitest";
import { render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { cardGridClass, CheckList } from "~/components/pages/Cards";
import { BackLink } from "~/components/pages/BackLink";
import { SERVICES_BACK_LINK } from "~/content/navigation";
import { TECHNIQUES_BACK_LINK } from "~/content/techniques";

describe("the back link", () => {
  for (const backLink of [SERVICES_BACK_LINK, TECHNIQUES_BACK_LINK]) {
    it(`reads "← ${backLink.label}" with a space after the arrow, and is named by its label`, () => {
      render(
        <MemoryRouter>
          <BackLink label={backLink.label} href={backLink.href} />
        </MemoryRouter>,
      );
      const link = screen.getByRole("link", { name: backLink.label });
      expect(link.textContent).toBe(`← ${backLink.label}`);
      expect(link).toHaveAttribute("href", backLink.href);
      // The arrow is decoration: it adds nothing to the link's name.
      expect(link).toHaveAccessibleName(backLink.label);
    });
  }
});

describe("check lists", () => {
  it("mark a list of short items, which may take two columns, and not one with a paragraph-long item", () => {
    const { container, rerender } = render(
      <CheckList items={["Footprint under 100 bytes", "Works from <b>2KB</b> flash"]} />,
    );
    expect(container.querySelector("ul")).toHaveClass("check-list", "check-list--short");
    rerender(<CheckList items={["Footprint under 100 bytes", "A".repeat(101)]} />);
    expect(container.querySelector("ul")).toHaveClass("check-list");
    expect(container.querySelector("ul")).not.toHaveClass("check-list--short");
  });
});

describe("card grid columns", () => {
  it("names columns for tablets (md) and wide screens (lg) that leave no card alone on a row", () => {
    expect(cardGridClass(3)).toBe("card-grid card-grid--md-3 card-grid--lg-3");
    expect(cardGridClass(4)).toBe("card-grid card-grid--md-2 card-grid--lg-4");
    expect(cardGridClass(5)).toBe(
      "card-grid card-grid--md-3 card-grid--md-last-2 card-grid--lg-3 card-grid--lg-last-2",
    );
    expect(cardGridClass(6)).toBe("card-grid card-grid--md-2 card-grid--lg-3");
    expect(cardGridClass(7)).toBe(
      "card-grid card-grid--md-3 card-grid--md-pairs-last card-grid--lg-4 card-grid--lg-last-3",
    );
  });

  it("gives every count from 2 to 30 rows of at least two cards at each width", () => {
    /** The cards on each row of a grid, as the CSS in components.css lays them out. */
    function rows(count: number, prefix: "md" | "lg") {
      const classes = cardGridClass(count).split(" ");
      const columns = Number(
        classes
          .find((c) => new RegExp(`^card-grid--${prefix}-\\d+$`).test(c))!
          .split("-")
          .at(-1),
      );
      const pairs = classes.includes(`card-grid--${prefix}-pairs-last`);
      const result: number[] = [];
      let left = pairs ? count - 4 : count;
      while (left > 0) {
        result.push(Math.min(columns, left));
        left -= columns;
      }
      if (pairs) result.push(2, 2);
      return result;
    }
    for (let count = 2; count <= 30; count++) {
      for (const prefix of ["md", "lg"] as const) {
        const cardsPerRow = rows(count, prefix);
        expect(
          cardsPerRow.reduce((a, b) => a + b),
          `${count} cards (${prefix})`,
        ).toBe(count);
        expect(Math.min(...cardsPerRow), `${count} cards (${prefix}): ${cardsPerRow.join(" + ")}`).toBeGreaterThan(1);
      }
    }
  });
});
