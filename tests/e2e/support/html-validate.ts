import { HtmlValidate, type Report } from "html-validate";

/**
 * Every page is valid HTML, beyond what axe checks: html-validate's "standard", "document" and
 * "a11y" presets (the HTML standard's content models and attributes, as the Nu Html Checker reads
 * them, the document's structure, and accessibility rules: names, labels, roles).
 */
export const validator = new HtmlValidate({
  extends: ["html-validate:standard", "html-validate:document", "html-validate:a11y"],
  rules: {
    // React writes void elements as <br/>, which the standard allows.
    "void-style": "off",
    // Integrity hashes guard files from other origins; every script and style here is the site's
    // own (the modulepreload links Vite adds for code loaded on use carry crossorigin, same origin).
    "require-sri": "off",
  },
});

/** One line per problem html-validate finds; [] when there is none. */
export function htmlProblems(report: Report): string[] {
  return report.results.flatMap((result) =>
    result.messages.map(
      (message) =>
        `${message.ruleId} at ${message.selector ?? `${message.line}:${message.column}`}: ${message.message}`,
    ),
  );
}
