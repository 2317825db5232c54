import { expect, test, type APIResponse } from "@playwright/test";
import { PUBLIC_ROUTES } from "./support/public-pages";
import { webmBytes } from "../support/webm";
import { BOT_CHECK_HEADERS } from "./support/bot-check";

/**
 * The privacy notice (/privacy) says the site sets no cookies and keeps no analytics identifiers.
 * This keeps it true: no response of the site, page or API, answered or refused, sets a cookie,
 * and a visitor who browses and uses the forms and the assistant ends up with none.
 */

function expectNoCookie(response: APIResponse, what: string, status?: number) {
  if (status !== undefined) expect(response.status(), what).toBe(status);
  const cookies = response.headersArray().filter((header) => header.name.toLowerCase() === "set-cookie");
  expect(cookies, `${what} (${response.status()}) sets a cookie`).toEqual([]);
}

test.describe("no cookies", () => {
  test.use({ javaScriptEnabled: false });

  test("no page, file or refusal sets a cookie", async ({ request }) => {
    for (const path of [
      ...PUBLIC_ROUTES.map((route) => route.path),
      "/this-page-does-not-exist",
      "/sitemap.xml",
      "/robots.txt",
      "/favicon.ico",
      "/api/health",
      "/api/no-such-endpoint",
    ]) {
      expectNoCookie(await request.get(path), `GET ${path}`);
    }
    expectNoCookie(
      await request.post("/contact", { form: { firstName: "" }, headers: { Origin: "https://elsewhere.example" } }),
      "a cross-origin form",
    );
  });

  test("no API or form answer sets a cookie", async ({ request, baseURL }) => {
    // The API requests carry the bot check's token, as the page's script sends it.
    const origin = { Origin: baseURL!, ...BOT_CHECK_HEADERS };
    const upload = await request.put("/api/voice-recordings", {
      data: Buffer.from(webmBytes()),
      headers: { ...origin, "Content-Type": "audio/webm" },
    });
    expectNoCookie(upload, "PUT /api/voice-recordings", 201);
    const { file_name } = (await upload.json()) as { file_name: string };
    const logged = await request.post("/api/voice-uploads", {
      data: { file_name, name: "Cookie Test", email: "no-cookies@example.com" },
      headers: origin,
    });
    expectNoCookie(logged, "POST /api/voice-uploads", 201);
    const { id } = (await logged.json()) as { id: string };
    expectNoCookie(
      await request.post("/api/voice-processor", { data: { recordId: id }, headers: origin }),
      "POST /api/voice-processor",
    );
    expectNoCookie(
      await request.post("/api/chatbot", { data: { message: "What services do you offer?" }, headers: origin }),
      "POST /api/chatbot",
      200,
    );
    expectNoCookie(
      await request.post("/api/blog-topic-generator", { data: { keywords: "motor control" }, headers: origin }),
      "POST /api/blog-topic-generator",
      200,
    );
    expectNoCookie(await request.post("/api/chatbot", { data: "not json", headers: origin }), "a refused API body");
    expectNoCookie(
      await request.post("/api/chatbot", { data: { message: "Hello" }, headers: { Origin: baseURL! } }),
      "a request the bot check refused",
      403,
    );
    expectNoCookie(
      await request.post("/help-connect/contact-us", {
        form: {
          firstName: "Cookie",
          lastName: "Test",
          email: "no-cookies@example.com",
          subject: "No cookies",
          message: "Checking that the contact form sets no cookie.",
          inquiryType: "Project Inquiry",
        },
        headers: origin,
      }),
      "POST /help-connect/contact-us",
      200,
    );
  });
});

test("a visitor who browses the site with scripts on is left with no cookie and nothing in storage but its scroll positions", async ({
  page,
  context,
  baseURL,
}) => {
  // The bot check runs as its local stand-in here: nothing at all comes from outside the site.
  const elsewhere: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).origin !== new URL(baseURL!).origin) elsewhere.push(request.url());
  });
  for (const path of ["/", "/privacy", "/help-connect/contact-us", "/services"]) {
    await page.goto(path);
    await page.waitForLoadState("networkidle");
  }
  expect(elsewhere).toEqual([]);
  expect(await context.cookies()).toEqual([]);
  // The one thing kept is what the privacy notice names: React Router's scroll positions for Back
  // and Forward, in this tab's session storage, each a page visit's random key and a number.
  const stored = await page.evaluate(() => ({
    cookie: document.cookie,
    local: localStorage.length,
    session: Object.keys(sessionStorage),
    positions: Object.values(JSON.parse(sessionStorage.getItem("react-router-scroll-positions") ?? "{}") as object),
  }));
  expect(stored).toMatchObject({ cookie: "", local: 0, session: ["react-router-scroll-positions"] });
  expect(stored.positions.length).toBeGreaterThan(0);
  for (const position of stored.positions) expect(typeof position).toBe("number");
});
