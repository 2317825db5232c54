/**
 * The Swift Development eligibility rule: a project is a strong fit
 * when at least half of the criteria, rounded up, are met; with six criteria that is 3 or more.
 */
export const ELIGIBILITY_CRITERION_IDS = ["power", "analog", "digital_speed", "interfaces", "pcb_size", "mcu"] as const;

export type EligibilityCriterionId = (typeof ELIGIBILITY_CRITERION_IDS)[number];

export function eligibilityThreshold(criteriaCount: number = ELIGIBILITY_CRITERION_IDS.length): number {
  return Math.ceil(criteriaCount / 2);
}

export function isSwiftEligible(
  checked: ReadonlySet<EligibilityCriterionId>,
  criteriaCount: number = ELIGIBILITY_CRITERION_IDS.length,
): boolean {
  return checked.size >= eligibilityThreshold(criteriaCount);
}
