import { expect, type Page } from "@playwright/test";
import { gotoHydrated } from "./hydration";

/** Sends an enquiry through the contact form, as a visitor, and waits until the page says it is stored. */
export async function sendEnquiry(
  page: Page,
  enquiry: { firstName: string; lastName: string; email: string; subject: string; message: string },
) {
  await gotoHydrated(page, "/contact");
  const form = page.getByRole("form", { name: "Send Us a Message" });
  await form.getByLabel("First Name", { exact: false }).fill(enquiry.firstName);
  await form.getByLabel("Last Name", { exact: false }).fill(enquiry.lastName);
  await form.getByLabel("Email", { exact: false }).fill(enquiry.email);
  await form.getByLabel("Subject", { exact: false }).fill(enquiry.subject);
  await form.getByLabel("Message", { exact: false }).fill(enquiry.message);
  await form.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByText("Message Sent & Saved!").first()).toBeVisible();
}
