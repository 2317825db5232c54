import { href } from "react-router";
import { contactHref } from "../lib/links";
import { pageTitle } from "../lib/seo";
import type { DetailPageCopy, LinkCard, PageSeo } from "./page-types";
import { SITE } from "./site";

/** Copy of /services and its four sub-pages. */
export const SERVICES_BACK_LINK = { label: "Back to All Services", href: href("/services") } as const;

export const SERVICES_INDEX = {
  seo: {
    title: pageTitle("Our Services"),
    description: `Consultancy, electronic design, microcontroller system development and PC system implementation from ${SITE.name}, serving the ${SITE.region}.`,
  } satisfies PageSeo,
  heading: "Our Services",
  cards: [
    {
      title: "Consultancy",
      text: "Expert guidance at any stage, from a feasibility review of your idea to hands-on design support and complete product development.",
      href: href("/services/consultancy"),
      linkLabel: "Learn More",
    },
    {
      title: "Electronic Design",
      text: "Custom PCB, analogue, digital and FPGA design that balances cost, power, compliance and form factor.",
      href: href("/services/electronic-design"),
      linkLabel: "Learn More",
    },
    {
      title: "System Development",
      text: "Microcontroller-based systems with lean bare-metal C firmware and connectivity built in from day one.",
      href: href("/services/system-development"),
      linkLabel: "Learn More",
    },
    {
      title: "System Implementation",
      text: "Real-time PC integration, Windows GUI tools, data analysis and DSP that put your hardware to work.",
      href: href("/services/system-implementation"),
      linkLabel: "Learn More",
    },
  ] satisfies LinkCard[],
} as const;

export const CONSULTANCY: DetailPageCopy = {
  seo: {
    title: pageTitle("Electronics Consultancy"),
    description:
      "Independent electronics and embedded-systems consultancy: feasibility reviews, collaborative design support and end-to-end product design.",
  },
  eyebrow: "Services",
  title: "Consultancy",
  intro: [
    `Whether you have a rough sketch of an idea or a design that needs a second opinion, our consultancy gives you direct access to over ${SITE.yearsOfExperience} years of electronics and embedded-systems experience.`,
    "We adapt to the way you work: a focused review, ongoing support alongside your own engineers, or full responsibility for the design.",
  ],
  blocks: [
    {
      kind: "cards",
      heading: "Engagement Levels",
      intro: "Choose the level of involvement that suits your project, budget and team.",
      cards: [
        {
          title: "Project Insight & Feasibility Review",
          text: "An independent assessment of your concept, requirements and risks, with a clear recommendation on architecture, components, cost and the fastest route to a working prototype.",
        },
        {
          title: "Collaborative Design Support",
          text: "We work alongside your team where specialist help matters most: schematic and layout reviews, firmware architecture, debugging and design for manufacture.",
        },
        {
          title: "End-to-End Product Design",
          text: "We take full responsibility from concept to production-ready design: hardware, firmware, PC tools, prototypes and the documentation your manufacturer needs.",
        },
      ],
    },
    {
      kind: "list",
      heading: "Tools We Use",
      intro: "Proven, industry-standard tools, so every file we hand over can be opened and maintained by your team.",
      items: [
        "KiCad and Altium Designer for schematic capture and PCB layout",
        "LTspice for analogue and power circuit simulation",
        "STM32CubeIDE, ESP-IDF and GCC toolchains for embedded C",
        "Vivado and Quartus for FPGA design in VHDL and Verilog",
        "MATLAB, Python and C# for modelling, analysis and PC tools",
        "AI-assisted workflows for design review and documentation",
      ],
    },
  ],
  cta: {
    heading: "Let's Talk About Your Project",
    text: "Book a consultation and get a clear, honest view of the best way forward.",
    links: [{ label: "Request a Consultation", href: contactHref("Consultancy Inquiry") }],
  },
};

/** Electronic design: the title and the three intro paragraphs are staff-editable (editable.ts). */
export const ELECTRONIC_DESIGN: Omit<DetailPageCopy, "title" | "intro"> = {
  seo: {
    title: pageTitle("Electronic Design Services"),
    description:
      "Custom PCB design and prototyping, analogue circuit design, digital logic and FPGA design, planned around cost, power, compliance (CE/FCC) and form factor.",
  },
  eyebrow: "Services",
  blocks: [
    {
      kind: "cards",
      heading: "Key Design Considerations",
      intro: "Every design decision is weighed against the factors that matter for your product.",
      cards: [
        {
          title: "Cost",
          text: "Components, layer count and assembly process chosen to meet your target unit cost at your production volume.",
        },
        {
          title: "Power Consumption",
          text: "Efficient power architectures and low-power modes that extend battery life and keep heat under control.",
        },
        {
          title: "Compliance (CE/FCC)",
          text: "Layout, filtering and shielding practices that prepare your product for CE, FCC and RoHS approval first time.",
        },
        {
          title: "Form Factor",
          text: "Boards shaped around your enclosure, connectors and mechanical constraints, on 2-layer or 4-layer PCBs.",
        },
        {
          title: "Hazardous Voltage",
          text: "Isolation, creepage and clearance designed in from the start when your product handles mains or high voltages.",
        },
        {
          title: "User Interface",
          text: "Buttons, displays, LEDs and touch controls that make your product intuitive to use.",
        },
        {
          title: "Software Integration",
          text: "Hardware designed hand in hand with its firmware, so drivers, debugging and updates are straightforward.",
        },
      ],
    },
    {
      kind: "steps",
      heading: "Our Design Process",
      steps: [
        {
          title: "Custom PCB Design & Prototyping",
          text: "Schematic capture, 2-layer or 4-layer PCB layout and fast prototype builds, ready for testing and iteration.",
        },
        {
          title: "Analogue Circuit Design",
          text: "Sensor front ends, filters, amplifiers and power supplies, designed and simulated for accuracy and low noise.",
        },
        {
          title: "Digital Logic Design",
          text: "Microcontroller, memory and interface circuits with clean signal integrity at high clock speeds.",
        },
        {
          title: "FPGA Design & HDL",
          text: "Custom logic in VHDL or Verilog for high-speed processing, precise timing and parallel data paths.",
        },
      ],
    },
    {
      kind: "table",
      heading: "Tools and Their Purpose",
      columns: ["Tool", "Purpose"],
      rows: [
        ["KiCad / Altium Designer", "Schematic capture and multi-layer PCB layout"],
        ["LTspice", "Analogue and power circuit simulation"],
        ["Vivado / Quartus", "FPGA synthesis, simulation and timing analysis"],
        ["AI-assisted design review", "Faster checks of schematics, component choices and documentation"],
      ],
    },
  ],
  cta: {
    heading: "Start Your Electronic Design Project",
    text: "Tell us what your product needs to do and we will design the electronics to make it happen.",
    links: [{ label: "Discuss Your Design", href: contactHref("Electronic Design Inquiry") }],
  },
};

/** μSystem development: the title (fallback 'μSystem Development') and intro are staff-editable. */
export const SYSTEM_DEVELOPMENT: Omit<DetailPageCopy, "title" | "intro"> = {
  seo: {
    title: pageTitle("μSystem Development"),
    description:
      "Microcontroller-based system development: device selection, system architecture, a bare-metal C framework and built-in connectivity over UART, USB and TCP/IP.",
  },
  eyebrow: "Services",
  blocks: [
    {
      kind: "cards",
      heading: "Our Approach",
      cards: [
        {
          title: "Microcontroller Selection",
          text: "We choose the device that fits your performance, power, peripheral and cost targets, favouring common families with long-term availability.",
        },
        {
          title: "System Architecture Design",
          text: "A clear split between hardware, drivers and application logic that keeps the system reliable, testable and easy to extend.",
        },
        {
          title: "Bare-Metal C Framework",
          text: "Our proven bare-metal C framework gives deterministic timing and a small footprint without the overhead of an operating system.",
        },
        {
          title: "Built-in Connectivity",
          text: "UART, USB and TCP/IP communication designed in from day one, so your device talks to PCs, apps and networks.",
        },
      ],
    },
    {
      kind: "table",
      heading: "Tools and Their Benefits",
      columns: ["Tool", "Benefit"],
      rows: [
        ["GCC and ARM toolchains", "Efficient, portable C code for your chosen microcontroller"],
        ["STM32CubeIDE / ESP-IDF", "Fast bring-up of clocks, peripherals and drivers"],
        ["Logic analysers and oscilloscopes", "Precise debugging of timing and signal behaviour"],
        ["Git version control", "Traceable, documented firmware that you own outright"],
      ],
    },
  ],
  cta: {
    heading: "Build Your Embedded System",
    text: "From the first board bring-up to field-ready firmware, we can develop the complete system with you.",
    links: [{ label: "Discuss Your System", href: contactHref("System Development Inquiry") }],
  },
};

export const SYSTEM_IMPLEMENTATION: DetailPageCopy = {
  seo: {
    title: pageTitle("System Implementation & PC Integration"),
    description:
      "Real-time PC integration, standalone Windows GUI tools, data offloading, simulation and analysis, and DSP and mathematical modelling for embedded systems.",
  },
  eyebrow: "Services",
  title: "System Implementation",
  intro: [
    "A capable device becomes far more valuable when it works with the rest of your world. We connect embedded systems to PCs, build the software your team uses every day and turn raw data into insight.",
  ],
  blocks: [
    {
      kind: "cards",
      heading: "Key Features",
      cards: [
        {
          title: "Real-Time PC Integration",
          text: "Live, two-way communication between your hardware and a PC for control, monitoring and logging.",
        },
        {
          title: "Standalone Windows GUI Tools",
          text: "Purpose-built Windows applications that let engineers, technicians and customers configure and operate your device.",
        },
        {
          title: "Data Offloading, Simulation & Analysis",
          text: "Move measurement data off the device, replay it in simulation and analyse it to refine performance.",
        },
        {
          title: "DSP & Mathematical Modelling",
          text: "Digital signal processing and mathematical models developed on the PC and deployed to the device.",
        },
      ],
    },
    {
      kind: "table",
      heading: "Features and Functions",
      columns: ["Feature", "Function"],
      rows: [
        ["Real-time data link", "Streams measurements and commands between device and PC over UART, USB or TCP/IP"],
        ["Windows GUI application", "Configures, controls and monitors your device without specialist tools"],
        ["Data export", "Saves results in CSV and other formats for reporting and further analysis"],
        ["Simulation mode", "Replays recorded data to test algorithms without the hardware"],
        ["DSP library", "Filters, transforms and models verified on the PC before they run on the device"],
      ],
    },
  ],
  cta: {
    heading: "Connect Your System",
    text: "Let us build the link between your device, your PC and your data.",
    links: [{ label: "Discuss Your Integration", href: contactHref("System Implementation Inquiry") }],
  },
};
