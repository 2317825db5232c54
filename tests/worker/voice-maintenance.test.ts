import { createExecutionContext, createScheduledController, env } from "cloudflare:test";
import { describe, expect, it, vi } from "vitest";
import { handleScheduled } from "../../workers/api";
import {
  postJson,
  putRecording,
  recordingKeys,
  storedVoiceIdea,
  voiceRow,
  waitForStatus,
  webmBytes,
} from "./support/voice";

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;

async function runCron(targetEnv: Env = env, at = Date.now()) {
  await handleScheduled(
    createScheduledController({ scheduledTime: at, cron: "*/10 * * * *" }),
    targetEnv,
    createExecutionContext(),
  );
}

async function backdate(id: number, minutes: number) {
  await env.DB.prepare(`UPDATE voice_uploads SET updated_at = datetime('now', ?1) WHERE id = ?2`)
    .bind(`-${minutes} minutes`, id)
    .run();
}

describe("scheduled voice maintenance", () => {
  it("deletes uploads nobody logged after 40 minutes, rowless copies after a day, and never a claimed one", async () => {
    const unclaimedUpload = await putRecording(webmBytes());
    const { file_name: unclaimed } = await unclaimedUpload.json<{ file_name: string }>();
    const claimed = await storedVoiceIdea();

    // A copy at the root whose claim never wrote its row.
    const rowless = "voice-idea-1700000000000-00000000beef.webm";
    await env.RECORDINGS.put(rowless, webmBytes());

    await runCron(env, Date.now() + 39 * MINUTE);
    expect(await recordingKeys()).toEqual(
      expect.arrayContaining([`unclaimed/${unclaimed}`, claimed.fileName, rowless]),
    );
    const held = () =>
      env.DB.prepare("SELECT released_at AS releasedAt FROM voice_upload_bytes WHERE file_name = ?1")
        .bind(unclaimed)
        .first<{ releasedAt: string | null }>();
    expect(await held()).toEqual({ releasedAt: null });

    // Past its claim window: deleted, and its bytes given back to the shared budget.
    await runCron(env, Date.now() + 41 * MINUTE);
    expect(await recordingKeys()).not.toContain(`unclaimed/${unclaimed}`);
    expect((await held())?.releasedAt).not.toBeNull();
    expect(await recordingKeys()).toEqual(expect.arrayContaining([claimed.fileName, rowless]));

    await runCron(env, Date.now() + 25 * HOUR);
    const remaining = await recordingKeys();
    expect(remaining).not.toContain(rowless);
    expect(remaining).toContain(claimed.fileName);

    await runCron(env, Date.now() + 30 * 24 * HOUR);
    expect(await recordingKeys()).toContain(claimed.fileName);
  });

  it("refuses to log a recording once it is close to being cleaned up", async () => {
    const uploaded = await putRecording(webmBytes());
    const { file_name } = await uploaded.json<{ file_name: string }>();
    const later = Date.now() + 31 * MINUTE;
    const clock = vi.spyOn(Date, "now").mockReturnValue(later);
    try {
      const response = await postJson("/api/voice-uploads", { file_name, name: "Ada", email: "ada@example.com" });
      expect(response.status).toBe(410);
      expect(await response.json()).toEqual({ error: "The recording has expired. Please record it again." });
    } finally {
      clock.mockRestore();
    }
  });

  it("queues again ideas left 'pending' for more than 10 minutes, which the consumer then picks up", async () => {
    const stalled = await storedVoiceIdea();
    const fresh = await storedVoiceIdea();
    await backdate(stalled.id, 11);

    await runCron();

    const requeued = await voiceRow(stalled.id);
    expect(requeued?.transcriptionStatus).toBe("pending");
    expect(Date.parse(`${requeued!.updatedAt}Z`)).toBeGreaterThan(Date.now() - 60_000);
    await waitForStatus(stalled.id, "awaiting_service");
    expect((await voiceRow(fresh.id))?.transcriptionStatus).toBe("pending");
  }, 20_000);

  it("queues ideas that waited for Workers AI only once Workers AI is configured", async () => {
    const waiting = await storedVoiceIdea();
    await env.DB.prepare(
      "UPDATE voice_uploads SET transcription_status = 'awaiting_service', transcription_error = 'offline' WHERE id = ?1",
    )
      .bind(waiting.id)
      .run();

    await runCron(env);
    expect(await voiceRow(waiting.id)).toMatchObject({
      transcriptionStatus: "awaiting_service",
      transcriptionError: "offline",
    });

    await runCron({ ...env, AI_MODE: "workers-ai" });
    expect(await voiceRow(waiting.id)).toMatchObject({ transcriptionStatus: "pending", transcriptionError: null });
    // The queued job reaches this (offline) Worker's consumer, which records the wait again.
    await waitForStatus(waiting.id, "awaiting_service");
  }, 20_000);
});
