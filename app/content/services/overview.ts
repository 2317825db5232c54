import { href } from "react-router";
import { pageTitle } from "../../lib/seo";
import { editablePage, iconCard } from "../editable-copy";
import type { LinkCard, PageSeo } from "../page-types";
import { SITE } from "../site";

/** Copy of /services, the overview of the four services. Marked fields are staff-editable (see editable-copy.ts). */
export const SERVICES_INDEX_PAGE = editablePage("services_page", (t) => ({
  seo: {
    title: pageTitle("Our Services"),
    description: `Consultancy, electronic design, microcontroller system development and PC system implementation from ${SITE.name}, serving the ${SITE.region}.`,
  } satisfies PageSeo,
  heading: t("heading", "Our Services"),
  intro: t.block(
    "intro",
    "From a first feasibility review to a production-ready product, our services cover every stage of electronic product development.",
  ),
  coreMessage: t.block(
    "core_message",
    "Every project matters, whatever its scale or stage. Tell us where you are and we will take it from there.",
  ),
  cards: [
    {
      ...iconCard(
        t,
        "consultancy_card",
        "chat",
        "Consultancy",
        "Expert guidance at any stage, from a feasibility review of your idea to hands-on design support and complete product development.",
      ),
      href: href("/services/consultancy"),
      linkLabel: t.label("consultancy_card_link_label", "Learn More"),
    },
    {
      ...iconCard(
        t,
        "electronic_design_card",
        "board",
        "Electronic Design",
        "Custom PCB, analogue, digital and FPGA design that balances cost, power, compliance and form factor.",
      ),
      href: href("/services/electronic-design"),
      linkLabel: t.label("electronic_design_card_link_label", "Learn More"),
    },
    {
      ...iconCard(
        t,
        "system_development_card",
        "chip",
        "System Development",
        "Microcontroller-based systems with lean bare-metal C firmware and connectivity built in from day one.",
      ),
      href: href("/services/system-development"),
      linkLabel: t.label("system_development_card_link_label", "Learn More"),
    },
    {
      ...iconCard(
        t,
        "system_implementation_card",
        "monitor",
        "System Implementation",
        "Real-time PC integration, Windows GUI tools, data analysis and DSP that put your hardware to work.",
      ),
      href: href("/services/system-implementation"),
      linkLabel: t.label("system_implementation_card_link_label", "Learn More"),
    },
  ] satisfies LinkCard[],
}));
export const SERVICES_INDEX = SERVICES_INDEX_PAGE.copy;
