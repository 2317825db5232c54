import { describe, expect, it } from "vitest";
import { ELIGIBILITY_CRITERIA } from "~/content/swift-development";
import {
  ELIGIBILITY_CRITERION_IDS,
  eligibilityThreshold,
  isSwiftEligible,
  type EligibilityCriterionId,
} from "~/lib/eligibility";

const checked = (count: number) => new Set<EligibilityCriterionId>(ELIGIBILITY_CRITERION_IDS.slice(0, count));

describe("Swift Development eligibility", () => {
  it("has the spec's six criteria, in order, each with a text and a tip", () => {
    expect(ELIGIBILITY_CRITERION_IDS).toEqual(["power", "analog", "digital_speed", "interfaces", "pcb_size", "mcu"]);
    expect(ELIGIBILITY_CRITERIA.map((criterion) => criterion.id)).toEqual(ELIGIBILITY_CRITERION_IDS);
    for (const criterion of ELIGIBILITY_CRITERIA) {
      expect(criterion.defaultText.length).toBeGreaterThan(10);
      expect(criterion.tip.length).toBeGreaterThan(10);
    }
  });

  it("is eligible from 3 of 6 boxes on", () => {
    expect(eligibilityThreshold()).toBe(3);
    expect([0, 1, 2, 3, 4, 5, 6].map((count) => isSwiftEligible(checked(count)))).toEqual([
      false,
      false,
      false,
      true,
      true,
      true,
      true,
    ]);
  });

  it("uses half of the criteria rounded up", () => {
    expect(eligibilityThreshold(5)).toBe(3);
    expect(eligibilityThreshold(4)).toBe(2);
    expect(isSwiftEligible(checked(2), 4)).toBe(true);
    expect(isSwiftEligible(checked(2), 5)).toBe(false);
  });
});
