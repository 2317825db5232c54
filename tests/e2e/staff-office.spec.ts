import { readFileSync } from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import { parse } from "csv-parse/sync";
import { queryD1, sqlString } from "./support/d1";
import { gotoHydrated } from "./support/hydration";

// The office manager's week (issue 53): the leads list's filters kept across pages, Export, Undo,
// the list as cards on a phone, and staff pages in plain words.

const unique = (label: string) => `${label}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;

/** Now as D1 writes it, minus `minutes`: within this Irish week unless run in the first minutes of Monday. */
const minutesAgo = (minutes: number) =>
  new Date(Date.now() - minutes * 60_000).toISOString().slice(0, 19).replace("T", " ");

function storeEnquiry(word: string, subject: string, type: string, createdAt: string) {
  queryD1(
    `INSERT INTO contacts (first_name, last_name, email, subject, message, inquiry_type, created_at)
     VALUES ('Zoë', 'Ní Bhriain', ${sqlString(`${word}@example.com`)}, ${sqlString(`${subject} ${word}`)},
             'Partnership on a pump controller, with accents: café', ${sqlString(type)}, ${sqlString(createdAt)})`,
  );
}

/** Whether anything on the page reaches past the screen's right edge. */
const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

for (const [label, viewport] of [
  ["1366 × 768", { width: 1366, height: 768 }],
  ["390 × 844", { width: 390, height: 844 }],
] as const) {
  test.describe(`the leads list at ${label}`, () => {
    test.use({ viewport });

    test("filters by type and this week, exports those leads only, and Undo puts a lead back", async ({ page }) => {
      test.slow();
      const word = unique("office");
      storeEnquiry(word, "Older partnership", "Partnership", minutesAgo(30));
      storeEnquiry(word, "Newer partnership", "Partnership", minutesAgo(10));
      storeEnquiry(word, "A question", "General Question", minutesAgo(20));
      storeEnquiry(word, "Last year", "Partnership", "2025-01-07 10:00:00");

      await gotoHydrated(page, "/staff/leads");
      await page.getByLabel("Search name, e-mail or text").fill(word);
      await page.getByLabel("Inquiry type").selectOption("Partnership");
      await page.getByLabel("Received").selectOption("this-week");
      await page.getByLabel("Order").selectOption("oldest");
      await page.getByRole("button", { name: "Search" }).click();
      await expect(page).toHaveURL(/[?&]type=Partnership/);
      const rows = page.locator(".staff-table tbody tr");
      await expect(rows).toHaveCount(2);
      await expect(rows.nth(0)).toContainText("Older partnership");
      await expect(rows.nth(1)).toContainText("Newer partnership");
      // Nothing runs past the screen's edge; on the phone each lead is a card.
      expect(await overflow(page)).toBe(0);
      if (viewport.width < 600) {
        const card = await rows.nth(0).boundingBox();
        expect(card!.x).toBeGreaterThanOrEqual(0);
        expect(card!.x + card!.width).toBeLessThanOrEqual(viewport.width);
        await expect(page.locator(".staff-table thead")).toHaveCSS("position", "absolute");
      }

      // Export: the file a spreadsheet opens holds these two leads and only these.
      const download = page.waitForEvent("download");
      await page.getByRole("link", { name: /^Export these leads/ }).click();
      const file = readFileSync(await (await download).path());
      expect([...file.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const exported = parse(file.toString("utf8"), { bom: true, columns: true }) as Record<string, string>[];
      expect(exported.map((row) => row["Subject or project title"])).toEqual([
        `Older partnership ${word}`,
        `Newer partnership ${word}`,
      ]);
      expect(exported[0]!["Name"]).toBe("Zoë Ní Bhriain");

      // A lead's page, handled and undone; "All leads" returns to the filtered list.
      await rows
        .nth(0)
        .getByRole("link", { name: `Older partnership ${word}` })
        .click();
      await expect(page.getByRole("heading", { level: 1 })).toContainText("Older partnership");
      expect(await overflow(page)).toBe(0);
      await expect(page.getByRole("link", { name: "Reply by e-mail" })).toHaveAttribute(
        "href",
        new RegExp(`^mailto:${word}@example\\.com\\?subject=Re%3A%20Older%20partnership%20${word}&body=`),
      );
      await page.getByRole("button", { name: "Mark as handled" }).click();
      await expect(page.getByText(/^Handled by /)).toBeVisible();
      await page.getByRole("button", { name: "Undo" }).click();
      await expect(page.getByText("Not handled yet.")).toBeVisible();
      expect(
        queryD1(`SELECT handled_at FROM contacts WHERE subject = ${sqlString(`Older partnership ${word}`)}`),
      ).toEqual([{ handled_at: null }]);
      await page.getByRole("link", { name: "All leads" }).click();
      await expect(page).toHaveURL(/[?&]type=Partnership/);
      await expect(page).toHaveURL(/[?&]sort=oldest/);
      await expect(rows).toHaveCount(2);
      await page.getByLabel("Status").selectOption("unhandled");
      await page.getByRole("button", { name: "Search" }).click();
      await expect(rows).toHaveCount(2);
    });
  });
}

test.describe("staff pages in plain words", () => {
  test.use({ viewport: { width: 1366, height: 768 } });

  test("no page shows the developers' words, times in UTC with seconds, or file names", async ({ page }) => {
    test.slow();
    const word = unique("plain");
    const email = `${word}@example.com`;
    const fileName = `voice-idea-${word}.webm`;
    queryD1(
      `INSERT INTO voice_uploads (file_name, file_url, user_email, user_context, user_name,
                                  transcription_status, transcription_error)
       VALUES (${sqlString(fileName)}, ${sqlString(`r2://voice-recordings/${fileName}`)}, ${sqlString(email)},
               'Plain words', 'Grace', 'awaiting_service', 'Workers AI is not available in this environment (AI_MODE=local)')`,
    );
    queryD1(
      `INSERT INTO voice_upload_bytes (file_name, day, address, network, wide_network, bytes, uploaded_at)
       VALUES (${sqlString(fileName)}, date('now'), '127.0.0.1', '127.0.0.0/24', '127.0.0.0/16', 4321, ${sqlString(minutesAgo(1))})`,
    );
    const [idea] = queryD1<{ id: number }>(`SELECT id FROM voice_uploads WHERE user_email = ${sqlString(email)}`);

    const texts: string[] = [];
    for (const path of ["/staff", "/staff/leads", `/staff/leads/ideas/${idea!.id}`, "/staff/pages"]) {
      await gotoHydrated(page, path);
      texts.push(await page.locator("body").innerText());
    }
    await gotoHydrated(page, "/staff/pages/faq_page/intro");
    await expect(page.getByRole("heading", { name: "History" })).toBeVisible();
    texts.push(await page.locator("body").innerText());
    await gotoHydrated(page, "/staff/privacy");
    await page.getByLabel("E-mail address").fill(email);
    await page.getByRole("button", { name: "Show what is stored" }).click();
    await expect(page.getByRole("region", { name: /^Stored about/ })).toBeVisible();
    texts.push(await page.locator("body").innerText());

    const shown = texts.join("\n");
    for (const developerWord of [
      "AI_MODE",
      "awaiting_service",
      "r2://",
      "wideNetwork",
      "network 127.0.0.0/24",
      fileName,
      "UTC",
      "the home page",
      "with transcripts",
      "Staff e-mailed",
    ])
      expect(shown, developerWord).not.toContain(developerWord);
    // Times to the minute, never a stored timestamp with seconds.
    expect(shown).not.toMatch(/\d{4}-\d\d-\d\d \d\d:\d\d:\d\d/);
    expect(shown.match(/\(showing now\)/g)?.length ?? 0).toBeLessThanOrEqual(1);
    expect(shown).toContain("Times are Irish time (Europe/Dublin).");
  });
});
