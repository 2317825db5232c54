import { NOT_COVERED_REPLY } from "~/features/assistant/not-covered-reply";
import { SITE_PASSAGES } from "~/features/assistant/site-knowledge";
import {
  CRITERIA,
  EMAIL,
  type EvalQuestion,
  PHD,
  QUOTE_FORM,
  REGION,
  SERVICES,
  TECHNIQUES,
  THREE_OF_SIX,
  VOICE_FORM,
  type Entry,
  covered,
  notCovered,
} from "./assistant-eval-entries";
import { FIFTH_ROUND_HELD_OUT } from "./assistant-eval-round5";
import { SIXTH_ROUND_HELD_OUT } from "./assistant-eval-round6";

export type { EvalQuestion };

/** Held out in the first round; tuned on in the second (docs/assistant.md). */
const firstRoundCovered = (entry: Entry) => covered(entry);
const firstRoundNotCovered = (entry: Entry) => notCovered(entry);
/** Held out in the second round; tuned on in the third. */
const secondRoundCovered = (entry: Entry) => covered(entry);
const secondRoundNotCovered = (entry: Entry) => notCovered(entry);
/** Held out in the third round; tuned on in the fourth. */
const thirdRoundCovered = (entry: Entry) => covered(entry);
const thirdRoundNotCovered = (entry: Entry) => notCovered(entry);
/** Held out in the fourth round; tuned on in the fifth. */
const fourthRoundCovered = (entry: Entry) => covered(entry);
const fourthRoundNotCovered = (entry: Entry) => notCovered(entry);

/**
 * The assistant's evaluation set: questions visitors ask, written from the site's copy and the
 * product spec before the answerer was tuned (docs/assistant.md). Each covered question lists the
 * facts a right answer must contain (matched without regard to case); a link fact is written as
 * the Markdown target "](/path)", so the link must come with a readable label. Each not-covered
 * question (prices, contracts, unrelated subjects, engineering the site never mentions) must get
 * the honest not-covered reply with the offer to ask an engineer, and no quote from the site.
 *
 * Several questions are paraphrases of one another on purpose: the assistant must answer from its
 * knowledge of the site, not from a table of known questions. The questions marked heldOut were
 * not looked at while the answerer was tuned; their score is reported beside the others. The current
 * round's held-out questions are in assistant-eval-round6.ts, written by another author.
 */
export const EVAL_QUESTIONS: readonly EvalQuestion[] = [
  // Services and what the company does
  covered(["services", "What services do you offer?", SERVICES]),
  covered(["services", "Which services does Tetra Electronics provide?", SERVICES]),
  firstRoundCovered(["services", "what kind of work do you do", SERVICES]),
  covered(["services", "What does Tetra Electronics do?", ["circuit boards"]]),
  firstRoundCovered(["services", "Do you support products from concept to production?", ["concept to production"]]),
  covered(["services", "Where can I see all your services?", ["](/services)"]]),
  covered([
    "consultancy",
    "What consultancy engagement levels are there?",
    ["Project Insight & Feasibility Review", "Collaborative Design Support", "End-to-End Product Design"],
  ]),
  covered([
    "consultancy",
    "Can I get an independent feasibility review of my idea?",
    ["Project Insight & Feasibility Review"],
  ]),
  firstRoundCovered(["consultancy", "Can you work alongside my engineering team?", ["alongside your"]]),
  covered([
    "consultancy",
    "Can you take full responsibility for designing our product?",
    ["End-to-End Product Design"],
  ]),
  covered(["tools", "Which software do you use for PCB layout?", ["KiCad", "Altium Designer"]]),
  firstRoundCovered(["tools", "Which FPGA tools do you use?", ["Vivado", "Quartus"]]),
  covered(["tools", "Do you simulate circuits before building them?", ["LTspice"]]),

  // Electronic design
  covered([
    "electronic design",
    "What do you take into account when designing electronics?",
    ["Cost", "Power Consumption", "Compliance (CE/FCC)", "Form Factor", "Hazardous Voltage"],
  ]),
  covered(["electronic design", "Do you design FPGAs?", ["FPGA", "](/services/electronic-design)"]]),
  covered(["electronic design", "Can you get my product through CE and FCC approval?", ["CE", "FCC"]]),
  covered(["electronic design", "Do you do analogue circuit design?", ["Analogue"]]),
  firstRoundCovered(["electronic design", "Do you write VHDL or Verilog?", ["VHDL", "Verilog"]]),
  covered(["electronic design", "How many layers do your PCBs have?", ["2-layer or 4-layer"]]),
  covered(["electronic design", "How do you handle mains or hazardous voltages?", ["creepage"]]),
  firstRoundCovered(["electronic design", "Can you design the buttons and display of my product?", ["displays"]]),
  covered(["electronic design", "How do you keep a battery device running for longer?", ["battery"]]),

  // System development and implementation
  covered([
    "system development",
    "How do you choose a microcontroller for a product?",
    ["Microcontroller Selection", "common families"],
  ]),
  covered(["system development", "What is μSystem Development?", ["bare-metal C"]]),
  firstRoundCovered(["system development", "Which programming languages do you write firmware in?", ["C99/C11"]]),
  covered(["system implementation", "Can you build Windows software for my device?", ["Windows GUI"]]),
  covered(["system implementation", "Can my hardware talk to a PC in real time?", ["Real-Time PC Integration"]]),
  firstRoundCovered(["system implementation", "Can I export my measurement data to CSV?", ["CSV"]]),
  covered(["system implementation", "Can I test algorithms without the hardware?", ["Replays recorded data"]]),

  // Techniques
  covered(["techniques", "What techniques do you use?", TECHNIQUES]),
  covered(["techniques", "What is bare-metal firmware?", ["without an operating system"]]),
  covered(["techniques", "Should I use an RTOS or go bare metal?", ["RTOS", "bare-metal"]]),
  firstRoundCovered(["techniques", "What are the downsides of an RTOS?", ["Less predictable timing"]]),
  covered(["techniques", "What is your hybrid firmware approach?", ["time-critical tasks run bare-metal"]]),
  covered(["techniques", "Which products suit bare-metal firmware best?", ["Battery-powered"]]),
  covered(["techniques", "How do you develop algorithms?", ["algorithm", "PC"]]),
  firstRoundCovered(["techniques", "Do you test algorithms on live data from the hardware?", ["real measurements"]]),
  covered(["techniques", "Why not just use an off-the-shelf development board?", ["off-the-shelf"]]),
  covered(["techniques", "Do you do digital signal processing?", ["signal processing"]]),

  // The communication protocol
  covered(["protocol", "How small is your protocol?", ["100 bytes", "2KB flash", "512B RAM"]]),
  covered(["protocol", "How much memory does your communication protocol need?", ["2KB flash", "512B RAM"]]),
  covered(["protocol", "Which interfaces does the serial protocol run over?", ["UART", "USB", "TCP/IP"]]),
  firstRoundCovered(["protocol", "What message types does your protocol have?", ["commands, results and events"]]),
  covered(["protocol", "Is your protocol documented?", ["fully documented"]]),
  covered(["protocol", "Where can I read about your communication protocol?", ["](/techniques/communication)"]]),

  // Swift Development and its eligibility
  covered(["eligibility", "Am I eligible for Swift Development?", [...CRITERIA, THREE_OF_SIX]]),
  covered(["eligibility", "Does my project qualify for the fast-track program?", [THREE_OF_SIX, "100mm x 160mm"]]),
  covered(["eligibility", "What are the Swift Development criteria?", [...CRITERIA, THREE_OF_SIX]]),
  firstRoundCovered(["eligibility", "How many criteria must my project meet?", [THREE_OF_SIX]]),
  covered(["eligibility", "How big can the circuit board be for Swift Development?", ["100mm x 160mm"]]),
  covered(["eligibility", "Which microcontrollers qualify for Swift Development?", ["STM32", "ESP32", "PIC", "AVR"]]),
  firstRoundCovered(["eligibility", "How fast may the external interfaces run for the fast-track?", ["48 MHz"]]),
  covered(["eligibility", "Where can I check whether my project is eligible?", ["](/swift-development)"]]),
  covered(["swift development", "What is Swift Development?", ["fast-track", "working prototype"]]),
  covered([
    "swift development",
    "What do I get with Swift Development?",
    ["Working Prototype", "Manufacturing Files", "Documented Firmware", "Full IP Ownership"],
  ]),
  covered(["swift development", "What if my project does not fit the fast-track program?", ["custom solution"]]),
  firstRoundCovered(["swift development", "What are the advantages of Swift Development?", ["Faster time to market"]]),
  covered(["swift development", "Can a Swift Development design be upgraded later?", ["upgrade path"]]),
  covered(["swift development", "Is Swift Development cheaper?", ["Lower development cost"]]),

  // Motor control
  covered(["motor control", "How long does a motor controller prototype take?", ["6 to 12 weeks"]]),
  covered(["motor control", "What motors can you design controllers for?", ["brushless DC (BLDC)", "stepper"]]),
  firstRoundCovered([
    "motor control",
    "Can you design a controller for a stepper motor?",
    ["stepper", "](/motor-control-design)"],
  ]),
  covered([
    "motor control",
    "What is your motor control design process?",
    ["Requirement Analysis", "Circuit Design & Simulation", "PCB Layout & Prototyping", "Firmware & Testing"],
  ]),
  covered(["motor control", "Can you work with Hall sensors and encoders?", ["Hall-effect sensors", "encoders"]]),
  covered(["motor control", "How do you make a motor controller efficient?", ["low-loss power components"]]),
  firstRoundCovered(["motor control", "What protection do your motor controllers have?", ["Over-current", "thermal"]]),
  covered(["motor control", "Do you use field-oriented control?", ["field-oriented control"]]),
  covered(["motor control", "Do you help with manufacturing and testing?", ["test procedures"]]),

  // The company
  covered(["company", "What is your experience?", [PHD, "45 years"]]),
  covered(["company", "How much experience do you have?", ["45 years"]]),
  covered(["company", "Who founded the company?", [PHD]]),
  firstRoundCovered(["company", "What qualifications does your founder have?", [PHD]]),
  covered(["company", "Will I own the intellectual property?", ["intellectual property"]]),
  covered(["company", "How do you use AI in your designs?", ["AI-assisted"]]),
  firstRoundCovered(["company", "Will AI replace your engineers?", ["not a replacement"]]),
  covered([
    "company",
    "What innovations have you developed?",
    ["Lightweight Serial Protocol", "Bare-Metal C Framework", "AI-Assisted Design Workflow"],
  ]),
  covered(["company", "Why should I choose you?", ["Custom boards ready for manufacturing"]]),
  firstRoundCovered(["company", "What is your expertise?", ["Analogue & Digital Design", "FPGA Development"]]),
  covered(["regions", "Do you work in the UK?", [REGION]]),
  covered(["regions", "Where are you based?", [REGION]]),
  firstRoundCovered(["regions", "Can you take on clients in Ireland?", [REGION]]),
  covered(["regions", "Which countries do you cover?", [REGION]]),

  // Getting in touch, voice ideas, blog and FAQs
  covered(["contact", "What is your email address?", [EMAIL]]),
  covered(["contact", "How quickly do you reply to enquiries?", ["1-2 business days"]]),
  firstRoundCovered(["contact", "Will I hear back within a couple of days?", ["1-2 business days"]]),
  covered(["contact", "How do I start a project with you?", ["contact page", "](/contact"]]),
  covered(["contact", "How can I get in touch?", [EMAIL, "](/contact"]]),
  covered(["contact", "Can I get a quote for my design?", [QUOTE_FORM, EMAIL]]),
  firstRoundCovered(["contact", "How do I ask for a quotation?", [QUOTE_FORM]]),
  covered(["voice idea", "Can I send you my idea as a voice recording?", [VOICE_FORM]]),
  covered(["voice idea", "Where do I record my voice idea?", [VOICE_FORM]]),
  covered([
    "blog",
    "What articles are on your blog?",
    ["How to Choose a Low-Power Microcontroller", "Custom Hardware vs. Off-the-Shelf Boards", "ESP32 vs. STM32"],
  ]),
  covered(["blog", "Have you written about ESP32 versus STM32?", ["ESP32 vs. STM32"]]),
  firstRoundCovered([
    "blog",
    "Is there an article on picking a low-power microcontroller?",
    ["How to Choose a Low-Power Microcontroller"],
  ]),
  covered(["blog", "Where is your blog?", ["](/help-connect/blog-highlights)"]]),
  covered(["faq", "Do you work with startups?", ["startups", "established businesses"]]),
  covered(["faq", "Can you help with just part of my project?", ["review a design"]]),
  firstRoundCovered(["faq", "Could you only write firmware for hardware we already have?", ["existing hardware"]]),
  covered(["faq", "What do you specialise in?", ["custom electronic design and embedded systems"]]),
  covered(["faq", "Where are your frequently asked questions?", ["](/help-connect/faqs)"]]),

  // Prices and rates: never stated; a quotation comes from an engineer
  notCovered(["prices", "How much does a project cost?", [QUOTE_FORM]]),
  notCovered(["prices", "What is your hourly rate?"]),
  firstRoundNotCovered(["prices", "What do you charge per day?"]),
  notCovered(["prices", "How much does Swift Development cost?"]),
  notCovered(["prices", "Do you give discounts to startups?"]),
  firstRoundNotCovered(["prices", "What is the price of a motor controller prototype?"]),

  // Contracts and terms
  notCovered(["contracts", "Do you sign NDAs?"]),
  notCovered(["contracts", "What are your payment terms?"]),
  firstRoundNotCovered(["contracts", "Do you offer a warranty on your designs?"]),
  notCovered(["contracts", "Do you work on a fixed-price contract?"]),
  notCovered(["contracts", "Do you carry professional indemnity insurance?"]),
  firstRoundNotCovered(["contracts", "Can we agree a service level agreement for support?"]),

  // Unrelated subjects
  notCovered(["unrelated", "What's the weather in Dublin?"]),
  notCovered(["unrelated", "Who won the football match last night?"]),
  notCovered(["unrelated", "Give me a recipe for pancakes"]),
  firstRoundNotCovered(["unrelated", "Tell me a joke"]),
  notCovered(["unrelated", "Write me python code to sort a list"]),
  notCovered(["unrelated", "What is the capital of France?"]),
  firstRoundNotCovered(["unrelated", "Can you recommend a good movie?"]),
  notCovered(["unrelated", "What's the latest news on the stock market?"]),
  notCovered(["unrelated", "Can you help me with my maths homework?"]),

  // Plausible engineering the site never states
  notCovered(["unstated engineering", "Do you design RF antennas?"]),
  notCovered(["unstated engineering", "Do you have ISO 9001 certification?"]),
  firstRoundNotCovered(["unstated engineering", "Can you write firmware in Rust?"]),
  notCovered(["unstated engineering", "Do you design medical devices to ISO 13485?"]),
  notCovered(["unstated engineering", "Do you support LoRaWAN?"]),
  firstRoundNotCovered(["unstated engineering", "Can you design a Bluetooth Low Energy wearable?"]),
  notCovered(["unstated engineering", "Do you design plastic enclosures for injection moulding?"]),
  notCovered(["unstated engineering", "Do you write AUTOSAR software for cars?"]),
  firstRoundNotCovered(["unstated engineering", "Can you design a 5G modem?"]),

  // Things about the company the site does not state
  notCovered(["unstated company facts", "How many engineers work for you?"]),
  notCovered(["unstated company facts", "Who are your clients?"]),
  firstRoundNotCovered(["unstated company facts", "What is the founder's name?"]),
  notCovered(["unstated company facts", "What is your office address?"]),

  // Held out in the second round, written after the first round's held-out questions (above) had been
  // scored and before their misses were read; tuned on in the third (docs/assistant.md).
  secondRoundCovered(["services", "Do you offer consultancy?", ["Consultancy", "](/services/consultancy)"]]),
  secondRoundCovered(["services", "Can you help me turn my idea into a prototype?", ["prototype"]]),
  secondRoundCovered(["electronic design", "Do you design printed circuit boards?", ["circuit board"]]),
  secondRoundCovered(["electronic design", "Do you design analogue front ends for sensors?", ["front ends"]]),
  secondRoundCovered(["tools", "What tools do you use for embedded C?", ["GCC"]]),
  secondRoundCovered(["tools", "Do you use MATLAB or Python?", ["MATLAB", "Python"]]),
  secondRoundCovered(["tools", "Do you use Git?", ["Git"]]),
  secondRoundCovered([
    "consultancy",
    "What does your Collaborative Design Support include?",
    ["schematic and layout reviews"],
  ]),
  secondRoundCovered(["system implementation", "Can my device send data to a PC over USB?", ["USB"]]),
  secondRoundCovered(["techniques", "Can you help with debugging our firmware?", ["debugging"]]),
  secondRoundCovered(["techniques", "How do you check an algorithm works the same on the device?", ["same results"]]),
  secondRoundCovered(["techniques", "Is your bare-metal framework modular?", ["modular"]]),
  secondRoundCovered(["techniques", "Is there a page about embedded software?", ["](/techniques/embedded-software)"]]),
  secondRoundCovered(["protocol", "What is the footprint of your serial protocol?", ["under 100 bytes"]]),
  secondRoundCovered([
    "protocol",
    "Can the protocol link several microcontrollers in one product?",
    ["Linking several microcontrollers"],
  ]),
  secondRoundCovered(["protocol", "Does the protocol have error checking?", ["error checking"]]),
  secondRoundCovered([
    "eligibility",
    "What voltage supply does a Swift Development project need?",
    ["low-voltage supply"],
  ]),
  secondRoundCovered(["eligibility", "What analogue signal frequencies suit Swift Development?", ["below 1 MHz"]]),
  secondRoundCovered(["eligibility", "Which microcontroller families do you work with?", ["STM32"]]),
  secondRoundCovered(["swift development", "Do I own the design files from Swift Development?", ["yours to keep"]]),
  secondRoundCovered([
    "swift development",
    "What firmware do I get with Swift Development?",
    ["commented C source code"],
  ]),
  secondRoundCovered(["motor control", "Do you design BLDC motor drives?", ["brushless DC (BLDC)"]]),
  secondRoundCovered(["motor control", "Can you control motor torque and position precisely?", ["torque"]]),
  secondRoundCovered(["motor control", "Can your motor controllers work without sensors?", ["sensorless"]]),
  secondRoundCovered(["motor control", "Are your motor controller designs ready for CE compliance?", ["CE"]]),
  secondRoundCovered(["motor control", "Where can I read about motor control design?", ["](/motor-control-design)"]]),
  secondRoundCovered(["company", "When did your founder earn a PhD?", ["1990"]]),
  secondRoundCovered(["company", "What is your view on AI in engineering?", ["partner"]]),
  secondRoundCovered(["regions", "Do you serve customers in Northern Ireland?", [REGION]]),
  secondRoundCovered(["contact", "How do I contact your engineers?", ["](/contact"]]),
  secondRoundCovered([
    "blog",
    "Do you have blog posts about development boards?",
    ["Custom Hardware vs. Off-the-Shelf Boards"],
  ]),
  secondRoundCovered(["faq", "Do you work with established companies too?", ["established businesses"]]),
  secondRoundNotCovered(["contracts", "Do you offer payment in instalments?"]),
  secondRoundNotCovered(["prices", "What is your day rate for consultancy?"]),
  secondRoundNotCovered(["unstated engineering", "Do you design solar inverters?"]),
  secondRoundNotCovered(["unstated engineering", "Do you have a GitHub repository for your protocol?"]),
  secondRoundNotCovered(["unstated engineering", "Do you write mobile apps for the iPhone?"]),
  secondRoundNotCovered(["unrelated", "Can you repair my broken laptop?"]),
  secondRoundNotCovered(["unrelated", "What's the best pizza in Dublin?"]),
  secondRoundNotCovered(["unstated company facts", "How many projects have you completed?"]),
  secondRoundNotCovered(["unstated company facts", "What is your phone number?"]),
  secondRoundNotCovered(["unstated company facts", "Which companies have you worked for?"]),

  // Held out in the third round, written after the second round's held-out questions (above) had been
  // scored and before their misses were read; tuned on in the fourth (docs/assistant.md).
  thirdRoundCovered(["services", "Which service covers PC software?", ["System Implementation"]]),
  thirdRoundCovered(["services", "Can you take my product from concept to production?", ["concept to production"]]),
  thirdRoundCovered(["consultancy", "Can you review my schematic?", ["review"]]),
  thirdRoundCovered(["tools", "Which tool do you use for analogue simulation?", ["LTspice"]]),
  thirdRoundCovered(["tools", "Do you use KiCad?", ["KiCad"]]),
  thirdRoundCovered(["electronic design", "Do you design for RoHS compliance?", ["RoHS"]]),
  thirdRoundCovered(["electronic design", "Can you build a single prototype board?", ["prototype"]]),
  thirdRoundCovered(["electronic design", "Do you design low-noise amplifiers?", ["amplifiers"]]),
  thirdRoundCovered(["electronic design", "Do you work on high-speed digital circuits?", ["digital"]]),
  thirdRoundCovered(["system development", "Which debugging tools do you use?", ["oscilloscopes"]]),
  thirdRoundCovered(["system development", "How do you structure firmware architecture?", ["drivers"]]),
  thirdRoundCovered(["system implementation", "Do you do data analysis?", ["analys"]]),
  thirdRoundCovered(["system implementation", "Can my customers configure the device from a PC?", ["Windows"]]),
  thirdRoundCovered(["techniques", "What is hardware-software co-design?", ["firmware together"]]),
  thirdRoundCovered(["techniques", "Why are simpler boards better?", ["Fewer components"]]),
  thirdRoundCovered(["techniques", "Do you use C++?", ["C++"]]),
  thirdRoundCovered(["techniques", "What hardware abstraction do you use?", ["HAL"]]),
  thirdRoundCovered(["techniques", "Does bare-metal firmware start quickly?", ["instantly"]]),
  thirdRoundCovered(["techniques", "Do you do condition monitoring and fault detection?", ["fault detection"]]),
  thirdRoundCovered(["protocol", "What are the real-world uses of your protocol?", ["monitoring and logging"]]),
  thirdRoundCovered(["protocol", "Can I extend the protocol myself?", ["extend"]]),
  thirdRoundCovered(["protocol", "Does the protocol work over TCP/IP?", ["TCP/IP"]]),
  thirdRoundCovered(["eligibility", "How fast can digital signals be for Swift Development?", ["100 MHz"]]),
  thirdRoundCovered(["eligibility", "Is USB power fine for the fast-track program?", ["USB"]]),
  thirdRoundCovered(["swift development", "Do I get Gerber files?", ["Gerbers"]]),
  thirdRoundCovered(["swift development", "Does Swift Development reduce risk?", ["Reduced technical risk"]]),
  thirdRoundCovered(["motor control", "Do you design controllers for industrial motors?", ["industrial"]]),
  thirdRoundCovered(["motor control", "How do you protect a motor from overheating?", ["thermal"]]),
  thirdRoundCovered([
    "motor control",
    "What is the first step of your motor design process?",
    ["Requirement Analysis"],
  ]),
  thirdRoundCovered(["company", "Do you build proprietary hardware?", ["Proprietary Hardware"]]),
  thirdRoundCovered(["company", "Do you reduce dependency on OEM modules?", ["OEM"]]),
  thirdRoundCovered(["company", "Are you an engineering consultancy?", ["consultancy"]]),
  thirdRoundCovered(["regions", "Do you work in England?", [REGION]]),
  thirdRoundCovered(["contact", "What is the best email to reach you?", [EMAIL]]),
  thirdRoundCovered(["voice idea", "Can I leave a voice message about my project?", [VOICE_FORM]]),
  thirdRoundCovered(["blog", "What does your ESP32 vs STM32 article cover?", ["connectivity"]]),
  thirdRoundCovered(["faq", "Do you help established businesses improve existing products?", ["existing"]]),
  thirdRoundCovered(["faq", "What is bare-metal development?", ["without an operating system"]]),
  thirdRoundNotCovered(["prices", "How much is a feasibility review?"]),
  thirdRoundNotCovered(["prices", "Is there a minimum project fee?"]),
  thirdRoundNotCovered(["contracts", "Who is liable if the product fails?"]),
  thirdRoundNotCovered(["contracts", "Do you require a deposit?"]),
  thirdRoundNotCovered(["unrelated", "What time is it in Tokyo?"]),
  thirdRoundNotCovered(["unrelated", "Can you translate this into French?"]),
  thirdRoundNotCovered(["unstated engineering", "Do you do Zigbee mesh networking?"]),
  thirdRoundNotCovered(["unstated engineering", "Can you certify my product to UL standards?"]),
  thirdRoundNotCovered(["unstated engineering", "Do you design quantum computers?"]),
  thirdRoundNotCovered(["unstated company facts", "When was the company founded?"]),
  // Held out in the fourth round, written in visitors' own words after the third round's held-out
  // questions (above) had been scored and before their misses were read, and before the answerer
  // was changed for the round; tuned on in the fifth (docs/assistant.md).
  fourthRoundCovered(["services", "I've got an idea for a gadget, can you help me build it?", ["prototype"]]),
  fourthRoundCovered(["services", "What are the main things your company can do for me?", SERVICES]),
  fourthRoundCovered(["consultancy", "Can you just give me advice on my design rather than build it?", ["review"]]),
  fourthRoundCovered(["consultancy", "I'm not sure my idea is even possible, can you check it?", ["Feasibility"]]),
  fourthRoundCovered(["tools", "Do you use Altium?", ["Altium Designer"]]),
  fourthRoundCovered(["tools", "What software do you use to program STM32 chips?", ["STM32CubeIDE"]]),
  fourthRoundCovered(["tools", "Which languages do you use for FPGA work?", ["VHDL", "Verilog"]]),
  fourthRoundCovered(["electronic design", "Can you make my circuit board smaller?", ["smaller boards"]]),
  fourthRoundCovered([
    "electronic design",
    "My device runs off mains power, is that something you handle safely?",
    ["isolation"],
  ]),
  fourthRoundCovered(["electronic design", "Can you add a touchscreen to my product?", ["touch controls"]]),
  fourthRoundCovered(["electronic design", "How do you keep the cost of each unit down?", ["unit cost"]]),
  fourthRoundCovered(["electronic design", "Do you design sensor circuits?", ["front ends"]]),
  fourthRoundCovered(["system development", "Can you pick the right chip for my product?", ["common families"]]),
  fourthRoundCovered([
    "system development",
    "Will the parts you choose still be available in years to come?",
    ["long-term availability"],
  ]),
  fourthRoundCovered(["system development", "Can my device connect to the internet?", ["TCP/IP"]]),
  fourthRoundCovered(["system implementation", "Can you write a desktop app to control my device?", ["Windows"]]),
  fourthRoundCovered(["system implementation", "Can I log data from my sensor on my laptop?", ["logging"]]),
  fourthRoundCovered(["system implementation", "Can you simulate my device using recorded data?", ["replay"]]),
  fourthRoundCovered(["techniques", "Why don't you use Linux on small devices?", ["operating system"]]),
  fourthRoundCovered(["techniques", "Will my battery last longer with your firmware?", ["power"]]),
  fourthRoundCovered([
    "techniques",
    "Can you add new features to the firmware later without starting again?",
    ["without rewriting"],
  ]),
  fourthRoundCovered(["techniques", "How do you test an algorithm before putting it on the device?", ["PC"]]),
  fourthRoundCovered(["techniques", "Do you do filtering of noisy sensor signals?", ["filter"]]),
  fourthRoundCovered([
    "techniques",
    "Can you run real-time control and a nice user interface on the same product?",
    ["time-critical tasks run bare-metal"],
  ]),
  fourthRoundCovered(["techniques", "Why design a custom board instead of using an Arduino?", ["development boards"]]),
  fourthRoundCovered(["protocol", "Can your protocol run on a tiny 8-bit micro?", ["8-bit"]]),
  fourthRoundCovered([
    "protocol",
    "Do I own the communication protocol or am I tied to you?",
    ["without depending on us"],
  ]),
  fourthRoundCovered([
    "eligibility",
    "My board is 120 by 80 mm, is that small enough for the fast track?",
    ["100mm x 160mm"],
  ]),
  fourthRoundCovered(["eligibility", "Does my project need to use an STM32 for Swift Development?", ["ESP32"]]),
  fourthRoundCovered(["eligibility", "What do I need to qualify for your quick prototype service?", [THREE_OF_SIX]]),
  fourthRoundCovered([
    "swift development",
    "Will I get a bill of materials with the fast-track?",
    ["bill of materials"],
  ]),
  fourthRoundCovered(["motor control", "Do you build drives for brushed DC motors?", ["brushed DC"]]),
  fourthRoundCovered([
    "motor control",
    "Can you stop my motor controller burning out if it draws too much current?",
    ["Over-current"],
  ]),
  fourthRoundCovered(["company", "Does the founder have a doctorate?", [PHD]]),
  fourthRoundCovered(["company", "Do you use ChatGPT-style AI to design things?", ["AI-assisted"]]),
  fourthRoundCovered(["company", "Who will own the designs once the project is done?", ["own"]]),
  fourthRoundCovered(["regions", "Do you take on work in Scotland?", [REGION]]),
  fourthRoundCovered(["contact", "Where do I request a quote?", [QUOTE_FORM]]),
  fourthRoundCovered(["voice idea", "Can I just talk through my idea instead of typing it?", [VOICE_FORM]]),
  fourthRoundCovered([
    "blog",
    "Do you have any articles on battery-powered microcontrollers?",
    ["How to Choose a Low-Power Microcontroller"],
  ]),
  fourthRoundCovered(["faq", "We only need one board designed, not a whole product. Is that okay?", ["single board"]]),
  fourthRoundCovered(["motor control", "Can you measure my motor's speed without an encoder?", ["sensorless"]]),
  fourthRoundCovered([
    "consultancy",
    "Can someone check over our PCB layout before we send it to be made?",
    ["layout reviews"],
  ]),
  fourthRoundCovered(["tools", "Will the files you give me open in standard software?", ["industry-standard"]]),
  fourthRoundCovered(["contact", "Is there someone I can email directly?", [EMAIL]]),
  fourthRoundNotCovered(["prices", "Roughly what would a small PCB design set me back?"]),
  fourthRoundNotCovered(["prices", "Do you charge for the first consultation?"]),
  fourthRoundNotCovered(["contracts", "Will you sign our supplier agreement?"]),
  fourthRoundNotCovered(["contracts", "Do you offer refunds if the prototype doesn't work?"]),
  fourthRoundNotCovered(["unrelated", "Can you recommend a good restaurant in Galway?"]),
  fourthRoundNotCovered(["unrelated", "How do I reset my iPhone?"]),
  fourthRoundNotCovered(["unstated engineering", "Do you design drones?"]),
  fourthRoundNotCovered(["unstated engineering", "Can you design a CAN bus network for our vehicles?"]),
  fourthRoundNotCovered(["unstated company facts", "Are you VAT registered?"]),
  fourthRoundNotCovered(["unstated company facts", "What are your opening hours?"]),
  fourthRoundNotCovered(["unstated company facts", "Do you have a showroom I can visit?"]),
  // Held out in the fifth round, written by another author blind to the answerer; tuned on in the sixth.
  ...FIFTH_ROUND_HELD_OUT.map((entry) => ({ ...entry, heldOut: false })),
  // Held out in the sixth round, written by another author blind to the answerer (its own file).
  ...SIXTH_ROUND_HELD_OUT,
];

/**
 * The target: the share of questions answered right. The Workers AI path meets it at the
 * binding, tuned and held-out questions alike (tests/worker/assistant-eval.test.ts); so does the
 * offline answerer for the questions the site does not cover, its honest "not covered".
 */
export const REQUIRED_SCORE = 0.95;
/**
 * The offline answerer's covered questions fall short of the target (docs/assistant.md): its
 * scores are held where they were measured in round 6, so a change that answers worse fails.
 */
export const OFFLINE_TUNED_FLOOR = 0.85;
export const OFFLINE_HELD_OUT_FLOOR = 0.33;

/** A covered answer is concise: at most this many characters as the visitor reads it (a link by its label). */
export const MAX_ANSWER_CHARS = 700;

const visibleLength = (reply: string) => reply.replace(/\[([^\]]*)\]\([^)]*\)/g, "$1").length;

/** The facts of a question that a reply (or the model's instructions) lacks, matched without regard to case. */
export function missingFacts(text: string, facts: readonly string[]): string[] {
  return facts.filter((fact) => !text.toLowerCase().includes(fact.toLowerCase()));
}

/** Whole sentences of the site's copy (long enough to be a quote) that a reply repeats. */
export function quotedSiteSentences(reply: string): string[] {
  const sentences = SITE_PASSAGES.flatMap(
    (passage) => passage.text.match(/[^.!?]+[.!?]/g)?.map((sentence) => sentence.trim()) ?? [],
  );
  return [...new Set(sentences.filter((sentence) => sentence.length >= 40 && reply.includes(sentence)))];
}

export interface AnswerUnderTest {
  reply: string;
  covered: boolean;
}

/** The problem of a covered question the answerer declined: the honest miss. */
export const DECLINED = "answered as not covered";

/** Why an answer fails its question, or an empty list when it is right. */
export function answerProblems(entry: EvalQuestion, answer: AnswerUnderTest): string[] {
  const problems = missingFacts(answer.reply, entry.facts).map((fact) => `missing ${fact}`);
  if (entry.covered) {
    if (!answer.covered) problems.push(DECLINED);
    if (visibleLength(answer.reply) > MAX_ANSWER_CHARS) problems.push(`longer than ${MAX_ANSWER_CHARS} characters`);
  } else {
    if (answer.covered) problems.push("answered as covered");
    if (!answer.reply.includes(NOT_COVERED_REPLY)) problems.push("no not-covered reply with the hand-over offer");
    problems.push(...quotedSiteSentences(answer.reply).map((sentence) => `quotes "${sentence}"`));
  }
  return problems;
}

export interface EvalScore {
  right: number;
  total: number;
}

export interface EvalResult {
  entry: EvalQuestion;
  problems: string[];
}

export const scoreOf = (results: readonly EvalResult[]): EvalScore => ({
  right: results.filter((result) => result.problems.length === 0).length,
  total: results.length,
});

export const percent = ({ right, total }: EvalScore) => `${((right / Math.max(total, 1)) * 100).toFixed(1)} %`;

/** Runs the set through an answerer. */
export function evaluate(answer: (question: string) => AnswerUnderTest): EvalResult[] {
  return EVAL_QUESTIONS.map((entry) => ({ entry, problems: answerProblems(entry, answer(entry.question)) }));
}
