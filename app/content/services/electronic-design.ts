import { contactHref } from "../../lib/links";
import { pageTitle } from "../../lib/seo";
import { editablePage, iconCard, titledText } from "../editable-copy";
import type { DetailPageCopy } from "../page-types";

/** Electronic design: the title and the three intro paragraphs were the first staff-editable sections. */
export const ELECTRONIC_DESIGN_PAGE = editablePage(
  "electronic_design_page",
  (t) =>
    ({
      seo: {
        title: pageTitle("Electronic Design Services"),
        description:
          "Custom PCB design and prototyping, analogue circuit design, digital logic and FPGA design, planned around cost, power, compliance (CE/FCC) and form factor.",
      },
      eyebrow: t("eyebrow", "Services"),
      title: t("title", "Electronic Design"),
      intro: [
        t.block(
          "intro_paragraph_1",
          "Good electronic design balances performance, cost and manufacturability from the very first schematic.",
        ),
        t.block(
          "intro_paragraph_2",
          "We design custom printed circuit boards, analogue front ends, digital logic and FPGA systems that are ready for compliance testing and volume manufacture.",
        ),
        t.block(
          "intro_paragraph_3",
          "Whether you need a single prototype or a complete product, our AI-assisted design workflow shortens the path from idea to working hardware.",
        ),
      ],
      blocks: [
        {
          kind: "cards",
          heading: t("considerations_heading", "Key Design Considerations"),
          intro: t(
            "considerations_intro",
            "Every design decision is weighed against the factors that matter for your product.",
          ),
          cards: [
            iconCard(
              t,
              "consideration_cost",
              "chart",
              "Cost",
              "Components, layer count and assembly process chosen to meet your target unit cost at your production volume.",
            ),
            iconCard(
              t,
              "consideration_power_consumption",
              "battery",
              "Power Consumption",
              "Efficient power architectures and low-power modes that extend battery life and keep heat under control.",
            ),
            iconCard(
              t,
              "consideration_compliance",
              "book",
              "Compliance (CE/FCC)",
              "Layout, filtering and shielding practices that prepare your product for CE, FCC and RoHS approval first time.",
            ),
            iconCard(
              t,
              "consideration_form_factor",
              "board",
              "Form Factor",
              "Boards shaped around your enclosure, connectors and mechanical constraints, on 2-layer or 4-layer PCBs.",
            ),
            iconCard(
              t,
              "consideration_hazardous_voltage",
              "shield",
              "Hazardous Voltage",
              "Isolation, creepage and clearance designed in from the start when your product handles mains or high voltages.",
            ),
            iconCard(
              t,
              "consideration_user_interface",
              "monitor",
              "User Interface",
              "Buttons, displays, LEDs and touch controls that make your product intuitive to use.",
            ),
            iconCard(
              t,
              "consideration_software_integration",
              "gear",
              "Software Integration",
              "Hardware designed hand in hand with its firmware, so drivers, debugging and updates are straightforward.",
            ),
          ],
        },
        {
          kind: "steps",
          heading: t("process_heading", "Our Design Process"),
          steps: [
            titledText(
              t,
              "process_pcb_design",
              "Custom PCB Design & Prototyping",
              "Schematic capture, 2-layer or 4-layer PCB layout and fast prototype builds, ready for testing and iteration.",
            ),
            titledText(
              t,
              "process_analogue_design",
              "Analogue Circuit Design",
              "Sensor front ends, filters, amplifiers and power supplies, designed and simulated for accuracy and low noise.",
            ),
            titledText(
              t,
              "process_digital_design",
              "Digital Logic Design",
              "Microcontroller, memory and interface circuits with clean signal integrity at high clock speeds.",
            ),
            titledText(
              t,
              "process_fpga_design",
              "FPGA Design & HDL",
              "Custom logic in VHDL or Verilog for high-speed processing, precise timing and parallel data paths.",
            ),
          ],
        },
        {
          kind: "table",
          heading: t("tools_heading", "Tools and Their Purpose"),
          columns: [t("tools_column_tool", "Tool"), t("tools_column_purpose", "Purpose")],
          rows: [
            [
              t("tools_kicad_altium_tool", "KiCad / Altium Designer"),
              t("tools_kicad_altium_purpose", "Schematic capture and multi-layer PCB layout"),
            ],
            [t("tools_ltspice_tool", "LTspice"), t("tools_ltspice_purpose", "Analogue and power circuit simulation")],
            [
              t("tools_vivado_quartus_tool", "Vivado / Quartus"),
              t("tools_vivado_quartus_purpose", "FPGA synthesis, simulation and timing analysis"),
            ],
            [
              t("tools_ai_review_tool", "AI-assisted design review"),
              t("tools_ai_review_purpose", "Faster checks of schematics, component choices and documentation"),
            ],
          ],
        },
      ],
      cta: {
        heading: t("cta_heading", "Start Your Electronic Design Project"),
        text: t(
          "cta_text",
          "Tell us what your product needs to do and we will design the electronics to make it happen.",
        ),
        links: [
          { label: t.label("cta_link_label", "Discuss Your Design"), href: contactHref("Electronic Design Inquiry") },
        ],
      },
    }) satisfies DetailPageCopy,
);
export const ELECTRONIC_DESIGN = ELECTRONIC_DESIGN_PAGE.copy;
