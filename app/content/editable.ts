/**
 * Every section staff can edit in the web_content table, with the wording shown when the
 * row is missing or empty. migrations/0002_seed_content.sql inserts exactly these rows
 * (checked by tests/worker/content.test.ts).
 */
export const EDITABLE_CONTENT = {
  home_page: {
    core_message:
      "We turn your concepts into market-ready electronics: custom circuit boards, embedded microcontroller systems and smart technology, designed with AI-assisted workflows and over 45 years of engineering experience.",
    swift_button_label: "Discover Swift Development",
  },
  about_page: {
    who_we_are:
      "We are an electronics design and smart-technology engineering consultancy serving the Republic of Ireland and the UK. Founded by an engineer with a PhD in Electronics (1990) and backed by over 45 years of hands-on experience, we design custom circuit boards, embedded microcontroller systems and proprietary hardware that leave our clients owning their intellectual property.",
  },
  services_page: {
    intro:
      "From a first feasibility review to a production-ready product, our services cover every stage of electronic product development.",
    core_message:
      "Every project matters, whatever its scale or stage. Tell us where you are and we will take it from there.",
  },
  electronic_design_page: {
    title: "Electronic Design",
    intro_paragraph_1:
      "Good electronic design balances performance, cost and manufacturability from the very first schematic.",
    intro_paragraph_2:
      "We design custom printed circuit boards, analogue front ends, digital logic and FPGA systems that are ready for compliance testing and volume manufacture.",
    intro_paragraph_3:
      "Whether you need a single prototype or a complete product, our AI-assisted design workflow shortens the path from idea to working hardware.",
  },
  system_development_page: {
    title: "μSystem Development",
    intro:
      "We build complete microcontroller-based systems: choosing the right device, designing the architecture and writing lean bare-metal C firmware with connectivity built in.",
  },
  blog_page: {
    title: "Blog Highlights",
    intro_paragraph: "Insights, practical guides and engineering notes from our electronics and embedded-systems team.",
  },
  faq_page: {
    title: "Frequently Asked Questions",
    intro: "Answers to the questions we hear most often about our services, Swift Development and how we work.",
  },
} as const satisfies Record<string, Record<string, string>>;

export type EditablePage = keyof typeof EDITABLE_CONTENT;
export type EditableSection<P extends EditablePage> = keyof (typeof EDITABLE_CONTENT)[P] & string;
