import { contactHref } from "../../lib/links";
import { pageTitle } from "../../lib/seo";
import { editablePage, iconCard } from "../editable-copy";
import type { DetailPageCopy } from "../page-types";
import { SITE } from "../site";

/** Copy of /services/consultancy. Marked fields are staff-editable (see editable-copy.ts). */
export const CONSULTANCY_PAGE = editablePage(
  "consultancy_page",
  (t) =>
    ({
      seo: {
        title: pageTitle("Electronics Consultancy"),
        description:
          "Independent electronics and embedded-systems consultancy: feasibility reviews, collaborative design support and end-to-end product design.",
      },
      eyebrow: t("eyebrow", "Services"),
      title: t("title", "Consultancy"),
      intro: [
        t(
          "intro_paragraph_1",
          `Whether you have a rough sketch of an idea or a design that needs a second opinion, our consultancy gives you direct access to over ${SITE.yearsOfExperience} years of electronics and embedded-systems experience.`,
        ),
        t(
          "intro_paragraph_2",
          "We adapt to the way you work: a focused review, ongoing support alongside your own engineers, or full responsibility for the design.",
        ),
      ],
      blocks: [
        {
          kind: "cards",
          heading: t("engagement_levels_heading", "Engagement Levels"),
          intro: t(
            "engagement_levels_intro",
            "Choose the level of involvement that suits your project, budget and team.",
          ),
          cards: [
            iconCard(
              t,
              "engagement_feasibility_review",
              "lightbulb",
              "Project Insight & Feasibility Review",
              "An independent assessment of your concept, requirements and risks, with a clear recommendation on architecture, components, cost and the fastest route to a working prototype.",
            ),
            iconCard(
              t,
              "engagement_design_support",
              "team",
              "Collaborative Design Support",
              "We work alongside your team where specialist help matters most: schematic and layout reviews, firmware architecture, debugging and design for manufacture.",
            ),
            iconCard(
              t,
              "engagement_product_design",
              "rocket",
              "End-to-End Product Design",
              "We take full responsibility from concept to production-ready design: hardware, firmware, PC tools, prototypes and the documentation your manufacturer needs.",
            ),
          ],
        },
        {
          kind: "list",
          heading: t("tools_heading", "Tools We Use"),
          intro: t(
            "tools_intro",
            "Proven, industry-standard tools, so every file we hand over can be opened and maintained by your team.",
          ),
          items: [
            t("tools_item_pcb_layout", "KiCad and Altium Designer for schematic capture and PCB layout"),
            t("tools_item_circuit_simulation", "LTspice for analogue and power circuit simulation"),
            t("tools_item_embedded_c", "STM32CubeIDE, ESP-IDF and GCC toolchains for embedded C"),
            t("tools_item_fpga", "Vivado and Quartus for FPGA design in VHDL and Verilog"),
            t("tools_item_modelling", "MATLAB, Python and C# for modelling, analysis and PC tools"),
            t("tools_item_ai_workflows", "AI-assisted workflows for design review and documentation"),
          ],
        },
      ],
      cta: {
        heading: t("cta_heading", "Let's Talk About Your Project"),
        text: t("cta_text", "Book a consultation and get a clear, honest view of the best way forward."),
        links: [
          { label: t.label("cta_link_label", "Request a Consultation"), href: contactHref("Consultancy Inquiry") },
        ],
      },
    }) satisfies DetailPageCopy,
);
export const CONSULTANCY = CONSULTANCY_PAGE.copy;
