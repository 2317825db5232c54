import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from "react";
import { Form, useFormAction, useNavigation, useSearchParams } from "react-router";
import { CONTACT_COPY, contactNotice } from "./copy";
import {
  contactFormFromQuery,
  emptyContactForm,
  firstInvalidField,
  HONEYPOT_FIELD,
  INQUIRY_TYPES,
  type ContactActionData,
  type ContactField,
  type ContactFieldErrors,
  type ContactFormValues,
} from "./contact-form";
import { notify } from "~/lib/toast";
import { useTypedBeforeHydration } from "~/lib/typed-before-hydration";
import { useHydrated } from "~/lib/use-hydrated";

type ContactRules = typeof import("./contact-schema");

// The rules bring zod, a fifth of the page's JavaScript, and nothing needs them before the visitor
// is on the form: they are fetched at its first focus or touch, or at a submit that comes first.
let contactRules: ContactRules | "unavailable" | null = null;
let contactRulesLoading: Promise<unknown> | null = null;

function loadContactRules() {
  contactRulesLoading ??= import("./contact-schema").then(
    (rules) => (contactRules = rules),
    // Without them the server's identical check still answers, with the same messages.
    () => (contactRules = "unavailable"),
  );
  return contactRulesLoading;
}

// One toast slot for the form: a new result replaces the previous one instead of stacking.
const TOAST_ID = "contact-form";

const fieldId = (field: ContactField) => `contact-${field}`;
const errorId = (field: ContactField) => `contact-${field}-error`;
const HINT_ID = "contact-message-hint";

function initialValues(actionData: ContactActionData | undefined, query: URLSearchParams): ContactFormValues {
  if (actionData?.outcome === "sent") return emptyContactForm();
  return actionData?.values ?? contactFormFromQuery(query);
}

/**
 * The enquiry form: a real POST form, so it works without JavaScript (the server answers with
 * field errors or a notice in the page). With JavaScript it validates first, shows toasts and
 * resets after a stored enquiry.
 */
export function ContactForm({ actionData }: { actionData: ContactActionData | undefined }) {
  const { form: copy } = CONTACT_COPY;
  const [query] = useSearchParams();
  const [values, setValues] = useState(() => initialValues(actionData, query));
  const [errors, setErrors] = useState<ContactFieldErrors>(() =>
    actionData?.outcome === "invalid" ? actionData.errors : {},
  );
  const formRef = useRef<HTMLFormElement>(null);
  const hydrated = useHydrated();
  const navigation = useNavigation();
  // The page's own path without its query: by default a form posts to the address it was loaded
  // from, which would copy a crafted `?subject=` of any length into the page a second time. The
  // action reads only the posted fields, so nothing is lost.
  const formAction = useFormAction(".");
  const submitting = navigation.state === "submitting" && navigation.formAction === formAction;

  function focusField(field: ContactField | undefined) {
    const control = field && formRef.current?.elements.namedItem(field);
    if (control instanceof HTMLElement) control.focus();
  }

  useTypedBeforeHydration(formRef, (form, field) => form.elements.namedItem(field), setValues, loadContactRules);

  useEffect(() => {
    if (!actionData) return;
    notify({ ...contactNotice(actionData), id: TOAST_ID });
    if (actionData.outcome === "sent") {
      setValues(emptyContactForm());
      setErrors({});
    } else if (actionData.outcome === "invalid") {
      setErrors(actionData.errors);
      focusField(firstInvalidField(actionData.errors));
    }
  }, [actionData]);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    if (contactRules === "unavailable") return;
    if (contactRules === null) {
      event.preventDefault();
      const form = event.currentTarget;
      void loadContactRules().then(() => form.requestSubmit());
      return;
    }
    const validation = contactRules.validateContactForm(values);
    if (validation.ok) return;
    event.preventDefault();
    setErrors(validation.fieldErrors);
    notify({ ...contactNotice({ outcome: "invalid", errors: validation.fieldErrors, values }), id: TOAST_ID });
    focusField(firstInvalidField(validation.fieldErrors));
  }

  function handleChange(event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) {
    const field = event.target.name as ContactField;
    const { value } = event.target;
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => {
      if (!current[field]) return current;
      const { [field]: _cleared, ...rest } = current;
      return rest;
    });
  }

  function controlProps(field: ContactField, describedBy: string[] = []) {
    const error = errors[field];
    const ids = error ? [...describedBy, errorId(field)] : describedBy;
    return {
      id: fieldId(field),
      name: field,
      value: values[field],
      onChange: handleChange,
      "aria-required": true,
      "aria-invalid": error ? true : undefined,
      "aria-describedby": ids.length > 0 ? ids.join(" ") : undefined,
    };
  }

  function label(field: ContactField) {
    return (
      <label htmlFor={fieldId(field)}>
        {copy.labels[field]} <span aria-hidden="true">*</span>
      </label>
    );
  }

  function fieldError(field: ContactField) {
    const error = errors[field];
    return error ? (
      <p id={errorId(field)} className="contact-field__error">
        {error}
      </p>
    ) : null;
  }

  // Without JavaScript the toast cannot show, so the server-rendered page carries the notice.
  const notice = actionData && !hydrated ? contactNotice(actionData) : null;

  return (
    <Form
      method="post"
      action={formAction}
      noValidate
      ref={formRef}
      onSubmit={handleSubmit}
      onFocus={() => void loadContactRules()}
      onPointerDown={() => void loadContactRules()}
      className="contact-form"
      aria-labelledby="contact-form-heading"
    >
      <h2 id="contact-form-heading">{copy.heading}</h2>
      {notice ? (
        <div
          className={`contact-notice contact-notice--${actionData?.outcome === "sent" ? "success" : "error"}`}
          role={actionData?.outcome === "sent" ? "status" : "alert"}
        >
          <p className="contact-notice__title">{notice.title}</p>
          <p>{notice.description}</p>
        </div>
      ) : null}
      <fieldset disabled={submitting} className="contact-form__fields">
        <div className="contact-form__row">
          <div className="contact-field">
            {label("firstName")}
            <input type="text" autoComplete="given-name" {...controlProps("firstName")} />
            {fieldError("firstName")}
          </div>
          <div className="contact-field">
            {label("lastName")}
            <input type="text" autoComplete="family-name" {...controlProps("lastName")} />
            {fieldError("lastName")}
          </div>
        </div>
        <div className="contact-form__row">
          <div className="contact-field">
            {label("email")}
            <input type="email" autoComplete="email" inputMode="email" {...controlProps("email")} />
            {fieldError("email")}
          </div>
          <div className="contact-field">
            {label("inquiryType")}
            <select {...controlProps("inquiryType")}>
              {INQUIRY_TYPES.map((type) => (
                <option key={type} value={type}>
                  {type}
                </option>
              ))}
            </select>
            {fieldError("inquiryType")}
          </div>
        </div>
        <div className="contact-field">
          {label("subject")}
          <input type="text" {...controlProps("subject")} />
          {fieldError("subject")}
        </div>
        <div className="contact-field">
          {label("message")}
          <textarea rows={7} {...controlProps("message", [HINT_ID])} />
          <p id={HINT_ID} className="contact-field__hint">
            {copy.messageHint}
          </p>
          {fieldError("message")}
        </div>
        <div className="contact-form__trap" aria-hidden="true">
          <label htmlFor="contact-website">{copy.honeypotLabel}</label>
          <input
            id="contact-website"
            type="text"
            name={HONEYPOT_FIELD}
            tabIndex={-1}
            autoComplete="off"
            defaultValue=""
          />
        </div>
        <button type="submit" className="button button--primary contact-form__submit">
          {submitting ? copy.submitting : copy.submit}
        </button>
      </fieldset>
    </Form>
  );
}
