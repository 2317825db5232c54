import { href } from "react-router";
import { contactHref, HELP_CONTACT_PATH } from "../lib/links";
import { pageTitle } from "../lib/seo";
import type { DetailPageCopy, LinkCard, PageSeo } from "./page-types";
import { SITE } from "./site";

/** Copy of /techniques and its pages. */
export const TECHNIQUES_PATH = href("/techniques");
export const TECHNIQUES_BACK_LINK = { label: "Back to All Techniques", href: TECHNIQUES_PATH } as const;

export interface Technique {
  slug: string;
  name: string;
  summary: string;
  /** The technique's own page; without one it is shown on the generic technique page. */
  article?: DetailPageCopy;
}

const CIRCUIT_DESIGN: DetailPageCopy = {
  seo: {
    title: pageTitle("Circuit Design Technique"),
    description:
      "Purpose-built circuit design: performance without overhead, hardware-software co-design and simpler boards that cost less to build and certify.",
  },
  eyebrow: "Techniques",
  title: "Circuit Design",
  intro: [
    "Great products start with circuits designed for the job in hand. We build each design around your requirements instead of adapting a general-purpose board.",
  ],
  blocks: [
    {
      kind: "prose",
      heading: "Purpose-Built from the Ground Up",
      paragraphs: [
        "Off-the-shelf development boards are made to suit everyone, so they carry components, connectors and power draw that your product does not need.",
        "We design every circuit from the ground up around your application, so each component earns its place on the board.",
      ],
    },
    {
      kind: "prose",
      heading: "Performance vs. Overhead",
      paragraphs: [
        "General-purpose hardware often pairs a powerful processor with an operating system just to perform simple tasks. That adds cost, power consumption and points of failure.",
        "By matching the processing power to the job, our designs deliver the performance you need with the smallest possible overhead.",
      ],
    },
    {
      kind: "prose",
      heading: "Hardware-Software Co-Design",
      paragraphs: [
        "We develop the circuit and its firmware together. Choices about pins, peripherals, timing and power are made with the software in mind, and the other way round.",
        "The result is a system that is simpler to program, easier to debug and more reliable in the field.",
      ],
    },
    {
      kind: "prose",
      heading: "Simpler Boards",
      paragraphs: [
        "Fewer components mean smaller boards, lower unit costs, faster assembly and fewer things that can go wrong.",
        "A simpler board is also easier to certify and cheaper to manufacture at volume, often on 2-layer or 4-layer PCBs.",
      ],
    },
    {
      kind: "table",
      heading: "Tools We Use",
      columns: ["Tool", "Purpose"],
      rows: [
        ["KiCad / Altium Designer", "Schematic capture and PCB layout"],
        ["LTspice", "Circuit simulation before the first prototype"],
        ["Oscilloscopes and logic analysers", "Verification of signals, timing and power"],
        ["AI-assisted design review", "Early detection of errors and component risks"],
      ],
    },
  ],
  cta: {
    heading: "Design a Circuit That Fits",
    text: "Tell us what your product must do, and we will design a circuit with nothing it does not need.",
    links: [{ label: "Discuss Your Circuit", href: contactHref("Circuit Design Inquiry") }],
  },
};

const EMBEDDED_SOFTWARE: DetailPageCopy = {
  seo: {
    title: pageTitle("Embedded Software Technique"),
    description:
      "Embedded firmware without unnecessary overhead: the pros and cons of an operating system, the bare-metal alternative and a hybrid approach designed to grow.",
  },
  eyebrow: "Techniques",
  title: "Embedded Software",
  intro: [
    "The right firmware architecture makes a device faster, leaner and more reliable. We choose it for what your product really needs, not out of habit.",
  ],
  blocks: [
    {
      kind: "pros-cons",
      heading: "Operating Systems: Pros and Cons",
      intro:
        "An embedded operating system such as an RTOS or embedded Linux can be the right choice, but it comes at a price.",
      pros: [
        "Ready-made task scheduling and multitasking",
        "Large ecosystems of drivers and libraries",
        "A familiar development model for application programmers",
      ],
      cons: [
        "More memory, processing power and energy required",
        "Less predictable timing for real-time tasks",
        "More code to maintain, patch and secure",
        "Licensing and long-term support to manage",
      ],
    },
    {
      kind: "prose",
      heading: "The Bare-Metal Alternative",
      paragraphs: [
        "Bare-metal firmware runs directly on the microcontroller, without an operating system in between. Every clock cycle and every byte of memory goes to your application.",
        "It starts instantly, responds in predictable time and runs on smaller, cheaper and more power-efficient devices.",
      ],
    },
    {
      kind: "prose",
      heading: "A Hybrid Approach",
      paragraphs: [
        "Some products need both: hard real-time control and rich connectivity or user interfaces. We split the work so that time-critical tasks run bare-metal while a separate processor or lightweight scheduler handles the rest.",
      ],
    },
    {
      kind: "prose",
      heading: "Designed to Grow",
      paragraphs: [
        "Our bare-metal C framework is modular and event-driven. New features, sensors and interfaces can be added without rewriting what already works, so your firmware grows with your product.",
      ],
    },
    {
      kind: "list",
      heading: "Ideal For",
      items: [
        "Battery-powered and energy-harvesting devices",
        "Real-time control and measurement systems",
        "Cost-sensitive products made in volume",
        "Long-life industrial and instrumentation equipment",
      ],
    },
    {
      kind: "table",
      heading: "Our Stack",
      columns: ["Layer", "Technology"],
      rows: [
        ["Language", "C (C99/C11), with C++ where it adds value"],
        ["Framework", "Our bare-metal C framework with an event-driven scheduler"],
        ["Hardware abstraction", "Vendor HAL or register-level drivers, chosen per project"],
        ["Connectivity", "UART, USB and TCP/IP through our lightweight serial protocol"],
        ["Tooling", "GCC toolchains, Git and automated builds"],
      ],
    },
  ],
  cta: {
    heading: "Build Lean, Reliable Firmware",
    text: "Talk to us about firmware that makes the most of your hardware.",
    links: [{ label: "Discuss Your Firmware", href: contactHref("Embedded Software Inquiry") }],
  },
};

const COMMUNICATION: DetailPageCopy = {
  seo: {
    title: pageTitle("Smart Communication Technique"),
    description:
      "A lightweight serial protocol under 100 bytes that runs from 2KB flash and 512B RAM and links devices over UART, USB and TCP/IP.",
  },
  eyebrow: "Techniques",
  title: "Smart Communication",
  intro: [
    "Devices are only as useful as their ability to share data. Our lightweight protocol lets even the smallest microcontroller talk reliably to PCs, apps and networks.",
  ],
  blocks: [
    {
      kind: "prose",
      heading: "IP Overhead vs. a Lightweight Serial Protocol",
      paragraphs: [
        "Internet protocols are designed for networks of computers. On a small microcontroller, a full TCP/IP stack can consume much of the available memory and processing time.",
        "Our lightweight serial protocol has a footprint of under 100 bytes and works from 2KB flash and 512B RAM, leaving the rest of the device for your application.",
      ],
    },
    {
      kind: "list",
      heading: "Features",
      items: [
        "Footprint under 100 bytes",
        "Works from 2KB flash and 512B RAM",
        "Three message types: commands, results and events",
        "Runs over UART, USB and TCP/IP",
        "Simple framing with error checking",
      ],
    },
    {
      kind: "list",
      heading: "Real-World Uses",
      items: [
        "Connecting sensors and controllers to a PC for monitoring and logging",
        "Configuring devices from a Windows GUI tool",
        "Linking several microcontrollers inside one product",
        "Bridging low-power devices to IP networks through a gateway",
      ],
    },
    {
      kind: "prose",
      heading: "Open and Developer-Friendly",
      paragraphs: [
        "The protocol is fully documented and simple to implement on any platform, from an 8-bit microcontroller to a desktop application.",
        "Clear message types make systems easy to test and debug, and your own developers can extend them without depending on us.",
      ],
    },
    {
      kind: "list",
      heading: "Ideal For",
      items: [
        "Resource-constrained microcontrollers",
        "Products that connect to PC software or test equipment",
        "Multi-board systems that need a common language",
        "Teams that want a protocol they fully own and understand",
      ],
    },
  ],
  cta: {
    heading: "Connect Your Devices",
    text: "Find out how a lightweight protocol can simplify communication in your product.",
    links: [{ label: "Discuss Your Communication Needs", href: contactHref("Smart Communication Inquiry") }],
  },
};

const ALGORITHM_DEVELOPMENT: DetailPageCopy = {
  seo: {
    title: pageTitle("Algorithm Development Technique"),
    description:
      "Algorithms prototyped on the PC, evaluated live with real data and transferred from desktop to device with confidence.",
  },
  eyebrow: "Techniques",
  title: "Algorithm Development",
  intro: [
    "Signal processing, control and detection algorithms are at the heart of smart devices. We develop them where iteration is fast and move them to the device once they are proven.",
  ],
  blocks: [
    {
      kind: "prose",
      heading: "PC Prototyping",
      paragraphs: [
        "We build and refine algorithms on the PC first, where changes take seconds, results can be plotted and every step can be inspected.",
      ],
    },
    {
      kind: "prose",
      heading: "Live Evaluation",
      paragraphs: [
        "Your hardware streams real measurements to the PC while the algorithm runs, so it is evaluated against live data and real conditions rather than idealised test cases.",
      ],
    },
    {
      kind: "prose",
      heading: "Desktop-to-Device Transfer",
      paragraphs: [
        "Once the algorithm performs as it should, we port it to efficient embedded C and verify that the device produces the same results as the desktop version.",
      ],
    },
    {
      kind: "list",
      heading: "Ideal For",
      items: [
        "Sensor signal processing and filtering",
        "Motor and process control loops",
        "Condition monitoring and fault detection",
        "Measurement and test instruments",
      ],
    },
  ],
  cta: {
    heading: "Develop Your Algorithm",
    text: "Bring us your data and your goal, and we will help you turn them into a proven algorithm on your device.",
    links: [{ label: "Discuss Your Algorithm", href: contactHref("Algorithm Development Inquiry") }],
  },
};

export const TECHNIQUES: readonly Technique[] = [
  {
    slug: "circuit-design",
    name: "Circuit Design",
    summary: "Purpose-built circuits that balance performance against overhead, designed together with their firmware.",
    article: CIRCUIT_DESIGN,
  },
  {
    slug: "embedded-software",
    name: "Embedded Software",
    summary: "Bare-metal, operating-system or hybrid firmware, chosen for what your device really needs.",
    article: EMBEDDED_SOFTWARE,
  },
  {
    slug: "communication",
    name: "Communication",
    summary: "A lightweight serial protocol that links devices, PCs and networks with minimal overhead.",
    article: COMMUNICATION,
  },
  {
    slug: "algorithm-development",
    name: "Algorithm Development",
    summary: "Algorithms prototyped on the PC, evaluated live and transferred from desktop to device.",
    article: ALGORITHM_DEVELOPMENT,
  },
  {
    slug: "digital-signal-processing",
    name: "Digital Signal Processing",
    summary: "Filtering, transforms and signal analysis that run efficiently on microcontrollers and FPGAs.",
  },
  {
    slug: "low-power-design",
    name: "Low-Power Design",
    summary: "Power architectures and sleep strategies that let battery-powered devices run for months or years.",
  },
];

export function techniquePath(slug: string): string {
  return `${TECHNIQUES_PATH}/${slug}`;
}

export function findTechnique(slug: string): Technique | undefined {
  return TECHNIQUES.find((technique) => technique.slug === slug);
}

export const TECHNIQUES_INDEX = {
  seo: {
    title: pageTitle("Our Techniques"),
    description:
      "The engineering techniques behind our products: circuit design, embedded software, smart communication and algorithm development.",
  } satisfies PageSeo,
  heading: "Our Techniques",
  intro:
    "The methods behind every project: lean, purpose-built designs in which hardware, firmware, communication and algorithms are developed together.",
  cards: TECHNIQUES.filter((technique) => technique.article).map((technique): LinkCard => ({
    title: technique.name,
    text: technique.summary,
    href: techniquePath(technique.slug),
    linkLabel: "Explore Technique",
  })),
  more: {
    heading: "More Techniques We Apply",
    links: TECHNIQUES.filter((technique) => !technique.article).map((technique) => ({
      label: technique.name,
      href: techniquePath(technique.slug),
    })),
  },
} as const;

/** The page for a technique that has no page of its own. */
export function genericTechniquePage(technique: Technique) {
  return {
    seo: {
      title: pageTitle(technique.name),
      description: `${technique.summary} Ask ${SITE.name} how ${technique.name.toLowerCase()} can help your project.`,
    } satisfies PageSeo,
    eyebrow: "Techniques",
    title: technique.name,
    summary: technique.summary,
    text: "A detailed guide to this technique is on its way. In the meantime, our engineers are happy to explain how it could benefit your project.",
    cta: {
      label: `Ask About ${technique.name}`,
      href: contactHref(`Inquiry about ${technique.name}`, HELP_CONTACT_PATH),
    },
  };
}

export const TECHNIQUE_NOT_FOUND = {
  seo: {
    title: pageTitle("Technique not found"),
    description: "This technique does not exist. Choose one of our techniques instead.",
  } satisfies PageSeo,
  heading: "Technique not found",
  text: "Please select a valid technique or return to the main techniques page.",
  link: { label: "Return to Techniques", href: TECHNIQUES_PATH },
} as const;
