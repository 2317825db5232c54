import {
  EMAIL,
  type EvalQuestion,
  REGION,
  THREE_OF_SIX,
  VOICE_FORM,
  heldOutCovered,
  heldOutNotCovered,
} from "./assistant-eval-entries";

/**
 * The fifth round's held-out questions (docs/assistant.md), written from the site's copy by an
 * author other than the answerer's tuner and without looking at the answerer, in the words
 * prospective clients type: short and blunt or long with context, some in lower case or with a
 * typo, a few following on from an earlier question. Held out until the fifth round ended
 * (2026-11-26); tuned on since the sixth (assistant-eval.ts marks them so).
 */
export const FIFTH_ROUND_HELD_OUT: readonly EvalQuestion[] = [
  heldOutCovered([
    "services",
    "we're a small startup making a smart pet feeder and wondered if you could take it all the way from a rough idea to something we can actually manufacture",
    ["concept to production"],
  ]),
  heldOutCovered(["services", "Do you only do the hardware, or the software that runs on it as well?", ["firmware"]]),
  heldOutCovered([
    "consultancy",
    "We only have a sketch on paper so far. Is it worth talking to you at this stage?",
    ["feasibility"],
  ]),
  heldOutCovered([
    "consultancy",
    "our in-house engineer is swamped, could you help out with firmware architecture and debugging for a few weeks?",
    ["Collaborative Design Support"],
  ]),
  heldOutCovered(["consultancy", "What would a feasibility review actually tell me?", ["risks", "recommendation"]]),
  heldOutCovered([
    "consultancy",
    "And once it's designed, will you prepare what our manufacturer needs?",
    ["manufacturer"],
  ]),
  heldOutCovered(["tools", "Do you guys use Eagle or somthing else for boards?", ["KiCad", "Altium Designer"]]),
  heldOutCovered(["tools", "Which tools do you use for ESP32 firmware?", ["ESP-IDF"]]),
  heldOutCovered(["tools", "Do you write the PC side in C#?", ["C#"]]),
  heldOutCovered([
    "electronic design",
    "Our prototype keeps failing EMC testing. Can you help us get it through?",
    ["shielding"],
  ]),
  heldOutCovered([
    "electronic design",
    "can you design the power supply part of my circuit aswell",
    ["power supplies"],
  ]),
  heldOutCovered([
    "electronic design",
    "Our product has to fit inside an existing plastic case, can you design the board around it?",
    ["enclosure"],
  ]),
  heldOutCovered([
    "electronic design",
    "we need to process data really fast with precise timing, is an FPGA the way to go?",
    ["FPGA", "precise timing"],
  ]),
  heldOutCovered([
    "system development",
    "Can you get a brand new board up and running, clocks, peripherals, the lot?",
    ["bring-up"],
  ]),
  heldOutCovered([
    "system development",
    "our last contractor's firmware was a tangled mess. how would you keep ours maintainable?",
    ["extend"],
  ]),
  heldOutCovered([
    "system implementation",
    "Our technicians need a simple program to set up each unit before it ships, can you write that?",
    ["Windows"],
  ]),
  heldOutCovered([
    "system implementation",
    "can we watch live readings from the device on a pc screen",
    ["monitoring"],
  ]),
  heldOutCovered([
    "system implementation",
    "Our device collects loads of data. Can you help us make sense of it?",
    ["analys"],
  ]),
  heldOutCovered(["system implementation", "Can the measurements go into Excel?", ["CSV"]]),
  heldOutCovered([
    "techniques",
    "Do the hardware and firmware people talk to each other on your projects, or is it done separately?",
    ["together"],
  ]),
  heldOutCovered([
    "techniques",
    "we need the timing to be exactly the same evry time, no jitter. can your firmware do that",
    ["predictab"],
  ]),
  heldOutCovered([
    "techniques",
    "We're building a sensor that runs off a small solar cell and harvests its own energy. Does your approach suit that?",
    ["energy-harvesting"],
  ]),
  heldOutCovered([
    "techniques",
    "could you help us spot when a pump is about to fail from its vibration",
    ["fault detection"],
  ]),
  heldOutCovered(["techniques", "do you do FFTs and that sort of maths on microcontrollers", ["transforms"]]),
  heldOutCovered([
    "techniques",
    "How long could a battery-powered device last with your low-power design?",
    ["months or years"],
  ]),
  heldOutCovered([
    "protocol",
    "We have three boards inside one machine that need to talk to each other. What would you use?",
    ["protocol"],
  ]),
  heldOutCovered(["protocol", "How would you get a tiny low-power sensor onto our office network?", ["gateway"]]),
  heldOutCovered(["protocol", "Why not just run TCP/IP directly on the micro?", ["full TCP/IP stack"]]),
  heldOutCovered([
    "eligibility",
    "Our gadget runs from a 12V DC adapter. Does that count as low voltage for the quick route?",
    ["low-voltage supply"],
  ]),
  heldOutCovered([
    "eligibility",
    "We sample audio at 44 kHz, is that within the analogue limit for Swift?",
    ["below 1 MHz"],
  ]),
  heldOutCovered([
    "eligibility",
    "ok, and if our SPI bus runs at 60 MHz does that rule us out of swift development",
    ["48 MHz", THREE_OF_SIX],
  ]),
  heldOutCovered([
    "eligibility",
    "What if I only tick two of the boxes for the fast track?",
    [THREE_OF_SIX, "custom solution"],
  ]),
  heldOutCovered([
    "swift development",
    "How much quicker is Swift Development than a normal project?",
    ["cut development time"],
  ]),
  heldOutCovered(["swift development", "Will I know the price upfront with the fast-track?", ["predictable pricing"]]),
  heldOutCovered([
    "swift development",
    "Do I get to talk to the actual engineers, or only to a salesperson?",
    ["Direct access to experienced engineers"],
  ]),
  heldOutCovered([
    "swift development",
    "Is the prototype you deliver actually tested, or is it just a bare board?",
    ["fully assembled and tested"],
  ]),
  heldOutCovered([
    "swift development",
    "How can the fast track be quicker without cutting corners? What's the trick?",
    ["tested circuit blocks"],
  ]),
  heldOutCovered([
    "motor control",
    "I've got a PMSM for an e-bike, can you build the driver for it?",
    ["permanent-magnet synchronous"],
  ]),
  heldOutCovered([
    "motor control",
    "Our motor is for a battery-powered hand tool. Do you handle small motors or only big industrial ones?",
    ["small battery-powered drives"],
  ]),
  heldOutCovered([
    "motor control",
    "Will you test the controller on our actual motor before handing it over?",
    ["real operating conditions"],
  ]),
  heldOutCovered(["motor control", "Do you design the gate drive for the MOSFETs?", ["gate drive"]]),
  heldOutCovered([
    "motor control",
    "We need a motor controller that fits our own enclosure and battery, not some generic module off the shelf",
    ["Custom Fit"],
  ]),
  heldOutCovered([
    "company",
    "What kind of industries have you done work for in the past?",
    ["industry, research and commercial products"],
  ]),
  heldOutCovered([
    "company",
    "Do you do IoT stuff, connected devices and that kind of thing?",
    ["Connected, intelligent devices"],
  ]),
  heldOutCovered(["company", "Can you run AI on a small device, like edge AI?", ["intelligent algorithms"]]),
  heldOutCovered([
    "company",
    "We're tired of being stuck with one supplier's modules. Can you help with that?",
    ["OEM"],
  ]),
  heldOutCovered(["regions", "I'm based in Cork, can you work with me?", [REGION]]),
  heldOutCovered(["contact", "whats the fastest way to reach a real person", [EMAIL]]),
  heldOutCovered([
    "contact",
    "I sent a message through the site yesterday, when can I expect an answer?",
    ["1-2 business days"],
  ]),
  heldOutCovered(["contact", "After I get in touch, what happens next?", ["conversation"]]),
  heldOutCovered([
    "voice idea",
    "I'm dyslexic and writing things down is hard. Can I send a voice note with my idea?",
    [VOICE_FORM],
  ]),
  heldOutCovered([
    "voice idea",
    "Also, for the voice recording thing, do I have to leave my email?",
    ["name and e-mail"],
  ]),
  heldOutCovered([
    "blog",
    "Do you have anything I can read on when a custom PCB is worth the money?",
    ["Custom Hardware vs. Off-the-Shelf Boards"],
  ]),
  heldOutCovered(["faq", "Is a tiny one-off job too small for you to bother with?", ["Every project matters"]]),
  heldOutNotCovered(["prices", "How much would it cost to get 500 of the boards manufactured?"]),
  heldOutNotCovered(["prices", "Do you invoice in euro or sterling?"]),
  heldOutNotCovered(["prices", "Are you cheaper than hiring a contractor through an agency?"]),
  heldOutNotCovered(["contracts", "Will you fix bugs in the firmware for free after handover?"]),
  heldOutNotCovered(["contracts", "What's your cancellation policy if we pull the plug halfway through?"]),
  heldOutNotCovered(["contracts", "Do you subcontract any of the work to other firms?"]),
  heldOutNotCovered(["unrelated", "how do i wire a light switch in my house"]),
  heldOutNotCovered(["unrelated", "What's a good birthday present for my dad, he loves gadgets"]),
  heldOutNotCovered(["unrelated", "Can you explain how a transistor works?"]),
  heldOutNotCovered([
    "unstated engineering",
    "Can you reverse engineer an old board we no longer have the schematics for?",
  ]),
  heldOutNotCovered(["unstated engineering", "Do you do cable harness and wiring loom design?"]),
  heldOutNotCovered(["unstated engineering", "Can you design something rated IP68 that survives being underwater?"]),
  heldOutNotCovered(["unstated engineering", "Do you design equipment for explosive atmospheres, ATEX?"]),
  heldOutNotCovered(["unstated company facts", "Are you hiring graduate engineers?"]),
  heldOutNotCovered(["unstated company facts", "Do you have any customer reviews or testimonials I can read?"]),
  heldOutNotCovered(["unstated company facts", "Can I see some examples of boards you've designed before?"]),
];
