import { describe, expect, it } from "vitest";
import { submissionErrorText, VOICE_LIMITS, withoutFullStop } from "~/features/voice-idea/voice-form";
import { voiceDetailsSchema } from "~/features/voice-idea/voice-schema";
import { validate } from "~/lib/validation";

const valid = { name: "Ada", email: "ada@example.com", projectTitle: "" };

/** The field errors the form shows; none for valid details. */
function errorsFor(details: typeof valid) {
  const result = validate(voiceDetailsSchema, details);
  return result.ok ? {} : result.fieldErrors;
}

describe("voiceDetailsSchema", () => {
  it("accepts a name and an email, with or without a project title", () => {
    expect(errorsFor(valid)).toEqual({});
    expect(errorsFor({ ...valid, projectTitle: "Solar charger" })).toEqual({});
  });

  it("requires a name and an email, ignoring surrounding spaces", () => {
    expect(errorsFor({ name: "  ", email: "", projectTitle: "" })).toEqual({
      name: "Name is required.",
      email: "Email is required.",
    });
  });

  it("rejects emails that do not look like something@domain.tld", () => {
    for (const email of ["ada", "ada@example", "ada@@example.com", "ada lovelace@example.com", "@example.com"]) {
      expect(errorsFor({ ...valid, email }), email).toEqual({ email: "Email address is invalid." });
    }
    expect(errorsFor({ ...valid, email: " ada@example.co.uk " })).toEqual({});
  });

  it("caps the lengths the inputs allow", () => {
    const tooLong = (limit: number) => "x".repeat(limit + 1);
    expect(errorsFor({ ...valid, name: tooLong(VOICE_LIMITS.maxNameLength) })).toHaveProperty("name");
    expect(errorsFor({ ...valid, projectTitle: tooLong(VOICE_LIMITS.maxProjectTitleLength) })).toHaveProperty(
      "projectTitle",
    );
    expect(errorsFor({ ...valid, email: `${tooLong(VOICE_LIMITS.maxEmailLength)}@example.com` })).toEqual({
      email: "Email address is invalid.",
    });
    expect(errorsFor({ ...valid, name: "x".repeat(VOICE_LIMITS.maxNameLength) })).toEqual({});
  });
});

describe("submission error text", () => {
  it("wraps a step's message in the spec's sentence without a double full stop", () => {
    expect(submissionErrorText("Voice upload failed: The recording is empty..")).toBe(
      "An error occurred: Voice upload failed: The recording is empty. Please try again.",
    );
    expect(submissionErrorText("Failed to retrieve voice record ID after creation.")).toBe(
      "An error occurred: Failed to retrieve voice record ID after creation. Please try again.",
    );
    expect(withoutFullStop(" No full stop ")).toBe("No full stop");
  });
});
