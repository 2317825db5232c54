import { useLayoutEffect, type Dispatch, type RefObject, type SetStateAction } from "react";

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
function controlValue(control: Element | RadioNodeList | null): string | undefined {
  return control instanceof HTMLInputElement ||
    control instanceof HTMLTextAreaElement ||
    control instanceof HTMLSelectElement
    ? control.value
    : undefined;
}

/**
 * For a form hydrated on intent, as it goes live: takes into its state the text typed while the
 * page showed it without its code, and calls `onFocused` when the visitor is already in the form
 * (that focus came before the form could hear it). Before the first paint, so the typed text
 * never flickers back to the state's.
 */
export function useTypedBeforeHydration<Values extends Record<string, string>>(
  formRef: RefObject<HTMLFormElement | null>,
  controlOf: (form: HTMLFormElement, field: string) => Element | RadioNodeList | null,
  setValues: Dispatch<SetStateAction<Values>>,
  onFocused: () => unknown,
) {
  // Once, as the form mounts: what is typed after that reaches the state through the form itself.
  useLayoutEffect(() => {
    const form = formRef.current;
    if (!form) return;
    setValues((current) => withTypedValues(current, (field) => controlValue(controlOf(form, field))));
    if (form.contains(document.activeElement)) void onFocused();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
