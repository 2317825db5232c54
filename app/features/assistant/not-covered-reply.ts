/**
 * The chat's hand-over to an engineer: the label of the chat panel's button that puts the
 * visitor's question into the contact form, and the replies that offer it when the site does not
 * answer a question: the offline answerer's two (nothing relevant found; only nearby passages
 * found) and the one the model is told to give. One wording, used by the answerers, the model's
 * instructions, the panel and the tests.
 */
export const ASK_AN_ENGINEER = "Ask an engineer";

export const HAND_OVER = `An engineer can answer: press “${ASK_AN_ENGINEER}” below and your question goes into the contact form.`;

export const NOT_COVERED_REPLY = `The site doesn't cover that, so I won't guess. ${HAND_OVER}`;

/** Heads the offline answerer's list of the passages nearest a question it cannot answer directly. */
export const CLOSEST_PASSAGES = "I can't answer that directly; these parts of the site look closest:";

/** Heads the offline answerer's list of passages that hold most of a question: the site's own words. */
export const SITE_SAYS = "Here is what the site says:";
