import {
  EMAIL,
  type EvalQuestion,
  PHD,
  REGION,
  VOICE_FORM,
  heldOutCovered,
  heldOutNotCovered,
} from "./assistant-eval-entries";

/**
 * The sixth round's held-out questions (docs/assistant.md), written from the site's copy by an
 * author blind to the answerer (who never saw how it works or how these questions score), in the
 * words prospective clients type: short and blunt or long with context, some in lower case or with
 * a typo, a few following on from an earlier question, in synonyms rather than the site's own
 * phrasing. Whoever tunes the answerer does not open this file until the round ends.
 */
export const SIXTH_ROUND_HELD_OUT: readonly EvalQuestion[] = [
  heldOutCovered([
    "services",
    "Can you give me a quick rundown of what your company actually sells?",
    ["Electronic Design", "System Development", "System Implementation"],
  ]),
  heldOutCovered(["services", "do you handle the whole journey or just one bit of it", ["every stage"]]),
  heldOutCovered([
    "services",
    "We need the circuit board designed and also the PC program that reads data off it. Can one firm do both or do we need two suppliers?",
    ["Electronic Design", "System Implementation"],
  ]),
  heldOutCovered([
    "services",
    "Which of your services would I want for hooking our sensor box up to a laptop?",
    ["System Implementation"],
  ]),
  heldOutCovered([
    "consultancy",
    "A freelancer drew up our schematic and PCB. Could you give it a once-over and tell us if it's any good?",
    ["schematic and layout reviews"],
  ]),
  heldOutCovered([
    "consultancy",
    "What are the different ways we could hire you? Looking for options from light touch to full project",
    ["Feasibility Review", "Collaborative Design Support", "End-to-End Product Design"],
  ]),
  heldOutCovered([
    "consultancy",
    "honestly we just want to hand the entire thing over, electronics firmware the lot, and get back something our factory can build",
    ["End-to-End Product Design"],
  ]),
  heldOutCovered(["consultancy", "how do i book a consultaton with one of your engineers", ["Request a Consultation"]]),
  heldOutCovered([
    "consultancy",
    "Before we sink money into this, can someone tell us which parts and architecture make sense and how quickly we could have a first prototype?",
    ["Feasibility Review"],
  ]),
  heldOutCovered(["tools", "what do you simulate analog circuits in", ["LTspice"]]),
  heldOutCovered(["tools", "and for the FPGA side, which software?", ["Vivado", "Quartus"]]),
  heldOutCovered([
    "tools",
    "Is the firmware kept in a proper repository with history, so we can see every change?",
    ["Git version control"],
  ]),
  heldOutCovered([
    "electronic design",
    "We want to sell in the EU and the US. Will the board be designed with the approvals in mind?",
    ["CE, FCC and RoHS"],
  ]),
  heldOutCovered([
    "electronic design",
    "Our appliance plugs straight into 230V mains. Is that something you're comfortable designing for safely?",
    ["Isolation", "creepage"],
  ]),
  heldOutCovered(["electronic design", "how many copper layers do your pcbs normally have", ["2-layer", "4-layer"]]),
  heldOutCovered([
    "electronic design",
    "We're measuring tiny signals from a strain gauge and noise is killing us. Can you do the analog input stage?",
    ["Sensor front ends"],
  ]),
  heldOutCovered([
    "electronic design",
    "The product needs a front panel with a touch screen and a few buttons. Do you look after that part of the hardware too?",
    ["touch controls"],
  ]),
  heldOutCovered([
    "electronic design",
    "We have to hit about €8 a unit at 10k volume. Do you design towards a price like that?",
    ["target unit cost"],
  ]),
  heldOutCovered([
    "system development",
    "We have no clue which micro to put in our product. How would you pick one?",
    ["long-term availability"],
  ]),
  heldOutCovered([
    "system development",
    "what connections can the finished gadget use to talk to a computer? usb? ethernet?",
    ["UART, USB and TCP/IP"],
  ]),
  heldOutCovered([
    "system development",
    "At the end of the job, who holds the source code for the firmware, us or you?",
    ["own outright"],
  ]),
  heldOutCovered([
    "system development",
    "How do you track down weird timing glitches on a brand new board?",
    ["Logic analysers", "oscilloscopes"],
  ]),
  heldOutCovered([
    "system implementation",
    "Could we try out our processing code on recorded data without the hardware plugged in?",
    ["Simulation mode"],
  ]),
  heldOutCovered([
    "system implementation",
    "Our field engineers need to change settings on the unit on site. Could you give them an app for their laptops?",
    ["Windows GUI"],
  ]),
  heldOutCovered([
    "system implementation",
    "We want to send commands to the machine from a PC and see its readings come back at the same time. Doable?",
    ["two-way communication"],
  ]),
  heldOutCovered([
    "system implementation",
    "can you work out the maths model on a computer first and then put it on the device",
    ["mathematical models"],
  ]),
  heldOutCovered([
    "techniques",
    "Why shouldn't we just stick a Raspberry Pi in the product instead of paying for a custom board?",
    ["operating system", "power draw"],
  ]),
  heldOutCovered([
    "techniques",
    "Does having fewer parts on the board actually make certification any easier?",
    ["easier to certify"],
  ]),
  heldOutCovered([
    "techniques",
    "Do you sort out the electronics first and then the code, or both at once?",
    ["Hardware-Software Co-Design"],
  ]),
  heldOutCovered([
    "techniques",
    "what's the catch with using an RTOS on a small micro?",
    ["Less predictable timing", "More memory"],
  ]),
  heldOutCovered([
    "techniques",
    "Our machine needs hard real-time motor control but also a fancy screen and wifi. Can bare metal cope with both?",
    ["hybrid approach"],
  ]),
  heldOutCovered(["techniques", "What programming language is your firmware in? C++?", ["C99/C11"]]),
  heldOutCovered([
    "techniques",
    "if we want extra features in a year, will you have to rewrite the whole firmware?",
    ["event-driven"],
  ]),
  heldOutCovered([
    "techniques",
    "How do you make sure the algorithm on the chip gives the same numbers as our MATLAB version?",
    ["same results"],
  ]),
  heldOutCovered([
    "techniques",
    "I'd like to tune a detection algorithm against real sensor readings coming in live, not made-up test cases",
    ["live data"],
  ]),
  heldOutCovered(["protocol", "How much flash and ram does your comms protocol eat up?", ["2KB flash", "512B RAM"]]),
  heldOutCovered([
    "protocol",
    "What kinds of messages can be sent with your serial protocol?",
    ["commands, results and events"],
  ]),
  heldOutCovered([
    "protocol",
    "If we adopt your protocol, are we tied to you every time we want to change something?",
    ["without depending on us"],
  ]),
  heldOutCovered(["protocol", "would the link even notice if a packet got garbled on the wire?", ["error checking"]]),
  heldOutCovered([
    "eligibility",
    "our board is about 120 by 90 mm, would that be small enough for swift dev?",
    ["100mm x 160mm"],
  ]),
  heldOutCovered(["eligibility", "Is a Microchip PIC alright for the fast-track, or only ST parts?", ["PIC or AVR"]]),
  heldOutCovered([
    "eligibility",
    "We run off a 24V DC bench supply, no mains anywhere. Does that tick the power box?",
    ["low-voltage supply"],
  ]),
  heldOutCovered([
    "eligibility",
    "Our processor and RAM are clocked at 150 MHz. Is that over the limit for quick prototyping?",
    ["100 MHz"],
  ]),
  heldOutCovered([
    "swift development",
    "What do I actually walk away with at the end of a swift project? Could I take it to any board house?",
    ["Gerbers", "bill of materials"],
  ]),
  heldOutCovered([
    "swift development",
    "If we outgrow the quick prototype later, can it become a fully bespoke design?",
    ["upgrade path"],
  ]),
  heldOutCovered(["swift development", "who owns the design after the fast track project", ["Full IP Ownership"]]),
  heldOutCovered(["motor control", "can u do a stepper driver for a small cnc machine", ["stepper"]]),
  heldOutCovered(["motor control", "Do you use FOC for brushless motors?", ["field-oriented control"]]),
  heldOutCovered(["motor control", "ok and what if we don't want hall sensors on the motor at all?", ["sensorless"]]),
  heldOutCovered([
    "motor control",
    "I'm worried about burning out the motor or the board if it stalls. What safeguards go in?",
    ["Over-current", "thermal protection"],
  ]),
  heldOutCovered([
    "motor control",
    "Walk me through how a motor controller job runs with you, start to finish.",
    ["Requirement Analysis", "Firmware & Testing"],
  ]),
  heldOutCovered([
    "motor control",
    "What details should I put in my email about the motor project?",
    ["Motor type", "Supply voltage"],
  ]),
  heldOutCovered(["company", "Who set up Tetra and what qualifications do they have?", [PHD]]),
  heldOutCovered(["company", "how long have u lot been designing electronics", ["45 years"]]),
  heldOutCovered([
    "company",
    "You mention AI a lot. Does that mean a chatbot designs my board instead of an engineer?",
    ["not a replacement"],
  ]),
  heldOutCovered([
    "company",
    "Has the company developed anything of its own, like in-house tech it reuses?",
    ["Lightweight Serial Protocol", "Bare-Metal C Framework"],
  ]),
  heldOutCovered([
    "company",
    "We want circuits that switch things off by themselves when a fault happens, without someone watching. Is that your kind of thing?",
    ["Automated Circuits"],
  ]),
  heldOutCovered(["regions", "we're a small firm in Manchester, is that outside your patch?", [REGION]]),
  heldOutCovered([
    "faq",
    "We're a long-established manufacturer wanting to refresh an ageing product line, not a startup. Do you take on companies like ours?",
    ["established businesses"],
  ]),
  heldOutCovered([
    "faq",
    "We've already built the board ourselves. Could you just write the code for it?",
    ["existing hardware"],
  ]),
  heldOutCovered([
    "blog",
    "wifi chip from espressif or an ST micro, which should I go for? have you written about it",
    ["ESP32 vs. STM32"],
  ]),
  heldOutCovered([
    "blog",
    "My sensor has to last ages on a coin cell. Got any reading on choosing the right chip for that?",
    ["Low-Power Microcontroller"],
  ]),
  heldOutCovered(["contact", "I'd rather email a person directly, what address do I use?", [EMAIL]]),
  heldOutCovered(["contact", "and how do I get a project started with you?", ["](/contact)"]]),
  heldOutCovered(["contact", "How long do you hang on to what I type into the enquiry form?", ["24 months"]]),
  heldOutCovered(["contact", "does this site put cookies on my computer or track me", ["no cookies"]]),
  heldOutCovered([
    "contact",
    "I want everything you hold about me wiped. Who do I ask and how quickly will you deal with it?",
    [EMAIL, "one month"],
  ]),
  heldOutCovered(["voice idea", "and the voice recordings, are they kept that long too?", ["12 months"]]),
  heldOutCovered([
    "voice idea",
    "where's the bit where I can just talk through my idea out loud rather than type it",
    [VOICE_FORM],
  ]),
  heldOutCovered([
    "voice idea",
    "If I record a message and then chicken out and never send it, what happens to the recording?",
    ["Deleted within a day"],
  ]),
  heldOutNotCovered(["prices", "What's your day rate for a senior engineer?"]),
  heldOutNotCovered(["prices", "ballpark, what does a swift development prototype cost?"]),
  heldOutNotCovered(["prices", "Is the feasibility review free, or how much do you charge for it?"]),
  heldOutNotCovered(["prices", "Do you give startups a discount?"]),
  heldOutNotCovered(["contracts", "Will you sign our NDA before we send over the design details?"]),
  heldOutNotCovered(["contracts", "what are your payment terms, 30 days from invoice?"]),
  heldOutNotCovered(["contracts", "Do you hold professional indemnity insurance?"]),
  heldOutNotCovered(["contracts", "How long is the warranty on the prototype boards you deliver?"]),
  heldOutNotCovered(["unstated company facts", "How many engineers work at Tetra?"]),
  heldOutNotCovered(["unstated company facts", "Which well-known companies have you done work for?"]),
  heldOutNotCovered(["unstated company facts", "What year was Tetra Electronics set up as a company?"]),
  heldOutNotCovered(["unstated company facts", "Are you ISO 9001 certified?"]),
  heldOutNotCovered(["unstated engineering", "Can you build us a Bluetooth Low Energy wearable on a Nordic nRF52?"]),
  heldOutNotCovered(["unstated engineering", "Do you have experience with LoRaWAN for long-range sensors?"]),
  heldOutNotCovered([
    "unstated engineering",
    "We're making a patient monitor, do you have experience getting medical devices through IEC 60601?",
  ]),
  heldOutNotCovered(["unstated engineering", "Can you do ISO 26262 functional safety work for an automotive ECU?"]),
  heldOutNotCovered(["unstated engineering", "Do you work with Lattice FPGAs?"]),
  heldOutNotCovered(["unrelated", "what's the weather going to be like in Galway tomorrow"]),
  heldOutNotCovered(["unrelated", "Who won the Six Nations last year?"]),
  heldOutNotCovered(["unrelated", "can you help me with my physics homework on Ohm's law"]),
];
