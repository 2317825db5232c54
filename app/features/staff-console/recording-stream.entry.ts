import { Hono } from "hono";
import { findIdea } from "./leads.server";
import type { AppEnv } from "~/lib/hono-env.server";
import { RECORDING_ROUTE } from "~/lib/leads";
import { logInfo } from "~/lib/log.server";
import { staffOrRefusal } from "./staff-access.server";

/**
 * A voice idea's recording for the console's <audio> player, streamed from the private bucket.
 * The player asks for byte ranges to learn the length and to seek, so single ranges are answered
 * as HTTP asks (206 with Content-Range, 416 past the end); anything else gets the whole file.
 * An entry point of its own: workers/api.ts imports it with the first recording asked for.
 */

/** What a Range header asks for, resolved against the object's size. */
export type ByteRange = { offset: number; length: number } | "unsatisfiable" | undefined;

/**
 * One `bytes=` range (`a-b`, `a-`, `-n`) as offset and length within `size`. Undefined for no
 * header, a malformed one or several ranges (answered with the whole file, as RFC 9110 allows).
 */
export function parseRange(header: string | null, size: number): ByteRange {
  const match = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null;
  if (!match) return undefined;
  const [, first, last] = match;
  if (first === "" && last === "") return undefined;
  if (first === "") {
    const suffix = Number(last);
    if (suffix === 0 || size === 0) return "unsatisfiable";
    const length = Math.min(suffix, size);
    return { offset: size - length, length };
  }
  const offset = Number(first);
  if (offset >= size) return "unsatisfiable";
  const end = last === "" ? size - 1 : Math.min(Number(last), size - 1);
  if (end < offset) return undefined;
  return { offset, length: end - offset + 1 };
}

const NOT_FOUND_TEXT = "There is no recording for this voice idea.";

export const recordingStreamApi = new Hono<AppEnv>();

recordingStreamApi.get(RECORDING_ROUTE, async (c) => {
  // The gate in workers/api.ts has checked already; the identity is wanted for the log line.
  const staff = await staffOrRefusal(c.req.raw, c.env);
  if (staff instanceof Response) return staff;
  const id = Number(c.req.param("id"));
  const idea = await findIdea(c.env.DB, id);
  const stored = idea ? await c.env.RECORDINGS.head(idea.fileName) : null;
  if (!idea || !stored) return c.text(NOT_FOUND_TEXT, 404);

  const headers = new Headers({
    "Content-Type": stored.httpMetadata?.contentType ?? "audio/webm",
    "Accept-Ranges": "bytes",
    ETag: stored.httpEtag,
  });
  const range = parseRange(c.req.header("Range") ?? null, stored.size);
  if (range === "unsatisfiable") {
    headers.set("Content-Range", `bytes */${stored.size}`);
    return new Response(null, { status: 416, headers });
  }
  const object = await c.env.RECORDINGS.get(idea.fileName, range ? { range } : {});
  if (!object) return c.text(NOT_FOUND_TEXT, 404);
  // Only the first request of a player (no range, or from the start) is worth a log line.
  if (!range || range.offset === 0) logInfo("staff_recording_played", { ideaId: id, staff: staff.email });
  if (!range) {
    headers.set("Content-Length", String(stored.size));
    return new Response(object.body, { status: 200, headers });
  }
  headers.set("Content-Range", `bytes ${range.offset}-${range.offset + range.length - 1}/${stored.size}`);
  headers.set("Content-Length", String(range.length));
  return new Response(object.body, { status: 206, headers });
});
