/**
 * Words visitors use where the site uses others, for the offline answerer's search (decision
 * 0049's "the question's words are not the site's"): a visitor's word, and the site's words for
 * the same thing. Each entry is general English about a consultancy, never a question and its
 * answer: the answer is always the site's own text, found by these words as by the visitor's.
 * Keys and words are compared as the search compares them (lower case, plurals folded).
 */
const ENTRIES: [visitorWords: string, siteWords: string][] = [
  // Who the firm is: its founder, background and experience.
  ["who founder founded started starting owner owns runs behind boss", "founded engineer phd"],
  ["background qualified qualifications qualification credentials degree expertise", "phd experience engineer"],
  ["experience experienced established new outfit long", "years experience decades"],
  // Where it works.
  [
    "where country countries located location based region area abroad international local dublin cork galway london england scotland wales britain british irish europe",
    "region ireland uk serving",
  ],
  // What it does.
  [
    "offer offering provide sell specialise specialize specialty speciality focus services",
    "services specialise design",
  ],
  // How to begin, and what to send.
  ["begin going kick engage hire onboard", "start project contact"],
  ["spec specification requirements brief details", "description idea"],
  // How long things take.
  [
    "timescale timescales timeline timeframe duration long quickly soon turnaround deadline fast",
    "weeks timeline months",
  ],
  ["reply respond response hear back answer", "respond business days"],
  // Who owns the work.
  ["rights right own owns ownership keep belongs copyright patent ip", "intellectual property ownership yours"],
  // Everyday names for the parts and products the pages name technically.
  ["screen screens touchscreen lcd", "display"],
  ["button buttons knob knobs keypad", "controls"],
  ["solar harvest harvesting batteryless", "energy-harvesting harvesting"],
  ["gear kit equipment lab", "instruments equipment"],
  ["chip chips micro mcu", "microcontroller"],
  ["app apps software program", "firmware software"],
  // Fitting the fast-track programme.
  ["qualify qualifies eligible eligibility fit fits suitable suit", "eligible criteria fit"],
];

/** Each visitor's word, as the search compares it, with the site's words for it. */
export function visitorWordMap(term: (word: string) => string | null): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const [visitor, site] of ENTRIES) {
    const siteTerms = site.split(" ").flatMap((word) => term(word) ?? []);
    for (const word of visitor.split(" ")) {
      const key = word.toLowerCase();
      map.set(key, [...new Set([...(map.get(key) ?? []), ...siteTerms])]);
    }
  }
  return map;
}
