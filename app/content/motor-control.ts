import { contactHref, mailtoHref } from "../lib/links";
import { pageTitle } from "../lib/seo";
import { editablePage, questionAnswer, iconCard, titledText } from "./editable-copy";
import type { CallToAction, PageSeo, QuestionAnswer, TitledText } from "./page-types";
import { SITE } from "./site";

/** Copy of /motor-control-design. Marked fields are staff-editable (see editable-copy.ts). */
const INQUIRY_SUBJECT = "Motor Control Design Inquiry";

export const MOTOR_CONTROL_PAGE = editablePage("motor_control_page", (t) => ({
  seo: {
    title: pageTitle("Motor Controller Design"),
    description:
      "Custom motor controller design for brushed, brushless and stepper motors: from requirement analysis to a tested first prototype in 6 to 12 weeks.",
  } satisfies PageSeo,
  hero: {
    eyebrow: t("eyebrow", "Motor Control Design"),
    title: t("title", "Motor Controller Design"),
    intro: t(
      "intro",
      "Efficient, reliable motor controllers designed around your motor, your load and your product, from the first simulation to a tested prototype.",
    ),
    cta: { label: t.label("hero_link_label", "Discuss Your Motor Project"), href: contactHref(INQUIRY_SUBJECT) },
  },
  benefits: {
    heading: t("benefits_heading", "Why Choose Our Motor Control Design"),
    items: [
      iconCard(
        t,
        "benefit_efficiency",
        "battery",
        "Higher Efficiency",
        "Optimised drive algorithms and power stages that reduce energy losses and heat.",
      ),
      iconCard(
        t,
        "benefit_precise_control",
        "motor",
        "Precise Control",
        "Accurate speed, torque and position control, tuned to your application.",
      ),
      iconCard(
        t,
        "benefit_custom_fit",
        "wrench",
        "Custom Fit",
        "Controllers shaped around your motor, power supply and enclosure, not a generic module.",
      ),
      iconCard(
        t,
        "benefit_protection",
        "shield",
        "Built-in Protection",
        "Over-current, over-voltage and thermal protection that keep motors and electronics safe.",
      ),
      iconCard(
        t,
        "benefit_production_ready",
        "rocket",
        "Production Ready",
        "Designs prepared for CE, FCC and RoHS compliance and cost-effective manufacture.",
      ),
    ] satisfies TitledText[],
  },
  process: {
    heading: t("process_heading", "Our Four-Step Process"),
    steps: [
      titledText(
        t,
        "process_requirement_analysis",
        "Requirement Analysis",
        "We study your motor, load profile, power source and performance targets to define a clear specification.",
      ),
      titledText(
        t,
        "process_circuit_design",
        "Circuit Design & Simulation",
        "Power stage, gate drive, sensing and control circuits are designed and simulated before anything is built.",
      ),
      titledText(
        t,
        "process_pcb_layout",
        "PCB Layout & Prototyping",
        "Compact, thermally sound board layouts and assembled prototypes, ready for testing.",
      ),
      titledText(
        t,
        "process_firmware_testing",
        "Firmware & Testing",
        "Control firmware is developed, tuned and tested on your motor under real operating conditions.",
      ),
    ] satisfies TitledText[],
  },
  faqs: {
    heading: t("faqs_heading", "Motor Control FAQs"),
    items: [
      questionAnswer(
        t,
        "faq_motor_types",
        "Which types of motors can you design controllers for?",
        "We design controllers for brushed DC, brushless DC (BLDC), stepper and permanent-magnet synchronous motors, from small battery-powered drives to industrial applications.",
      ),
      questionAnswer(
        t,
        "faq_efficiency",
        "How do you make a motor controller more efficient?",
        "We select low-loss power components, use efficient switching and control strategies such as field-oriented control where it pays off, and tune the firmware to your load so that less energy is lost as heat.",
      ),
      questionAnswer(
        t,
        "faq_sensors_feedback",
        "Can you work with sensors and feedback systems?",
        "Yes. We integrate Hall-effect sensors, encoders, current sensing and sensorless techniques to give accurate feedback for speed, torque and position control.",
      ),
      questionAnswer(
        t,
        "faq_prototype_timeline",
        "How long does it take to get a first prototype?",
        "Most motor controller projects reach a first working prototype in 6 to 12 weeks, depending on complexity and component availability.",
      ),
      questionAnswer(
        t,
        "faq_manufacturing_testing",
        "Do you support manufacturing and testing?",
        "Yes. We prepare manufacturing files, work with your chosen manufacturer and provide test procedures so that every unit can be verified before it ships.",
      ),
    ] satisfies QuestionAnswer[],
  },
  closingCta: {
    heading: t("cta_heading", "Let's Get Your Motor Moving"),
    text: t(
      "cta_text",
      "Email our engineers with a few details about your motor and application, and we will reply with the next steps.",
    ),
    links: [
      {
        label: t.label("cta_link_label", "Email Our Engineers"),
        href: mailtoHref(SITE.email, {
          subject: INQUIRY_SUBJECT,
          body: "Hello,\n\nI would like to discuss a motor control design project.\n\nMotor type:\nSupply voltage and power:\nApplication:\nTarget timeline:\n\nThank you.",
        }),
      },
    ],
  } satisfies CallToAction,
}));
export const MOTOR_CONTROL = MOTOR_CONTROL_PAGE.copy;
