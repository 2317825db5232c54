import { href } from "react-router";
import { contactHref, HELP_CONTACT_PATH } from "../lib/links";
import { pageTitle } from "../lib/seo";
import { editablePage, iconCard, type SectionMarker } from "./editable-copy";
import type { DetailPageCopy, IconName, LinkCard, PageSeo } from "./page-types";
import { SITE } from "./site";

/** Copy of /techniques and its pages. Marked fields are staff-editable (see editable-copy.ts). */
export const TECHNIQUES_PATH = href("/techniques");
export const TECHNIQUES_BACK_LINK = { label: "Back to All Techniques", href: TECHNIQUES_PATH } as const;

export const CIRCUIT_DESIGN_PAGE = editablePage(
  "circuit_design_page",
  (t) =>
    ({
      seo: {
        title: pageTitle("Circuit Design Technique"),
        description:
          "Purpose-built circuit design: performance without overhead, hardware-software co-design and simpler boards that cost less to build and certify.",
      },
      eyebrow: t("eyebrow", "Techniques"),
      title: t("title", "Circuit Design"),
      intro: [
        t(
          "intro_paragraph_1",
          "Great products start with circuits designed for the job in hand. We build each design around your requirements instead of adapting a general-purpose board.",
        ),
      ],
      blocks: [
        {
          kind: "prose",
          heading: t("purpose_built_heading", "Purpose-Built from the Ground Up"),
          paragraphs: [
            t(
              "purpose_built_paragraph_1",
              "Off-the-shelf development boards are made to suit everyone, so they carry components, connectors and power draw that your product does not need.",
            ),
            t(
              "purpose_built_paragraph_2",
              "We design every circuit from the ground up around your application, so each component earns its place on the board.",
            ),
          ],
        },
        {
          kind: "prose",
          heading: t("performance_heading", "Performance vs. Overhead"),
          paragraphs: [
            t(
              "performance_paragraph_1",
              "General-purpose hardware often pairs a powerful processor with an operating system just to perform simple tasks. That adds cost, power consumption and points of failure.",
            ),
            t(
              "performance_paragraph_2",
              "By matching the processing power to the job, our designs deliver the performance you need with the smallest possible overhead.",
            ),
          ],
        },
        {
          kind: "prose",
          heading: t("co_design_heading", "Hardware-Software Co-Design"),
          paragraphs: [
            t(
              "co_design_paragraph_1",
              "We develop the circuit and its firmware together. Choices about pins, peripherals, timing and power are made with the software in mind, and the other way round.",
            ),
            t(
              "co_design_paragraph_2",
              "The result is a system that is simpler to program, easier to debug and more reliable in the field.",
            ),
          ],
        },
        {
          kind: "prose",
          heading: t("simpler_boards_heading", "Simpler Boards"),
          paragraphs: [
            t(
              "simpler_boards_paragraph_1",
              "Fewer components mean smaller boards, lower unit costs, faster assembly and fewer things that can go wrong.",
            ),
            t(
              "simpler_boards_paragraph_2",
              "A simpler board is also easier to certify and cheaper to manufacture at volume, often on 2-layer or 4-layer PCBs.",
            ),
          ],
        },
        {
          kind: "table",
          heading: t("tools_heading", "Tools We Use"),
          columns: [t("tools_column_tool", "Tool"), t("tools_column_purpose", "Purpose")],
          rows: [
            [
              t("tools_kicad_altium_tool", "KiCad / Altium Designer"),
              t("tools_kicad_altium_purpose", "Schematic capture and PCB layout"),
            ],
            [
              t("tools_ltspice_tool", "LTspice"),
              t("tools_ltspice_purpose", "Circuit simulation before the first prototype"),
            ],
            [
              t("tools_scopes_analysers_tool", "Oscilloscopes and logic analysers"),
              t("tools_scopes_analysers_purpose", "Verification of signals, timing and power"),
            ],
            [
              t("tools_ai_review_tool", "AI-assisted design review"),
              t("tools_ai_review_purpose", "Early detection of errors and component risks"),
            ],
          ],
        },
      ],
      cta: {
        heading: t("cta_heading", "Design a Circuit That Fits"),
        text: t(
          "cta_text",
          "Tell us what your product must do, and we will design a circuit with nothing it does not need.",
        ),
        links: [
          { label: t.label("cta_link_label", "Discuss Your Circuit"), href: contactHref("Circuit Design Inquiry") },
        ],
      },
    }) satisfies DetailPageCopy,
);

export const EMBEDDED_SOFTWARE_PAGE = editablePage(
  "embedded_software_page",
  (t) =>
    ({
      seo: {
        title: pageTitle("Embedded Software Technique"),
        description:
          "Embedded firmware without unnecessary overhead: the pros and cons of an operating system, the bare-metal alternative and a hybrid approach designed to grow.",
      },
      eyebrow: t("eyebrow", "Techniques"),
      title: t("title", "Embedded Software"),
      intro: [
        t(
          "intro_paragraph_1",
          "The right firmware architecture makes a device faster, leaner and more reliable. We choose it for what your product really needs, not out of habit.",
        ),
      ],
      blocks: [
        {
          kind: "pros-cons",
          heading: t("operating_systems_heading", "Operating Systems: Pros and Cons"),
          intro: t(
            "operating_systems_intro",
            "An embedded operating system such as an RTOS or embedded Linux can be the right choice, but it comes at a price.",
          ),
          prosHeading: t("operating_systems_pros_heading", "Pros"),
          pros: [
            t("operating_systems_pro_scheduling", "Ready-made task scheduling and multitasking"),
            t("operating_systems_pro_ecosystem", "Large ecosystems of drivers and libraries"),
            t("operating_systems_pro_familiar_model", "A familiar development model for application programmers"),
          ],
          consHeading: t("operating_systems_cons_heading", "Cons"),
          cons: [
            t("operating_systems_con_resources", "More memory, processing power and energy required"),
            t("operating_systems_con_timing", "Less predictable timing for real-time tasks"),
            t("operating_systems_con_maintenance", "More code to maintain, patch and secure"),
            t("operating_systems_con_licensing", "Licensing and long-term support to manage"),
          ],
        },
        {
          kind: "prose",
          heading: t("bare_metal_heading", "The Bare-Metal Alternative"),
          paragraphs: [
            t(
              "bare_metal_paragraph_1",
              "Bare-metal firmware runs directly on the microcontroller, without an operating system in between. Every clock cycle and every byte of memory goes to your application.",
            ),
            t(
              "bare_metal_paragraph_2",
              "It starts instantly, responds in predictable time and runs on smaller, cheaper and more power-efficient devices.",
            ),
          ],
        },
        {
          kind: "prose",
          heading: t("hybrid_heading", "A Hybrid Approach"),
          paragraphs: [
            t(
              "hybrid_paragraph_1",
              "Some products need both: hard real-time control and rich connectivity or user interfaces. We split the work so that time-critical tasks run bare-metal while a separate processor or lightweight scheduler handles the rest.",
            ),
          ],
        },
        {
          kind: "prose",
          heading: t("designed_to_grow_heading", "Designed to Grow"),
          paragraphs: [
            t(
              "designed_to_grow_paragraph_1",
              "Our bare-metal C framework is modular and event-driven. New features, sensors and interfaces can be added without rewriting what already works, so your firmware grows with your product.",
            ),
          ],
        },
        {
          kind: "list",
          heading: t("ideal_for_heading", "Ideal For"),
          items: [
            t("ideal_for_battery_powered", "Battery-powered and energy-harvesting devices"),
            t("ideal_for_real_time_control", "Real-time control and measurement systems"),
            t("ideal_for_volume_products", "Cost-sensitive products made in volume"),
            t("ideal_for_industrial_equipment", "Long-life industrial and instrumentation equipment"),
          ],
        },
        {
          kind: "table",
          heading: t("stack_heading", "Our Stack"),
          columns: [t("stack_column_layer", "Layer"), t("stack_column_technology", "Technology")],
          rows: [
            [
              t("stack_language_layer", "Language"),
              t("stack_language_technology", "C (C99/C11), with C++ where it adds value"),
            ],
            [
              t("stack_framework_layer", "Framework"),
              t("stack_framework_technology", "Our bare-metal C framework with an event-driven scheduler"),
            ],
            [
              t("stack_hardware_abstraction_layer", "Hardware abstraction"),
              t("stack_hardware_abstraction_technology", "Vendor HAL or register-level drivers, chosen per project"),
            ],
            [
              t("stack_connectivity_layer", "Connectivity"),
              t("stack_connectivity_technology", "UART, USB and TCP/IP through our lightweight serial protocol"),
            ],
            [
              t("stack_tooling_layer", "Tooling"),
              t("stack_tooling_technology", "GCC toolchains, Git and automated builds"),
            ],
          ],
        },
      ],
      cta: {
        heading: t("cta_heading", "Build Lean, Reliable Firmware"),
        text: t("cta_text", "Talk to us about firmware that makes the most of your hardware."),
        links: [
          { label: t.label("cta_link_label", "Discuss Your Firmware"), href: contactHref("Embedded Software Inquiry") },
        ],
      },
    }) satisfies DetailPageCopy,
);

export const COMMUNICATION_PAGE = editablePage(
  "communication_page",
  (t) =>
    ({
      seo: {
        title: pageTitle("Smart Communication Technique"),
        description:
          "A lightweight serial protocol under 100 bytes that runs from 2KB flash and 512B RAM and links devices over UART, USB and TCP/IP.",
      },
      eyebrow: t("eyebrow", "Techniques"),
      title: t("title", "Smart Communication"),
      intro: [
        t(
          "intro_paragraph_1",
          "Devices are only as useful as their ability to share data. Our lightweight protocol lets even the smallest microcontroller talk reliably to PCs, apps and networks.",
        ),
      ],
      blocks: [
        {
          kind: "prose",
          heading: t("ip_overhead_heading", "IP Overhead vs. a Lightweight Serial Protocol"),
          paragraphs: [
            t(
              "ip_overhead_paragraph_1",
              "Internet protocols are designed for networks of computers. On a small microcontroller, a full TCP/IP stack can consume much of the available memory and processing time.",
            ),
            t(
              "ip_overhead_paragraph_2",
              "Our lightweight serial protocol has a footprint of under 100 bytes and works from 2KB flash and 512B RAM, leaving the rest of the device for your application.",
            ),
          ],
        },
        {
          kind: "list",
          heading: t("features_heading", "Features"),
          items: [
            t("feature_footprint", "Footprint under 100 bytes"),
            t("feature_memory", "Works from 2KB flash and 512B RAM"),
            t("feature_message_types", "Three message types: commands, results and events"),
            t("feature_transports", "Runs over UART, USB and TCP/IP"),
            t("feature_framing", "Simple framing with error checking"),
          ],
        },
        {
          kind: "list",
          heading: t("uses_heading", "Real-World Uses"),
          items: [
            t("use_monitoring", "Connecting sensors and controllers to a PC for monitoring and logging"),
            t("use_configuration", "Configuring devices from a Windows GUI tool"),
            t("use_multi_microcontroller", "Linking several microcontrollers inside one product"),
            t("use_gateway", "Bridging low-power devices to IP networks through a gateway"),
          ],
        },
        {
          kind: "prose",
          heading: t("developer_friendly_heading", "Open and Developer-Friendly"),
          paragraphs: [
            t(
              "developer_friendly_paragraph_1",
              "The protocol is fully documented and simple to implement on any platform, from an 8-bit microcontroller to a desktop application.",
            ),
            t(
              "developer_friendly_paragraph_2",
              "Clear message types make systems easy to test and debug, and your own developers can extend them without depending on us.",
            ),
          ],
        },
        {
          kind: "list",
          heading: t("ideal_for_heading", "Ideal For"),
          items: [
            t("ideal_for_constrained_microcontrollers", "Resource-constrained microcontrollers"),
            t("ideal_for_pc_connected_products", "Products that connect to PC software or test equipment"),
            t("ideal_for_multi_board_systems", "Multi-board systems that need a common language"),
            t("ideal_for_owned_protocol", "Teams that want a protocol they fully own and understand"),
          ],
        },
      ],
      cta: {
        heading: t("cta_heading", "Connect Your Devices"),
        text: t("cta_text", "Find out how a lightweight protocol can simplify communication in your product."),
        links: [
          {
            label: t.label("cta_link_label", "Discuss Your Communication Needs"),
            href: contactHref("Smart Communication Inquiry"),
          },
        ],
      },
    }) satisfies DetailPageCopy,
);

export const ALGORITHM_DEVELOPMENT_PAGE = editablePage(
  "algorithm_development_page",
  (t) =>
    ({
      seo: {
        title: pageTitle("Algorithm Development Technique"),
        description:
          "Algorithms prototyped on the PC, evaluated live with real data and transferred from desktop to device with confidence.",
      },
      eyebrow: t("eyebrow", "Techniques"),
      title: t("title", "Algorithm Development"),
      intro: [
        t(
          "intro_paragraph_1",
          "Signal processing, control and detection algorithms are at the heart of smart devices. We develop them where iteration is fast and move them to the device once they are proven.",
        ),
      ],
      blocks: [
        {
          kind: "prose",
          heading: t("pc_prototyping_heading", "PC Prototyping"),
          paragraphs: [
            t(
              "pc_prototyping_paragraph_1",
              "We build and refine algorithms on the PC first, where changes take seconds, results can be plotted and every step can be inspected.",
            ),
          ],
        },
        {
          kind: "prose",
          heading: t("live_evaluation_heading", "Live Evaluation"),
          paragraphs: [
            t(
              "live_evaluation_paragraph_1",
              "Your hardware streams real measurements to the PC while the algorithm runs, so it is evaluated against live data and real conditions rather than idealised test cases.",
            ),
          ],
        },
        {
          kind: "prose",
          heading: t("device_transfer_heading", "Desktop-to-Device Transfer"),
          paragraphs: [
            t(
              "device_transfer_paragraph_1",
              "Once the algorithm performs as it should, we port it to efficient embedded C and verify that the device produces the same results as the desktop version.",
            ),
          ],
        },
        {
          kind: "list",
          heading: t("ideal_for_heading", "Ideal For"),
          items: [
            t("ideal_for_sensor_processing", "Sensor signal processing and filtering"),
            t("ideal_for_control_loops", "Motor and process control loops"),
            t("ideal_for_condition_monitoring", "Condition monitoring and fault detection"),
            t("ideal_for_instruments", "Measurement and test instruments"),
          ],
        },
      ],
      cta: {
        heading: t("cta_heading", "Develop Your Algorithm"),
        text: t(
          "cta_text",
          "Bring us your data and your goal, and we will help you turn them into a proven algorithm on your device.",
        ),
        links: [
          {
            label: t.label("cta_link_label", "Discuss Your Algorithm"),
            href: contactHref("Algorithm Development Inquiry"),
          },
        ],
      },
    }) satisfies DetailPageCopy,
);

export type TechniqueArticlePage =
  | typeof CIRCUIT_DESIGN_PAGE
  | typeof EMBEDDED_SOFTWARE_PAGE
  | typeof COMMUNICATION_PAGE
  | typeof ALGORITHM_DEVELOPMENT_PAGE;

const GUIDE_ON_ITS_WAY =
  "A detailed guide to this technique is on its way. In the meantime, our engineers are happy to explain how it could benefit your project.";

/** The page of a technique that has no article of its own yet, under its own page identifier. */
function genericTechniquePage<const P extends string>(page: P, technique: { name: string; summary: string }) {
  const { name, summary } = technique;
  return editablePage(page, (t) => ({
    seo: {
      title: pageTitle(name),
      description: `${summary} Ask ${SITE.name} how ${name.toLowerCase()} can help your project.`,
    } satisfies PageSeo,
    eyebrow: t("eyebrow", "Techniques"),
    title: t("title", name),
    summary: t("summary", summary),
    text: t("text", GUIDE_ON_ITS_WAY),
    cta: {
      label: t.label("cta_link_label", `Ask About ${name}`),
      href: contactHref(`Inquiry about ${name}`, HELP_CONTACT_PATH),
    },
  }));
}

const DIGITAL_SIGNAL_PROCESSING = {
  name: "Digital Signal Processing",
  summary: "Filtering, transforms and signal analysis that run efficiently on microcontrollers and FPGAs.",
};
const LOW_POWER_DESIGN = {
  name: "Low-Power Design",
  summary: "Power architectures and sleep strategies that let battery-powered devices run for months or years.",
};

export const DIGITAL_SIGNAL_PROCESSING_PAGE = genericTechniquePage(
  "digital_signal_processing_page",
  DIGITAL_SIGNAL_PROCESSING,
);
export const LOW_POWER_DESIGN_PAGE = genericTechniquePage("low_power_design_page", LOW_POWER_DESIGN);

export type GenericTechniquePage = typeof DIGITAL_SIGNAL_PROCESSING_PAGE | typeof LOW_POWER_DESIGN_PAGE;
export type GenericTechniqueCopy = GenericTechniquePage["copy"];

export interface Technique {
  slug: string;
  /** How menus, cards and the assistant name the technique (its built-in wording). */
  name: string;
  summary: string;
  /** The technique's own page, or the generic page of a technique without one. */
  page: { kind: "article"; article: TechniqueArticlePage } | { kind: "generic"; generic: GenericTechniquePage };
}

export const TECHNIQUES: readonly Technique[] = [
  {
    slug: "circuit-design",
    name: "Circuit Design",
    summary: "Purpose-built circuits that balance performance against overhead, designed together with their firmware.",
    page: { kind: "article", article: CIRCUIT_DESIGN_PAGE },
  },
  {
    slug: "embedded-software",
    name: "Embedded Software",
    summary: "Bare-metal, operating-system or hybrid firmware, chosen for what your device really needs.",
    page: { kind: "article", article: EMBEDDED_SOFTWARE_PAGE },
  },
  {
    slug: "communication",
    name: "Communication",
    summary: "A lightweight serial protocol that links devices, PCs and networks with minimal overhead.",
    page: { kind: "article", article: COMMUNICATION_PAGE },
  },
  {
    slug: "algorithm-development",
    name: "Algorithm Development",
    summary: "Algorithms prototyped on the PC, evaluated live and transferred from desktop to device.",
    page: { kind: "article", article: ALGORITHM_DEVELOPMENT_PAGE },
  },
  {
    slug: "digital-signal-processing",
    ...DIGITAL_SIGNAL_PROCESSING,
    page: { kind: "generic", generic: DIGITAL_SIGNAL_PROCESSING_PAGE },
  },
  { slug: "low-power-design", ...LOW_POWER_DESIGN, page: { kind: "generic", generic: LOW_POWER_DESIGN_PAGE } },
];

export function techniquePath(slug: string): string {
  return `${TECHNIQUES_PATH}/${slug}`;
}

export function findTechnique(slug: string): Technique | undefined {
  return TECHNIQUES.find((technique) => technique.slug === slug);
}

function technique(slug: string): Technique {
  const found = findTechnique(slug);
  if (!found) throw new Error(`No technique ${slug}`);
  return found;
}

/** A card on the techniques index, keyed by the technique's slug in snake_case. */
function techniqueCard<const K extends string>(t: SectionMarker, key: K, slug: string, icon: IconName) {
  const { name, summary } = technique(slug);
  return {
    ...iconCard(t, `${key}_card`, icon, name, summary),
    href: techniquePath(slug),
    linkLabel: t.label(`${key}_card_link_label`, "Explore Technique"),
  } satisfies LinkCard;
}

/** A link under 'More Techniques We Apply' to a technique without an article. */
function moreLink<const K extends string>(t: SectionMarker, key: K, slug: string) {
  return { label: t.label(`${key}_link_label`, technique(slug).name), href: techniquePath(slug) };
}

export const TECHNIQUES_INDEX_PAGE = editablePage("techniques_page", (t) => ({
  seo: {
    title: pageTitle("Our Techniques"),
    description:
      "The engineering techniques behind our products: circuit design, embedded software, smart communication and algorithm development.",
  } satisfies PageSeo,
  heading: t("heading", "Our Techniques"),
  intro: t(
    "intro",
    "The methods behind every project: lean, purpose-built designs in which hardware, firmware, communication and algorithms are developed together.",
  ),
  cards: [
    techniqueCard(t, "circuit_design", "circuit-design", "board"),
    techniqueCard(t, "embedded_software", "embedded-software", "code"),
    techniqueCard(t, "communication", "communication", "antenna"),
    techniqueCard(t, "algorithm_development", "algorithm-development", "waveform"),
  ],
  more: {
    heading: t("more_heading", "More Techniques We Apply"),
    links: [
      moreLink(t, "digital_signal_processing", "digital-signal-processing"),
      moreLink(t, "low_power_design", "low-power-design"),
    ],
  },
}));
export const TECHNIQUES_INDEX = TECHNIQUES_INDEX_PAGE.copy;

/** An address under /techniques that names no technique: an error page, so its text stays in code. */
export const TECHNIQUE_NOT_FOUND = {
  seo: {
    title: pageTitle("Technique not found"),
    description: "This technique does not exist. Choose one of our techniques instead.",
  } satisfies PageSeo,
  heading: "Technique not found",
  text: "Please select a valid technique or return to the main techniques page.",
  link: { label: "Return to Techniques", href: TECHNIQUES_PATH },
} as const;
