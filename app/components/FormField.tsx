import type { ReactNode } from "react";

/** What a field gives its control: how screen readers learn it is required, invalid and described. */
export interface FieldControlProps {
  "aria-required": true | undefined;
  "aria-invalid": true | undefined;
  "aria-describedby": string | undefined;
}

interface FormFieldProps {
  /** Conform's metadata of the field: the ids of its control, hint and error. */
  field: { id: string; descriptionId: string; errorId: string };
  label: string;
  required: boolean;
  /** The error shown now, if any. */
  error: string | undefined;
  hint?: string;
  /** The wrapper's class; the hint's and the error's are it with `__hint` and `__error`. */
  className: string;
  /** Draws the control (Conform's props for it, and these). */
  children: (control: FieldControlProps) => ReactNode;
}

/**
 * One field of a form: its label (required ones with a visible "*", which screen readers skip:
 * they hear aria-required), the control, an optional hint, and the error, which the control's
 * aria-describedby names after the hint.
 */
export function FormField({ field, label, required, error, hint, className, children }: FormFieldProps) {
  const describedBy = [hint && field.descriptionId, error && field.errorId].filter(Boolean).join(" ");
  return (
    <div className={className}>
      <label htmlFor={field.id}>
        {label}
        {required ? <span aria-hidden="true"> *</span> : null}
      </label>
      {children({
        "aria-required": required || undefined,
        "aria-invalid": error ? true : undefined,
        "aria-describedby": describedBy || undefined,
      })}
      {hint ? (
        <p id={field.descriptionId} className={`${className}__hint`}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={field.errorId} className={`${className}__error`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
