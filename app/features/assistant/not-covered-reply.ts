/**
 * The chat's hand-over to an engineer: the label of the chat panel's button that puts the
 * visitor's question into the contact form, and the reply the assistant gives (offline) or is told
 * to give (Workers AI) when the site does not cover a question. One wording, used by the answerer,
 * the model's instructions, the panel and the tests.
 */
export const ASK_AN_ENGINEER = "Ask an engineer";

export const NOT_COVERED_REPLY = `The site doesn't say, so I won't guess. An engineer can answer: press “${ASK_AN_ENGINEER}” below and your question goes into the contact form.`;
