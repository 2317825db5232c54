import { describe, expect, it, vi } from "vitest";
import { screen, within } from "@testing-library/react";
import { data, type ActionFunctionArgs } from "react-router";
import { ContactForm } from "~/features/contact/ContactForm";
import { CONTACT_COPY, contactNotice } from "~/features/contact/copy";
import {
  DEFAULT_INQUIRY_TYPE,
  emptyContactForm,
  type ContactActionData,
  type ContactFormValues,
} from "~/features/contact/contact-form";
import { CONTACT_ERRORS } from "~/features/contact/contact-schema";
import { deferred, findToast, renderRoute } from "./support/render";

const { form: copy, toasts } = CONTACT_COPY;
/** Conform's reply to a stored enquiry: the form starts over. */
const SENT = { initialValue: null };

/** The route component as app/routes/contact.tsx renders it: the form with the action's answer. */
function ContactPage({ actionData }: { actionData?: ContactActionData }) {
  return <ContactForm actionData={actionData} />;
}

/**
 * The contact route with a stand-in for the server action: it records what the browser posted
 * and answers with `answer` (action data and HTTP status, as submitContact returns them).
 */
function renderContact({
  url = "/contact",
  answer = () => ({ status: 200, data: { outcome: "sent", inquiryType: DEFAULT_INQUIRY_TYPE, result: SENT } }),
}: {
  url?: string;
  answer?: (
    posted: Record<string, string>,
  ) => { status: number; data: ContactActionData } | Promise<{ status: number; data: ContactActionData }>;
} = {}) {
  const posted: Record<string, string>[] = [];
  const action = vi.fn(async ({ request }: ActionFunctionArgs) => {
    const fields = Object.fromEntries([...(await request.formData())].map(([name, value]) => [name, String(value)]));
    posted.push(fields);
    const result = await answer(fields);
    return data(result.data, { status: result.status });
  });
  return { ...renderRoute(ContactPage, { path: "/contact", url, action }), action, posted };
}

const textbox = (field: "firstName" | "lastName" | "email" | "subject" | "message") =>
  screen.getByRole("textbox", { name: copy.labels[field] });
const inquiryType = () => screen.getByRole("combobox", { name: copy.labels.inquiryType });
const sendButton = () => screen.getByRole("button", { name: copy.submit });

const VALID: ContactFormValues = {
  firstName: "Ada",
  lastName: "Lovelace",
  email: "ada@example.com",
  inquiryType: "Technical Support",
  subject: "Motor driver overheating",
  message: "Our BLDC driver board gets hot above 40 kHz.",
};

/** Fills the form as a visitor pasting each value would (typing is as real, but slow in happy-dom). */
async function fillIn(user: ReturnType<typeof renderContact>["user"], values: ContactFormValues) {
  for (const field of ["firstName", "lastName", "email", "subject", "message"] as const) {
    await user.clear(textbox(field));
    if (values[field]) await user.paste(values[field]);
  }
  await user.selectOptions(inquiryType(), values.inquiryType);
}

describe("contact form", () => {
  it("starts empty, with the first inquiry type, the message hint and no errors", () => {
    renderContact();

    expect(screen.getByRole("heading", { name: copy.heading })).toBeVisible();
    // The group of fields has a name of its own (its legend), for screen readers.
    expect(
      within(screen.getByRole("group", { name: copy.fieldsLegend })).getByRole("button", { name: copy.submit }),
    ).toBeInTheDocument();
    for (const field of ["firstName", "lastName", "email", "subject", "message"] as const) {
      expect(textbox(field)).toHaveValue("");
      expect(textbox(field)).toBeValid();
    }
    expect(inquiryType()).toHaveValue(DEFAULT_INQUIRY_TYPE);
    expect(textbox("message")).toHaveAccessibleDescription(copy.messageHint);
    expect(sendButton()).toBeEnabled();
    for (const message of Object.values(CONTACT_ERRORS)) expect(screen.queryByText(message)).not.toBeInTheDocument();
  });

  it("says beside the send button what the details are kept for, linking to the privacy notice", () => {
    renderContact();

    const form = screen.getByRole("form", { name: copy.heading });
    const privacyLine = within(form).getByText(copy.privacy.text, { exact: false });
    expect(privacyLine).toBeVisible();
    expect(within(privacyLine).getByRole("link", { name: copy.privacy.link.label })).toHaveAttribute(
      "href",
      "/privacy",
    );
  });

  it("prefills the subject and the inquiry type from the address", () => {
    renderContact({ url: "/contact?subject=Swift+Development+Inquiry&inquiryType=Swift+Development+Inquiry" });

    expect(textbox("subject")).toHaveValue("Swift Development Inquiry");
    expect(inquiryType()).toHaveValue("Swift Development Inquiry");
    expect(textbox("firstName")).toHaveValue("");
    expect(textbox("message")).toHaveValue("");
  });

  it("keeps the first inquiry type when the address names an unknown one", () => {
    renderContact({ url: "/contact?subject=Hello&inquiryType=Free+lunch" });

    expect(textbox("subject")).toHaveValue("Hello");
    expect(inquiryType()).toHaveValue(DEFAULT_INQUIRY_TYPE);
  });

  // The first test of the file: the form's rules are not loaded yet when Send is clicked, so this
  // is also the submit that has to wait for them.
  it("shows each required field's error on an empty submit, focuses the first, and posts nothing", async () => {
    const { user, action } = renderContact();

    await user.click(sendButton());
    // Transforming zod on first import can take a few seconds on a busy machine.
    await screen.findByText(CONTACT_ERRORS.firstNameRequired, undefined, { timeout: 10_000 });

    const expected = {
      firstName: CONTACT_ERRORS.firstNameRequired,
      lastName: CONTACT_ERRORS.lastNameRequired,
      email: CONTACT_ERRORS.emailRequired,
      subject: CONTACT_ERRORS.subjectRequired,
      message: CONTACT_ERRORS.messageRequired,
    } as const;
    for (const [field, message] of Object.entries(expected) as [keyof typeof expected, string][]) {
      expect(textbox(field)).toBeInvalid();
      expect(textbox(field)).toHaveAccessibleDescription(expect.stringContaining(message));
    }
    expect(textbox("firstName")).toHaveFocus();
    expect(await findToast(toasts.invalid.title)).toHaveTextContent(toasts.invalid.description);
    expect(action).not.toHaveBeenCalled();
  });

  it("flags an invalid address and a short message, and clears an error when its field is edited", async () => {
    const { user, action } = renderContact();
    await fillIn(user, { ...VALID, email: "ada@example", message: "Too short" });

    await user.click(sendButton());

    expect(screen.getByText(CONTACT_ERRORS.emailInvalid)).toBeVisible();
    expect(screen.getByText(CONTACT_ERRORS.messageTooShort)).toBeVisible();
    expect(textbox("email")).toHaveFocus();
    expect(textbox("firstName")).toBeValid();
    expect(textbox("subject")).toBeValid();
    expect(action).not.toHaveBeenCalled();

    await user.type(textbox("email"), ".com");

    expect(screen.queryByText(CONTACT_ERRORS.emailInvalid)).not.toBeInTheDocument();
    expect(textbox("email")).toBeValid();
    expect(screen.getByText(CONTACT_ERRORS.messageTooShort)).toBeVisible();
  });

  it("refuses control and bidi characters beside each field and posts nothing", async () => {
    const { user, action } = renderContact();
    await fillIn(user, {
      ...VALID,
      firstName: "Ada\u0000",
      lastName: "Love\u001b[31mlace",
      email: "abc\u0000def@x.io",
      subject: "Motor\u202edriver",
      message: "Our BLDC driver\u0085 board gets hot above 40 kHz.",
    });

    await user.click(sendButton());

    const expected = {
      firstName: "First name contains characters that are not allowed.",
      lastName: "Last name contains characters that are not allowed.",
      email: "Email address is invalid.",
      subject: "Subject contains characters that are not allowed.",
      message: "Message contains characters that are not allowed.",
    } as const;
    for (const [field, message] of Object.entries(expected) as [keyof typeof expected, string][]) {
      expect(textbox(field)).toBeInvalid();
      expect(textbox(field)).toHaveAccessibleDescription(expect.stringContaining(message));
      expect(screen.getByText(message)).toBeVisible();
    }
    expect(textbox("firstName")).toHaveFocus();
    expect(action).not.toHaveBeenCalled();
  });

  it("labels the local bot check and sends each enquiry with a token of its own", async () => {
    const { user, posted } = renderContact();
    expect(
      screen.getByText("Bot check: local stand-in for Cloudflare Turnstile. Nothing is sent to Cloudflare."),
    ).toBeVisible();
    await fillIn(user, VALID);
    await user.click(sendButton());
    await screen.findByText(contactNotice({ outcome: "sent", inquiryType: "Technical Support", result: SENT }).title!);
    expect(posted).toHaveLength(1);
    expect(posted[0]?.["cf-turnstile-response"]).toBe("XXXX.DUMMY.TOKEN.XXXX");
  });

  it("sends a message with tabs and new lines", async () => {
    const { user, posted } = renderContact();
    await fillIn(user, { ...VALID, message: "Our driver:\n\t- gets hot\n\t- above 40 kHz" });

    await user.click(sendButton());

    await screen.findByText(contactNotice({ outcome: "sent", inquiryType: "Technical Support", result: SENT }).title!);
    expect(posted[0]?.message).toMatch(/Our driver:\r?\n\t- gets hot\r?\n\t- above 40 kHz/);
  });

  it("prefills at most the subject's own 200 characters from a huge ?subject=, without control characters", () => {
    renderContact({
      url: `/contact?${new URLSearchParams({ subject: `\u0000Quote\u001b[2J${"s".repeat(65_000)}`, inquiryType: "Feedback\u0000" })}`,
    });

    expect(textbox("subject")).toHaveValue(`Quote[2J${"s".repeat(192)}`);
    expect(inquiryType()).toHaveValue(DEFAULT_INQUIRY_TYPE);
  });

  it("shows 'Submitting...' while the enquiry is sent, then confirms it and empties the form", async () => {
    const reply = deferred<{ status: number; data: ContactActionData }>();
    const { user, posted } = renderContact({ answer: () => reply.promise });
    await fillIn(user, VALID);

    await user.click(sendButton());

    const busy = await screen.findByRole("button", { name: copy.submitting });
    expect(busy).toBeDisabled();
    expect(textbox("firstName")).toBeDisabled();
    expect(posted).toEqual([expect.objectContaining(VALID)]);

    reply.resolve({ status: 200, data: { outcome: "sent", inquiryType: "Technical Support", result: SENT } });

    const notice = contactNotice({ outcome: "sent", inquiryType: "Technical Support", result: SENT });
    expect(await findToast(notice.title)).toHaveTextContent(notice.description);
    expect(sendButton()).toBeEnabled();
    const empty = emptyContactForm();
    for (const field of ["firstName", "lastName", "email", "subject", "message"] as const) {
      expect(textbox(field)).toHaveValue(empty[field]);
    }
    expect(inquiryType()).toHaveValue(DEFAULT_INQUIRY_TYPE);
  });

  it("shows a field error the server answers with, and keeps what was typed", async () => {
    const { user } = renderContact({
      answer: (fields) => ({
        status: 400,
        data: {
          outcome: "invalid",
          result: {
            status: "error",
            initialValue: { ...emptyContactForm(), ...fields },
            error: { email: [CONTACT_ERRORS.emailInvalid] },
          },
        },
      }),
    });
    await fillIn(user, VALID);

    await user.click(sendButton());

    expect(await screen.findByText(CONTACT_ERRORS.emailInvalid)).toBeVisible();
    expect(textbox("email")).toBeInvalid();
    expect(textbox("email")).toHaveAccessibleDescription(CONTACT_ERRORS.emailInvalid);
    expect(textbox("email")).toHaveFocus();
    expect(textbox("firstName")).toBeValid();
    expect(textbox("message")).toHaveValue(VALID.message);
    expect(await findToast(toasts.invalid.title)).toHaveTextContent(toasts.invalid.description);
  });

  it("says so when the enquiry could not be stored, and keeps what was typed", async () => {
    const { user } = renderContact({
      answer: (fields) => ({
        status: 500,
        data: {
          outcome: "failed",
          message: "D1_ERROR: database is locked",
          result: { initialValue: { ...emptyContactForm(), ...fields } },
        },
      }),
    });
    await fillIn(user, VALID);

    await user.click(sendButton());

    const notice = contactNotice({ outcome: "failed", message: "D1_ERROR: database is locked", result: {} });
    expect(await findToast(notice.title)).toHaveTextContent(notice.description);
    expect(textbox("subject")).toHaveValue(VALID.subject);
    expect(textbox("message")).toHaveValue(VALID.message);
  });
});
