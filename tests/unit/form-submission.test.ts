import { describe, expect, it } from "vitest";
import { z } from "zod";
import { parseFormSubmission } from "~/lib/form-submission.server";

const schema = z.object({ email: z.string({ error: "Enter an address." }), note: z.string().optional() });

describe("a form parsed on the server", () => {
  it("reads plainly named fields as Conform does", () => {
    const submission = parseFormSubmission(new URLSearchParams({ email: "ada@example.com", note: "Hi" }), schema);
    expect(submission.status).toBe("success");
    expect(submission.status === "success" && submission.value).toEqual({ email: "ada@example.com", note: "Hi" });
  });

  it("ignores a made-up name of thousands of path steps, which overflowed Conform's stack, and answers the form as empty", () => {
    // A JSON body read as a form is one such name: a step per ". " of its text (fuzz seed 1381158289).
    const form = new URLSearchParams();
    form.append(`{"message":"${". ".repeat(3000)}"}`, "");
    form.append(`email${". a".repeat(3000)}`, "ada@example.com");
    const submission = parseFormSubmission(form, schema);
    expect(submission.status).toBe("error");
    expect(submission.reply().error).toEqual({ email: ["Enter an address."] });
  });

  it("takes no value from a path name or a file, only from the field of that plain name", () => {
    const form = new FormData();
    form.append("email.domain", "evil.example");
    form.append("note[0]", "listed");
    form.append("note", new File(["bytes"], "note.txt"));
    form.append("email", "ada@example.com");
    const submission = parseFormSubmission(form, schema);
    expect(submission.status === "success" && submission.value).toEqual({ email: "ada@example.com" });
  });
});
