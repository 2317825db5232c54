import type { AssistantQuestion } from "./assistant-questions";
// Round 8 (2026-11-29), written blind to the answerer from the site's copy alone.

export const ROUND8_TUNING: readonly AssistantQuestion[] = [
  // Questions every visitor asks.
  {
    question: "My boss asked me to find out what area Tetra specialises in. Electronics generally, software, or what?",
    page: "/help-connect/faqs",
    facts: ["custom electronic design", "embedded systems"],
  },
  {
    question: "which countries do u actually take work from? we're a Dublin company but might move to London next year",
    page: "/about",
    facts: ["Republic of Ireland", "UK"],
  },
  {
    question: "Is whoever started the firm actually an engineer? What's their background?",
    page: "/about",
    facts: ["PhD in Electronics", "1990"],
  },
  {
    question: "Is this a new outfit or have you been at it for a while? How much experience is behind the company?",
    page: "/about",
    facts: ["45 years"],
  },
  {
    question: "Do I need a full written spec before contacting you, or what do you need from me to get going?",
    page: "/help-connect/faqs",
    facts: ["short description"],
  },
  {
    question:
      "We're on a tight schedule for a stepper driver. What turnaround should we expect before there's a first prototype on the bench?",
    page: "/motor-control-design",
    facts: ["6 to 12 weeks"],
  },
  {
    question: "If I fill in the enquiry form on a Friday afternoon, when's the earliest I'd hear back?",
    page: "/help-connect",
    facts: ["1-2 business days"],
  },
  {
    question: "Do we keep the rights to whatever you design for us, or does Tetra hang onto them?",
    page: "/about",
    facts: ["intellectual property"],
  },
  {
    question: "Our gizmo runs off USB power and uses an AVR chip. Culd it qualify for your fast-track thing?",
    page: "/swift-development",
    facts: ["low-voltage", "common microcontroller family"],
  },
  {
    question:
      "We're an established manufacturer with an ageing product line, not a startup. Do you work with companies like ours?",
    page: "/help-connect/faqs",
    facts: ["established businesses", "improving existing"],
  },

  // Services, techniques, history, FAQs and the articles.
  {
    question:
      "We've got our own engineers but need a specialist to sit in with them for the tricky bits, layout reviews and debugging mainly. Is that something you do?",
    page: "/services/consultancy",
    facts: ["Collaborative Design Support"],
  },
  {
    question: "Our product plugs straight into 230V mains. Can you handle the safety side of the board design?",
    page: "/services/electronic-design",
    facts: ["Isolation", "creepage"],
  },
  {
    question: "do you design the front panel electronics too, buttons, a screen, that kind of thing, or just the guts?",
    page: "/services/electronic-design",
    facts: ["displays", "touch controls"],
  },
  {
    question:
      "Our product needs hard real-time motor control AND a fancy touchscreen UI. Can bare metal cope with that or do we need a full OS?",
    page: "/techniques/embedded-software",
    facts: ["hybrid", "separate processor"],
  },
  {
    question:
      "We're building a tag that powers itself from a tiny solar cell, no battery at all. Would your kind of firmware suit that?",
    page: "/techniques/embedded-software",
    facts: ["energy-harvesting", "bare-metal"],
  },
  {
    question: "Could your comms protocol squeeze onto a little 8-bit PIC, or does it need a proper ARM chip?",
    page: "/techniques/communication",
    facts: ["2KB flash", "512B RAM"],
  },
  {
    question:
      "our board has fast clocks and external memory on it. is high-speed digital design something you handle properly?",
    page: "/services/electronic-design",
    facts: ["Digital Logic Design", "signal integrity"],
  },
  {
    question: "What software do you use for the maths modelling and data analysis on the PC side?",
    page: "/services/consultancy",
    facts: ["MATLAB", "Python"],
  },
  {
    question: "On your algorithm page, what does the 'live evaluation' step actually involve?",
    page: "/techniques/algorithm-development",
    facts: ["real measurements", "live data"],
  },
  {
    question: "We make lab measurement gear. Is your algorithm development work aimed at products like ours at all?",
    page: "/techniques/algorithm-development",
    facts: ["Measurement and test instruments"],
  },
  {
    question: "What's the back story of Tetra? How long has the engineering behind it been going on?",
    page: "/history",
    facts: ["four decades"],
  },
  {
    question: "our current motor controller runs really hot. how would you go about making it more efficient?",
    page: "/motor-control-design",
    facts: ["low-loss", "field-oriented control"],
  },
  {
    question:
      "Once the motor board design is signed off, will you help us check every unit that comes off the production line?",
    page: "/motor-control-design",
    facts: ["test procedures", "manufacturing files"],
  },
  {
    question: "Our analogue sensor signal sits at around 2 MHz. Does that knock us out of Swift Development?",
    page: "/swift-development",
    facts: ["1 MHz"],
  },
  {
    question: "When I work out battery life on paper from the datasheet numbers, how much margin should I leave?",
    page: "/blog/choosing-a-low-power-microcontroller",
    facts: ["30 %"],
  },
  {
    question:
      "My board pulls 300uA asleep even though the MCU datasheet says about 1uA. What's likely eating the rest of the current?",
    page: "/blog/choosing-a-low-power-microcontroller",
    facts: ["regulator", "pull-up"],
  },
  {
    question: "ESP32 or STM32 for a brushless motor drive? Which one would you pick and why?",
    page: "/blog/esp32-vs-stm32",
    facts: ["advanced timers", "PWM"],
  },
  {
    question: "Is there an in-between option, rather than either shipping the dev board or going fully custom PCB?",
    page: "/blog/custom-hardware-vs-off-the-shelf-boards",
    facts: ["certified module", "carrier board"],
  },
  {
    question: "If we sell our gadget in Great Britain after Brexit, which marking does it need?",
    page: "/blog/custom-hardware-vs-off-the-shelf-boards",
    facts: ["UKCA"],
  },
  {
    question: "If your chatbot can't answer something I ask it, do you keep a record of my question?",
    page: "/privacy",
    facts: ["30 days"],
  },

  // Out of scope: the site has no answer.
  {
    question:
      "If I share the details of my invention, will you keep it confidential? Im worried about someone nicking the idea",
  },
  { question: "Can you give me a rough quote for designing a 4-layer board with an STM32 on it?" },
  { question: "Which is the better cheap PCB fab in China, JLCPCB or PCBWay?" },
  { question: "Do you offer summer internships for electronics students?" },
  { question: "write me a python script that reads a CSV file and plots the second column" },
  { question: "how do I work out the resistor value for an LED on a 5V supply" },
  { question: "Can you design the plastic enclosure as well and get the injection moulding tools made?" },
  { question: "Can you also build the iPhone app that goes with our gadget?" },
  { question: "is it going to rain in Dublin on Saturday?" },
  { question: "Roughly how many weeks does a Swift Development prototype take from start to finish?" },
];
