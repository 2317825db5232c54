import { MENU_LINKS, type NavLink } from "~/content/navigation";
import { VOICE_NAV_COPY } from "./copy";

/**
 * Voice navigation matcher: the spoken text is lowercased,
 * periods are removed, and it is matched against the menu and sub-menu names.
 *
 * - A full-name match (the name's words appear together, in order) scores the name's length
 *   as the menu shows it, lowercased without periods ("Help & Connect" scores 14).
 * - Otherwise the score is the total length of the name's words that were also spoken.
 * - The highest score wins; with no score above zero nothing matches.
 *
 * Tie-break: on equal scores the entry that comes first in menu order wins, reading the menu
 * as it is shown (each parent, then its sub-pages). So "development" goes to System Development
 * (Services), not to Algorithm Development or Swift Development further down.
 *
 * Only menu and sub-menu names are matched, as the spec says: Home is not in the menu list,
 * so "go home" finds no page (the logo is the way home).
 *
 * Beyond the letter of the rule, so that ordinary phrasings land on the right page:
 * - "&" is read as "and" and other punctuation separates words ("help & connect" = "help and
 *   connect"; "F.A.Q.s" = "faqs").
 * - Words are compared whole and in their singular form ("faq" = "faqs", "service" = "services"),
 *   never as substrings, so "us" inside "business" matches nothing.
 * - Filler words ("go to", "open the", "show me", "page", ...) never score on their own, even
 *   where a name contains them ("Contact Us", "Help & Connect"); they still count towards the
 *   length of a full-name match.
 */

export interface VoiceTarget {
  name: string;
  path: string;
}

const FILLER_WORDS = new Set([
  "a",
  "an",
  "and",
  "at",
  "can",
  "for",
  "go",
  "i",
  "in",
  "let",
  "lets",
  "like",
  "me",
  "my",
  "navigate",
  "of",
  "on",
  "open",
  "our",
  "page",
  "please",
  "see",
  "show",
  "take",
  "the",
  "to",
  "us",
  "view",
  "visit",
  "want",
  "would",
  "you",
  "your",
]);

/** Lowercase, periods removed, "&" as "and", any other punctuation as a word break. */
export function normaliseUtterance(text: string): string {
  return text
    .toLowerCase()
    .replace(/\./g, "")
    .replace(/&/g, " and ")
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

/** The singular form used to compare words: "faqs" → "faq", "histories" → "history". */
function singular(word: string): string {
  if (word.length > 4 && word.endsWith("ies")) return `${word.slice(0, -3)}y`;
  if (word.length > 3 && word.endsWith("s") && !word.endsWith("ss")) return word.slice(0, -1);
  return word;
}

function words(normalised: string): string[] {
  return normalised ? normalised.split(" ") : [];
}

function containsInOrder(haystack: readonly string[], needle: readonly string[]): boolean {
  if (needle.length === 0) return false;
  for (let start = 0; start + needle.length <= haystack.length; start++) {
    if (needle.every((word, offset) => haystack[start + offset] === word)) return true;
  }
  return false;
}

/** The score of one menu name for an utterance (0 when nothing of the name was said). */
export function scoreName(name: string, utterance: string): number {
  const nameWords = words(normaliseUtterance(name));
  const spoken = words(normaliseUtterance(utterance)).map(singular);
  if (containsInOrder(spoken, nameWords.map(singular))) return name.toLowerCase().replace(/\./g, "").length;
  const spokenSet = new Set(spoken);
  return nameWords
    .filter((word) => !FILLER_WORDS.has(word) && spokenSet.has(singular(word)))
    .reduce((total, word) => total + word.length, 0);
}

/** Every menu and sub-menu entry, in the order the menu shows them. */
export function voiceTargets(menu: readonly NavLink[] = MENU_LINKS): VoiceTarget[] {
  return menu.flatMap((link) => [
    { name: link.name, path: link.path },
    ...(link.subLinks ?? []).map((sub) => ({ name: sub.name, path: sub.path })),
  ]);
}

/** The page an utterance asks for, or null when no menu name matches. */
export function matchVoiceCommand(utterance: string, menu: readonly NavLink[] = MENU_LINKS): VoiceTarget | null {
  let best: VoiceTarget | null = null;
  let bestScore = 0;
  for (const target of voiceTargets(menu)) {
    const score = scoreName(target.name, utterance);
    // Strictly greater: on a tie the earlier entry in menu order keeps the lead.
    if (score > bestScore) {
      best = target;
      bestScore = score;
    }
  }
  return best;
}

/** The text shown for a SpeechRecognition error code (SpeechRecognitionErrorEvent.error). */
export function voiceNavErrorText(code: string): string {
  const { errors } = VOICE_NAV_COPY;
  switch (code) {
    case "no-speech":
      return errors.noSpeech;
    case "audio-capture":
      return errors.audioCapture;
    case "not-allowed":
      return errors.notAllowed;
    case "network":
      return errors.network;
    case "service-not-allowed":
      return errors.serviceNotAllowed;
    default:
      return errors.other;
  }
}
