import { contactHref } from "../../lib/links";
import { pageTitle } from "../../lib/seo";
import { editablePage, iconCard } from "../editable-copy";
import type { DetailPageCopy } from "../page-types";

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
        links: [
          { label: t.label("cta_link_label", "Discuss Your System"), href: contactHref("System Development Inquiry") },
        ],
      },
    }) satisfies DetailPageCopy,
);
export const SYSTEM_DEVELOPMENT = SYSTEM_DEVELOPMENT_PAGE.copy;
