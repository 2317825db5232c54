/**
 * The building blocks of the assistant's evaluation set (assistant-eval.ts): the question type,
 * facts several questions share and the constructors, kept apart so each round's held-out
 * questions can live in a file of their own that the answerer's tuner never opens.
 */
export interface EvalQuestion {
  category: string;
  question: string;
  /** Every one must appear in the reply (offline) and, for covered questions, in the model's instructions (Workers AI). */
  facts: readonly string[];
  /** False when the site does not answer the question. */
  covered: boolean;
  heldOut: boolean;
}

export const SERVICES = ["Consultancy", "Electronic Design", "System Development", "System Implementation"];
export const TECHNIQUES = ["Circuit Design", "Embedded Software", "Communication", "Algorithm Development"];
export const CRITERIA = ["low-voltage supply", "below 1 MHz", "100 MHz", "48 MHz", "100mm x 160mm", "STM32"];
export const THREE_OF_SIX = "at least 3 of the 6";
export const REGION = "Republic of Ireland and UK";
export const EMAIL = "hello@tetra-electronics.com";
export const QUOTE_FORM = "](/contact?subject=Quotation+Request)";
export const VOICE_FORM = "](/about#speak-your-vision)";
export const PHD = "PhD in Electronics (1990)";

export type Entry = [category: string, question: string, facts?: readonly string[]];

export const covered = ([category, question, facts = []]: Entry, heldOut = false): EvalQuestion => ({
  category,
  question,
  facts,
  covered: true,
  heldOut,
});
export const notCovered = ([category, question, facts = []]: Entry, heldOut = false): EvalQuestion => ({
  category,
  question,
  facts,
  covered: false,
  heldOut,
});
/** Questions of the round being held out: not looked at while the answerer is tuned. */
export const heldOutCovered = (entry: Entry) => covered(entry, true);
export const heldOutNotCovered = (entry: Entry) => notCovered(entry, true);
