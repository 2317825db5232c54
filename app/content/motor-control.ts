import { contactHref, mailtoHref } from "../lib/links";
import { pageTitle } from "../lib/seo";
import type { CallToAction, PageSeo, QuestionAnswer, TitledText } from "./page-types";
import { SITE } from "./site";

/** Copy of /motor-control-design. */
const INQUIRY_SUBJECT = "Motor Control Design Inquiry";

export const MOTOR_CONTROL = {
  seo: {
    title: pageTitle("Motor Controller Design"),
    description:
      "Custom motor controller design for brushed, brushless and stepper motors: from requirement analysis to a tested first prototype in 6 to 12 weeks.",
  } satisfies PageSeo,
  hero: {
    eyebrow: "Motor Control Design",
    title: "Motor Controller Design",
    intro:
      "Efficient, reliable motor controllers designed around your motor, your load and your product, from the first simulation to a tested prototype.",
    cta: { label: "Discuss Your Motor Project", href: contactHref(INQUIRY_SUBJECT) },
  },
  benefits: {
    heading: "Why Choose Our Motor Control Design",
    items: [
      {
        title: "Higher Efficiency",
        text: "Optimised drive algorithms and power stages that reduce energy losses and heat.",
      },
      { title: "Precise Control", text: "Accurate speed, torque and position control, tuned to your application." },
      {
        title: "Custom Fit",
        text: "Controllers shaped around your motor, power supply and enclosure, not a generic module.",
      },
      {
        title: "Built-in Protection",
        text: "Over-current, over-voltage and thermal protection that keep motors and electronics safe.",
      },
      {
        title: "Production Ready",
        text: "Designs prepared for CE, FCC and RoHS compliance and cost-effective manufacture.",
      },
    ] satisfies TitledText[],
  },
  process: {
    heading: "Our Four-Step Process",
    steps: [
      {
        title: "Requirement Analysis",
        text: "We study your motor, load profile, power source and performance targets to define a clear specification.",
      },
      {
        title: "Circuit Design & Simulation",
        text: "Power stage, gate drive, sensing and control circuits are designed and simulated before anything is built.",
      },
      {
        title: "PCB Layout & Prototyping",
        text: "Compact, thermally sound board layouts and assembled prototypes, ready for testing.",
      },
      {
        title: "Firmware & Testing",
        text: "Control firmware is developed, tuned and tested on your motor under real operating conditions.",
      },
    ] satisfies TitledText[],
  },
  faqs: {
    heading: "Motor Control FAQs",
    items: [
      {
        question: "Which types of motors can you design controllers for?",
        answer:
          "We design controllers for brushed DC, brushless DC (BLDC), stepper and permanent-magnet synchronous motors, from small battery-powered drives to industrial applications.",
      },
      {
        question: "How do you make a motor controller more efficient?",
        answer:
          "We select low-loss power components, use efficient switching and control strategies such as field-oriented control where it pays off, and tune the firmware to your load so that less energy is lost as heat.",
      },
      {
        question: "Can you work with sensors and feedback systems?",
        answer:
          "Yes. We integrate Hall-effect sensors, encoders, current sensing and sensorless techniques to give accurate feedback for speed, torque and position control.",
      },
      {
        question: "How long does it take to get a first prototype?",
        answer:
          "Most motor controller projects reach a first working prototype in 6 to 12 weeks, depending on complexity and component availability.",
      },
      {
        question: "Do you support manufacturing and testing?",
        answer:
          "Yes. We prepare manufacturing files, work with your chosen manufacturer and provide test procedures so that every unit can be verified before it ships.",
      },
    ] satisfies QuestionAnswer[],
  },
  closingCta: {
    heading: "Let's Get Your Motor Moving",
    text: "Email our engineers with a few details about your motor and application, and we will reply with the next steps.",
    links: [
      {
        label: "Email Our Engineers",
        href: mailtoHref(SITE.email, {
          subject: INQUIRY_SUBJECT,
          body: "Hello,\n\nI would like to discuss a motor control design project.\n\nMotor type:\nSupply voltage and power:\nApplication:\nTarget timeline:\n\nThank you.",
        }),
      },
    ],
  } satisfies CallToAction,
} as const;
