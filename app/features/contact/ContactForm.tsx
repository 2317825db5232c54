import { useEffect, type FormEvent, type ReactNode } from "react";
import { Form, useFormAction, useLocation, useNavigation, useSearchParams, useSubmit } from "react-router";
import { getInputProps, getSelectProps, getTextareaProps, useForm } from "@conform-to/react";
import { CONTACT_COPY, contactNotice, INVALID_NOTICE } from "./copy";
import {
  contactFormFromQuery,
  emptyContactForm,
  HONEYPOT_FIELD,
  SOURCE_PATH_FIELD,
  INQUIRY_TYPES,
  type ContactActionData,
  type ContactField,
  prefilledMessage,
} from "./contact-form";
import { notify } from "~/lib/toast";
import { cameFromPath } from "~/lib/page-trail";
import { useHydrated } from "~/lib/use-hydrated";
import { lazyRules, submitWithRules, useErrorsClearedOnEdit, withoutKey } from "~/lib/conform-form";
import { BOT_CHECK_FIELD, useBotCheck } from "~/features/bot-check";
import { FormField, type FieldControlProps } from "~/components/FormField";

// The rules bring zod, a large part of the page's JavaScript, and nothing needs them before the
// visitor is on the form: they are fetched at its first focus or touch, or at a submit that comes
// first (which waits for them). Without them the server's identical check still answers, with
// the same messages.
const contactRules = lazyRules(() => import("./contact-schema"));
const loadContactRules = () => void contactRules.load().catch(() => {});

// One toast slot for the form: a new result replaces the previous one instead of stacking.
const TOAST_ID = "contact-form";

/**
 * The enquiry form: a real POST form, so it works without JavaScript (the server answers with
 * field errors or a notice in the page). With JavaScript Conform checks it with the server's own
 * schema first; the page shows toasts and resets the form after a stored enquiry.
 */
export function ContactForm({ actionData }: { actionData: ContactActionData | undefined }) {
  const { form: copy } = CONTACT_COPY;
  const [query] = useSearchParams();
  const { state } = useLocation();
  const hydrated = useHydrated();
  const navigation = useNavigation();
  // The page's own path without its query: by default a form posts to the address it was loaded
  // from, which would copy a crafted `?subject=` of any length into the page a second time. The
  // action reads only the posted fields, so nothing is lost.
  const formAction = useFormAction(".");
  const submitting = navigation.state === "submitting" && navigation.formAction === formAction;
  const edits = useErrorsClearedOnEdit();
  const botCheck = useBotCheck("contact");
  const submit = useSubmit();
  const handedOver = prefilledMessage(state) !== "";
  const [form, fields] = useForm({
    id: "contact",
    // The action answers with Conform's reply to the same check (contact.server.ts).
    lastResult: actionData?.result,
    // After a stored enquiry the form starts over empty, whatever the address prefilled. The
    // message comes prefilled only from a hand-over's history state (contact-prefill.entry.ts).
    defaultValue:
      actionData?.outcome === "sent"
        ? emptyContactForm()
        : { ...contactFormFromQuery(query), message: prefilledMessage(state) },
    // Only called once the rules are in (handleSubmit below).
    onValidate({ formData }) {
      edits.restart();
      const submission = contactRules.current!.parseContactForm(formData);
      if (submission.status === "error") {
        notify({ ...INVALID_NOTICE, id: TOAST_ID });
      }
      return submission;
    },
  });

  useEffect(() => {
    edits.restart();
    if (actionData) notify({ ...contactNotice(actionData), id: TOAST_ID });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per answer of the action
  }, [actionData]);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    submitWithRules(event, contactRules, form.onSubmit, "post");
    // Refused by the rules, or waiting for them (the submit comes again once they are in).
    if (event.defaultPrevented) return;
    const formElement = event.currentTarget;
    // A valid form is sent with a fresh single-use bot-check token, fetched now. Should the check
    // fail in the browser, it goes without one, as a form sent without JavaScript does
    // (docs/decisions/0040).
    event.preventDefault();
    void botCheck
      .token()
      .catch(() => "")
      .then((token) => {
        const formData = new FormData(formElement);
        formData.set(BOT_CHECK_FIELD, token);
        formData.set(SOURCE_PATH_FIELD, cameFromPath());
        return submit(formData, { method: "post", action: formAction });
      });
  }

  /** A field of the form; every one is required. */
  function field(name: ContactField, control: (aria: FieldControlProps) => ReactNode, hint?: string) {
    const meta = fields[name];
    return (
      <FormField
        className="contact-field"
        field={meta}
        label={copy.labels[name]}
        required
        error={edits.shown(name, meta.errors?.[0])}
        hint={hint}
      >
        {control}
      </FormField>
    );
  }

  const textInput = (name: ContactField, type: "text" | "email", autoComplete?: string) =>
    field(name, (aria) => (
      <input
        autoComplete={autoComplete}
        inputMode={type === "email" ? "email" : undefined}
        {...withoutKey(getInputProps(fields[name], { type, ariaAttributes: false }))}
        {...aria}
        key={fields[name].key}
      />
    ));

  // Without JavaScript the toast cannot show, so the server-rendered page carries the notice.
  const notice = actionData && !hydrated ? contactNotice(actionData) : null;

  return (
    <Form
      method="post"
      action={formAction}
      id={form.id}
      noValidate
      onSubmit={handleSubmit}
      onChange={edits.onChange}
      onFocus={loadContactRules}
      onPointerDown={loadContactRules}
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
        <legend className="visually-hidden">{copy.fieldsLegend}</legend>
        <div className="contact-form__row">
          {textInput("firstName", "text", "given-name")}
          {textInput("lastName", "text", "family-name")}
        </div>
        <div className="contact-form__row">
          {textInput("email", "email", "email")}
          {field("inquiryType", (aria) => (
            <select
              {...withoutKey(getSelectProps(fields.inquiryType, { ariaAttributes: false }))}
              {...aria}
              key={fields.inquiryType.key}
            >
              {INQUIRY_TYPES.map((type) => (
                <option key={type} value={type}>
                  {type}
                </option>
              ))}
            </select>
          ))}
        </div>
        {textInput("subject", "text")}
        {field(
          "message",
          (aria) => (
            <textarea
              // After the chat's hand-over the visitor goes on with the message it prefilled.
              autoFocus={handedOver}
              rows={7}
              {...withoutKey(getTextareaProps(fields.message, { ariaAttributes: false }))}
              {...aria}
              key={fields.message.key}
            />
          ),
          copy.messageHint,
        )}
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
        {/* Empty without JavaScript; the script sends a token, and the page the visitor came from, in their place. */}
        <input type="hidden" name={BOT_CHECK_FIELD} defaultValue="" />
        <input type="hidden" name={SOURCE_PATH_FIELD} defaultValue="" />
        {botCheck.widget}
        <button type="submit" className="button button--primary contact-form__submit">
          {submitting ? copy.submitting : copy.submit}
        </button>
        <p className="contact-form__privacy">
          {copy.privacy.text} <a href={copy.privacy.link.to}>{copy.privacy.link.label}</a>
        </p>
      </fieldset>
    </Form>
  );
}
