import { expect, test } from "@playwright/test";
import { queryD1, sqlString } from "./support/d1";

// One test after the other (in one worker): both write web_content with sqlite3 beside the
// running server, and run side by side on a loaded machine a page read between them answered
// "Error loading content." (twice on 2026-11-25, at a load of 10 and 2).
test.describe.configure({ mode: "default" });

// Runs in the "d1-writes" project, before the desktop and mobile projects, so that no other test
// reads the home page while its row is edited.
test("a staff edit of the home page is rendered, as sanitised HTML", async ({ page }) => {
  const marker = "Edited by staff";
  queryD1(
    `UPDATE web_content SET content_html = ${sqlString(`<p><strong>${marker}</strong><script>window.hacked = true</script></p>`)} WHERE page_identifier = 'home_page' AND section_identifier = 'core_message'`,
  );
  try {
    const response = await page.request.get("/");
    expect(await response.text()).toContain(`<strong>${marker}</strong>`);
    await page.goto("/");
    await expect(page.locator(".hero__lead strong")).toHaveText(marker);
    expect(await page.evaluate(() => (window as { hacked?: boolean }).hacked)).toBeUndefined();
  } finally {
    queryD1(
      "UPDATE web_content SET content_html = NULL WHERE page_identifier = 'home_page' AND section_identifier = 'core_message'",
    );
  }
  await page.goto("/");
  await expect(page.getByText(/We turn your concepts into market-ready electronics/)).toBeVisible();
});

// Sections that became editable with the catalogue have no seeded row: storing one changes the page.
test("a stored FAQ answer and service card text replace the built-in wording", async ({ page }) => {
  const rows = [
    ["faq_page", "fast_track_program_answer", "Swift Development is <em>our edited fast track</em>."],
    ["services_page", "consultancy_card_text", "Edited <strong>consultancy</strong> card."],
  ] as const;
  for (const [pageId, section, html] of rows) {
    queryD1(
      `INSERT INTO web_content (page_identifier, section_identifier, content_html) VALUES (${sqlString(pageId)}, ${sqlString(section)}, ${sqlString(html)})`,
    );
  }
  try {
    await page.goto("/help-connect/faqs");
    await page.getByText("What is your fast-track program?").click();
    await expect(page.locator(".faq-item__answer em")).toHaveText("our edited fast track");
    await page.goto("/services");
    await expect(page.locator(".card strong")).toHaveText("consultancy");
    await expect(page.getByText(/Expert guidance at any stage/)).toHaveCount(0);
  } finally {
    for (const [pageId, section] of rows) {
      queryD1(
        `DELETE FROM web_content WHERE page_identifier = ${sqlString(pageId)} AND section_identifier = ${sqlString(section)}`,
      );
    }
  }
  await page.goto("/services");
  await expect(page.getByText(/Expert guidance at any stage/)).toBeVisible();
});

// Stored before the sanitiser balanced tags: a block section that closes its section and opens an
// overlay styled by the site's own chat panel, a link to another site that swallowed the rest of
// the page, and a data: link. It is written straight into D1, as an old row would be.
test("hostile stored page text stays inside its section, on the page and in the console, and the page hydrates", async ({
  browser,
  page,
}) => {
  const hostile =
    '<p>Hostile story</p></div></div></section><div class="chatbot__panel">Injected panel</div><a href="https://evil.example/">Prize</a> <a href="data:image/svg+xml;base64,PHN2Zz4=">Picture</a>';
  const where = "WHERE page_identifier = 'about_page' AND section_identifier = 'who_we_are'";
  const [seeded] = queryD1<{ content_html: string }>(`SELECT content_html FROM web_content ${where}`);
  queryD1(`UPDATE web_content SET content_html = ${sqlString(hostile)} ${where}`);
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  const noScript = await browser.newContext({ javaScriptEnabled: false });
  try {
    const staticPage = await noScript.newPage();
    for (const [view, path, holder] of [
      [staticPage, "/about", ".prose"],
      [staticPage, "/staff/pages/about_page/who_we_are", ".page-text-preview__body"],
      [page, "/about", ".prose"],
    ] as const) {
      await view.goto(path);
      if (view === page) await view.locator("html[data-hydrated]").waitFor({ state: "attached" });
      const section = view.locator(holder).filter({ hasText: "Hostile story" }).first();
      await expect(section).toContainText("Injected panel");
      // The link holds its own word only, not the rest of the page, and sits in the section.
      await expect(view.locator('a[href="https://evil.example/"]')).toHaveText(["Prize"]);
      await expect(section.locator('a[href="https://evil.example/"]')).toHaveCount(1);
      await expect(view.locator("div.chatbot__panel", { hasText: "Injected panel" })).toHaveCount(0);
      await expect(view.locator('a[href^="data:"]')).toHaveCount(0);
    }
    await expect(page.getByRole("heading", { name: "What We Do" })).toBeVisible();
    expect(errors).toEqual([]);
  } finally {
    await noScript.close();
    queryD1(`UPDATE web_content SET content_html = ${sqlString(seeded!.content_html)} ${where}`);
  }
});

test("a hostile stored article title leaves the blog feed well-formed XML and is shown as written", async ({
  page,
}) => {
  // The article's title as staff could save it: plain text with markup characters and a control character.
  const [{ title }] = queryD1<{ title: string }>("SELECT title FROM publications WHERE slug = 'esp32-vs-stm32'");
  queryD1(
    `UPDATE publications SET title = ${sqlString("</script><script>alert(1)</script>")} || char(1) || ' Chips' WHERE slug = 'esp32-vs-stm32'`,
  );
  try {
    const xml = await (await page.request.get("/blog/feed.xml")).text();
    await page.goto("/");
    // The browser's XML parser is strict: a character XML forbids is a fatal "not well-formed".
    const read = await page.evaluate((text) => {
      const feed = new DOMParser().parseFromString(text, "application/xml");
      const error = feed.querySelector("parsererror")?.textContent ?? null;
      const titles = [...feed.querySelectorAll("entry > title")].map((title) =>
        // What a feed reader shows: type="html" is rendered as HTML, anything else is text.
        title.getAttribute("type") === "html"
          ? new DOMParser().parseFromString(title.textContent ?? "", "text/html").body.textContent
          : title.textContent,
      );
      return { error, titles };
    }, xml);
    expect(read.error).toBeNull();
    expect(read.titles).toContain("</script><script>alert(1)</script> Chips");
  } finally {
    queryD1(`UPDATE publications SET title = ${sqlString(title)} WHERE slug = 'esp32-vs-stm32'`);
  }
});
