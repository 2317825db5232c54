import type { TopicIdeas, TopicRequest } from "./topic-requests";
import { buildMindmap, type MindmapBranch } from "./diagram-text";

/**
 * The offline topic generator: composes blog topics from the visitor's own keywords, industry,
 * niche, product details and interests, without a model. Deterministic (the same request gives
 * the same topics) but varied between requests, and every topic names every keyword.
 */
export const LOCAL_TOPIC_COUNT = 6;

/** Empty strings stand for fields the visitor left blank. */
interface TopicContext {
  /** The keywords as a noun phrase: "the ESP32 and LoRa" (a part's name takes "the"). */
  keywords: string;
  /** The keywords as they modify a noun: "ESP32 and LoRa projects". */
  keywordsBare: string;
  /** More than one keyword: "ESP32 and BLE are", not "is". */
  plural: boolean;
  industry: string;
  niche: string;
  product: string;
  interest: string;
}

type Angle = "Guides" | "Trends" | "Decisions" | "Design stories";

interface Template {
  angle: Angle;
  needs: readonly (keyof Omit<TopicContext, "keywords" | "keywordsBare" | "plural">)[];
  write: (context: TopicContext) => string;
}

/**
 * Titles are in sentence case: the visitor's words keep their own casing (ESP32, IoT, Agriculture)
 * and the words around them stay lower case, so a title reads as one sentence whatever was typed;
 * title case would leave "Where sustainability Meets ESP32" half capitalised.
 */
const TEMPLATES: readonly Template[] = [
  {
    angle: "Trends",
    needs: ["industry"],
    write: (c) => `How ${c.keywords} ${c.plural ? "are" : "is"} changing ${c.industry}`,
  },
  {
    angle: "Guides",
    needs: ["industry"],
    write: (c) => `What ${c.industry} teams should know about ${c.keywords} before their next product`,
  },
  { angle: "Guides", needs: ["niche"], write: (c) => `${c.keywords} for ${c.niche}: a practical guide` },
  {
    angle: "Decisions",
    needs: ["niche"],
    write: (c) => `${c.plural ? "Are" : "Is"} ${c.keywords} the right fit for ${c.niche}?`,
  },
  {
    angle: "Design stories",
    needs: ["product"],
    write: (c) => `Designing ${c.product} around ${c.keywords}: lessons from the bench`,
  },
  {
    angle: "Decisions",
    needs: ["product"],
    write: (c) => `${c.keywords} in ${c.product}: cost, power and performance trade-offs`,
  },
  {
    angle: "Guides",
    needs: ["interest"],
    write: (c) => `${c.keywords} explained for readers interested in ${c.interest}`,
  },
  {
    angle: "Trends",
    needs: ["interest", "industry"],
    write: (c) => `Where ${c.interest} meets ${c.keywords} in ${c.industry}`,
  },
  {
    angle: "Design stories",
    needs: ["niche", "product"],
    write: (c) => `From idea to prototype: ${c.keywords} in ${c.product} for ${c.niche}`,
  },
  { angle: "Guides", needs: [], write: (c) => `5 mistakes to avoid with ${c.keywords}` },
  { angle: "Design stories", needs: [], write: (c) => `${c.keywords} from prototype to production` },
  {
    angle: "Decisions",
    needs: [],
    write: (c) => `${c.keywords} vs off-the-shelf modules: when a custom design wins`,
  },
  { angle: "Trends", needs: [], write: (c) => `The future of ${c.keywords} in embedded systems` },
  { angle: "Guides", needs: [], write: (c) => `A beginner's checklist for ${c.keywordsBare} projects` },
  { angle: "Decisions", needs: [], write: (c) => `The hidden costs of ${c.keywords} and how to avoid them` },
];

/** "a, b; c" → ["a", "b", "c"], duplicates removed, at most five. */
export function splitList(text: string): string[] {
  const seen = new Set<string>();
  const items: string[] = [];
  for (const raw of text.split(/[,;\n]+/)) {
    const item = raw.replace(/\s+/g, " ").trim();
    if (item && !seen.has(item.toLowerCase())) {
      seen.add(item.toLowerCase());
      items.push(item);
    }
  }
  return items.slice(0, 5);
}

/** "a", "a and b", "a, b and c". */
export function joinPhrase(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? "";
  return `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;
}

/** The first clause of a longer description, so it reads as a noun phrase inside a title. */
function shortPhrase(text: string, maxChars = 60): string {
  const clause = text
    .split(/[.!?\n]/, 1)[0]!
    .trim()
    .replace(/^(A|An|The) /, (article) => article.toLowerCase());
  if (clause.length <= maxChars) return clause;
  const cut = clause.slice(0, maxChars);
  return cut.slice(0, Math.max(cut.lastIndexOf(" "), 20)).trim();
}

/** A part's or module's name ("ESP32", "nRF52840"): letters and digits, read as a noun with "the". */
const PART_NAME = /^(?=[\p{L}\d-]*\p{L})(?=[\p{L}\d-]*\d)[\p{L}\d-]+$/u;
const DETERMINER = /^(a|an|the|our|your|my|their|this|these|those|its|one|two|three|\d+)\b/i;
/** Letters whose name starts with a vowel sound, for an acronym read letter by letter ("an LED"). */
const VOWEL_SOUND_LETTERS = /^[AEFHILMNORSX]/;

/**
 * A product description as a noun phrase in a title: "a solar-powered soil probe", "an ultrasonic
 * sensor", "an LED driver"; left as typed when it has its own article or reads as plural.
 */
export function withArticle(typed: string): string {
  // A description typed as a sentence starts with a capital that a title's middle does not keep.
  const phrase = typed.replace(/^\p{Lu}(?=[\p{Ll}-]+\s)/u, (letter) => letter.toLowerCase());
  if (!phrase || DETERMINER.test(phrase) || /[^s]s$/i.test(phrase.split(" ").at(-1)!)) return phrase;
  const first = phrase.split(/[\s-]/, 1)[0]!;
  const vowelSound = /^\p{Lu}{2,}$/u.test(first)
    ? VOWEL_SOUND_LETTERS.test(first)
    : /^([aeio]|u(?![bcfhklmnrstv][aeiou]))/i.test(first);
  return `${vowelSound ? "an" : "a"} ${phrase}`;
}

/** FNV-1a: a small stable hash, so a request always gets the same ordering. */
function hash(text: string): number {
  let value = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    value ^= text.charCodeAt(index);
    value = Math.imul(value, 0x01000193) >>> 0;
  }
  return value;
}

function seededOrder<T>(items: readonly T[], seed: number): T[] {
  const shuffled = [...items];
  let state = seed || 1;
  for (let index = shuffled.length - 1; index > 0; index--) {
    state = Math.imul(state ^ (state >>> 15), 0x2c1b3c6d) >>> 0;
    const other = state % (index + 1);
    [shuffled[index], shuffled[other]] = [shuffled[other]!, shuffled[index]!];
  }
  return shuffled;
}

/** A title starts with a capital, even when it starts with the visitor's "low power". */
export function capitaliseFirst(title: string): string {
  return title.replace(/^\p{Ll}/u, (letter) => letter.toUpperCase());
}

export function composeTopics(request: TopicRequest): TopicIdeas {
  const keywordList = splitList(request.keywords);
  const keywords = joinPhrase(keywordList);
  const interests = splitList(request.user_interests);
  const context = {
    keywords: PART_NAME.test(keywordList[0] ?? "") ? `the ${keywords}` : keywords,
    keywordsBare: keywords,
    plural: keywordList.length > 1,
    industry: shortPhrase(request.industry),
    niche: shortPhrase(request.niche),
    product: withArticle(shortPhrase(request.product_details)),
  };
  const seed = hash(JSON.stringify(request).toLowerCase());

  // Templates that use what the visitor told us come first; general ones fill the rest.
  const usable = TEMPLATES.filter((template) =>
    template.needs.every((need) => (need === "interest" ? interests.length > 0 : context[need])),
  );
  const specific = seededOrder(
    usable.filter((template) => template.needs.length > 0),
    seed,
  );
  const general = seededOrder(
    usable.filter((template) => template.needs.length === 0),
    seed >>> 3,
  );

  const chosen: { angle: Angle; topic: string }[] = [];
  let interestTurn = seed % Math.max(interests.length, 1);
  for (const template of [...specific, ...general]) {
    if (chosen.length === LOCAL_TOPIC_COUNT) break;
    const interest = interests[interestTurn++ % Math.max(interests.length, 1)] ?? "";
    const topic = capitaliseFirst(template.write({ ...context, interest }));
    if (!chosen.some((existing) => existing.topic === topic)) chosen.push({ angle: template.angle, topic });
  }

  const byAngle = new Map<Angle, string[]>();
  for (const { angle, topic } of chosen) byAngle.set(angle, [...(byAngle.get(angle) ?? []), topic]);
  const branches: MindmapBranch[] = [...byAngle].map(([label, children]) => ({ label, children }));
  return { blog_topics: chosen.map(({ topic }) => topic), mermaid_code: buildMindmap(keywords, branches) };
}
