import { env, SELF } from "cloudflare:test";
import type { VoiceUploadRow } from "~/db/schema";
import { webmBytes } from "../../support/webm";

import { freshAddress } from "./client-address";
import { withBotCheckToken } from "./bot-check";

export { freshAddress } from "./client-address";
export { webmBytes } from "../../support/webm";

/** An upload as the voice form sends it, with the bot check's token (a header may replace it). */
export function putRecording(body: BodyInit | null, headers: Record<string, string> = {}) {
  return SELF.fetch("https://example.com/api/voice-recordings", {
    method: "PUT",
    body,
    headers: withBotCheckToken({ "Content-Type": "audio/webm", "CF-Connecting-IP": freshAddress(), ...headers }),
    ...(body instanceof ReadableStream ? { duplex: "half" } : {}),
  } as RequestInit);
}

/** A JSON POST as the site's script sends it, with the bot check's token (a header may replace it). */
export function postJson(path: string, body: unknown, headers: Record<string, string> = {}) {
  return SELF.fetch(`https://example.com${path}`, {
    method: "POST",
    body: typeof body === "string" ? body : JSON.stringify(body),
    headers: withBotCheckToken({ "Content-Type": "application/json", "CF-Connecting-IP": freshAddress(), ...headers }),
  });
}

export async function recordingKeys(): Promise<string[]> {
  const { objects } = await env.RECORDINGS.list();
  return objects.map((object) => object.key);
}

export async function voiceRow(id: number): Promise<VoiceUploadRow | null> {
  return env.DB.prepare(
    `SELECT id, file_name AS fileName, file_url AS fileUrl,
            user_email AS userEmail, user_context AS userContext, transcript,
            transcription_status AS transcriptionStatus, transcription_error AS transcriptionError,
            created_at AS createdAt, updated_at AS updatedAt
       FROM voice_uploads WHERE id = ?1`,
  )
    .bind(id)
    .first<VoiceUploadRow>();
}

/** The row id of the idea logged with this recording (the API answers visitors with the name only). */
export async function rowIdOf(fileName: string): Promise<number> {
  const row = await env.DB.prepare("SELECT id FROM voice_uploads WHERE file_name = ?1")
    .bind(fileName)
    .first<{ id: number }>();
  if (!row) throw new Error(`No voice idea claims ${fileName}`);
  return row.id;
}

export async function voiceRowCount(): Promise<number> {
  const row = await env.DB.prepare("SELECT COUNT(*) AS count FROM voice_uploads").first<{ count: number }>();
  return row?.count ?? 0;
}

/**
 * A logged voice idea as the API leaves it: the recording in R2 and a 'pending' row claiming it;
 * `reference` is what the API answered as its id, `id` the row's.
 */
export async function storedVoiceIdea(
  bytes = webmBytes(),
): Promise<{ id: number; reference: string; fileName: string; bytes: Uint8Array }> {
  const uploaded = await putRecording(bytes);
  const { file_name: fileName } = await uploaded.json<{ file_name: string }>();
  const logged = await postJson("/api/voice-uploads", {
    file_name: fileName,
    name: "Ada",
    email: "ada@example.com",
    projectTitle: "Motor controller",
  });
  const { id: reference } = await logged.json<{ id: string }>();
  return { id: await rowIdOf(fileName), reference, fileName, bytes };
}

/** Waits for the real queue consumer to move a row on (the queue delivers in batches, up to 5 s apart). */
export async function waitForStatus(id: number, status: VoiceUploadRow["transcriptionStatus"], timeoutMs = 12_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const row = await voiceRow(id);
    if (row?.transcriptionStatus === status) return row;
    if (Date.now() > deadline) throw new Error(`Row ${id} is '${row?.transcriptionStatus}', not '${status}'`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
