import { rmSync } from "node:fs";
import { expect, request as playwrightRequest, test, type APIRequestContext } from "@playwright/test";
import { E2E_PORT, E2E_STATE } from "../../playwright.config";
import { queryD1, sqlString } from "./support/d1";
import { staffMailsAbout } from "./support/staff-mail";
import { webmBytes } from "../support/webm";
import { BOT_CHECK_HEADERS } from "./support/bot-check";
import { startOwnServer, type OwnServer } from "./support/own-server";

// A server killed outright (power cut, OOM kill) between queueing a transcription and the queue
// handing it to the consumer: the job dies with the process. This test runs its own built Worker
// on its own state folder, kills it at that moment, starts it again on the same state and checks
// that the every-10-minutes cron brings the idea to an outcome and staff get their e-mail.

const PORT = E2E_PORT + 2;
const STATE = `${E2E_STATE}-recovery`;
const BASE_URL = `http://127.0.0.1:${PORT}`;
/** max_batch_timeout of the voice-transcription consumer (wrangler.jsonc): a queued job waits up to this long. */
const BATCH_TIMEOUT_MS = 5_000;
/** A cron run this far after the idea was queued finds it stalled (STALE_PENDING_MS is 10 minutes). */
const LATER_CRON_MS = 11 * 60 * 1000;

let server: OwnServer | undefined;

async function startServer(options: { fresh: boolean }): Promise<void> {
  server = await startOwnServer({
    port: PORT,
    state: STATE,
    fresh: options.fresh,
    vars: { CONTENT_CACHE_TTL_SECONDS: "0" },
  });
}

/** SIGKILL to the server's whole process group (node, wrangler, workerd): nothing gets to clean up. */
async function killServer(): Promise<void> {
  const running = server;
  server = undefined;
  await running?.stop("SIGKILL");
}

function transcription(id: number) {
  return queryD1<{ transcription_status: string; transcription_error: string | null }>(
    `SELECT transcription_status, transcription_error FROM voice_uploads WHERE id = ${id}`,
    STATE,
  )[0];
}

test.describe.configure({ mode: "serial" });

test.afterAll(async () => {
  await killServer();
  rmSync(STATE, { recursive: true, force: true });
});

test("an idea whose transcription job died with the server is transcribed after a restart, and staff are mailed", async () => {
  test.setTimeout(300_000);
  let api: APIRequestContext = await playwrightRequest.newContext({ baseURL: BASE_URL });
  try {
    await startServer({ fresh: true });
    const upload = await api.put("/api/voice-recordings", {
      data: Buffer.from(webmBytes()),
      headers: { "Content-Type": "audio/webm", ...BOT_CHECK_HEADERS },
    });
    expect(upload.status()).toBe(201);
    const { file_name: fileName } = (await upload.json()) as { file_name: string };
    const logged = await api.post("/api/voice-uploads", {
      data: {
        name: "Crash Tester",
        email: "crash.tester@example.com",
        projectTitle: "Power cut",
        file_name: fileName,
      },
      headers: BOT_CHECK_HEADERS,
    });
    expect(logged.status()).toBe(201);
    // The visitor's reference is the recording's name; the row's id is read from D1.
    const { id: reference } = (await logged.json()) as { id: string };
    const [{ id }] = queryD1<{ id: number }>(
      `SELECT id FROM voice_uploads WHERE file_name = ${sqlString(fileName)}`,
      STATE,
    ) as [{ id: number }];

    // Queued; the consumer would get it within max_batch_timeout, but the server dies first.
    const queued = await api.post("/api/voice-processor", { data: { recordId: reference } });
    expect(queued.status()).toBe(202);
    await killServer();
    await api.dispose();
    expect(transcription(id)?.transcription_status).toBe("pending");

    await startServer({ fresh: false });
    api = await playwrightRequest.newContext({ baseURL: BASE_URL });
    // The job was lost with the process: past the batch timeout nothing has picked the idea up.
    await new Promise((resolve) => setTimeout(resolve, BATCH_TIMEOUT_MS + 2_000));
    expect(transcription(id)?.transcription_status).toBe("pending");

    // The next run of the every-10-minutes cron, dated as it would run once the idea counts as stalled.
    const trigger = await api.get(
      `/cdn-cgi/local/scheduled?cron=${encodeURIComponent("*/10 * * * *")}&time=${Date.now() + LATER_CRON_MS}`,
    );
    expect(trigger.status()).toBe(200);

    // Queued again and consumed: offline, the idea is marked as waiting for Workers AI, with the reason.
    await expect.poll(() => transcription(id)?.transcription_status, { timeout: 30_000 }).toBe("awaiting_service");
    expect(transcription(id)?.transcription_error).toContain("The transcription service is not available");

    const mails = await staffMailsAbout(api, `New voice idea #${id}:`);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      to: ["staff@example.com"],
      subject: `New voice idea #${id}: Power cut (not transcribed yet)`,
    });
    expect(mails[0]!.text).toContain("crash.tester@example.com");
  } finally {
    await api.dispose();
  }
});
