import { contactHref } from "../../lib/links";
import { pageTitle } from "../../lib/seo";
import { editablePage, iconCard } from "../editable-copy";
import type { DetailPageCopy } from "../page-types";

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
            label: t.label("cta_link_label", "Discuss Your Integration"),
            href: contactHref("System Implementation Inquiry"),
          },
        ],
      },
    }) satisfies DetailPageCopy,
);
export const SYSTEM_IMPLEMENTATION = SYSTEM_IMPLEMENTATION_PAGE.copy;
