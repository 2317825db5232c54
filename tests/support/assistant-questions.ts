import { ROUND8_HELD_OUT } from "./assistant-round8-held-out";
import { ROUND8_TUNING } from "./assistant-round8-tuning";

/**
 * The assistant's evaluation set, in one file (docs/assistant.md): questions visitors ask, each
 * covered one with the page that holds its answer and the facts a right answer contains (matched
 * without regard to case), each out-of-scope one (no page) with nothing the site could answer it
 * with. TUNED was looked at while the answerers were built; HELD_OUT was written by an author
 * who never saw the answerers, from the site's copy alone, and whoever tunes them does not read it.
 * Its score is reported beside the tuned one (`npm run assistant:eval`).
 */
export interface AssistantQuestion {
  question: string;
  /** The page whose text answers the question; none when the site does not. */
  page?: string;
  facts?: readonly string[];
}

/**
 * Earlier rounds' questions, the fifth and sixth written blind to the answerer of their time,
 * questions about the blog articles, and round 8's tuning half (written blind before the answerer
 * was tuned for it).
 */
export const TUNED: readonly AssistantQuestion[] = [
  ...ROUND8_TUNING,
  {
    question:
      "we're a small startup making a smart pet feeder and wondered if you could take it all the way from a rough idea to something we can actually manufacture",
    page: "/",
    facts: ["concept to production"],
  },
  {
    question: "Do you only do the hardware, or the software that runs on it as well?",
    page: "/history",
    facts: ["firmware"],
  },
  {
    question: "We only have a sketch on paper so far. Is it worth talking to you at this stage?",
    page: "/services",
    facts: ["feasibility"],
  },
  {
    question:
      "our in-house engineer is swamped, could you help out with firmware architecture and debugging for a few weeks?",
    page: "/services/consultancy",
    facts: ["Collaborative Design Support"],
  },
  {
    question: "What would a feasibility review actually tell me?",
    page: "/services/consultancy",
    facts: ["risks", "recommendation"],
  },
  {
    question: "And once it's designed, will you prepare what our manufacturer needs?",
    page: "/services/consultancy",
    facts: ["manufacturer"],
  },
  {
    question: "Do you guys use Eagle or somthing else for boards?",
    page: "/services/consultancy",
    facts: ["KiCad", "Altium Designer"],
  },
  { question: "Which tools do you use for ESP32 firmware?", page: "/services/consultancy", facts: ["ESP-IDF"] },
  { question: "Do you write the PC side in C#?", page: "/services/consultancy", facts: ["C#"] },
  {
    question: "Our prototype keeps failing EMC testing. Can you help us get it through?",
    page: "/services/electronic-design",
    facts: ["shielding"],
  },
  {
    question: "can you design the power supply part of my circuit aswell",
    page: "/services/electronic-design",
    facts: ["power supplies"],
  },
  {
    question: "Our product has to fit inside an existing plastic case, can you design the board around it?",
    page: "/services/electronic-design",
    facts: ["enclosure"],
  },
  {
    question: "we need to process data really fast with precise timing, is an FPGA the way to go?",
    page: "/history",
    facts: ["FPGA", "precise timing"],
  },
  {
    question: "Can you get a brand new board up and running, clocks, peripherals, the lot?",
    page: "/services/system-development",
    facts: ["bring-up"],
  },
  {
    question: "our last contractor's firmware was a tangled mess. how would you keep ours maintainable?",
    page: "/services/electronic-design",
    facts: ["extend"],
  },
  {
    question: "Our technicians need a simple program to set up each unit before it ships, can you write that?",
    page: "/history",
    facts: ["Windows"],
  },
  {
    question: "can we watch live readings from the device on a pc screen",
    page: "/services/system-implementation",
    facts: ["monitoring"],
  },
  {
    question: "Our device collects loads of data. Can you help us make sense of it?",
    page: "/services",
    facts: ["analys"],
  },
  { question: "Can the measurements go into Excel?", page: "/services/system-implementation", facts: ["CSV"] },
  {
    question: "Do the hardware and firmware people talk to each other on your projects, or is it done separately?",
    page: "/techniques",
    facts: ["together"],
  },
  {
    question: "we need the timing to be exactly the same evry time, no jitter. can your firmware do that",
    page: "/history",
    facts: ["predictab"],
  },
  {
    question:
      "We're building a sensor that runs off a small solar cell and harvests its own energy. Does your approach suit that?",
    page: "/techniques/embedded-software",
    facts: ["energy-harvesting"],
  },
  {
    question: "could you help us spot when a pump is about to fail from its vibration",
    page: "/techniques/algorithm-development",
    facts: ["fault detection"],
  },
  {
    question: "do you do FFTs and that sort of maths on microcontrollers",
    page: "/services/system-implementation",
    facts: ["transforms"],
  },
  {
    question: "How long could a battery-powered device last with your low-power design?",
    page: "/techniques/low-power-design",
    facts: ["months or years"],
  },
  {
    question: "We have three boards inside one machine that need to talk to each other. What would you use?",
    page: "/history",
    facts: ["protocol"],
  },
  {
    question: "How would you get a tiny low-power sensor onto our office network?",
    page: "/techniques/communication",
    facts: ["gateway"],
  },
  {
    question: "Why not just run TCP/IP directly on the micro?",
    page: "/techniques/communication",
    facts: ["full TCP/IP stack"],
  },
  {
    question: "Our gadget runs from a 12V DC adapter. Does that count as low voltage for the quick route?",
    page: "/swift-development",
    facts: ["low-voltage supply"],
  },
  {
    question: "We sample audio at 44 kHz, is that within the analogue limit for Swift?",
    page: "/swift-development",
    facts: ["below 1 MHz"],
  },
  {
    question: "ok, and if our SPI bus runs at 60 MHz does that rule us out of swift development",
    page: "/swift-development",
    facts: ["48 MHz", "at least 3 of the 6"],
  },
  {
    question: "How much quicker is Swift Development than a normal project?",
    page: "/swift-development",
    facts: ["cut development time"],
  },
  {
    question: "Will I know the price upfront with the fast-track?",
    page: "/swift-development",
    facts: ["predictable pricing"],
  },
  {
    question: "Do I get to talk to the actual engineers, or only to a salesperson?",
    page: "/swift-development",
    facts: ["Direct access to experienced engineers"],
  },
  {
    question: "Is the prototype you deliver actually tested, or is it just a bare board?",
    page: "/swift-development",
    facts: ["fully assembled and tested"],
  },
  {
    question: "How can the fast track be quicker without cutting corners? What's the trick?",
    page: "/swift-development",
    facts: ["tested circuit blocks"],
  },
  {
    question: "I've got a PMSM for an e-bike, can you build the driver for it?",
    page: "/motor-control-design",
    facts: ["permanent-magnet synchronous"],
  },
  {
    question: "Our motor is for a battery-powered hand tool. Do you handle small motors or only big industrial ones?",
    page: "/motor-control-design",
    facts: ["small battery-powered drives"],
  },
  {
    question: "Will you test the controller on our actual motor before handing it over?",
    page: "/motor-control-design",
    facts: ["real operating conditions"],
  },
  { question: "Do you design the gate drive for the MOSFETs?", page: "/motor-control-design", facts: ["gate drive"] },
  {
    question:
      "We need a motor controller that fits our own enclosure and battery, not some generic module off the shelf",
    page: "/motor-control-design",
    facts: ["Custom Fit"],
  },
  {
    question: "What kind of industries have you done work for in the past?",
    page: "/history",
    facts: ["industry, research and commercial products"],
  },
  {
    question: "Do you do IoT stuff, connected devices and that kind of thing?",
    page: "/about",
    facts: ["Connected, intelligent devices"],
  },
  { question: "Can you run AI on a small device, like edge AI?", page: "/about", facts: ["intelligent algorithms"] },
  {
    question: "We're tired of being stuck with one supplier's modules. Can you help with that?",
    page: "/",
    facts: ["OEM"],
  },
  { question: "I'm based in Cork, can you work with me?", page: "/privacy", facts: ["Republic of Ireland and UK"] },
  {
    question: "whats the fastest way to reach a real person",
    page: "/privacy",
    facts: ["hello@tetra-electronics.com"],
  },
  {
    question: "I sent a message through the site yesterday, when can I expect an answer?",
    page: "/help-connect",
    facts: ["1-2 business days"],
  },
  { question: "After I get in touch, what happens next?", page: "/help-connect/faqs", facts: ["conversation"] },
  {
    question: "I'm dyslexic and writing things down is hard. Can I send a voice note with my idea?",
    page: "/about",
    facts: [],
  },
  {
    question: "Do you have anything I can read on when a custom PCB is worth the money?",
    page: "/help-connect/blog-highlights",
    facts: ["Custom Hardware vs. Off-the-Shelf Boards"],
  },
  {
    question: "Is a tiny one-off job too small for you to bother with?",
    page: "/services",
    facts: ["Every project matters"],
  },
  { question: "How much would it cost to get 500 of the boards manufactured?" },
  { question: "Do you invoice in euro or sterling?" },
  { question: "Are you cheaper than hiring a contractor through an agency?" },
  { question: "Will you fix bugs in the firmware for free after handover?" },
  { question: "What's your cancellation policy if we pull the plug halfway through?" },
  { question: "Do you subcontract any of the work to other firms?" },
  { question: "how do i wire a light switch in my house" },
  { question: "What's a good birthday present for my dad, he loves gadgets" },
  { question: "Can you explain how a transistor works?" },
  { question: "Can you reverse engineer an old board we no longer have the schematics for?" },
  { question: "Do you do cable harness and wiring loom design?" },
  { question: "Can you design something rated IP68 that survives being underwater?" },
  { question: "Do you design equipment for explosive atmospheres, ATEX?" },
  { question: "Are you hiring graduate engineers?" },
  { question: "Do you have any customer reviews or testimonials I can read?" },
  { question: "Can I see some examples of boards you've designed before?" },
  {
    question: "Can you give me a quick rundown of what your company actually sells?",
    page: "/services",
    facts: ["Electronic Design", "System Development", "System Implementation"],
  },
  { question: "do you handle the whole journey or just one bit of it", page: "/services", facts: ["every stage"] },
  {
    question:
      "We need the circuit board designed and also the PC program that reads data off it. Can one firm do both or do we need two suppliers?",
    page: "/services",
    facts: ["Electronic Design", "System Implementation"],
  },
  {
    question: "Which of your services would I want for hooking our sensor box up to a laptop?",
    page: "/services",
    facts: ["System Implementation"],
  },
  {
    question: "A freelancer drew up our schematic and PCB. Could you give it a once-over and tell us if it's any good?",
    page: "/services/consultancy",
    facts: ["schematic and layout reviews"],
  },
  {
    question: "What are the different ways we could hire you? Looking for options from light touch to full project",
    page: "/services/consultancy",
    facts: ["Feasibility Review", "Collaborative Design Support", "End-to-End Product Design"],
  },
  {
    question:
      "honestly we just want to hand the entire thing over, electronics firmware the lot, and get back something our factory can build",
    page: "/services/consultancy",
    facts: ["End-to-End Product Design"],
  },
  {
    question:
      "Before we sink money into this, can someone tell us which parts and architecture make sense and how quickly we could have a first prototype?",
    page: "/services",
    facts: ["Feasibility Review"],
  },
  { question: "what do you simulate analog circuits in", page: "/services/consultancy", facts: ["LTspice"] },
  { question: "and for the FPGA side, which software?", page: "/services/consultancy", facts: ["Vivado", "Quartus"] },
  {
    question: "Is the firmware kept in a proper repository with history, so we can see every change?",
    page: "/services/system-development",
    facts: ["Git version control"],
  },
  {
    question: "We want to sell in the EU and the US. Will the board be designed with the approvals in mind?",
    page: "/services/electronic-design",
    facts: ["CE, FCC and RoHS"],
  },
  {
    question:
      "Our appliance plugs straight into 230V mains. Is that something you're comfortable designing for safely?",
    page: "/services/electronic-design",
    facts: ["Isolation", "creepage"],
  },
  {
    question: "how many copper layers do your pcbs normally have",
    page: "/services/electronic-design",
    facts: ["2-layer", "4-layer"],
  },
  {
    question:
      "We're measuring tiny signals from a strain gauge and noise is killing us. Can you do the analog input stage?",
    page: "/services/electronic-design",
    facts: ["Sensor front ends"],
  },
  {
    question:
      "The product needs a front panel with a touch screen and a few buttons. Do you look after that part of the hardware too?",
    page: "/services/electronic-design",
    facts: ["touch controls"],
  },
  {
    question: "We have to hit about €8 a unit at 10k volume. Do you design towards a price like that?",
    page: "/services/electronic-design",
    facts: ["target unit cost"],
  },
  {
    question: "We have no clue which micro to put in our product. How would you pick one?",
    page: "/services/system-development",
    facts: ["long-term availability"],
  },
  {
    question: "what connections can the finished gadget use to talk to a computer? usb? ethernet?",
    page: "/services/system-development",
    facts: ["UART, USB and TCP/IP"],
  },
  {
    question: "At the end of the job, who holds the source code for the firmware, us or you?",
    page: "/about",
    facts: ["own outright"],
  },
  {
    question: "How do you track down weird timing glitches on a brand new board?",
    page: "/services/system-development",
    facts: ["Logic analysers", "oscilloscopes"],
  },
  {
    question: "Could we try out our processing code on recorded data without the hardware plugged in?",
    page: "/services/system-implementation",
    facts: ["Simulation mode"],
  },
  {
    question:
      "Our field engineers need to change settings on the unit on site. Could you give them an app for their laptops?",
    page: "/history",
    facts: ["Windows GUI"],
  },
  {
    question:
      "We want to send commands to the machine from a PC and see its readings come back at the same time. Doable?",
    page: "/services/system-implementation",
    facts: ["two-way communication"],
  },
  {
    question: "can you work out the maths model on a computer first and then put it on the device",
    page: "/history",
    facts: ["mathematical models"],
  },
  {
    question: "Why shouldn't we just stick a Raspberry Pi in the product instead of paying for a custom board?",
    page: "/techniques/circuit-design",
    facts: ["operating system", "power draw"],
  },
  {
    question: "Does having fewer parts on the board actually make certification any easier?",
    page: "/techniques/circuit-design",
    facts: ["easier to certify"],
  },
  {
    question: "Do you sort out the electronics first and then the code, or both at once?",
    page: "/techniques/circuit-design",
    facts: ["Hardware-Software Co-Design"],
  },
  {
    question: "what's the catch with using an RTOS on a small micro?",
    page: "/techniques/embedded-software",
    facts: ["Less predictable timing", "More memory"],
  },
  {
    question:
      "Our machine needs hard real-time motor control but also a fancy screen and wifi. Can bare metal cope with both?",
    page: "/techniques/embedded-software",
    facts: ["hybrid approach"],
  },
  {
    question: "What programming language is your firmware in? C++?",
    page: "/techniques/embedded-software",
    facts: ["C99/C11"],
  },
  {
    question: "if we want extra features in a year, will you have to rewrite the whole firmware?",
    page: "/techniques/embedded-software",
    facts: ["event-driven"],
  },
  {
    question: "How do you make sure the algorithm on the chip gives the same numbers as our MATLAB version?",
    page: "/techniques/algorithm-development",
    facts: ["same results"],
  },
  {
    question:
      "I'd like to tune a detection algorithm against real sensor readings coming in live, not made-up test cases",
    page: "/techniques/algorithm-development",
    facts: ["live data"],
  },
  {
    question: "How much flash and ram does your comms protocol eat up?",
    page: "/techniques/communication",
    facts: ["2KB flash", "512B RAM"],
  },
  {
    question: "What kinds of messages can be sent with your serial protocol?",
    page: "/techniques/communication",
    facts: ["commands, results and events"],
  },
  {
    question: "If we adopt your protocol, are we tied to you every time we want to change something?",
    page: "/techniques/communication",
    facts: ["without depending on us"],
  },
  {
    question: "would the link even notice if a packet got garbled on the wire?",
    page: "/techniques/communication",
    facts: ["error checking"],
  },
  {
    question: "our board is about 120 by 90 mm, would that be small enough for swift dev?",
    page: "/swift-development",
    facts: ["100mm x 160mm"],
  },
  {
    question: "Is a Microchip PIC alright for the fast-track, or only ST parts?",
    page: "/swift-development",
    facts: ["PIC or AVR"],
  },
  {
    question: "We run off a 24V DC bench supply, no mains anywhere. Does that tick the power box?",
    page: "/swift-development",
    facts: ["low-voltage supply"],
  },
  {
    question: "Our processor and RAM are clocked at 150 MHz. Is that over the limit for quick prototyping?",
    page: "/swift-development",
    facts: ["100 MHz"],
  },
  {
    question: "What do I actually walk away with at the end of a swift project? Could I take it to any board house?",
    page: "/swift-development",
    facts: ["Gerbers", "bill of materials"],
  },
  {
    question: "If we outgrow the quick prototype later, can it become a fully bespoke design?",
    page: "/swift-development",
    facts: ["upgrade path"],
  },
  {
    question: "who owns the design after the fast track project",
    page: "/swift-development",
    facts: ["Full IP Ownership"],
  },
  { question: "can u do a stepper driver for a small cnc machine", page: "/motor-control-design", facts: ["stepper"] },
  {
    question: "Do you use FOC for brushless motors?",
    page: "/motor-control-design",
    facts: ["field-oriented control"],
  },
  {
    question: "ok and what if we don't want hall sensors on the motor at all?",
    page: "/motor-control-design",
    facts: ["sensorless"],
  },
  {
    question: "I'm worried about burning out the motor or the board if it stalls. What safeguards go in?",
    page: "/motor-control-design",
    facts: ["Over-current", "thermal protection"],
  },
  {
    question: "Walk me through how a motor controller job runs with you, start to finish.",
    page: "/motor-control-design",
    facts: ["Requirement Analysis", "Firmware & Testing"],
  },
  {
    question: "Who set up Tetra and what qualifications do they have?",
    page: "/about",
    facts: ["PhD in Electronics (1990)"],
  },
  { question: "how long have u lot been designing electronics", page: "/", facts: ["45 years"] },
  {
    question: "You mention AI a lot. Does that mean a chatbot designs my board instead of an engineer?",
    page: "/about",
    facts: ["not a replacement"],
  },
  {
    question: "Has the company developed anything of its own, like in-house tech it reuses?",
    page: "/history",
    facts: ["Lightweight Serial Protocol", "Bare-Metal C Framework"],
  },
  {
    question:
      "We want circuits that switch things off by themselves when a fault happens, without someone watching. Is that your kind of thing?",
    page: "/about",
    facts: ["Automated Circuits"],
  },
  {
    question: "we're a small firm in Manchester, is that outside your patch?",
    page: "/privacy",
    facts: ["Republic of Ireland and UK"],
  },
  {
    question:
      "We're a long-established manufacturer wanting to refresh an ageing product line, not a startup. Do you take on companies like ours?",
    page: "/help-connect/faqs",
    facts: ["established businesses"],
  },
  {
    question: "We've already built the board ourselves. Could you just write the code for it?",
    page: "/help-connect/faqs",
    facts: ["existing hardware"],
  },
  {
    question: "wifi chip from espressif or an ST micro, which should I go for? have you written about it",
    page: "/help-connect/blog-highlights",
    facts: ["ESP32 vs. STM32"],
  },
  {
    question: "My sensor has to last ages on a coin cell. Got any reading on choosing the right chip for that?",
    page: "/help-connect/blog-highlights",
    facts: ["Low-Power Microcontroller"],
  },
  {
    question: "I'd rather email a person directly, what address do I use?",
    page: "/privacy",
    facts: ["hello@tetra-electronics.com"],
  },
  { question: "and how do I get a project started with you?", page: "/", facts: [] },
  { question: "How long do you hang on to what I type into the enquiry form?", page: "/privacy", facts: ["24 months"] },
  { question: "does this site put cookies on my computer or track me", page: "/privacy", facts: ["no cookies"] },
  {
    question: "I want everything you hold about me wiped. Who do I ask and how quickly will you deal with it?",
    page: "/privacy",
    facts: ["hello@tetra-electronics.com", "one month"],
  },
  { question: "and the voice recordings, are they kept that long too?", page: "/privacy", facts: ["12 months"] },
  {
    question: "where's the bit where I can just talk through my idea out loud rather than type it",
    page: "/about",
    facts: [],
  },
  {
    question: "If I record a message and then chicken out and never send it, what happens to the recording?",
    page: "/privacy",
    facts: ["Deleted within a day"],
  },
  { question: "What's your day rate for a senior engineer?" },
  { question: "ballpark, what does a swift development prototype cost?" },
  { question: "Is the feasibility review free, or how much do you charge for it?" },
  { question: "Do you give startups a discount?" },
  { question: "Will you sign our NDA before we send over the design details?" },
  { question: "what are your payment terms, 30 days from invoice?" },
  { question: "Do you hold professional indemnity insurance?" },
  { question: "How long is the warranty on the prototype boards you deliver?" },
  { question: "How many engineers work at Tetra?" },
  { question: "Which well-known companies have you done work for?" },
  { question: "What year was Tetra Electronics set up as a company?" },
  { question: "Are you ISO 9001 certified?" },
  { question: "Can you build us a Bluetooth Low Energy wearable on a Nordic nRF52?" },
  { question: "Do you have experience with LoRaWAN for long-range sensors?" },
  { question: "We're making a patient monitor, do you have experience getting medical devices through IEC 60601?" },
  { question: "Can you do ISO 26262 functional safety work for an automotive ECU?" },
  { question: "Do you work with Lattice FPGAs?" },
  { question: "what's the weather going to be like in Galway tomorrow" },
  { question: "Who won the Six Nations last year?" },
  { question: "can you help me with my physics homework on Ohm's law" },
  {
    question: "What services do you offer?",
    page: "/services",
    facts: ["Consultancy", "Electronic Design", "System Development", "System Implementation"],
  },
  {
    question: "What consultancy engagement levels are there?",
    page: "/services/consultancy",
    facts: ["Project Insight & Feasibility Review", "Collaborative Design Support", "End-to-End Product Design"],
  },
  { question: "Do you simulate circuits before building them?", page: "/services/consultancy", facts: ["LTspice"] },
  {
    question: "How many layers do your PCBs have?",
    page: "/services/electronic-design",
    facts: ["2-layer or 4-layer"],
  },
  {
    question: "Which programming languages do you write firmware in?",
    page: "/techniques/embedded-software",
    facts: ["C99/C11"],
  },
  { question: "What is bare-metal firmware?", page: "/history", facts: ["without an operating system"] },
  {
    question: "Do you test algorithms on live data from the hardware?",
    page: "/techniques/algorithm-development",
    facts: ["real measurements"],
  },
  {
    question: "What message types does your protocol have?",
    page: "/techniques/communication",
    facts: ["commands, results and events"],
  },
  { question: "How many criteria must my project meet?", page: "/swift-development", facts: ["at least 3 of the 6"] },
  {
    question: "What do I get with Swift Development?",
    page: "/swift-development",
    facts: ["Working Prototype", "Manufacturing Files", "Documented Firmware", "Full IP Ownership"],
  },
  {
    question: "What motors can you design controllers for?",
    page: "/motor-control-design",
    facts: ["brushless DC (BLDC)", "stepper"],
  },
  { question: "Do you use field-oriented control?", page: "/motor-control-design", facts: ["field-oriented control"] },
  { question: "Will I own the intellectual property?", page: "/", facts: ["intellectual property"] },
  { question: "Do you work in the UK?", page: "/privacy", facts: ["Republic of Ireland and UK"] },
  { question: "Will I hear back within a couple of days?", page: "/help-connect", facts: ["1-2 business days"] },
  { question: "Where do I record my voice idea?", page: "/about", facts: [] },
  { question: "Can you help with just part of my project?", page: "/help-connect/faqs", facts: ["review a design"] },
  { question: "What do you charge per day?" },
  { question: "Do you offer a warranty on your designs?" },
  { question: "Give me a recipe for pancakes" },
  { question: "Can you help me with my maths homework?" },
  { question: "Can you design a Bluetooth Low Energy wearable?" },
  { question: "What is the founder's name?" },
  { question: "What tools do you use for embedded C?", page: "/services/consultancy", facts: ["GCC"] },
  {
    question: "How do you check an algorithm works the same on the device?",
    page: "/techniques/algorithm-development",
    facts: ["same results"],
  },
  {
    question: "What voltage supply does a Swift Development project need?",
    page: "/swift-development",
    facts: ["low-voltage supply"],
  },
  {
    question: "Can you control motor torque and position precisely?",
    page: "/motor-control-design",
    facts: ["torque"],
  },
  { question: "Do you serve customers in Northern Ireland?", page: "/privacy", facts: ["Republic of Ireland and UK"] },
  { question: "Do you design solar inverters?" },
  { question: "What is your phone number?" },
  { question: "Do you use KiCad?", page: "/services/consultancy", facts: ["KiCad"] },
  { question: "How do you structure firmware architecture?", page: "/services/electronic-design", facts: ["drivers"] },
  { question: "What hardware abstraction do you use?", page: "/techniques/embedded-software", facts: ["HAL"] },
  {
    question: "How fast can digital signals be for Swift Development?",
    page: "/swift-development",
    facts: ["100 MHz"],
  },
  {
    question: "What is the first step of your motor design process?",
    page: "/motor-control-design",
    facts: ["Requirement Analysis"],
  },
  { question: "Can I leave a voice message about my project?", page: "/about", facts: [] },
  { question: "Who is liable if the product fails?" },
  { question: "Do you design quantum computers?" },
  { question: "Do you use Altium?", page: "/services/consultancy", facts: ["Altium Designer"] },
  {
    question: "How do you keep the cost of each unit down?",
    page: "/services/electronic-design",
    facts: ["unit cost"],
  },
  {
    question: "Can I log data from my sensor on my laptop?",
    page: "/services/system-implementation",
    facts: ["logging"],
  },
  { question: "Do you do filtering of noisy sensor signals?", page: "/services/electronic-design", facts: ["filter"] },
  {
    question: "Does my project need to use an STM32 for Swift Development?",
    page: "/swift-development",
    facts: ["ESP32"],
  },
  { question: "Do you use ChatGPT-style AI to design things?", page: "/", facts: ["AI-assisted"] },
  // The blog articles (2026-11-27), written from the articles' text before the offline answerer
  // searched them.
  {
    question: "Does any STM32 have wifi built in, like the ESP32?",
    page: "/blog/esp32-vs-stm32",
    facts: ["no mainstream Wi-Fi part"],
  },
  {
    question: "How much current does an ESP32 draw in deep sleep?",
    page: "/blog/esp32-vs-stm32",
    facts: ["5 to 10 μA"],
  },
  {
    question: "Is the ESP32's ADC good enough for accurate measurements?",
    page: "/blog/esp32-vs-stm32",
    facts: ["non-linearity"],
  },
  {
    question: "Can an ESP32 and an STM32 work together in the same product?",
    page: "/blog/esp32-vs-stm32",
    facts: ["UART or SPI"],
  },
  {
    question: "How long would a CR2032 coin cell last in a sensor that wakes every 10 seconds?",
    page: "/blog/choosing-a-low-power-microcontroller",
    facts: ["three years"],
  },
  {
    question: "Does heat change how much current a microcontroller draws when asleep?",
    page: "/blog/choosing-a-low-power-microcontroller",
    facts: ["ten times"],
  },
  {
    question: "What do you use to measure the current profile of a battery device?",
    page: "/blog/choosing-a-low-power-microcontroller",
    facts: ["Power Profiler Kit"],
  },
  {
    question: "Which voltage regulator wastes the least current on a battery board?",
    page: "/blog/choosing-a-low-power-microcontroller",
    facts: ["TPS7A02"],
  },
  {
    question: "How many units do we need to make before a custom PCB is cheaper than a dev board?",
    page: "/blog/custom-hardware-vs-off-the-shelf-boards",
    facts: ["900 units"],
  },
  {
    question: "If we use a pre-certified radio module, do we still need CE marking?",
    page: "/blog/custom-hardware-vs-off-the-shelf-boards",
    facts: ["Radio Equipment Directive"],
  },
  {
    question: "Why does our Arduino prototype flatten its battery so quickly?",
    page: "/blog/custom-hardware-vs-off-the-shelf-boards",
    facts: ["doing nothing"],
  },
  {
    question: "What costs do people forget when they go for custom hardware?",
    page: "/blog/custom-hardware-vs-off-the-shelf-boards",
    facts: ["prototype revisions"],
  },
];

/**
 * The seventh round (2026-11-26), written blind to today's answerers, and round 8's held-out half
 * (2026-11-29, written blind before any tuning; its file stays unread by whoever tunes).
 */
export const HELD_OUT: readonly AssistantQuestion[] = [
  ...ROUND8_HELD_OUT,
  {
    question: "How long have you lot been doing this? I don't want to hand my product to a bunch of graduates.",
    page: "/",
    facts: ["over 45 years of engineering experience"],
  },
  {
    question:
      "why would we pay for a custom board when we could just drop in an off the shelf module from one of the big OEMs?",
    page: "/",
    facts: ["Less dependency on OEM modules", "Full ownership of your intellectual property"],
  },
  {
    question:
      "Honestly I'm a bit sceptical about AI designing electronics. Is a chatbot going to be laying out my PCB instead of an actual engineer?",
    page: "/about",
    facts: ["powerful partner to experienced engineers"],
  },
  {
    question: "We're based in Manchester, not Ireland. Do you take on UK clients or is it Ireland only?",
    page: "/about",
    facts: ["Republic of Ireland and the UK"],
  },
  { question: "what qualifications does your founder have", page: "/history", facts: ["PhD in Electronics (1990)"] },
  {
    question:
      "Have you built any tech of your own over the years, like a comms protocol or a firmware framework you reuse?",
    page: "/history",
    facts: ["Lightweight Serial Protocol", "Bare-Metal C Framework"],
  },
  {
    question: "what kind of services do you actually offer?",
    page: "/services",
    facts: ["Electronic Design", "System Development", "System Implementation"],
  },
  {
    question:
      "Before we sink a big chunk of our budget into this, could you just look at our concept and tell us honestly whether it's doable and what it'd take?",
    page: "/services/consultancy",
    facts: ["Feasibility Review", "independent assessment"],
  },
  {
    question:
      "what software do you use for schematics and pcb layout? we need to be able to open and edit the files in house afterwards",
    page: "/services/consultancy",
    facts: ["KiCad and Altium Designer"],
  },
  {
    question:
      "We've got a prototype that drains its battery in about a day. Can you help us get it to last a lot longer?",
    page: "/services/electronic-design",
    facts: ["low-power modes", "extend battery life"],
  },
  {
    question:
      "We'll be selling in the EU and the US so we need CE and FCC sign-off. Will your design be ready for certification?",
    page: "/services/electronic-design",
    facts: ["CE, FCC and RoHS"],
  },
  {
    question:
      "How do you pick which microcontroller to use? I'm worried about chip shortages and parts going end of life.",
    page: "/services/system-development",
    facts: ["long-term availability"],
  },
  {
    question:
      "Can you also do the PC side? Our techs need a windows app to set up the unit in the field, and we'd like to export the logged data to spreadsheets.",
    page: "/services/system-implementation",
    facts: ["Windows GUI", "CSV and other formats"],
  },
  {
    question: "What engineering techniques do you use on your projects?",
    page: "/techniques",
    facts: ["Embedded Software", "Algorithm Development"],
  },
  {
    question:
      "Do you design the hardware first and then hand it to a software guy, or is firmware done at the same time?",
    page: "/techniques/circuit-design",
    facts: ["circuit and its firmware together"],
  },
  {
    question: "should we put an RTOS or embedded linux on our sensor node? what are the downsides",
    page: "/techniques/embedded-software",
    facts: ["Less predictable timing", "More memory, processing power and energy"],
  },
  {
    question: "what language do u write the firmware in, c or c++?",
    page: "/techniques/embedded-software",
    facts: ["C (C99/C11)", "C++ where it adds value"],
  },
  {
    question:
      "We're on a tiny 8-bit part with hardly any flash or RAM left. How much room does your serial protocol take up?",
    page: "/techniques/communication",
    facts: ["under 100 bytes", "2KB flash and 512B RAM"],
  },
  {
    question: "what sort of messages does your lightweight comms protocol support?",
    page: "/techniques/communication",
    facts: ["commands, results and events"],
  },
  {
    question:
      "We have a vibration analysis algorithm in Python that works great on recorded data on a laptop. How would you get it running on the actual device, and how do we know it behaves the same?",
    page: "/techniques/algorithm-development",
    facts: ["efficient embedded C", "same results as the desktop version"],
  },
  {
    question:
      "Is low power design something you do? We want our tracker to run on a small battery for as long as possible without recharging.",
    page: "/techniques/low-power-design",
    facts: ["sleep strategies", "months or years"],
  },
  {
    question:
      "Our board is about 120 x 80 mm, runs off USB and uses an ESP32. Would it qualify for your quick prototyping option?",
    page: "/swift-development",
    facts: ["100mm x 160mm", "STM32, ESP32, PIC or AVR"],
  },
  {
    question:
      "our gadget plugs straight into the mains. does that rule us out of the fast track thing, and why does it matter?",
    page: "/swift-development",
    facts: ["low-voltage supply", "isolation and safety work"],
  },
  {
    question:
      "For swift developement, what's the max analogue frequency and how fast can the external interfaces like SPI run?",
    page: "/swift-development",
    facts: ["below 1 MHz", "up to 48 MHz"],
  },
  {
    question:
      "If we go the fast-track route, what do we actually walk away with at the end? And do we own the design files?",
    page: "/swift-development",
    facts: ["Working Prototype", "Gerbers, bill of materials", "Full IP Ownership"],
  },
  {
    question: "can you do a controller for a BLDC motor? it's for a small e-bike conversion kit",
    page: "/motor-control-design",
    facts: ["brushless DC (BLDC)"],
  },
  {
    question: "Roughly how long until we'd have a first working motor drive prototype in our hands?",
    page: "/motor-control-design",
    facts: ["6 to 12 weeks"],
  },
  {
    question: "Do we need encoders on the motor for position feedback, or can you do it without sensors?",
    page: "/motor-control-design",
    facts: ["Hall-effect sensors, encoders", "sensorless techniques"],
  },
  {
    question: "we're just two founders with an idea on a napkin, are we too small for you to bother with?",
    page: "/help-connect/faqs",
    facts: ["help startups", "whatever its scale or stage"],
  },
  {
    question: "We already have the hardware built. I only need someone to write the firmware for it, is that possible?",
    page: "/help-connect/faqs",
    facts: ["write firmware for your existing hardware"],
  },
  {
    question:
      "Our product is mains powered and the board is way bigger than your quick-turn limits, so I guess that's out. What would you do for us instead?",
    page: "/help-connect/faqs",
    facts: ["custom solution", "fully bespoke"],
  },
  {
    question: "If I send an enquiry today how soon will somebody get back to me?",
    page: "/help-connect/contact-us",
    facts: ["1-2 business days"],
  },
  {
    question: "I'm rubbish at writing things down. Can I just explain my idea out loud instead of filling in a form?",
    page: "/help-connect/contact-us",
    facts: ["Record your project idea", "transcribe it for our team"],
  },
  { question: "how long do you hang on to what I type into the contact form?", page: "/privacy", facts: ["24 months"] },
  {
    question: "does this site track me? cookies, google analytics, that kind of thing",
    page: "/privacy",
    facts: ["sets no cookies"],
  },
  {
    question:
      "I left you a voice recording about my project a while ago. How long do you keep it, and can I ask for a copy or get it deleted? How quickly would you deal with that?",
    page: "/privacy",
    facts: ["12 months", "within one month"],
  },
  {
    question: "esp32 or stm32 for a battery sensor that needs wifi? do you have anything written on that",
    page: "/help-connect/blog-highlights",
    facts: ["Built-in Wi-Fi", "real-time precision"],
  },
  {
    question: "Do you have any articles on when it's worth moving from a dev board to a custom PCB?",
    page: "/help-connect/blog-highlights",
    facts: ["custom PCB pays for itself"],
  },
  { question: "What's your day rate for firmware work?" },
  { question: "Who have you worked for before? Any well known companies I'd recognise?" },
  { question: "how many engineers do you have on staff" },
  { question: "What's the address of your office? I'd like to drop in with our prototype next week." },
  { question: "Will you sign our NDA before we send over the schematics?" },
  { question: "what are your payment terms? do you need a deposit up front or is it 30 days net?" },
  {
    question:
      "Our device is a medical product. Do you develop software to IEC 62304 and can you help with the FDA submission?",
  },
  {
    question:
      "We need our field sensors on a LoRaWAN network with a few km of range. Which gateway and spreading factor would you recommend?",
  },
  {
    question:
      "Have you used the Nordic nRF52840 for Bluetooth Low Energy? Need advice on its BLE connection intervals.",
  },
  { question: "what's the weather going to be like in Galway this weekend?" },
  { question: "who won the six nations this year?" },
  { question: "Got a good recipe for brown soda bread?" },
  // About the blog articles, by a blind author from the articles' text alone (2026-11-27).
  {
    question:
      "If my sensor sleeps most of the time and wakes every 10 seconds, how long could a CR2032 coin cell realistically last? What capacity do you assume for the cell?",
    page: "/blog/choosing-a-low-power-microcontroller",
    facts: ["220 mAh"],
  },
  {
    question: "our device sits outdoors in a metal box in the sun — does heat change the sleep current much?",
    page: "/blog/choosing-a-low-power-microcontroller",
    facts: ["ten times"],
  },
  {
    question:
      "which regulator would u recomend with really low quiescent current? our LDO seems to be eating the battery",
    page: "/blog/choosing-a-low-power-microcontroller",
    facts: ["TPS7A02", "25 nA"],
  },
  {
    question:
      "My multimeter reading keeps jumping around when I try to measure my prototype's current. What should I use instead?",
    page: "/blog/choosing-a-low-power-microcontroller",
    facts: ["Power Profiler Kit II"],
  },
  {
    question: "At roughly what production volume does a custom PCB become cheaper than just shipping on a dev board?",
    page: "/blog/custom-hardware-vs-off-the-shelf-boards",
    facts: ["900 units"],
  },
  {
    question:
      "We plan to sell in Ireland and Great Britain. If we use a pre-certified radio module, do we still need to get the whole product approved?",
    page: "/blog/custom-hardware-vs-off-the-shelf-boards",
    facts: ["CE marking", "UKCA"],
  },
  {
    question: "what hidden costs should i budget for if we go custom hardware instead of a ready made board?",
    page: "/blog/custom-hardware-vs-off-the-shelf-boards",
    facts: ["two or three prototype revisions"],
  },
  {
    question: "Why does a devboard like a Nucleo or ESP32 DevKit draw so much current when it's doing nothing?",
    page: "/blog/custom-hardware-vs-off-the-shelf-boards",
    facts: ["USB bridge", "several milliamps"],
  },
  {
    question: "can I run an esp32 wifi sensor off a coin cell? what kind of supply does it need",
    page: "/blog/esp32-vs-stm32",
    facts: ["500 mA"],
  },
  {
    question: "Is there an STM32 with built-in Wi-Fi? If not, what do people usually add?",
    page: "/blog/esp32-vs-stm32",
    facts: ["AT firmware"],
  },
  {
    question: "We need LoRa on our next board. Which microcontroller would you go for?",
    page: "/blog/esp32-vs-stm32",
    facts: ["STM32WL"],
  },
  {
    question:
      "Our product drives a brushless motor but also has to report to the cloud over Wi-Fi. Should we use one chip or two, and if two, how would they talk to each other?",
    page: "/blog/esp32-vs-stm32",
    facts: ["UART or SPI"],
  },
  { question: "How much does an ESP32-S3-WROOM module cost on Digikey right now?" },
  { question: "Is TI's CC2652 a good alternative to the nRF52840 for a Zigbee product?" },
  { question: "how do i hand-solder a QFN-48 STM32 at home with just a regular soldering iron?" },
];
