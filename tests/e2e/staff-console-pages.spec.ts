import { readFileSync } from "node:fs";
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { strFromU8, unzipSync } from "fflate";
import { E2E_STAFF_EMAIL } from "../../playwright.config";
import { webmBytes } from "../support/webm";
import { BOT_CHECK_HEADERS } from "./support/bot-check";
import { queryD1, sqlString } from "./support/d1";
import { sendEnquiry } from "./support/enquiry";
import { axeViolations } from "./support/axe";
import { htmlProblems, validator } from "./support/html-validate";
import { gotoHydrated } from "./support/hydration";
import { htmlField, restoreOriginal, richTextBox, showSource } from "./support/page-text";

// The staff console's page text and privacy requests, as a staff member with the local
// development identity (the end-to-end server sets STAFF_DEV_EMAIL). The server's content cache
// TTL is 0, so an edit shows on the next view of the public page; the poll allows for that window.

const PUBLIC_PAGE = "/history";
const EDITOR = "/staff/pages/history_page/cta_text";
const BUILT_IN = "See how our services can take your idea from concept to production.";
/** The cache window of the end-to-end server (CONTENT_CACHE_TTL_SECONDS:0) and time to poll on a busy machine. */
const SHOWS_WITHIN_MS = 15_000;

/** The JSON document inside an access request's zip. */
function personDocument(zipFile: string): unknown {
  return JSON.parse(strFromU8(unzipSync(readFileSync(zipFile))["person.json"]!));
}

async function expectOnPublicPage(request: APIRequestContext, html: string) {
  await expect
    .poll(async () => (await (await request.get(PUBLIC_PAGE)).text()).includes(html), { timeout: SHOWS_WITHIN_MS })
    .toBe(true);
}

const preview = (page: Page) => page.getByRole("region", { name: "Preview: as the page will show it" });

/** The history's entries: the changes, newest first, then the original text. */
const versions = (page: Page) => page.getByRole("region", { name: "History" }).getByRole("listitem");

/** Saves the text and waits for the editor to list it as the latest version, stored as `stored`. */
async function save(page: Page, text: string, stored = text) {
  await (await showSource(page)).fill(text);
  await page.getByRole("button", { name: "Save" }).click();
  await expect(versions(page).first()).toContainText(stored);
  await expect(page.getByRole("main").getByRole("status")).toContainText("Saved.");
}

test("a staff member edits a section with a live preview, sees it on the public page, and restores the previous version", async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const first = `First wording ${Date.now()}`;
  const second = `Second wording ${Date.now()}`;

  await gotoHydrated(page, EDITOR);

  // The preview follows the typing, rendered by the server as the page will render it.
  await (await showSource(page)).fill(`<strong>${first}</strong><script>window.hacked = true</script>`);
  await expect(preview(page).locator("strong")).toHaveText(first);
  await expect(preview(page)).not.toContainText("hacked");

  // Saved, it shows on the public page: sanitised, inline as the section is shown.
  await save(page, `<strong>${first}</strong><script>window.hacked = true</script>`, `<strong>${first}</strong>`);
  await expectOnPublicPage(request, `<strong>${first}</strong>`);
  expect(await (await request.get(PUBLIC_PAGE)).text()).not.toContain("window.hacked");

  // A refused value says why and stores nothing.
  await (await showSource(page)).fill("<script>alert(1)</script>");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("main").getByRole("alert")).toContainText("The text sanitises to nothing");

  await save(page, second);
  await expectOnPublicPage(request, second);

  // The versions name who made them, and end with the original text; restoring the first, once
  // confirmed on a page that shows what changes, brings its wording back.
  await expect(versions(page)).toHaveCount(3);
  await expect(versions(page).last()).toContainText("Original text, built into the site");
  await expect(versions(page).first()).toContainText(`by ${E2E_STAFF_EMAIL}`);
  const firstVersion = versions(page).filter({ hasText: first });
  await firstVersion.getByRole("link", { name: /^Restore version/ }).click();
  await expect(page.getByRole("region", { name: "Shows now" })).toContainText(second);
  await expect(page.getByRole("region", { name: "Will show" }).locator("strong")).toHaveText(first);
  await page.getByRole("button", { name: /^Yes, restore version #\d+$/ }).click();
  await expect(versions(page)).toHaveCount(4);
  await expect(page.getByRole("main").getByRole("status")).toContainText("The version is restored.");
  await expect(htmlField(page)).toHaveValue(`<strong>${first}</strong>`);
  await expectOnPublicPage(request, `<strong>${first}</strong>`);
  expect(await (await request.get(PUBLIC_PAGE)).text()).not.toContain(second);

  // Back to the original text, which the public page shows again.
  await restoreOriginal(page);
  await expect(versions(page)).toHaveCount(5);
  await expectOnPublicPage(request, BUILT_IN);
});

test("the overview, leads, privacy and page-text pages pass axe and html-validate, as sent and after hydration", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const [version] = queryD1<{ id: number }>(
    "SELECT id FROM web_content_versions WHERE page_identifier = 'home_page' AND section_identifier = 'core_message' ORDER BY id LIMIT 1",
  );
  for (const path of [
    "/staff",
    "/staff/leads?state=unhandled",
    "/staff/privacy",
    "/staff/pages",
    "/staff/pages?q=prototype",
    "/staff/pages?q=nothing-says-this",
    "/staff/pages/motor_control_page/faq_prototype_timeline_answer",
    "/staff/pages/home_page/core_message/reset",
    `/staff/pages/home_page/core_message/restore?version=${version!.id}`,
  ]) {
    const sent = await (await request.get(path)).text();
    expect(htmlProblems(await validator.validateString(sent, path)), path).toEqual([]);
    await gotoHydrated(page, path);
    // The editor is audited with its rich mode loaded.
    if (path.startsWith("/staff/pages/motor_control_page")) await richTextBox(page);
    // Folded pages are opened, so that axe sees their tables too.
    await page.locator("details").evaluateAll((folds) => folds.forEach((fold) => fold.setAttribute("open", "")));
    expect(await axeViolations(page), path).toEqual([]);
  }
});

test("the preview works without JavaScript through its button", async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const page = await context.newPage();
  await page.goto("/staff/pages/faq_page/contact_directly_text");
  await (await showSource(page)).fill("<p>Inline <em>only</em></p>");
  await page.getByRole("button", { name: "Preview" }).click();
  await expect(preview(page).locator("em")).toHaveText("only");
  // Shown inside a paragraph on the page, so the <p> is not kept.
  await expect(preview(page).locator("p p")).toHaveCount(0);
  expect(queryD1(`SELECT id FROM web_content WHERE section_identifier = 'contact_directly_text'`)).toEqual([]);
  await context.close();
});

test("a staff member shows and erases everything stored about an address", async ({ page }, testInfo) => {
  // A contact form journey, then three staff pages: more than the default 30 s on a loaded machine.
  test.setTimeout(90_000);
  const email = `erase-${testInfo.workerIndex}-${Date.now()}@example.com`;
  const subject = `Privacy request ${Date.now()}`;

  // An enquiry sent through the contact form, from an address of its own (the form's rate limit).
  await page.setExtraHTTPHeaders({ "CF-Connecting-IP": `10.231.${testInfo.workerIndex % 250}.${Date.now() % 250}` });
  await sendEnquiry(page, {
    firstName: "Erin",
    lastName: "Ease",
    email,
    subject,
    message: "Please erase <b>me</b> afterwards.",
  });
  await page.setExtraHTTPHeaders({});

  await gotoHydrated(page, "/staff/privacy");
  await page.getByLabel("E-mail address").fill(email.toUpperCase());
  await page.getByRole("button", { name: "Show what is stored" }).click();
  const stored = page.getByRole("region", { name: /^Stored about/ });
  await expect(stored.getByRole("status")).toHaveText(
    "1 contact enquiry, 0 voice ideas, 0 recordings and 0 questions to the assistant.",
  );
  // The visitor's text is shown as text, never as markup.
  await expect(stored.getByRole("cell", { name: "Please erase <b>me</b> afterwards." })).toBeVisible();

  const download = page.waitForEvent("download");
  await stored.getByRole("button", { name: "Download the answer (zip)" }).click();
  const document = personDocument(await (await download).path()) as { enquiries: { subject: string }[] };
  expect(document.enquiries.map((row) => row.subject)).toEqual([subject]);

  // The erasure asks for the box to be ticked first.
  await stored.getByRole("button", { name: "Erase", exact: true }).click();
  await expect(page.getByRole("main").getByRole("alert")).toContainText("Tick the box to confirm");
  expect(queryD1(`SELECT id FROM contacts WHERE subject = ${sqlString(subject)}`)).toHaveLength(1);

  await page.getByLabel(/^Erase everything stored about/).check();
  await page.getByRole("button", { name: "Erase", exact: true }).click();
  await expect(page.getByRole("main").getByRole("status")).toContainText(
    "0 voice ideas with their transcripts, 0 recordings",
  );
  await expect(page.getByRole("main").getByRole("status")).toContainText("1 contact enquiry");
  expect(queryD1(`SELECT id FROM contacts WHERE subject = ${sqlString(subject)}`)).toEqual([]);

  // Asked again, nothing is found.
  await page.getByRole("link", { name: "Another privacy request" }).click();
  await page.getByLabel("E-mail address").fill(email);
  await page.getByRole("button", { name: "Show what is stored" }).click();
  await expect(page.getByRole("region", { name: /^Stored about/ }).getByRole("status")).toHaveText(
    `Nothing is stored about ${email}.`,
  );
  // Nothing to send: no download is offered.
  await expect(page.getByRole("button", { name: "Download the answer (zip)" })).toHaveCount(0);
});

test("an access request shows the address a voice recording of today was uploaded from, and its download holds it", async ({
  page,
  request,
}, testInfo) => {
  const email = `uploader-${testInfo.workerIndex}-${Date.now()}@example.com`;
  const address = `198.51.${100 + (testInfo.workerIndex % 50)}.${Date.now() % 250}`;
  const headers = { "CF-Connecting-IP": address, ...BOT_CHECK_HEADERS };
  const upload = await request.put("/api/voice-recordings", {
    data: Buffer.from(webmBytes()),
    headers: { ...headers, "Content-Type": "audio/webm" },
  });
  expect(upload.status()).toBe(201);
  const { file_name } = (await upload.json()) as { file_name: string };
  const logged = await request.post("/api/voice-uploads", { data: { file_name, name: "Ulla", email }, headers });
  expect(logged.status()).toBe(201);

  await gotoHydrated(page, "/staff/privacy");
  await page.getByLabel("E-mail address").fill(email);
  await page.getByRole("button", { name: "Show what is stored" }).click();
  const stored = page.getByRole("region", { name: /^Stored about/ });
  await expect(stored.getByRole("heading", { name: "Today’s upload records" })).toBeVisible();
  await expect(stored.getByRole("listitem").filter({ hasText: `from the internet address ${address},` })).toBeVisible();

  const download = page.waitForEvent("download");
  await stored.getByRole("button", { name: "Download the answer (zip)" }).click();
  const file = await (await download).path();
  const document = personDocument(file) as { voiceUploadBytes: { fileName: string; address: string }[] };
  expect(document.voiceUploadBytes).toEqual([expect.objectContaining({ fileName: file_name, address })]);
  // The recording itself is in the zip beside the document, and the summary page to read links it.
  const zip = unzipSync(readFileSync(file));
  expect(zip[`recordings/${file_name}`]).toEqual(new Uint8Array(webmBytes()));
  expect(strFromU8(zip["summary.html"]!)).toContain(`<a href="recordings/${file_name}">`);
});
