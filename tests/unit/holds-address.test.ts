import { describe, expect, it } from "vitest";
import { holdsAddress } from "~/features/privacy/person.server";

// Which unanswered questions are a person's (shown in an access request, erased with them).
describe("whether a text holds an e-mail address", () => {
  it("finds it at either end of a text, in capitals, and before punctuation", () => {
    for (const text of ["bob@x.ie wants a quote", "Mail BOB@X.IE.", "Mail bob@X.ie, please", "<bob@x.ie>"])
      expect(holdsAddress(text, "bob@x.ie"), text).toBe(true);
    expect(holdsAddress("mailto:bob@x.ie?subject=Hi", "bob@x.ie")).toBe(true);
  });

  it("does not find it inside a longer address: before, after, or both", () => {
    for (const text of ["rbob@x.ie.evil", "bob@x.ie.evil", "rbob@x.ie", "bob.smith+bob@x.ie", "bob@x.ies"])
      expect(holdsAddress(`Write to ${text}`, "bob@x.ie"), text).toBe(false);
    expect(holdsAddress("Write to bob@x.ie-evil.com or bob@x-ie.com", "bob@x.ie")).toBe(false);
  });

  it("takes the address literally, whatever characters it holds, and ignores spaces around it", () => {
    expect(holdsAddress("from a.b+c@x.ie today", " A.B+C@x.ie ")).toBe(true);
    expect(holdsAddress("from aXb+c@x.ie today", "a.b+c@x.ie")).toBe(false);
    expect(holdsAddress("from a.bbc@x.ie today", "a.b+c@x.ie")).toBe(false);
    expect(holdsAddress("anything", "  ")).toBe(false);
  });
});
