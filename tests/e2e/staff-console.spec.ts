import { rmSync } from "node:fs";
import { expect, test, type Page, type TestInfo } from "@playwright/test";
import { E2E_PORT, E2E_STAFF_EMAIL, E2E_STATE } from "../../playwright.config";
import { axeViolations } from "./support/axe";
import { queryD1, sqlString } from "./support/d1";
import { sendEnquiry } from "./support/enquiry";
import { FAKE_MICROPHONE } from "./support/fake-microphone";
import { gotoHydrated } from "./support/hydration";
import { startOwnServer, type OwnServer } from "./support/own-server";

// The staff console as a staff member with the local development identity (the main e2e server
// sets STAFF_DEV_EMAIL), and as anyone else on a server configured as deployed whose development
// identity was left set (issue 41: one dashboard variable must not open the console).

test.use(FAKE_MICROPHONE);

// Each submission names a client address of its own, past the per-address rate limits.
let addressCounter = 0;
async function useNewAddress(page: Page, testInfo: TestInfo) {
  addressCounter++;
  await page.setExtraHTTPHeaders({
    "CF-Connecting-IP": `10.${200 + (testInfo.workerIndex % 50)}.${addressCounter >> 8}.${addressCounter & 255}`,
  });
}

const unique = (label: string) => `${label}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;

test.describe("the staff console, signed in", () => {
  test("finds a new enquiry by its e-mail address, shows it and marks it handled", async ({ page }, testInfo) => {
    test.slow();
    const email = `${unique("console")}@example.com`;
    const subject = `Console check ${unique("s")}`;
    await useNewAddress(page, testInfo);
    await sendEnquiry(page, {
      firstName: "Ada",
      lastName: "<b>Lovelace</b>",
      email,
      subject,
      message: "A motor controller for a pump.\nBudget agreed.",
    });

    // The console opens on its overview, whose figures count the new enquiry and link to it.
    await gotoHydrated(page, "/staff");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Overview");
    expect(await axeViolations(page)).toEqual([]);
    const navigation = page.getByRole("navigation", { name: "Staff console" });
    for (const section of ["Overview", "Leads", "Page text", "Privacy requests"])
      await expect(navigation.getByRole("link", { name: section })).toBeVisible();
    await page.getByRole("link", { name: /new leads? this week/ }).click();
    await expect(page.getByRole("table").getByRole("row").filter({ hasText: email })).toHaveCount(1);
    await navigation.getByRole("link", { name: "Leads" }).click();
    await expect(page).toHaveURL(/\/staff\/leads$/);
    await expect(page.getByText(`Signed in as ${E2E_STAFF_EMAIL}`)).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex, nofollow");

    await page.getByLabel("Search name, e-mail or text").fill(email.toUpperCase());
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(new RegExp(`[?&]q=${encodeURIComponent(email.toUpperCase())}`));
    const rows = page.getByRole("table").getByRole("row");
    await expect(rows).toHaveCount(2);
    const row = rows.nth(1);
    await expect(row).toContainText(email);
    await expect(row).toContainText("Ada <b>Lovelace</b>");
    await expect(row).toContainText("Not handled");
    expect(await axeViolations(page)).toEqual([]);
    await row.getByRole("link", { name: subject }).click();

    const [stored] = queryD1<{ id: number }>(`SELECT id FROM contacts WHERE email = ${sqlString(email)}`);
    // The lead's address carries the list's search, for "All leads".
    await expect(page).toHaveURL(new RegExp(`/staff/leads/enquiries/${stored!.id}\\?q=[^&]+$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Enquiry #${stored!.id}: ${subject}`);
    // Visitor text is shown as text, never as markup.
    await expect(page.getByText("Ada <b>Lovelace</b>")).toBeVisible();
    await expect(page.locator("main b")).toHaveCount(0);
    await expect(page.getByText("A motor controller for a pump.")).toBeVisible();
    await expect(page.getByText("Not handled yet.")).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole("button", { name: "Mark as handled" }).click();
    await expect(page.getByText(`Handled by ${E2E_STAFF_EMAIL} on`)).toBeVisible();
    await expect(page.getByRole("button", { name: "Mark as handled" })).toHaveCount(0);
    const [handled] = queryD1<{ handled_by: string; handled_at: string | null }>(
      `SELECT handled_by, handled_at FROM contacts WHERE id = ${stored!.id}`,
    );
    expect(handled).toMatchObject({ handled_by: E2E_STAFF_EMAIL });
    expect(handled!.handled_at).not.toBeNull();

    // The list's filters, as a plain GET form.
    await page.getByRole("link", { name: "All leads" }).click();
    await page.getByLabel("Search name, e-mail or text").fill(email);
    await page.getByLabel("Status").selectOption("unhandled");
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page.getByText("No leads match this search.")).toBeVisible();
    await page.getByLabel("Status").selectOption("handled");
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page.getByRole("table").getByRole("row")).toHaveCount(2);

    // An address that names no lead says so inside the console.
    const missing = await page.goto("/staff/leads/enquiries/999999999");
    expect(missing!.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("There is no such lead");
    await expect(page.getByRole("navigation", { name: "Staff console" })).toBeVisible();
  });

  test("plays a voice idea's recording through the range route", async ({ page }, testInfo) => {
    test.slow();
    const email = `${unique("console-voice")}@example.com`;
    await useNewAddress(page, testInfo);
    await gotoHydrated(page, "/about#speak-your-vision");
    const section = page.locator("#speak-your-vision");
    await section.getByLabel("Name").fill("Grace Hopper");
    await section.getByLabel("Email").fill(email);
    await section.getByLabel("Project Title (optional)").fill("Console playback");
    await section.getByRole("button", { name: "Start Recording" }).click();
    await expect(section.getByRole("timer")).toContainText("0:02", { timeout: 5000 });
    await section.getByRole("button", { name: "Stop Recording" }).click();
    await section.getByRole("button", { name: "Submit Voice Idea" }).click();
    await expect(page.getByText("Idea Submitted!")).toBeVisible();

    const [idea] = queryD1<{ id: number }>(`SELECT id FROM voice_uploads WHERE user_email = ${sqlString(email)}`);
    const ranges: number[] = [];
    page.on("response", (response) => {
      if (response.url().endsWith(`/staff/leads/ideas/${idea!.id}/recording`)) ranges.push(response.status());
    });
    await gotoHydrated(page, `/staff/leads?q=${encodeURIComponent(email)}&kind=idea`);
    await page.getByRole("link", { name: "Console playback" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Voice idea #${idea!.id}: Console playback`);
    await expect(page.getByRole("heading", { name: "Transcript" })).toBeVisible();

    const player = page.locator("audio");
    await expect(player).toHaveAttribute("src", `/staff/leads/ideas/${idea!.id}/recording`);
    // The player has read the recording's metadata from the staff-only route.
    await expect
      .poll(() => player.evaluate((audio: HTMLAudioElement) => audio.readyState), { timeout: 15_000 })
      .toBeGreaterThanOrEqual(1);
    await player.evaluate((audio: HTMLAudioElement) => {
      audio.muted = true;
      return audio.play();
    });
    await expect
      .poll(() => player.evaluate((audio: HTMLAudioElement) => audio.currentTime), { timeout: 15_000 })
      .toBeGreaterThan(0);
    expect(await player.evaluate((audio: HTMLAudioElement) => audio.duration)).toBeGreaterThan(0);
    // Chromium's media loader asks for byte ranges, which the route answers with 206.
    expect(ranges).toContain(206);
  });
});

test.describe("the staff console, configured for Access with the development identity left set", () => {
  // A server of its own, configured as deployed (Access settings) but with STAFF_DEV_EMAIL still
  // set, on a loopback host: the Worker refuses the development identity wherever Access is named.
  const PORT = E2E_PORT + 3;
  const STATE = `${E2E_STATE}-staff-public`;
  const BASE_URL = `http://127.0.0.1:${PORT}`;
  let server: OwnServer | undefined;

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    server = await startOwnServer({
      port: PORT,
      state: STATE,
      vars: {
        STAFF_DEV_EMAIL: E2E_STAFF_EMAIL,
        STAFF_ACCESS_TEAM_DOMAIN: "tetra-e2e.cloudflareaccess.com",
        STAFF_ACCESS_AUD: "0a".repeat(32),
      },
    });
  });

  test.afterAll(async () => {
    await server?.stop();
    rmSync(STATE, { recursive: true, force: true });
  });

  test("answers 403 on every staff path, the recording route included, and serves the public site", async ({
    request,
  }) => {
    for (const path of [
      "/staff",
      "/staff/leads",
      "/staff/leads?q=a",
      "/staff/leads/enquiries/1",
      "/staff/leads/ideas/1",
      "/staff/leads/ideas/1/recording",
      "/staff/leads.data",
      "/staff/pages",
      "/staff/pages/faq_page/intro",
      "/staff/privacy",
      "/staff/no-such-page",
    ]) {
      const response = await request.get(`${BASE_URL}${path}`, { maxRedirects: 0 });
      expect(response.status(), path).toBe(403);
      expect(await response.text(), path).toBe("Forbidden");
      expect(response.headers()["cache-control"], path).toBe("private, no-store");
      expect(response.headers()["x-robots-tag"], path).toBe("noindex, nofollow");
    }
    const posted = await request.post(`${BASE_URL}/staff/leads/enquiries/1`, {
      form: { intent: "handled" },
      headers: { Origin: BASE_URL },
      maxRedirects: 0,
    });
    expect(posted.status()).toBe(403);
    for (const path of ["/staff/pages/faq_page/intro", "/staff/privacy/erase"]) {
      const refused = await request.post(`${BASE_URL}${path}`, {
        form: { intent: "save", text: "x", email: "ada@example.com", confirm: "yes" },
        headers: { Origin: BASE_URL },
        maxRedirects: 0,
      });
      expect(refused.status(), path).toBe(403);
    }
    const withForgedToken = await request.get(`${BASE_URL}/staff/leads`, {
      headers: { "Cf-Access-Jwt-Assertion": "eyJhbGciOiJub25lIn0.eyJlbWFpbCI6ImFAZXhhbXBsZS5jb20ifQ." },
    });
    expect(withForgedToken.status()).toBe(403);
    expect((await request.get(`${BASE_URL}/`)).status()).toBe(200);
  });
});
