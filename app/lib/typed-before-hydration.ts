/**
 * A form's state with what the visitor typed into its fields before the form's code arrived
 * (app/lib/hydrate-on-intent.tsx): React keeps that text in the page at hydration but not in
 * the state, so the next render would overwrite it. `typedValue` reads a field's text from the
 * page. Returns `current` itself when nothing was typed, so the state does not change.
 */
export function withTypedValues<Values extends Record<string, string>>(
  current: Values,
  typedValue: (field: keyof Values & string) => string | undefined,
): Values {
  const typed = { ...current };
  let changed = false;
  for (const field of Object.keys(current) as (keyof Values & string)[]) {
    const value = typedValue(field);
    if (value !== undefined && value !== current[field]) {
      typed[field] = value as Values[typeof field];
      changed = true;
    }
  }
  return changed ? typed : current;
}

/** The text of a form control, or undefined when there is no such control. */
export function controlValue(control: Element | RadioNodeList | null): string | undefined {
  return control instanceof HTMLInputElement ||
    control instanceof HTMLTextAreaElement ||
    control instanceof HTMLSelectElement
    ? control.value
    : undefined;
}
