import { href } from "react-router";
import { contactHref } from "../lib/links";
import { pageTitle } from "../lib/seo";
import { editablePage, iconCard, titledText } from "./editable-copy";
import type { DetailPageCopy, LinkCard, PageSeo } from "./page-types";
import { SITE } from "./site";

/** Copy of /services and its four sub-pages. Marked fields are staff-editable (see editable-copy.ts). */
export const SERVICES_BACK_LINK = { label: "Back to All Services", href: href("/services") } as const;

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
      linkLabel: t("consultancy_card_link_label", "Learn More"),
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
      linkLabel: t("electronic_design_card_link_label", "Learn More"),
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
      linkLabel: t("system_development_card_link_label", "Learn More"),
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
      linkLabel: t("system_implementation_card_link_label", "Learn More"),
    },
  ] satisfies LinkCard[],
}));
export const SERVICES_INDEX = SERVICES_INDEX_PAGE.copy;

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
        links: [{ label: t("cta_link_label", "Request a Consultation"), href: contactHref("Consultancy Inquiry") }],
      },
    }) satisfies DetailPageCopy,
);
export const CONSULTANCY = CONSULTANCY_PAGE.copy;

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
        links: [{ label: t("cta_link_label", "Discuss Your Design"), href: contactHref("Electronic Design Inquiry") }],
      },
    }) satisfies DetailPageCopy,
);
export const ELECTRONIC_DESIGN = ELECTRONIC_DESIGN_PAGE.copy;

/** μSystem development: the title (fallback 'μSystem Development') and intro were staff-editable first. */
export const SYSTEM_DEVELOPMENT_PAGE = editablePage(
  "system_development_page",
  (t) =>
    ({
      seo: {
        title: pageTitle("μSystem Development"),
        description:
          "Microcontroller-based system development: device selection, system architecture, a bare-metal C framework and built-in connectivity over UART, USB and TCP/IP.",
      },
      eyebrow: t("eyebrow", "Services"),
      title: t("title", "μSystem Development"),
      intro: [
        t.block(
          "intro",
          "We build complete microcontroller-based systems: choosing the right device, designing the architecture and writing lean bare-metal C firmware with connectivity built in.",
        ),
      ],
      blocks: [
        {
          kind: "cards",
          heading: t("approach_heading", "Our Approach"),
          cards: [
            iconCard(
              t,
              "approach_microcontroller_selection",
              "chip",
              "Microcontroller Selection",
              "We choose the device that fits your performance, power, peripheral and cost targets, favouring common families with long-term availability.",
            ),
            iconCard(
              t,
              "approach_system_architecture",
              "gear",
              "System Architecture Design",
              "A clear split between hardware, drivers and application logic that keeps the system reliable, testable and easy to extend.",
            ),
            iconCard(
              t,
              "approach_bare_metal_framework",
              "code",
              "Bare-Metal C Framework",
              "Our proven bare-metal C framework gives deterministic timing and a small footprint without the overhead of an operating system.",
            ),
            iconCard(
              t,
              "approach_connectivity",
              "antenna",
              "Built-in Connectivity",
              "UART, USB and TCP/IP communication designed in from day one, so your device talks to PCs, apps and networks.",
            ),
          ],
        },
        {
          kind: "table",
          heading: t("tools_heading", "Tools and Their Benefits"),
          columns: [t("tools_column_tool", "Tool"), t("tools_column_benefit", "Benefit")],
          rows: [
            [
              t("tools_gcc_arm_tool", "GCC and ARM toolchains"),
              t("tools_gcc_arm_benefit", "Efficient, portable C code for your chosen microcontroller"),
            ],
            [
              t("tools_stm32cube_espidf_tool", "STM32CubeIDE / ESP-IDF"),
              t("tools_stm32cube_espidf_benefit", "Fast bring-up of clocks, peripherals and drivers"),
            ],
            [
              t("tools_analysers_scopes_tool", "Logic analysers and oscilloscopes"),
              t("tools_analysers_scopes_benefit", "Precise debugging of timing and signal behaviour"),
            ],
            [
              t("tools_git_tool", "Git version control"),
              t("tools_git_benefit", "Traceable, documented firmware that you own outright"),
            ],
          ],
        },
      ],
      cta: {
        heading: t("cta_heading", "Build Your Embedded System"),
        text: t(
          "cta_text",
          "From the first board bring-up to field-ready firmware, we can develop the complete system with you.",
        ),
        links: [{ label: t("cta_link_label", "Discuss Your System"), href: contactHref("System Development Inquiry") }],
      },
    }) satisfies DetailPageCopy,
);
export const SYSTEM_DEVELOPMENT = SYSTEM_DEVELOPMENT_PAGE.copy;

export const SYSTEM_IMPLEMENTATION_PAGE = editablePage(
  "system_implementation_page",
  (t) =>
    ({
      seo: {
        title: pageTitle("System Implementation & PC Integration"),
        description:
          "Real-time PC integration, standalone Windows GUI tools, data offloading, simulation and analysis, and DSP and mathematical modelling for embedded systems.",
      },
      eyebrow: t("eyebrow", "Services"),
      title: t("title", "System Implementation"),
      intro: [
        t(
          "intro_paragraph_1",
          "A capable device becomes far more valuable when it works with the rest of your world. We connect embedded systems to PCs, build the software your team uses every day and turn raw data into insight.",
        ),
      ],
      blocks: [
        {
          kind: "cards",
          heading: t("features_heading", "Key Features"),
          cards: [
            iconCard(
              t,
              "feature_pc_integration",
              "monitor",
              "Real-Time PC Integration",
              "Live, two-way communication between your hardware and a PC for control, monitoring and logging.",
            ),
            iconCard(
              t,
              "feature_windows_gui",
              "code",
              "Standalone Windows GUI Tools",
              "Purpose-built Windows applications that let engineers, technicians and customers configure and operate your device.",
            ),
            iconCard(
              t,
              "feature_data_analysis",
              "chart",
              "Data Offloading, Simulation & Analysis",
              "Move measurement data off the device, replay it in simulation and analyse it to refine performance.",
            ),
            iconCard(
              t,
              "feature_dsp_modelling",
              "waveform",
              "DSP & Mathematical Modelling",
              "Digital signal processing and mathematical models developed on the PC and deployed to the device.",
            ),
          ],
        },
        {
          kind: "table",
          heading: t("functions_heading", "Features and Functions"),
          columns: [t("functions_column_feature", "Feature"), t("functions_column_function", "Function")],
          rows: [
            [
              t("functions_data_link_feature", "Real-time data link"),
              t(
                "functions_data_link_function",
                "Streams measurements and commands between device and PC over UART, USB or TCP/IP",
              ),
            ],
            [
              t("functions_gui_application_feature", "Windows GUI application"),
              t(
                "functions_gui_application_function",
                "Configures, controls and monitors your device without specialist tools",
              ),
            ],
            [
              t("functions_data_export_feature", "Data export"),
              t(
                "functions_data_export_function",
                "Saves results in CSV and other formats for reporting and further analysis",
              ),
            ],
            [
              t("functions_simulation_mode_feature", "Simulation mode"),
              t("functions_simulation_mode_function", "Replays recorded data to test algorithms without the hardware"),
            ],
            [
              t("functions_dsp_library_feature", "DSP library"),
              t(
                "functions_dsp_library_function",
                "Filters, transforms and models verified on the PC before they run on the device",
              ),
            ],
          ],
        },
      ],
      cta: {
        heading: t("cta_heading", "Connect Your System"),
        text: t("cta_text", "Let us build the link between your device, your PC and your data."),
        links: [
          {
            label: t("cta_link_label", "Discuss Your Integration"),
            href: contactHref("System Implementation Inquiry"),
          },
        ],
      },
    }) satisfies DetailPageCopy,
);
export const SYSTEM_IMPLEMENTATION = SYSTEM_IMPLEMENTATION_PAGE.copy;
