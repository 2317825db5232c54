import type { AssistantQuestion } from "./assistant-questions";
// Round 8 (2026-11-29), written blind to the answerer from the site's copy alone.

export const ROUND8_HELD_OUT: readonly AssistantQuestion[] = [
  // Questions every visitor asks.
  {
    question: "what kind of stuff do you guys actually build?",
    page: "/",
    facts: ["custom circuit boards", "embedded microcontroller systems"],
  },
  {
    question: "We're a hardware start-up in Edinburgh. Is Scotland within the area you work in?",
    page: "/about",
    facts: ["UK"],
  },
  {
    question: "What's the founder's doctorate in, and when did they get it?",
    page: "/about",
    facts: ["PhD in Electronics", "1990"],
  },
  {
    question: "is tetra some fly-by-night outfit or is there real experience behind it, years-wise?",
    page: "/about",
    facts: ["45 years"],
  },
  {
    question: "whats step one if i want to hire you for a new product",
    page: "/help-connect/faqs",
    facts: ["contact page", "conversation"],
  },
  {
    question: "I asked you for a copy of the personal data you hold on me. How long have you got to respond?",
    page: "/privacy",
    facts: ["one month"],
  },
  {
    question: "roughly how long does your team take to answer messages sent through the contact form?",
    page: "/help-connect",
    facts: ["1-2 business days"],
  },
  {
    question:
      "If we hand you the whole product to develop, who ends up owning the schematics and the firmware at the end of it?",
    page: "/",
    facts: ["intellectual property"],
  },
  {
    question: "Our board is a standard Eurocard. Would that still be inside the size limit for Swift Development?",
    page: "/swift-development",
    facts: ["100mm x 160mm"],
  },
  {
    question:
      "We use I2C at 400 kHz plus full-speed USB. Any problem with the interface limit for the quick prototyping route?",
    page: "/swift-development",
    facts: ["48 MHz"],
  },
  {
    question:
      "I'm a solo founder with zero engineering team. Can you take it all the way from concept to a production-ready design?",
    page: "/services/consultancy",
    facts: ["End-to-End Product Design"],
  },
  {
    question: "How does AI actually fit into the way you design things day to day?",
    page: "/about",
    facts: ["design checks", "documentation"],
  },

  // Services, techniques, history, FAQs and the articles.
  {
    question: "Could you design the analogue front end for a load cell? it has to be really quiet, noise-wise",
    page: "/services/electronic-design",
    facts: ["Analogue Circuit Design", "front ends"],
  },
  {
    question: "Why do you lean towards popular chip families instead of the latest exotic part?",
    page: "/services/system-development",
    facts: ["long-term availability"],
  },
  {
    question: "Can the set-up software you write be used by our customers too, not just by engineers?",
    page: "/services/system-implementation",
    facts: ["Windows"],
  },
  {
    question: "Your circuit design page goes on about performance versus overhead. What's the actual point being made?",
    page: "/techniques/circuit-design",
    facts: ["operating system", "processing power"],
  },
  {
    question: "ok an RTOS has downsides, but what are the upsides? surely it's not all bad",
    page: "/techniques/embedded-software",
    facts: ["task scheduling", "drivers and libraries"],
  },
  {
    question: "Once an algorithm works on the PC, what does it get turned into for the actual device?",
    page: "/techniques/algorithm-development",
    facts: ["embedded C"],
  },
  {
    question: "Is there a proper write-up on your digital signal processing technique? I'd like to read more about it",
    page: "/techniques/digital-signal-processing",
    facts: ["on its way"],
  },
  {
    question: "Do you simulate the power stage before building a motor control board, or go straight to hardware?",
    page: "/motor-control-design",
    facts: ["simulated", "gate drive"],
  },
  {
    question: "Is your background mostly digital stuff, or do you do precision analog work as well?",
    page: "/history",
    facts: ["Precision analogue", "high-speed digital"],
  },
  {
    question: "got any vids showing what the fast-track prototyping looks like?",
    page: "/swift-development",
    facts: ["YouTube", "Rapid PCB Prototyping"],
  },
  {
    question: "Does it matter how low a voltage the micro can run down to if I'm powering it from two AA batteries?",
    page: "/blog/choosing-a-low-power-microcontroller",
    facts: ["1.8 V", "alkaline"],
  },
  {
    question: "Why does my sensor take ages to give its first reading after I swap the battery?",
    page: "/blog/choosing-a-low-power-microcontroller",
    facts: ["32.768 kHz", "hundreds of milliseconds"],
  },
  {
    question: "What's a good MCU family for a simple meter or data logger that writes to memory a lot?",
    page: "/blog/choosing-a-low-power-microcontroller",
    facts: ["MSP430FR", "FRAM"],
  },
  {
    question: "Can an ESP32 do Thread or Zigbee, or is that only a Nordic thing?",
    page: "/blog/esp32-vs-stm32",
    facts: ["ESP32-C6", "802.15.4"],
  },
  {
    question: "Security-wise how do the ESP32 and STM32 compare? secure boot, key storage etc",
    page: "/blog/esp32-vs-stm32",
    facts: ["TrustZone", "external flash"],
  },
  {
    question: "When is it actually fine to ship on an off-the-shelf board and skip custom hardware altogether?",
    page: "/blog/custom-hardware-vs-off-the-shelf-boards",
    facts: ["few hundred"],
  },
  {
    question: "How many board spins should I budget for before a custom design is ready for production?",
    page: "/blog/custom-hardware-vs-off-the-shelf-boards",
    facts: ["two or three"],
  },
  {
    question: "Who actually hosts this website, and where does the stuff I send you end up being stored?",
    page: "/privacy",
    facts: ["Cloudflare"],
  },

  // Out of scope: the site has no answer.
  { question: "Do you work on a fixed-price basis or time and materials?" },
  { question: "How much would you charge to design a Bluetooth temperature logger from start to finish?" },
  { question: "Can you program the Siemens PLCs on our factory line?" },
  { question: "Do you have your own SMT pick-and-place line for assembling boards in-house?" },
  { question: "What's the current lead time on STM32G4 chips from Mouser?" },
  { question: "do you run training courses? I want to learn embedded C properly" },
  { question: "my laptop charger stopped working, can you fix it for me?" },
  { question: "Who is the CEO of Espressif?" },
  { question: "What are your office opening hours?" },
  { question: "how do I fix 'undefined reference to main' when linking with arm-none-eabi-gcc?" },
];
