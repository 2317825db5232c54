import { expect, test, type APIRequestContext } from "@playwright/test";
import { webmBytes } from "../support/webm";
import { queryD1, sqlString } from "./support/d1";
import { BOT_CHECK_HEADERS } from "./support/bot-check";

// The cron trigger's maintenance, run on the built Worker through the local scheduled endpoint.
// It runs in the "d1-writes" project, before the parallel tests: a run dated a day ahead would
// otherwise remove another test's recording between its upload and its log.

async function uploadRecording(request: APIRequestContext): Promise<string> {
  const response = await request.put("/api/voice-recordings", {
    data: Buffer.from(webmBytes()),
    headers: { "Content-Type": "audio/webm", ...BOT_CHECK_HEADERS },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { file_name: string }).file_name;
}

function logIdea(request: APIRequestContext, fileName: string) {
  return request.post("/api/voice-uploads", {
    data: {
      name: "Cron Tester",
      email: "cron.tester@example.com",
      projectTitle: "Scheduled maintenance",
      file_name: fileName,
    },
    headers: BOT_CHECK_HEADERS,
  });
}

/** The status of the idea logged with this recording (the API answers visitors with its name, never a row id). */
function transcriptionStatus(fileName: string): string | undefined {
  return queryD1<{ transcription_status: string }>(
    `SELECT transcription_status FROM voice_uploads WHERE file_name = ${sqlString(fileName)}`,
  )[0]?.transcription_status;
}

test("the scheduled maintenance removes an unclaimed recording and queues a stalled idea again", async ({
  request,
}) => {
  // A recording nobody logged, and an idea whose transcription was never started.
  const orphan = await uploadRecording(request);
  const claimed = await uploadRecording(request);
  const logged = await logIdea(request, claimed);
  expect(logged.status()).toBe(201);
  expect(await logged.json()).toEqual({ id: claimed });
  expect(transcriptionStatus(claimed)).toBe("pending");

  // The same request wrangler documents for triggering the cron locally, dated 25 hours ahead so
  // the recording counts as abandoned and the idea as stalled.
  const scheduledTime = Date.now() + 25 * 60 * 60 * 1000;
  const trigger = await request.get(
    `/cdn-cgi/local/scheduled?cron=${encodeURIComponent("*/10 * * * *")}&time=${scheduledTime}`,
  );
  expect(trigger.status()).toBe(200);

  // Queued again and consumed: offline, the consumer records that Workers AI is not configured.
  await expect.poll(() => transcriptionStatus(claimed), { timeout: 20_000 }).toBe("awaiting_service");
  // The unclaimed recording is gone, so it can no longer be logged; the claimed one was kept.
  const late = await logIdea(request, orphan);
  expect(late.status()).toBe(404);
  expect(await late.json()).toEqual({ error: "The recording was not found. Please record it again." });
  expect((await logIdea(request, claimed)).status()).toBe(409);
});
