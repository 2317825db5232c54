import { rmSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { E2E_PORT, E2E_STATE } from "../../playwright.config";
import { webmBytes } from "../support/webm";
import { BOT_CHECK_HEADERS } from "./support/bot-check";
import { queryD1, sqlString } from "./support/d1";
import { FAKE_MICROPHONE } from "./support/fake-microphone";
import { gotoHydrated } from "./support/hydration";
import { startOwnServer, type OwnServer } from "./support/own-server";

// Floods from many addresses, as issue 30 measured them against a local build, replayed over HTTP
// against a built Worker of this spec's own: none of them stops a genuine visitor. The voice
// byte budgets are a hundredth of the deployed ones (docs/security.md "Limits and caps"), so the flood is
// 5 MB rather than 500; every other figure is as deployed. Worker tests hold the same floods at
// full size (tests/worker/voice-api.test.ts, contact.test.ts, bot-check.test.ts).

const PORT = E2E_PORT + 4;
const STATE = `${E2E_STATE}-flood`;
/** The deployed figures (wrangler.jsonc) over 100. */
const SCALED_VOICE_BUDGETS = {
  VOICE_DAILY_BYTES_BUDGET: "5000000",
  VOICE_DAILY_BYTES_RESERVED: "1000000",
  VOICE_DAILY_BYTES_PER_ADDRESS: "120000",
  VOICE_DAILY_BYTES_PER_NETWORK: "480000",
};
/** The largest recording (VOICE_LIMITS.maxRecordingBytes, 2.4 MB) over 100: an address's share holds five. */
const LARGEST_SCALED_BYTES = 24_000;
/** UNVERIFIED_ENQUIRIES_HOURLY in wrangler.jsonc: enquiries an hour stored without a bot check. */
const UNVERIFIED_ENQUIRIES_HOURLY = 10;

let server: OwnServer;

test.describe.configure({ mode: "serial" });
test.use(FAKE_MICROPHONE);

test.beforeAll(async () => {
  test.setTimeout(180_000);
  server = await startOwnServer({ port: PORT, state: STATE, vars: SCALED_VOICE_BUDGETS });
});

test.afterAll(async () => {
  await server?.stop();
  rmSync(STATE, { recursive: true, force: true });
});

test("216 of the largest uploads from 22 addresses leave room for a genuine visitor's voice idea", async ({
  page,
  request,
}) => {
  test.slow();
  const { baseURL } = server;
  // Each address sends about 10 recordings of the largest size (scaled), as in the issue: 216.
  const attackers = Array.from({ length: 22 }, (_, index) => `192.0.${index + 10}.7`);
  const largest = Buffer.from(webmBytes(LARGEST_SCALED_BYTES));
  const perAddress = await Promise.all(
    attackers.map(async (address, index) => {
      const statuses: number[] = [];
      for (let upload = 0; upload < (index < 18 ? 10 : 9); upload++) {
        const response = await request.put(`${baseURL}/api/voice-recordings`, {
          data: largest,
          headers: {
            ...BOT_CHECK_HEADERS,
            Origin: baseURL,
            "Content-Type": "audio/webm",
            "CF-Connecting-IP": address,
          },
        });
        statuses.push(response.status());
      }
      return statuses;
    }),
  );
  const statuses = perAddress.flat();
  expect(statuses).toHaveLength(216);
  // Each address's share is 5 of them; the rest are refused to that connection only.
  expect(statuses.filter((status) => status === 201)).toHaveLength(22 * 5);
  expect(statuses.filter((status) => status === 429)).toHaveLength(216 - 22 * 5);

  // A visitor at a fresh address records and sends an idea through the page.
  const email = `genuine-${Date.now().toString(36)}@example.com`;
  await page.setExtraHTTPHeaders({ "CF-Connecting-IP": "203.0.113.160" });
  await gotoHydrated(page, `${baseURL}/about#speak-your-vision`);
  const section = page.locator("#speak-your-vision");
  await section.getByLabel("Name").fill("Ada Lovelace");
  await section.getByLabel("Email").fill(email);
  await section.getByRole("button", { name: "Start Recording" }).click();
  await expect(section.getByRole("timer")).toContainText(/0:0[2-9]/, { timeout: 10_000 });
  await section.getByRole("button", { name: "Stop Recording" }).click();
  await section.getByRole("button", { name: "Submit Voice Idea" }).click();
  await expect(section.getByText("Your voice idea has been sent successfully!")).toBeVisible({ timeout: 30_000 });
  expect(queryD1(`SELECT user_email FROM voice_uploads WHERE user_email = ${sqlString(email)}`, STATE)).toEqual([
    { user_email: email },
  ]);
});

// Issue 41: 22 IPv4 networks × 10 uploads of 2 MB, then 20 IPv6 /48s × 7, every upload claimed
// through POST /api/voice-uploads, filled 498 MB of the 500 MB and a genuine 2 MB recording got
// 503. Replayed on this spec's server, sizes and budgets a hundredth: the open 4 MB fill up, each
// fresh wide network (IPv4 /16, IPv6 /32) takes one upload from the 1 MB reserve, and a genuine
// visitor's recording from a fresh address is still taken (docs/decisions/0050). The deployed
// figures themselves are held by tests/worker/voice-api.test.ts ("holds the flood of issue 41 at
// the deployed figures"); sending the 720 MB here took a server of its own and four minutes.
test.describe("a flood from 42 networks (budgets a hundredth)", () => {
  /** 2 MB over 100, as the budgets. */
  const TWO_MB = 20_000;

  test("22 IPv4 networks × 10 and 20 IPv6 /48s × 7 uploads of the scaled 2 MB, all claimed, leave a genuine recording its room", async ({
    request,
  }) => {
    test.slow();
    const { baseURL } = server;
    // The day's budgets start empty, as in the issue: the flood above holds part of them. Nothing
    // else writes to this server's database now (the tests of this file run one after another).
    queryD1("DELETE FROM voice_upload_bytes", STATE);
    const recording = Buffer.from(webmBytes(TWO_MB));
    /** Uploads and, when taken, claims a recording from `address`, as a flood that wants its bytes held all day. */
    const upload = async (address: string, name: string) => {
      const headers = { Origin: baseURL, "CF-Connecting-IP": address };
      const put = await request.put(`${baseURL}/api/voice-recordings`, {
        data: recording,
        headers: { ...headers, ...BOT_CHECK_HEADERS, "Content-Type": "audio/webm" },
      });
      if (put.status() !== 201) return put.status();
      const { file_name } = (await put.json()) as { file_name: string };
      const claim = await request.post(`${baseURL}/api/voice-uploads`, {
        data: { file_name, name, email: `${name.toLowerCase().replace(/\s+/g, ".")}@example.com` },
        headers: { ...headers, ...BOT_CHECK_HEADERS },
      });
      expect(claim.status()).toBe(201);
      return put.status();
    };
    // Every network in a wide network of its own, the hardest case for the reserve; two addresses
    // per IPv4 /24, so that each network gets its 10 uploads past the per-address share.
    const ipv4 = await Promise.all(
      Array.from({ length: 22 }, async (_, network) => {
        const statuses: number[] = [];
        for (let index = 0; index < 10; index++) {
          statuses.push(await upload(`100.${64 + network}.${network}.${1 + (index % 2)}`, "Flood Four"));
        }
        return statuses;
      }),
    );
    const ipv6 = await Promise.all(
      Array.from({ length: 20 }, async (_, network) => {
        const statuses: number[] = [];
        for (let index = 0; index < 7; index++) {
          statuses.push(await upload(`2001:${(0xd00 + network).toString(16)}:41::7`, "Flood Six"));
        }
        return statuses;
      }),
    );
    const count = (statuses: number[][], status: number) => statuses.flat().filter((s) => s === status).length;
    expect([count(ipv4, 201), count(ipv4, 503)]).toEqual([200, 20]);
    expect([count(ipv6, 201), count(ipv6, 503)]).toEqual([20, 120]);
    const [held] = queryD1<{ bytes: number; ideas: number }>(
      "SELECT sum(bytes) AS bytes, (SELECT count(*) FROM voice_uploads WHERE user_email LIKE 'flood.%') AS ideas FROM voice_upload_bytes WHERE released_at IS NULL",
      STATE,
    );
    expect(held).toEqual({ bytes: 220 * TWO_MB, ideas: 220 });

    // A genuine visitor's 2 MB recording from a fresh address is taken and its idea logged.
    const genuine = await request.put(`${baseURL}/api/voice-recordings`, {
      data: recording,
      headers: {
        Origin: baseURL,
        "CF-Connecting-IP": "203.0.113.170",
        ...BOT_CHECK_HEADERS,
        "Content-Type": "audio/webm",
      },
    });
    expect(genuine.status()).toBe(201);
    const { file_name } = (await genuine.json()) as { file_name: string };
    const logged = await request.post(`${baseURL}/api/voice-uploads`, {
      data: { file_name, name: "Ada Lovelace", email: "ada.genuine@example.com" },
      headers: { Origin: baseURL, "CF-Connecting-IP": "203.0.113.170", ...BOT_CHECK_HEADERS },
    });
    expect(logged.status()).toBe(201);
    expect(queryD1(`SELECT user_email FROM voice_uploads WHERE file_name = ${sqlString(file_name)}`, STATE)).toEqual([
      { user_email: "ada.genuine@example.com" },
    ]);
  });
});

test("300 enquiries from 300 addresses without a bot-check token: the hour's allowance is stored, the rest are told to write, and a visitor with the check gets through", async ({
  page,
  request,
}) => {
  test.slow();
  const { baseURL } = server;
  const subject = `Flood ${Date.now().toString(36)}`;
  const hourOf = () => Math.floor(Date.now() / 3_600_000);
  const firstHour = hourOf();
  const statuses: number[] = [];
  // In tens at a time, from 300 addresses, as a form posted without JavaScript (so no token).
  for (let batch = 0; batch < 30; batch++) {
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, index) => {
        const sender = batch * 10 + index;
        return request.post(`${baseURL}/contact`, {
          form: {
            firstName: "Flood",
            lastName: `Sender ${sender}`,
            email: `flood-${sender}@example.com`,
            subject,
            message: "The same message from many addresses.",
            inquiryType: "Other",
          },
          headers: { Origin: baseURL, "CF-Connecting-IP": `198.51.${100 + (sender >> 8)}.${sender & 255}` },
          maxRedirects: 0,
        });
      }),
    );
    for (const answer of answers) statuses.push(answer.status());
    if (batch === 29) {
      const refused = answers.find((answer) => answer.status() === 429);
      expect(await refused?.text()).toContain("e-mail us at hello@tetra-electronics.com");
    }
  }
  // The allowance is per clock hour: a flood that spans the turn of an hour gets two of them.
  const allowance = UNVERIFIED_ENQUIRIES_HOURLY * (hourOf() - firstHour + 1);
  const stored = statuses.filter((status) => status === 200).length;
  expect(stored).toBeGreaterThanOrEqual(UNVERIFIED_ENQUIRIES_HOURLY);
  expect(stored).toBeLessThanOrEqual(allowance);
  expect(statuses.filter((status) => status === 429)).toHaveLength(300 - stored);
  const rows = queryD1<{ n: number }>(
    `SELECT count(*) AS n FROM contacts WHERE subject = ${sqlString(subject)}`,
    STATE,
  );
  expect(rows).toEqual([{ n: stored }]);

  // A visitor with JavaScript gets a bot-check token from the page, and the flood does not hold it up.
  const genuine = `${subject} genuine`;
  await page.setExtraHTTPHeaders({ "CF-Connecting-IP": "203.0.113.161" });
  await gotoHydrated(page, `${baseURL}/contact`);
  const form = page.getByRole("form", { name: "Send Us a Message" });
  await form.getByLabel("First Name").fill("Grace");
  await form.getByLabel("Last Name").fill("Hopper");
  await form.getByLabel("Email").fill("grace@example.com");
  await form.getByLabel("Subject").fill(genuine);
  await form.getByLabel("Message").fill("A real question about a motor controller.");
  await form.getByRole("button", { name: "Send Message" }).click();
  await expect(page.locator("[data-sonner-toast]").filter({ hasText: "Message Sent & Saved!" })).toBeVisible();
  expect(queryD1(`SELECT first_name FROM contacts WHERE subject = ${sqlString(genuine)}`, STATE)).toEqual([
    { first_name: "Grace" },
  ]);
});
