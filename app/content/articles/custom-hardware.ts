import { contactHref } from "../../lib/links";
import { pageTitle } from "../../lib/seo";
import { editablePage } from "../editable-copy";
import type { ArticleCopy } from "./article-types";

/** The article behind the blog card 'Custom Hardware vs. Off-the-Shelf Boards'. */
export const CUSTOM_HARDWARE_PAGE = editablePage(
  "custom_hardware_article_page",
  (t) =>
    ({
      seo: {
        title: pageTitle("Custom Hardware vs. Off-the-Shelf Boards"),
        description:
          "When a development board or module is enough, when a custom PCB pays for itself, the costs people forget, and a checklist for deciding.",
      },
      eyebrow: t("eyebrow", "Hardware Design"),
      title: t("title", "Custom Hardware vs. Off-the-Shelf Boards"),
      intro: [
        t(
          "intro_paragraph_1",
          "Most products start life on a development board: an Arduino, a Raspberry Pi, an ESP32 DevKit or an STM32 Nucleo, wired to a sensor breakout on the bench. That is the right way to prove an idea quickly. The question comes later: should the product ship on that board, on a module with a small board around it, or on a circuit designed for it from scratch?",
        ),
        t(
          "intro_paragraph_2",
          "There is no single answer. It depends on how many units you will make, the size and shape you need, the power source, the environment the product lives in, and the approvals it must pass. This article sets out the trade-offs as we weigh them with clients in Ireland and the UK.",
        ),
      ],
      blocks: [
        {
          kind: "prose",
          heading: t("dev_board_heading", "What a Development Board Is For"),
          paragraphs: [
            t(
              "dev_board_paragraph_1",
              "A development board is made to suit everyone. It carries a USB programmer and serial bridge, power LEDs, headers that expose every pin, a regulator sized for whatever the user might connect, and often buttons and sensors for demonstrations. All of that is exactly right on a bench and mostly unnecessary in a product.",
            ),
            t(
              "dev_board_paragraph_2",
              "Those extras have consequences. A typical development board draws several milliamps to tens of milliamps doing nothing, because its USB bridge, LEDs and regulator stay powered. Its headers and jumper wires loosen under vibration. Its shape decides the enclosure instead of the other way round. And it can change or disappear when its maker moves on to a new revision.",
            ),
          ],
        },
        {
          kind: "pros-cons",
          heading: t("off_the_shelf_heading", "Off-the-Shelf Boards: Strengths and Limits"),
          intro: t(
            "off_the_shelf_intro",
            "Ready-made boards, single-board computers and compute modules are a sound choice in more cases than engineers sometimes admit.",
          ),
          prosHeading: t("off_the_shelf_pros_heading", "Strengths"),
          pros: [
            t(
              "off_the_shelf_pro_speed",
              "Working hardware on day one, so firmware and the user experience can be tested at once",
            ),
            t("off_the_shelf_pro_low_volume", "No design or tooling cost, which suits tens to a few hundred units"),
            t("off_the_shelf_pro_software", "Mature software, drivers and community support"),
            t("off_the_shelf_pro_compute", "Compute modules and single-board computers for Linux-class processing"),
          ],
          consHeading: t("off_the_shelf_cons_heading", "Limits"),
          cons: [
            t("off_the_shelf_con_unit_cost", "A higher price per unit that never falls with volume"),
            t("off_the_shelf_con_size", "A fixed size, shape and connector layout"),
            t("off_the_shelf_con_power", "Idle currents far above what a battery product can afford"),
            t("off_the_shelf_con_control", "Little control over revisions, supply and end of life"),
          ],
        },
        {
          kind: "prose",
          heading: t("middle_path_heading", "The Middle Path: a Module on a Custom Board"),
          paragraphs: [
            t(
              "middle_path_paragraph_1",
              "Between the two sits a certified module, such as an ESP32-S3-WROOM, an nRF52840 module or a Raspberry Pi Compute Module, soldered to a small carrier board designed for the product. The module brings the difficult parts already done: the radio and antenna matching, the high-speed memory layout, and for radio modules test reports that can be reused. The carrier board brings the product's own connectors, power supply, sensors and shape.",
            ),
            t(
              "middle_path_paragraph_2",
              "A module does not remove the need for approvals. A product sold in the Republic of Ireland still needs CE marking under the Radio Equipment Directive and the EMC and safety rules that apply, and one sold in Great Britain needs UKCA marking or the CE marking the UK still accepts. A certified module makes the radio part of that assessment much shorter and less risky.",
            ),
          ],
        },
        {
          kind: "prose",
          heading: t("custom_pays_heading", "When a Custom PCB Pays for Itself"),
          paragraphs: [
            t(
              "custom_pays_paragraph_1",
              "A board designed for the product carries only what the product needs. At volume that lowers the unit cost; it lets the board fit the enclosure rather than dictate it; it removes idle currents so a battery lasts months or years instead of days; and it replaces headers and wires with soldered parts and proper connectors, which survive vibration, moisture and handling. It also gives you the design files, so you control revisions, second sources and the product's intellectual property.",
            ),
            t(
              "custom_pays_paragraph_2",
              "The break-even point is simple arithmetic. Divide the one-off engineering cost by the saving per unit. As an illustration only, not a quote: if a development board with its adaptor costs 45 euro per unit and a custom board 12 euro, each unit saves 33 euro, and 30,000 euro of design, prototypes and testing is recovered after about 900 units. Below that volume, and if size and power allow it, the ready-made board is the cheaper product.",
            ),
          ],
        },
        {
          kind: "list",
          heading: t("forgotten_costs_heading", "The Costs People Forget"),
          intro: t(
            "forgotten_costs_intro",
            "Custom hardware is more than a schematic and a layout. A realistic plan includes:",
          ),
          items: [
            t("forgotten_costs_spins", "Two or three prototype revisions before the design is ready for production"),
            t(
              "forgotten_costs_compliance",
              "Pre-compliance checks and formal EMC, safety and radio testing at an accredited laboratory",
            ),
            t(
              "forgotten_costs_production_test",
              "Production test: test points, a programming and test fixture, and firmware to check each board",
            ),
            t(
              "forgotten_costs_supply",
              "Component sourcing, lead times and the occasional redesign when a part reaches end of life",
            ),
            t("forgotten_costs_documentation", "Documentation for manufacture, certification and future engineers"),
          ],
        },
        {
          kind: "list",
          heading: t("checklist_heading", "Checklist"),
          intro: t("checklist_intro", "Answer these before you decide:"),
          items: [
            t("checklist_proven", "Is the idea proven on a development board, and do users want it?"),
            t("checklist_volume", "How many units a year, and for how many years?"),
            t("checklist_size", "What size, shape and connectors does the enclosure allow?"),
            t("checklist_power", "Does it run from mains, a rechargeable battery or a primary cell, and for how long?"),
            t("checklist_environment", "What temperature, vibration, moisture and handling must it survive?"),
            t(
              "checklist_approvals",
              "Which markings and approvals does it need in each market, with or without a radio?",
            ),
            t("checklist_supply", "How long must the same hardware stay available, and who controls its revisions?"),
            t("checklist_ownership", "Who owns the design files and the firmware?"),
          ],
        },
      ],
      diagramCaption: t(
        "diagram_caption",
        "Total cost against volume: a ready-made board costs nothing up front but the same every unit; a custom board starts with its design cost and overtakes at the break-even volume.",
      ),
      cta: {
        heading: t("cta_heading", "Ready to Move Beyond the Development Board?"),
        text: t(
          "cta_text",
          "Tell us where your prototype is today, and we will help you choose between a ready-made board, a module on a carrier board and a fully custom design.",
        ),
        links: [{ label: t("cta_link_label", "Discuss Your Hardware"), href: contactHref("Custom Hardware Inquiry") }],
      },
    }) satisfies ArticleCopy,
);
