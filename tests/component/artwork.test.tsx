import { describe, expect, it } from "vitest";
import { render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { techniqueArt } from "~/components/art/technique-art";
import { InfoCards, LinkCards } from "~/components/pages/Cards";
import { PageHeader } from "~/components/pages/PageHeader";
import { TECHNIQUES } from "~/content/techniques";
import { SiteFooter } from "~/components/layout/SiteFooter";
import { renderRoute } from "./support/render";
import { HOME_PAGE } from "~/content/home";
import { SERVICES_INDEX } from "~/content/services";
import { SITE } from "~/content/site";
import cardIconSprite from "~/assets/card-icons.svg?raw";

const spriteSymbols = [...cardIconSprite.matchAll(/<symbol id="([\w-]+)"/g)].map((match) => match[1]);

/**
 * The drawing inside an element: an svg hidden from assistive technology, with a path to draw,
 * or a <use> of a symbol the icon sprite has.
 */
function decorativeDrawing(element: HTMLElement) {
  const svg = element.querySelector("svg");
  expect(svg, "an icon").not.toBeNull();
  expect(svg!.closest("[aria-hidden='true']"), "hidden from screen readers").not.toBeNull();
  const use = svg!.querySelector("use");
  if (use) expect(spriteSymbols).toContain(/\.svg[^#]*#([\w-]+)$/.exec(use.getAttribute("href") ?? "")?.[1]);
  else expect(svg!.querySelector("path")?.getAttribute("d") ?? "").toMatch(/^M/);
}

describe("artwork", () => {
  it("gives every technique a picture, and shows it in the header as sized decoration", () => {
    for (const technique of TECHNIQUES)
      expect(techniqueArt(technique.slug), technique.slug).toMatch(/\/page-[\w-]+\.svg/);
    const { container } = render(<PageHeader heading={<h1>Circuit Design</h1>} art={techniqueArt("circuit-design")} />);
    const picture = container.querySelector("header img")!;
    // An empty alt text: screen readers pass over it, and the heading says what it shows.
    expect(picture.getAttribute("alt")).toBe("");
    expect(screen.queryByRole("img")).toBeNull();
    expect(picture.getAttribute("src")).toMatch(/\/page-circuit-design[^/]*\.svg/);
    expect([picture.getAttribute("width"), picture.getAttribute("height")]).toEqual(["360", "270"]);
    expect(picture.getAttribute("loading")).toBeNull();
  });

  it("leads every information card and every link card with a decorative icon", () => {
    render(
      <MemoryRouter>
        <InfoCards cards={HOME_PAGE.copy.whatWeDo.cards} />
        <LinkCards cards={SERVICES_INDEX.cards} />
      </MemoryRouter>,
    );
    const cards = screen.getAllByRole("listitem");
    expect(cards).toHaveLength(HOME_PAGE.copy.whatWeDo.cards.length + SERVICES_INDEX.cards.length);
    for (const card of cards) decorativeDrawing(card);
    // The icon adds nothing to a card link's name.
    expect(screen.getAllByRole("link")[0]).toHaveAccessibleName("Learn More: Consultancy");
  });

  it("shows each social network's mark beside its name in the footer", async () => {
    // The footer reads the root route's data (whether a case study is published): a data router.
    renderRoute(SiteFooter, { path: "/" });
    const social = within(await screen.findByRole("list", { name: "Social media" }));
    for (const network of SITE.social) {
      const link = social.getByRole("link", { name: network.name });
      expect(link).toHaveTextContent(network.name);
      decorativeDrawing(link);
    }
  });
});
