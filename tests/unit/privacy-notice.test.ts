import { describe, expect, it } from "vitest";
import { unstable_readConfig } from "wrangler";
import { PRIVACY, PRIVACY_PAGE } from "~/content/privacy";
import { SITE } from "~/content/site";
import { readConfig, type ConfigVars } from "~/lib/config.server";
import { UNANSWERED_QUESTION_RETENTION_DAYS } from "~/features/privacy/index.server";

/** The notice's built-in wording must say what the code does (docs/privacy.md). */
const months = (days: number) => Math.round((days * 12) / 365);

describe("the privacy notice", () => {
  it.each([undefined, "staging", "production"])(
    "states the retention periods the %s environment enforces",
    (environment) => {
      const config = readConfig(unstable_readConfig({ config: "wrangler.jsonc", env: environment }).vars as ConfigVars);
      expect(PRIVACY_PAGE.fallbacks.stored_enquiry_why).toContain(
        `Kept for ${months(config.enquiryRetentionDays)} months.`,
      );
      expect(PRIVACY_PAGE.fallbacks.stored_voice_why).toContain(
        `Kept for ${months(config.recordingRetentionDays)} months.`,
      );
    },
  );

  it("lists every record that links a person to something, with its period: the upload allowance's address too", () => {
    const rows = PRIVACY.blocks.find((block) => block.kind === "table")!.rows.map((row) => row.join(" "));
    expect(rows).toEqual(
      expect.arrayContaining([
        expect.stringMatching(
          /^When you upload a voice recording: your IP address.*Deleted when the day ends \(midnight UTC\)/,
        ),
      ]),
    );
  });

  it("lists the questions the assistant could not answer with the period the retention job enforces", () => {
    const rows = PRIVACY.blocks.find((block) => block.kind === "table")!.rows.map((row) => row.join(" "));
    expect(rows).toEqual(
      expect.arrayContaining([
        expect.stringMatching(
          new RegExp(
            `^A question ${SITE.assistantName} could not answer: its text only.*Kept for ${UNANSWERED_QUESTION_RETENTION_DAYS} days\\.`,
          ),
        ),
      ]),
    );
  });

  it("names the page a lead came from, kept as long as the lead", () => {
    const rows = PRIVACY.blocks.find((block) => block.kind === "table")!.rows.map((row) => row.join(" "));
    expect(rows).toEqual(
      expect.arrayContaining([
        expect.stringMatching(
          /^With an enquiry or a voice idea: the page of this website you were on before the form.*Kept and erased with the enquiry or idea\.$/,
        ),
      ]),
    );
  });

  it("names staff's note about a lead, shown in an access request and kept as long as the lead", () => {
    const rows = PRIVACY.blocks.find((block) => block.kind === "table")!.rows.map((row) => row.join(" "));
    expect(rows).toEqual(
      expect.arrayContaining([
        expect.stringMatching(
          /^With an enquiry or a voice idea: a short note our staff may add.*Shown to you if you ask for your data\. Kept and erased with the enquiry or idea\.$/,
        ),
      ]),
    );
  });

  it("names the controller, its address, the processors, the lawful basis and both supervisory authorities", () => {
    const text = Object.values(PRIVACY_PAGE.fallbacks).join("\n");
    for (const expected of [
      SITE.name,
      SITE.email,
      "Cloudflare Workers AI",
      "Cloudflare D1",
      "Cloudflare R2",
      "Cloudflare Email Service",
      "Cloudflare Turnstile",
      "Article 6(1)(b)",
      "Article 6(1)(f)",
      "Data Protection Commission",
      "Information Commissioner's Office",
      "sets no cookies",
    ]) {
      expect(text).toContain(expected);
    }
    expect(PRIVACY.heading).toBe("Privacy Notice");
  });
});
