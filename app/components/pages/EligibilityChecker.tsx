import { useId, useState } from "react";
import { ELIGIBILITY_CRITERIA, SWIFT_DEVELOPMENT } from "~/content/swift-development";
import { isSwiftEligible, type EligibilityCriterionId } from "~/lib/eligibility";

const COPY = SWIFT_DEVELOPMENT.eligibility;

/** The Swift Development checklist: toggling a box hides the last result until it is checked again. */
export function EligibilityChecker() {
  const [checked, setChecked] = useState<ReadonlySet<EligibilityCriterionId>>(new Set());
  const [result, setResult] = useState<boolean | null>(null);
  const idPrefix = useId();

  function toggle(id: EligibilityCriterionId) {
    setChecked((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
    setResult(null);
  }

  return (
    <form
      className="eligibility"
      onSubmit={(event) => {
        event.preventDefault();
        setResult(isSwiftEligible(checked, ELIGIBILITY_CRITERIA.length));
      }}
    >
      <fieldset className="eligibility__criteria">
        <legend className="visually-hidden">Project criteria</legend>
        {ELIGIBILITY_CRITERIA.map((criterion) => {
          const inputId = `${idPrefix}-${criterion.id}`;
          return (
            <div key={criterion.id} className="eligibility__criterion">
              <input
                type="checkbox"
                id={inputId}
                name={criterion.id}
                checked={checked.has(criterion.id)}
                onChange={() => toggle(criterion.id)}
                aria-describedby={`${inputId}-tip`}
              />
              <label htmlFor={inputId}>{criterion.defaultText}</label>
              <p id={`${inputId}-tip`} className="eligibility__tip">
                {criterion.tip}
              </p>
            </div>
          );
        })}
      </fieldset>
      <button type="submit" className="button button--primary">
        {COPY.checkLabel}
      </button>
      <div className="eligibility__result" role="status" aria-live="polite">
        {result === null ? null : (
          <p className={`eligibility__message eligibility__message--${result ? "eligible" : "custom"}`}>
            {result ? COPY.eligible : COPY.notEligible}
          </p>
        )}
      </div>
    </form>
  );
}
