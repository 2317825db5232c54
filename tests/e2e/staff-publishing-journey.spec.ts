import { expect, test, type Page } from "@playwright/test";
import { png } from "../support/pictures";
import { gotoHydrated } from "./support/hydration";

// Articles and case studies as the owner writes, pictures, publishes and withdraws them in the
// console (local staff identity), and as visitors, the sitemap, the feed and the assistant then
// find them. They publish items other journeys would list, so they run in the d1-writes project.

const stamp = Date.now() % 100_000;

async function pictureFile(name: string, width: number, height: number) {
  return { name, mimeType: "image/png", buffer: Buffer.from(await png(width, height)) };
}

/** Asks the offline assistant on the home page; its reply's links. */
async function askAssistant(page: Page, question: string) {
  await gotoHydrated(page, "/");
  await page.getByRole("button", { name: "Chat with Tetra AI" }).click();
  const panel = page.getByRole("dialog", { name: "Tetra AI" });
  const input = panel.getByRole("textbox", { name: "Your message" });
  await input.fill(question);
  await input.press("Enter");
  const reply = panel.locator(".chatbot__message--bot").last();
  await expect(reply.locator(".chatbot__text").getByRole("link").first()).toBeVisible();
  return reply.locator(".chatbot__text").getByRole("link");
}

/** The editor's notice after a save, publish or delete (the picture uploads have statuses of their own). */
const notice = (page: Page) => page.getByRole("status").filter({ hasText: /^(Published|Unpublished|Deleted|Saved)\b/ });

async function sitemap(page: Page) {
  return (await page.request.get("/sitemap.xml")).text();
}

/** Fills the editor's fields, with a cover picture uploaded, and the text with a picture in it. */
async function writeItem(page: Page, { title, summary, text }: { title: string; summary: string; text: string }) {
  await page.getByLabel("Title", { exact: true }).fill(title);
  await page.getByLabel("Summary", { exact: true }).fill(summary);
  await page.getByLabel("Category", { exact: true }).fill("Hardware Design");
  await page.getByLabel(/^Choose a picture/).setInputFiles(await pictureFile("cover.png", 1200, 675));
  await expect(page.getByText("Picture uploaded. Describe it below, then save.")).toBeVisible();
  await page.getByLabel("Describe the picture").fill(`The board of ${title}`);

  await expect(page.getByRole("toolbar", { name: "Formatting" })).toBeVisible();
  const body = page.getByRole("textbox", { name: "Text", exact: true });
  await body.click();
  await page.getByRole("button", { name: "Heading", exact: true }).click();
  await body.pressSequentially("What we measured");
  await body.press("Enter");
  await body.pressSequentially(text);
  await body.press("Enter");
  page.once("dialog", (dialog) => void dialog.accept("A thermal image of the board under load"));
  await page.getByLabel("Picture to add to the text").setInputFiles(await pictureFile("thermal.png", 800, 600));
  await expect(page.getByText("Picture added. Type its caption under it.")).toBeVisible();
  await body.pressSequentially("The board at full load.");
}

/** The picture in the text on a public page: loaded, with its width, height and alt text. */
async function expectPictureLoaded(page: Page) {
  const picture = page.locator("article .publication-text figure img");
  await expect(picture).toHaveAttribute("alt", "A thermal image of the board under load");
  await expect(picture).toHaveAttribute("width", "800");
  await expect(picture).toHaveAttribute("height", "600");
  await expect(picture).toHaveAttribute("src", /^\/media\/[0-9a-f]{64}\.png$/);
  await expect
    .poll(() => picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
    .toBe(800);
  await expect(page.locator("article figcaption")).toHaveText("The board at full load.");
}

test("the owner writes an article with a picture, previews and publishes it; visitors, the feed and the assistant find it; unpublished it is gone", async ({
  page,
}) => {
  test.slow();
  const title = `Tantalum Capacitor Derating on a Circuit Board ${stamp}`;
  const slug = `tantalum-capacitor-derating-on-a-circuit-board-${stamp}`;
  await gotoHydrated(page, "/staff/articles");
  await page.getByRole("link", { name: "New article" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("New article");
  await writeItem(page, {
    title,
    summary: "Why a tantalum capacitor rated for 16 V should see no more than 8 V in a hot box.",
    text: "Tantalum capacitors on a circuit board fail short when their derating is ignored.",
  });

  await page.getByRole("button", { name: "Preview" }).click();
  const preview = page.getByRole("region", { name: "Preview: as visitors will see it" });
  await expect(preview.getByRole("heading", { level: 1 })).toHaveText(title);
  await expect(preview.getByRole("heading", { level: 2, name: "What we measured" })).toBeVisible();
  await expect(preview.getByRole("img", { name: "A thermal image of the board under load" })).toBeVisible();

  await page.getByRole("button", { name: "Publish" }).click();
  await expect(notice(page)).toContainText("Published.");
  const editorPath = new URL(page.url()).pathname;

  await gotoHydrated(page, "/blog");
  await expect(page.getByRole("heading", { level: 3, name: title })).toBeVisible();
  await page.getByRole("link", { name: `Read More : ${title}` }).click();
  await expect(page).toHaveURL(new RegExp(`/blog/${slug}$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
  await expectPictureLoaded(page);
  const posting = JSON.parse(
    (await page.locator('script[type="application/ld+json"]').allTextContents()).find((json) =>
      json.includes('"BlogPosting"'),
    )!,
  ) as Record<string, unknown>;
  expect(posting).toMatchObject({ "@type": "BlogPosting", headline: title });
  expect(await sitemap(page)).toContain(`/blog/${slug}</loc>`);
  expect(await (await page.request.get("/blog/feed.xml")).text()).toContain(`<title>${title}</title>`);

  const links = await askAssistant(page, "How much should tantalum capacitors on a circuit board be derated?");
  await expect(links.first()).toHaveAttribute("href", `/blog/${slug}`);

  await gotoHydrated(page, editorPath);
  await page.getByRole("button", { name: "Unpublish" }).click();
  await expect(notice(page)).toContainText("Unpublished");
  expect((await page.request.get(`/blog/${slug}`)).status()).toBe(404);
  expect(await sitemap(page)).not.toContain(`/blog/${slug}`);

  await page.getByRole("link", { name: "Delete" }).click();
  await page.getByRole("button", { name: "Yes, delete it" }).click();
  await expect(notice(page)).toContainText("Deleted.");
});

test("a case study: /projects answers 404 with no menu link until one is published, then lists it with the services it used", async ({
  page,
}) => {
  test.slow();
  const title = `Cold-Chain Logger for a Vaccine Fridge ${stamp}`;
  const slug = `cold-chain-logger-for-a-vaccine-fridge-${stamp}`;
  expect((await page.request.get("/projects")).status()).toBe(404);
  await gotoHydrated(page, "/");
  await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Projects" })).toHaveCount(0);
  expect(await sitemap(page)).not.toContain("/projects");

  await gotoHydrated(page, "/staff/case-studies");
  await page.getByRole("link", { name: "New case study" }).click();
  await writeItem(page, {
    title,
    summary: "A battery logger that keeps vaccines in range and proves it.",
    text: "The fridge logger records every temperature excursion.",
  });
  await page.getByRole("checkbox", { name: "Circuit Design" }).check();
  await page.getByRole("button", { name: "Publish" }).click();
  await expect(notice(page)).toContainText("Published.");
  const editorPath = new URL(page.url()).pathname;

  await gotoHydrated(page, "/");
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Projects" }).click();
  await expect(page).toHaveURL(/\/projects$/);
  await page.getByRole("link", { name: `Read the Case Study : ${title}` }).click();
  await expect(page).toHaveURL(new RegExp(`/projects/${slug}$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
  const cover = page.locator("article .publication-cover");
  await expect(cover).toHaveAttribute("alt", `The board of ${title}`);
  await expect.poll(() => cover.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(1200);
  await expectPictureLoaded(page);
  await expect(
    page.getByRole("region", { name: "Services and techniques used" }).getByRole("link", { name: "Circuit Design" }),
  ).toHaveAttribute("href", "/techniques/circuit-design");
  const map = await sitemap(page);
  expect(map).toContain("/projects</loc>");
  expect(map).toContain(`/projects/${slug}</loc>`);

  const links = await askAssistant(page, "Have you built a cold-chain logger for a vaccine fridge?");
  await expect(links.first()).toHaveAttribute("href", `/projects/${slug}`);

  await gotoHydrated(page, editorPath);
  await page.getByRole("button", { name: "Unpublish" }).click();
  await expect(notice(page)).toContainText("Unpublished");
  expect((await page.request.get(`/projects/${slug}`)).status()).toBe(404);
  expect((await page.request.get("/projects")).status()).toBe(404);
  await gotoHydrated(page, "/");
  await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Projects" })).toHaveCount(0);
  expect(await sitemap(page)).not.toContain("/projects");

  await gotoHydrated(page, editorPath);
  await page.getByRole("link", { name: "Delete" }).click();
  await page.getByRole("button", { name: "Yes, delete it" }).click();
  await expect(notice(page)).toContainText("Deleted.");
});
