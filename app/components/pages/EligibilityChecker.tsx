import { useId, useState } from "react";
import type { SWIFT_DEVELOPMENT } from "~/content/swift-development";
import { isSwiftEligible, type EligibilityCriterionId } from "~/lib/eligibility";
import { Html } from "./Html";

/**
 * The Swift Development checklist: toggling a box hides the last result until it is checked again.
 * Its texts are the page's copy, as HTML; the rule is lib/eligibility.ts.
 */
export function EligibilityChecker({ copy }: { copy: (typeof SWIFT_DEVELOPMENT)["eligibility"] }) {
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
        setResult(isSwiftEligible(checked, copy.criteria.length));
      }}
    >
      <fieldset className="eligibility__criteria">
        <legend className="visually-hidden">Project criteria</legend>
        {copy.criteria.map((criterion) => {
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
              <Html as="label" html={criterion.text} htmlFor={inputId} />
              <Html as="p" id={`${inputId}-tip`} className="eligibility__tip" html={criterion.tip} />
            </div>
          );
        })}
      </fieldset>
      <button type="submit" className="button button--primary">
        <Html html={copy.checkLabel} />
      </button>
      <div className="eligibility__result" role="status" aria-live="polite">
        {result === null ? null : (
          <Html
            as="p"
            className={`eligibility__message eligibility__message--${result ? "eligible" : "custom"}`}
            html={result ? copy.eligible : copy.notEligible}
          />
        )}
      </div>
    </form>
  );
}
