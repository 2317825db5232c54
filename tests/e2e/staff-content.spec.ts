import { readFileSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { parse } from "jsonc-parser";
import { E2E_CACHED_STATE } from "../../playwright.config";
import { gotoHydrated } from "./support/hydration";
import { restoreOriginal, richTextBox, showSource } from "./support/page-text";
import { runStaff } from "./support/staff";

// Runs in the "cached" project only: against the server with the deployed content TTL, so that
// an edit has to wait out the page cache and the content cache as it would in production. The
// staff command starts a workerd of its own on the server's database while the server runs; the
// staff console saves through the server itself, with the local development identity.

const TTL_SECONDS = Number(
  (parse(readFileSync("wrangler.jsonc", "utf8")) as { vars: Record<string, string> }).vars.CONTENT_CACHE_TTL_SECONDS,
);
/** Time for the command itself (it starts workerd) and for polling, on a busy machine. */
const MARGIN_SECONDS = 25;

test("npm run staff -- content set shows on the page once the cache TTL has passed", async ({ request }) => {
  test.setTimeout((TTL_SECONDS + MARGIN_SECONDS + 60) * 1000);
  expect(TTL_SECONDS).toBeGreaterThan(0);
  const marker = `Edited with the staff command ${Date.now()}`;
  const page = "/faq";

  // Before the edit: the page (now cached) does not show it.
  const before = await request.get(page);
  expect(before.status()).toBe(200);
  expect(await before.text()).not.toContain(marker);

  const started = Date.now();
  const set = await runStaff([
    "content",
    "set",
    "faq_page",
    "intro",
    "--text",
    `<p><strong>${marker}</strong><script>window.hacked = true</script></p>`,
    "--persist-to",
    E2E_CACHED_STATE,
  ]);
  try {
    expect(set.err).toBe("");
    expect(set.code).toBe(0);
    expect(set.out).toContain(`<p><strong>${marker}</strong></p>`);

    let seenAfterMs: number | undefined;
    while (Date.now() - started < (TTL_SECONDS + MARGIN_SECONDS) * 1000) {
      const html = await (await request.get(page)).text();
      if (html.includes(marker)) {
        seenAfterMs = Date.now() - started;
        expect(html).toContain(`<p><strong>${marker}</strong></p>`);
        expect(html).not.toContain("window.hacked");
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
    expect(seenAfterMs, `the edit did not show within ${TTL_SECONDS + MARGIN_SECONDS} s`).toBeDefined();
    test.info().annotations.push({ type: "seen after", description: `${Math.round(seenAfterMs! / 1000)} s` });
  } finally {
    await runStaff(["content", "reset", "faq_page", "intro", "--persist-to", E2E_CACHED_STATE]);
  }
});

test("a save in the staff console shows on the page once the cache TTL has passed, as the command's does", async ({
  page,
  request,
}) => {
  test.setTimeout((TTL_SECONDS + MARGIN_SECONDS + 60) * 1000);
  const marker = `Edited in the staff console ${Date.now()}`;
  const publicPage = "/history";

  // Before the edit: the page (now cached) does not show it.
  expect(await (await request.get(publicPage)).text()).not.toContain(marker);

  await gotoHydrated(page, "/staff/pages/history_page/cta_text");
  await (await showSource(page)).fill(`<em>${marker}</em>`);
  const started = Date.now();
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("main").getByRole("status")).toContainText(
    `Saved. Visitors see it within ${TTL_SECONDS} seconds.`,
  );
  try {
    let seenAfterMs: number | undefined;
    while (Date.now() - started < (TTL_SECONDS + MARGIN_SECONDS) * 1000) {
      if ((await (await request.get(publicPage)).text()).includes(`<em>${marker}</em>`)) {
        seenAfterMs = Date.now() - started;
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
    expect(seenAfterMs, `the edit did not show within ${TTL_SECONDS + MARGIN_SECONDS} s`).toBeDefined();
    test.info().annotations.push({ type: "seen after", description: `${Math.round(seenAfterMs! / 1000)} s` });
  } finally {
    await restoreOriginal(page);
  }
});

test("the assistant answers from a staff edit once the page shows it, and no longer from the old text", async ({
  page,
  request,
}) => {
  test.setTimeout((TTL_SECONDS + MARGIN_SECONDS + 90) * 1000);
  const [oldFigure, newFigure] = ["6 to 12 weeks", "4 to 8 weeks"];
  const question = "How long until I have a first prototype of my motor controller?";
  // Hydrated first: text typed into the server's form before React takes it over can be kept beside
  // the form's own value.
  await gotoHydrated(page, "/staff/pages/motor_control_page/faq_prototype_timeline_answer");
  await (
    await richTextBox(page)
  ).fill(`Most motor controller projects reach a first working prototype in ${newFigure}, depending on complexity.`);
  const started = Date.now();
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("main").getByRole("status")).toContainText("Saved.");
  try {
    while (!(await (await request.get("/motor-control-design")).text()).includes(newFigure)) {
      expect(Date.now() - started, "the edit did not reach the page").toBeLessThan(
        (TTL_SECONDS + MARGIN_SECONDS) * 1000,
      );
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
    // The page shows the new figure only: the save replaced the answer.
    expect(await (await request.get("/motor-control-design")).text()).not.toContain(
      `working prototype in ${oldFigure}`,
    );
    await gotoHydrated(page, "/motor-control-design");
    await page.getByRole("button", { name: "Chat with Tetra AI" }).click();
    const panel = page.getByRole("dialog", { name: "Tetra AI" });
    const input = panel.getByRole("textbox", { name: "Your message" });
    await input.fill(question);
    await input.press("Enter");
    const reply = panel.locator(".chatbot__message--bot").last();
    await expect(reply).toContainText(newFigure);
    await expect(reply).not.toContainText(oldFigure);
  } finally {
    await gotoHydrated(page, "/staff/pages/motor_control_page/faq_prototype_timeline_answer");
    await restoreOriginal(page);
  }
});
