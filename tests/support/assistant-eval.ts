/**
 * The assistant's evaluation set: questions visitors ask, each with the facts a correct answer
 * must contain (matched without regard to case), written from the site's copy and the product
 * spec. Several questions are paraphrases of one another on purpose: the assistant must answer
 * from its knowledge of the site, not from a table of known questions. Off-topic questions must
 * get a short "I can help with ..." reply with a contact link.
 */
export interface EvalQuestion {
  topic: string;
  question: string;
  /** Every one must appear in the reply (offline) and in the model's instructions (Workers AI). */
  facts: readonly string[];
}

const SERVICES = ["Consultancy", "Electronic Design", "System Development", "System Implementation"];
const TECHNIQUES = ["Circuit Design", "Embedded Software", "Communication", "Algorithm Development"];
const CRITERIA = ["low-voltage supply", "below 1 MHz", "100 MHz", "48 MHz", "100mm x 160mm", "STM32"];
const THREE_OF_SIX = "at least 3 of the 6";
const REGION = "Republic of Ireland and UK";
const EMAIL = "hello@tetra-electronics.com";
const QUOTE_FORM = "/contact?subject=Quotation+Request";
const VOICE_FORM = "/about#speak-your-vision";

export const ON_TOPIC_QUESTIONS: readonly EvalQuestion[] = [
  { topic: "services", question: "What services do you offer?", facts: SERVICES },
  { topic: "services", question: "Which services does Tetra Electronics provide?", facts: SERVICES },
  { topic: "services", question: "what kind of work do you do", facts: SERVICES },
  {
    topic: "consultancy",
    question: "What consultancy engagement levels are there?",
    facts: ["Project Insight & Feasibility Review", "Collaborative Design Support", "End-to-End Product Design"],
  },
  {
    topic: "consultancy",
    question: "Can I get an independent feasibility review of my idea?",
    facts: ["Project Insight & Feasibility Review"],
  },
  { topic: "tools", question: "Which software do you use for PCB layout?", facts: ["KiCad", "Altium Designer"] },
  {
    topic: "electronic design",
    question: "What do you take into account when designing electronics?",
    facts: ["Cost", "Power Consumption", "Compliance (CE/FCC)", "Form Factor", "Hazardous Voltage"],
  },
  { topic: "electronic design", question: "Do you design FPGAs?", facts: ["FPGA", "/services/electronic-design"] },
  { topic: "electronic design", question: "Can you get my product through CE and FCC approval?", facts: ["CE", "FCC"] },
  { topic: "electronic design", question: "Do you do analogue circuit design?", facts: ["Analogue"] },
  {
    topic: "system development",
    question: "How do you choose a microcontroller for a product?",
    facts: ["Microcontroller Selection", "common families"],
  },
  { topic: "system development", question: "What is μSystem Development?", facts: ["bare-metal C"] },
  { topic: "system implementation", question: "Can you build Windows software for my device?", facts: ["Windows GUI"] },
  {
    topic: "system implementation",
    question: "Can my hardware talk to a PC in real time?",
    facts: ["Real-Time PC Integration"],
  },
  { topic: "techniques", question: "What techniques do you use?", facts: TECHNIQUES },
  { topic: "techniques", question: "What is bare-metal firmware?", facts: ["without an operating system"] },
  { topic: "techniques", question: "Should I use an RTOS or go bare metal?", facts: ["RTOS", "bare-metal"] },
  { topic: "techniques", question: "How do you develop algorithms?", facts: ["algorithm", "PC"] },
  {
    topic: "techniques",
    question: "Why not just use an off-the-shelf development board?",
    facts: ["off-the-shelf"],
  },
  { topic: "protocol", question: "How small is your protocol?", facts: ["100 bytes", "2KB flash", "512B RAM"] },
  {
    topic: "protocol",
    question: "How much memory does your communication protocol need?",
    facts: ["2KB flash", "512B RAM"],
  },
  {
    topic: "protocol",
    question: "Which interfaces does the serial protocol run over?",
    facts: ["UART", "USB", "TCP/IP"],
  },
  { topic: "eligibility", question: "Am I eligible for Swift Development?", facts: [...CRITERIA, THREE_OF_SIX] },
  {
    topic: "eligibility",
    question: "Does my project qualify for the fast-track program?",
    facts: [THREE_OF_SIX, "100mm x 160mm"],
  },
  { topic: "eligibility", question: "What are the Swift Development criteria?", facts: [...CRITERIA, THREE_OF_SIX] },
  { topic: "eligibility", question: "How many criteria must my project meet?", facts: [THREE_OF_SIX] },
  {
    topic: "eligibility",
    question: "How big can the circuit board be for Swift Development?",
    facts: ["100mm x 160mm"],
  },
  { topic: "swift development", question: "What is Swift Development?", facts: ["fast-track", "working prototype"] },
  {
    topic: "swift development",
    question: "What do I get with Swift Development?",
    facts: ["Working Prototype", "Manufacturing Files", "Documented Firmware", "Full IP Ownership"],
  },
  {
    topic: "swift development",
    question: "What if my project does not fit the fast-track program?",
    facts: ["custom solution"],
  },
  { topic: "regions", question: "Do you work in the UK?", facts: [REGION] },
  { topic: "regions", question: "Where are you based?", facts: [REGION] },
  { topic: "regions", question: "Can you take on clients in Ireland?", facts: [REGION] },
  { topic: "contact", question: "What is your email address?", facts: [EMAIL] },
  { topic: "contact", question: "How quickly do you reply to enquiries?", facts: ["1-2 business days"] },
  { topic: "contact", question: "How do I start a project with you?", facts: ["contact page", "/contact"] },
  { topic: "contact", question: "How can I get in touch?", facts: [EMAIL, "/contact"] },
  { topic: "pricing", question: "How much does a project cost?", facts: [QUOTE_FORM] },
  { topic: "pricing", question: "Can I get a quote for my design?", facts: [QUOTE_FORM, EMAIL] },
  { topic: "pricing", question: "Is Swift Development cheaper?", facts: ["Lower development cost"] },
  { topic: "motor control", question: "How long does a motor controller prototype take?", facts: ["6 to 12 weeks"] },
  {
    topic: "motor control",
    question: "What motors can you design controllers for?",
    facts: ["brushless DC (BLDC)", "stepper"],
  },
  {
    topic: "process",
    question: "What is your motor control design process?",
    facts: ["Requirement Analysis", "Circuit Design & Simulation", "PCB Layout & Prototyping", "Firmware & Testing"],
  },
  { topic: "voice idea", question: "Can I send you my idea as a voice recording?", facts: [VOICE_FORM] },
  { topic: "voice idea", question: "Where do I record my voice idea?", facts: [VOICE_FORM] },
  {
    topic: "blog",
    question: "What articles are on your blog?",
    facts: ["How to Choose a Low-Power Microcontroller", "Custom Hardware vs. Off-the-Shelf Boards", "ESP32 vs. STM32"],
  },
  { topic: "blog", question: "Have you written about ESP32 versus STM32?", facts: ["ESP32 vs. STM32"] },
  { topic: "faq", question: "Do you work with startups?", facts: ["startups", "established businesses"] },
  { topic: "faq", question: "Can you help with just part of my project?", facts: ["review a design"] },
  {
    topic: "faq",
    question: "What do you specialise in?",
    facts: ["custom electronic design and embedded systems"],
  },
  { topic: "company", question: "How much experience do you have?", facts: ["45 years"] },
  { topic: "company", question: "Who founded the company?", facts: ["PhD in Electronics (1990)"] },
  { topic: "company", question: "Will I own the intellectual property?", facts: ["intellectual property"] },
  { topic: "company", question: "How do you use AI in your designs?", facts: ["AI-assisted"] },
];

export const OFF_TOPIC_QUESTIONS: readonly string[] = [
  "What's the weather in Dublin?",
  "Who won the football match last night?",
  "Give me a recipe for pancakes",
  "Tell me a joke",
  "Write me python code to sort a list",
  "What is the capital of France?",
  "Can you recommend a good movie?",
  "What's the latest news on the stock market?",
];

/** What an off-topic reply starts with. */
export const OFF_TOPIC_OPENING = "I can help with";

/** The share of on-topic questions the offline assistant must answer with every fact. */
export const REQUIRED_HIT_RATE = 0.95;

/** The facts of a question that a reply (or the model's instructions) lacks, matched without regard to case. */
export function missingFacts(text: string, facts: readonly string[]): string[] {
  return facts.filter((fact) => !text.toLowerCase().includes(fact.toLowerCase()));
}
