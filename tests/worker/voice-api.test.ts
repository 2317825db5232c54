import { createExecutionContext, createScheduledController, env, SELF } from "cloudflare:test";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createApp, handleScheduled } from "../../workers/api";
import { AWAITING_SERVICE_NOTE, MAX_TRANSCRIBABLE_BYTES } from "../../app/features/voice-idea/transcription.server";
import { VOICE_LIMITS } from "../../app/features/voice-idea/voice-form";
import { reserveDailyBytes } from "../../app/features/voice-idea/daily-budget.server";
import { readConfig } from "~/lib/config.server";
import { networkKey, rateLimitKey, wideNetworkKey } from "~/lib/rate-limit.server";
import { webmHeader } from "../support/webm";
import {
  freshAddress,
  postJson,
  putRecording,
  recordingKeys,
  rowIdOf,
  voiceRow,
  voiceRowCount,
  waitForStatus,
  webmBytes,
} from "./support/voice";
import { RATE_LIMIT_TEST_TIMEOUT_MS, withRoomInRateLimitWindow } from "./support/rate-limit-window";
import { withBotCheckToken } from "./support/bot-check";

const MB = 1024 * 1024;

/** A body of unknown length (no Content-Length), produced a chunk at a time. */
function streamedBody(totalBytes: number, chunkBytes = MB) {
  let produced = 0;
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (produced >= totalBytes) return controller.close();
      const size = Math.min(chunkBytes, totalBytes - produced);
      controller.enqueue(produced === 0 ? webmBytes(size) : new Uint8Array(size));
      produced += size;
    },
  });
  return { stream, produced: () => produced };
}

describe("PUT /api/voice-recordings", () => {
  it("stores a WebM recording privately in R2 with its content type and cache control", async () => {
    const bytes = webmBytes(64 * 1024);
    const response = await putRecording(bytes);
    expect(response.status).toBe(201);
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    const body = await response.json<{ file_name: string; file_url: string }>();
    expect(body.file_name).toMatch(/^voice-idea-\d{13}-[0-9a-f]{32}\.webm$/);
    expect(body.file_url).toBe(`r2://voice-recordings/${body.file_name}`);

    // It waits under the unclaimed prefix until an idea claims it.
    expect(await env.RECORDINGS.head(body.file_name)).toBeNull();
    const stored = await env.RECORDINGS.get(`unclaimed/${body.file_name}`);
    expect(stored).not.toBeNull();
    expect(new Uint8Array(await stored!.arrayBuffer())).toEqual(bytes);
    expect(stored!.httpMetadata).toMatchObject({ contentType: "audio/webm", cacheControl: "max-age=3600" });
  });

  it("offers no way to read or list recordings over HTTP", async () => {
    const { file_name } = await (await putRecording(webmBytes())).json<{ file_name: string }>();
    for (const path of [
      `/api/voice-recordings/${file_name}`,
      "/api/voice-recordings",
      `/voice-recordings/${file_name}`,
    ]) {
      const response = await SELF.fetch(`https://example.com${path}`);
      expect(response.status, path).toBe(404);
      expect(await response.text()).not.toContain("EBML");
    }
  });

  it("gives two uploads in the same moment different names", async () => {
    const [first, second] = await Promise.all([putRecording(webmBytes()), putRecording(webmBytes())]);
    const names = await Promise.all(
      [first, second].map(async (r) => (await r.json<{ file_name: string }>()).file_name),
    );
    expect(new Set(names).size).toBe(2);
  });

  it("refuses a body without Content-Length with 411, storing nothing and reading it to its end unkept", async () => {
    const before = await recordingKeys();
    const { stream, produced } = streamedBody(8 * MB, 256 * 1024);
    const response = await putRecording(stream);
    expect(response.status).toBe(411);
    expect(await response.json()).toEqual({
      error: "Please send the recording with a Content-Length header; uploads of unknown length are not accepted.",
    });
    // Drained, as every refused body is, so the client's connection stays usable.
    expect(produced()).toBe(8 * MB);
    expect(await recordingKeys()).toEqual(before);
  });

  it(`stores a recording of exactly the cap, ${VOICE_LIMITS.maxRecordingBytes} bytes, within the transcribable size`, async () => {
    expect(VOICE_LIMITS.maxRecordingBytes).toBeLessThanOrEqual(MAX_TRANSCRIBABLE_BYTES);
    const response = await putRecording(webmBytes(VOICE_LIMITS.maxRecordingBytes));
    expect(response.status).toBe(201);
    const { file_name } = await response.json<{ file_name: string }>();
    expect((await env.RECORDINGS.head(`unclaimed/${file_name}`))?.size).toBe(VOICE_LIMITS.maxRecordingBytes);
  });

  it("refuses a declared length over the cap without reading the body, with the real cap in the message", async () => {
    const before = await recordingKeys();
    for (const declared of [VOICE_LIMITS.maxRecordingBytes + 1, 51 * MB]) {
      const response = await putRecording(webmBytes(1024), { "Content-Length": String(declared) });
      expect(response.status).toBe(413);
      expect(await response.json()).toEqual({
        error: "The recording is larger than the 2.4 MB limit for 5 minutes of speech.",
      });
    }
    expect(await recordingKeys()).toEqual(before);
  });

  it("refuses a body whose length differs from its Content-Length", async () => {
    const before = await recordingKeys();
    const shorter = await putRecording(webmBytes(1024), { "Content-Length": "4096" });
    const longer = await putRecording(webmBytes(4096), { "Content-Length": "1024" });
    for (const response of [shorter, longer]) {
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ error: "The recording did not arrive completely." });
    }
    expect(await recordingKeys()).toEqual(before);
  });

  it("counts a streamed body against its declared length and stores nothing when more arrives", async () => {
    const before = await recordingKeys();
    const { stream } = streamedBody(3 * MB, 64 * 1024);
    const response = await putRecording(stream, { "Content-Length": String(MB) });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: "The recording did not arrive completely." });
    expect(await recordingKeys()).toEqual(before);
  });

  it.each([
    ["the four EBML magic bytes alone", new Uint8Array([0x1a, 0x45, 0xdf, 0xa3])],
    ["a WAV file labelled audio/webm", new TextEncoder().encode("RIFF....WAVEfmt this is not webm")],
    ["random bytes", new Uint8Array(8192).map((_, index) => (index * 7919 + 13) % 256)],
    ["a Matroska file", webmBytes(4096, { docType: "matroska" })],
    ["a WebM with only a video track", webmBytes(4096, { tracks: [[1, "V_VP8"]] })],
    ["a truncated WebM header", webmHeader().subarray(0, 60)],
    [
      "EBML magic and 100 KB of filler",
      new Uint8Array(100 * 1024).map((_, index) => [0x1a, 0x45, 0xdf, 0xa3][index] ?? 0x42),
    ],
  ])("refuses %s as not WebM audio and stores nothing", async (_, bytes) => {
    const before = await recordingKeys();
    const response = await putRecording(bytes);
    expect(response.status).toBe(415);
    expect(await response.json()).toEqual({ error: "The recording is not a WebM audio file." });
    expect(await recordingKeys()).toEqual(before);
  });

  it("refuses an empty body and stores nothing", async () => {
    const before = await recordingKeys();
    for (const body of [new Uint8Array(0), null]) {
      const response = await putRecording(body);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ error: "The recording is empty." });
    }
    expect(await recordingKeys()).toEqual(before);
  });

  it(
    "limits each client address to 10 uploads a minute",
    async () => {
      await withRoomInRateLimitWindow();
      const address = { "CF-Connecting-IP": "203.0.113.50" };
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 11; attempt++) {
        statuses.push((await putRecording(webmBytes(), address)).status);
      }
      expect(statuses.slice(0, 10).every((status) => status === 201)).toBe(true);
      expect(statuses[10]).toBe(429);
    },
    RATE_LIMIT_TEST_TIMEOUT_MS,
  );
});

describe("the daily byte budgets of the recordings bucket", () => {
  // A failed test leaves no fake clock behind for the tests after it.
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });
  /** An upload from `address` to a Worker whose budgets are changed by `vars`. */
  async function putWithBudget(bytes: Uint8Array<ArrayBuffer>, vars: Partial<Env>, address = freshAddress()) {
    const response = await createApp().fetch(
      new Request("https://example.com/api/voice-recordings", {
        method: "PUT",
        body: bytes,
        headers: withBotCheckToken({
          "Content-Type": "audio/webm",
          "Content-Length": String(bytes.byteLength),
          "CF-Connecting-IP": address,
        }),
      }),
      { ...env, ...vars },
      createExecutionContext(),
    );
    return {
      status: response.status,
      body: await response.json<{ error?: string; file_name?: string }>(),
      headers: response.headers,
    };
  }
  const heldBytes = async () =>
    (await env.DB.prepare(
      "SELECT coalesce(sum(bytes), 0) AS bytes FROM voice_upload_bytes WHERE released_at IS NULL",
    ).first<{ bytes: number }>())!.bytes;

  it("accepts uploads until the shared budget is spent, then refuses with 503 and stores nothing", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    await env.DB.prepare("DELETE FROM voice_upload_bytes").run();
    // No reserve here: the whole budget is open to every network.
    const budget = { VOICE_DAILY_BYTES_BUDGET: "5000", VOICE_DAILY_BYTES_RESERVED: "0" };
    expect((await putWithBudget(webmBytes(2000), budget)).status).toBe(201);
    expect((await putWithBudget(webmBytes(3000), budget)).status).toBe(201);
    const before = await recordingKeys();

    const refused = await putWithBudget(webmBytes(1000), budget);
    expect(refused.status).toBe(503);
    expect(refused.body).toEqual({
      error: "We cannot take more voice recordings today. Please try again tomorrow, or use the contact form.",
    });
    // The day's bytes are all uploads nobody has logged yet: they come back within the hour.
    expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(Number(refused.headers.get("Retry-After"))).toBeLessThanOrEqual(50 * 60);
    expect(await recordingKeys()).toEqual(before);
    expect(await heldBytes()).toBe(5000);
    vi.restoreAllMocks();
  });

  it("gives the bytes of a refused upload back to every budget", async () => {
    await env.DB.prepare("DELETE FROM voice_upload_bytes").run();
    const address = "203.0.113.140";
    const budget = {
      VOICE_DAILY_BYTES_BUDGET: "5000",
      VOICE_DAILY_BYTES_RESERVED: "0",
      VOICE_DAILY_BYTES_PER_ADDRESS: "5000",
    };
    const notAudio = await putWithBudget(webmBytes(4000, { tracks: [[1, "V_VP8"]] }), budget, address);
    expect(notAudio.status).toBe(415);
    expect((await putWithBudget(webmBytes(4000), budget, address)).status).toBe(201);
  });

  it("limits each address and each network to its share of the day, with 429 until midnight", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    await env.DB.prepare("DELETE FROM voice_upload_bytes").run();
    const shares = { VOICE_DAILY_BYTES_PER_ADDRESS: "5000", VOICE_DAILY_BYTES_PER_NETWORK: "12000" };
    expect((await putWithBudget(webmBytes(3000), shares, "203.0.113.150")).status).toBe(201);
    expect((await putWithBudget(webmBytes(2000), shares, "203.0.113.150")).status).toBe(201);
    const spent = await putWithBudget(webmBytes(1000), shares, "203.0.113.150");
    expect(spent.status).toBe(429);
    expect(spent.body).toEqual({
      error:
        "We cannot take more voice recordings from your connection today. Please try again tomorrow, or use the contact form.",
    });
    const untilMidnight = (new Date().setUTCHours(24, 0, 0, 0) - Date.now()) / 1000;
    expect(Math.abs(Number(spent.headers.get("Retry-After")) - untilMidnight)).toBeLessThan(60);

    // A neighbour in the same /24 has its own share, until the network's is spent.
    expect((await putWithBudget(webmBytes(5000), shares, "203.0.113.151")).status).toBe(201);
    expect((await putWithBudget(webmBytes(3000), shares, "203.0.113.152")).status).toBe(429);
    expect((await putWithBudget(webmBytes(2000), shares, "203.0.113.152")).status).toBe(201);
    // Another network is untouched; every /64 of one IPv6 /48 shares that /48's allowance.
    expect((await putWithBudget(webmBytes(3000), shares, "203.0.114.152")).status).toBe(201);
    for (const subnet of [1, 2, 3]) {
      expect((await putWithBudget(webmBytes(4000), shares, `2001:db8:77:${subnet}::1`)).status).toBe(201);
    }
    expect((await putWithBudget(webmBytes(4000), shares, "2001:db8:77:4::1")).status).toBe(429);
    vi.restoreAllMocks();
  });

  /** The deployed figures (wrangler.jsonc) over 100. */
  const scaled = {
    VOICE_DAILY_BYTES_BUDGET: "5000000",
    VOICE_DAILY_BYTES_RESERVED: "1000000",
    VOICE_DAILY_BYTES_PER_ADDRESS: "120000",
    VOICE_DAILY_BYTES_PER_NETWORK: "480000",
  };
  const deployedBudgets = () => {
    const config = readConfig(env);
    return {
      shared: config.voiceDailyBytesBudget,
      reserved: config.voiceDailyBytesReserved,
      perAddress: config.voiceDailyBytesPerAddress,
      perNetwork: config.voiceDailyBytesPerNetwork,
    };
  };
  const uploaderAt = (address: string) => ({
    address: rateLimitKey(address),
    network: networkKey(address),
    wideNetwork: wideNetworkKey(address),
  });

  // The flood of issue 41: 22 IPv4 networks × 10 uploads of 2 MB, then 20 IPv6 /48s × 7, every
  // upload claimed, reached 498 MB of the 500 MB, and a genuine 2 MB recording got 503 with
  // Retry-After 3000. Here every network is in a wide network (/16, /32) of its own, the hardest
  // case for the reserve; two addresses per IPv4 network, so each takes its 10 uploads.
  const ipv4Flood = Array.from({ length: 22 }, (_, network) =>
    [1, 2].map((host) => `100.${64 + network}.${network}.${host}`),
  );
  const ipv6Flood = Array.from({ length: 20 }, (_, network) => `2001:${(0xd00 + network).toString(16)}:41::7`);
  const TWO_MB = 2_000_000;

  it("holds the flood of issue 41 at the deployed figures: 42 networks, all claimed, and a genuine 2 MB recording is taken", async () => {
    await env.DB.prepare("DELETE FROM voice_upload_bytes").run();
    const budgets = deployedBudgets();
    const taken: Record<string, number> = { ipv4: 0, ipv6: 0 };
    const refused: string[] = [];
    let upload = 0;
    const send = async (kind: "ipv4" | "ipv6", address: string) => {
      const reservation = await reserveDailyBytes(env.DB, `flood-41-${upload++}`, TWO_MB, uploaderAt(address), budgets);
      if (reservation.ok) taken[kind]!++;
      else refused.push(reservation.spent);
    };
    await Promise.all(
      ipv4Flood.map(async (addresses) => {
        for (let index = 0; index < 10; index++) await send("ipv4", addresses[index % 2]!);
      }),
    );
    await Promise.all(
      ipv6Flood.map(async (address) => {
        for (let index = 0; index < 7; index++) await send("ipv6", address);
      }),
    );
    // The open 400 MB take 200 of the 220 IPv4 uploads; each fresh IPv6 wide network then takes
    // one upload from the reserve, and nothing more.
    expect(taken).toEqual({ ipv4: 200, ipv6: 20 });
    expect(refused).toHaveLength(360 - 220);
    expect(new Set(refused)).toEqual(new Set(["shared"]));
    expect(await heldBytes()).toBe(440_000_000);

    const genuine = await reserveDailyBytes(env.DB, "genuine-41", TWO_MB, uploaderAt("203.0.113.160"), budgets);
    expect(genuine).toEqual({ ok: true });
    // What the flood leaves: another 29 fresh wide networks' worth of 2 MB.
    expect(budgets.shared - (await heldBytes())).toBe(58_000_000);
    await env.DB.prepare("DELETE FROM voice_upload_bytes").run();
  });

  it("holds the same flood over HTTP, every upload claimed (scaled to 1 %): a genuine visitor's recording is taken and logged", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    await env.DB.prepare("DELETE FROM voice_upload_bytes").run();
    const recording = webmBytes(TWO_MB / 100);
    const statuses: Record<string, number[]> = { ipv4: [], ipv6: [] };
    const claimedNames: string[] = [];
    const floodFrom = async (kind: "ipv4" | "ipv6", address: string) => {
      const uploaded = await putWithBudget(recording, scaled, address);
      statuses[kind]!.push(uploaded.status);
      if (uploaded.status !== 201) return;
      claimedNames.push(uploaded.body.file_name!);
      // Claimed, as a flood that wants its bytes held all day would.
      const claimed = await postJson(
        "/api/voice-uploads",
        { file_name: uploaded.body.file_name, name: "Flood", email: "flood@example.com" },
        { "CF-Connecting-IP": address },
      );
      expect(claimed.status).toBe(201);
    };
    await Promise.all(
      ipv4Flood.map(async (addresses) => {
        for (let index = 0; index < 10; index++) await floodFrom("ipv4", addresses[index % 2]!);
      }),
    );
    await Promise.all(
      ipv6Flood.map(async (address) => {
        for (let index = 0; index < 7; index++) await floodFrom("ipv6", address);
      }),
    );
    const count = (list: number[], status: number) => list.filter((answer) => answer === status).length;
    expect([count(statuses.ipv4!, 201), count(statuses.ipv4!, 503)]).toEqual([200, 20]);
    expect([count(statuses.ipv6!, 201), count(statuses.ipv6!, 503)]).toEqual([20, 120]);

    const genuine = await putWithBudget(recording, scaled, "203.0.113.161");
    expect(genuine.status).toBe(201);
    const logged = await postJson("/api/voice-uploads", {
      file_name: genuine.body.file_name,
      name: "Ada",
      email: "ada@example.com",
    });
    expect(logged.status).toBe(201);

    // The 240 ideas and recordings go, so that the tests after this one (the clean-up's runs
    // among them) do not queue their transcriptions.
    claimedNames.push(genuine.body.file_name!);
    for (let start = 0; start < claimedNames.length; start += 50) {
      const names = claimedNames.slice(start, start + 50);
      await env.DB.prepare(`DELETE FROM voice_uploads WHERE file_name IN (${names.map(() => "?").join(", ")})`)
        .bind(...names)
        .run();
      await env.RECORDINGS.delete(names);
    }
    await env.DB.prepare("DELETE FROM voice_upload_bytes").run();
  }, 120_000);

  it("keeps the reserve for wide networks with no upload today, kept or given back", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    await env.DB.prepare("DELETE FROM voice_upload_bytes").run();
    const budgets = { shared: 10_000, reserved: 4_000, perAddress: 10_000, perNetwork: 10_000 };
    const reserve = (name: string, bytes: number, address: string) =>
      reserveDailyBytes(env.DB, name, bytes, uploaderAt(address), budgets);
    // The open 6,000 bytes go to anyone.
    expect(await reserve("open-1", 6_000, "192.0.2.1")).toEqual({ ok: true });
    // Past them, a wide network that uploaded today gets nothing more, whatever its address.
    expect(await reserve("open-2", 1_000, "192.0.77.1")).toMatchObject({ ok: false, spent: "shared" });
    // A fresh wide network gets one upload from the reserve: IPv4 /16, IPv6 /32.
    expect(await reserve("fresh-v4", 1_000, "198.51.100.1")).toEqual({ ok: true });
    expect(await reserve("fresh-v4-again", 1_000, "198.51.7.1")).toMatchObject({ ok: false, spent: "shared" });
    expect(await reserve("fresh-v6", 1_000, "2001:db8:1:2::1")).toEqual({ ok: true });
    expect(await reserve("fresh-v6-other-48", 1_000, "2001:db8:ffff:2::1")).toMatchObject({ ok: false });
    // An upload given back still counts as the wide network's upload of the day.
    expect(await reserve("released", 1_000, "203.0.113.9")).toEqual({ ok: true });
    await env.DB.prepare("UPDATE voice_upload_bytes SET released_at = uploaded_at WHERE file_name = 'released'").run();
    expect(await reserve("released-again", 1_000, "203.0.114.9")).toMatchObject({ ok: false, spent: "shared" });
    // And the reserve itself has a ceiling: the whole budget.
    expect(await reserve("too-big", 3_000, "233.252.0.1")).toMatchObject({ ok: false, spent: "shared" });
    expect(await reserve("fits", 2_000, "233.252.0.1")).toEqual({ ok: true });
    expect(await heldBytes()).toBe(10_000);
    await env.DB.prepare("DELETE FROM voice_upload_bytes").run();
  });

  // The flood of issue 30: 216 uploads of 2.4 MB from 22 addresses filled the shared 500 MB in
  // 12.6 s, and a genuine 8.6 KB recording from a fresh address then got 503 until midnight.
  const attackers = Array.from({ length: 22 }, (_, index) => `192.0.${index + 10}.7`);
  /** About 10 uploads per address, 216 in all, as in the issue. */
  const floodUploads = (index: number) => (index < 18 ? 10 : 9);

  it("holds the flood at the deployed figures: 22 addresses × their share leave room for everyone else", async () => {
    await env.DB.prepare("DELETE FROM voice_upload_bytes").run();
    const budgets = deployedBudgets();
    expect(budgets).toEqual({
      shared: 500_000_000,
      reserved: 100_000_000,
      perAddress: 12_000_000,
      perNetwork: 48_000_000,
    });
    const outcomes = await Promise.all(
      attackers.map(async (address, index) => {
        const taken: string[] = [];
        for (let upload = 0; upload < floodUploads(index); upload++) {
          const reservation = await reserveDailyBytes(
            env.DB,
            `flood-${index}-${upload}`,
            VOICE_LIMITS.maxRecordingBytes,
            uploaderAt(address),
            budgets,
          );
          taken.push(reservation.ok ? "taken" : reservation.spent);
        }
        return taken;
      }),
    );
    const all = outcomes.flat();
    expect(all).toHaveLength(216);
    expect(all.filter((outcome) => outcome === "taken")).toHaveLength(22 * 5);
    expect(all.filter((outcome) => outcome === "address")).toHaveLength(216 - 22 * 5);
    expect(await heldBytes()).toBe(264_000_000);
    const genuine = await reserveDailyBytes(env.DB, "genuine", 8600, uploaderAt("203.0.113.160"), budgets);
    expect(genuine).toEqual({ ok: true });
    await env.DB.prepare("DELETE FROM voice_upload_bytes").run();
  });

  it("holds the same flood over HTTP (sizes and budgets scaled to 1 %): a genuine visitor's recording is taken", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    // The clean-up 41 minutes on must fall in the same UTC day (past midnight it forgets the whole
    // day's rows, as it should), so after 23:15 UTC the Worker's clock is set back to 23:15. R2
    // keeps its own clock: a recording is then "uploaded" up to 45 minutes after the Worker's now,
    // which its claim window allows.
    const endOfDay = new Date();
    endOfDay.setUTCHours(24, 0, 0, 0);
    vi.useFakeTimers({ toFake: ["Date"], now: Math.min(Date.now(), endOfDay.getTime() - 45 * 60 * 1000) });
    await env.DB.prepare("DELETE FROM voice_upload_bytes").run();
    // Every figure a hundredth of the deployed one, so 216 uploads stream in seconds, not minutes.
    const largest = webmBytes(VOICE_LIMITS.maxRecordingBytes / 100);
    const perAddress = await Promise.all(
      attackers.map(async (address, index) => {
        const sent: number[] = [];
        for (let upload = 0; upload < floodUploads(index); upload++) {
          sent.push((await putWithBudget(largest, scaled, address)).status);
        }
        return sent;
      }),
    );
    const statuses = perAddress.flat();
    expect(statuses).toHaveLength(216);
    // 5 uploads per address; the rest refused per connection, never for everyone.
    expect(statuses.filter((status) => status === 201)).toHaveLength(22 * 5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(216 - 22 * 5);
    expect(await heldBytes()).toBe((22 * 5 * VOICE_LIMITS.maxRecordingBytes) / 100);

    // A genuine 8.6 KB recording from a fresh address is taken, and its idea logged.
    const genuine = await putWithBudget(webmBytes(8600), scaled, "203.0.113.160");
    expect(genuine.status).toBe(201);
    const { file_name } = genuine.body as { file_name: string };
    const logged = await postJson("/api/voice-uploads", { file_name, name: "Ada", email: "ada@example.com" });
    expect(logged.status).toBe(201);

    // 40 minutes on, the clean-up gives the bytes of the flood nobody logged back to everyone; the genuine idea's bytes stay counted, and the flooding addresses stay refused.
    await handleScheduled(
      createScheduledController({ scheduledTime: Date.now() + 41 * 60 * 1000, cron: "*/10 * * * *" }),
      env,
      createExecutionContext(),
    );
    expect(await heldBytes()).toBe(8600);
    // (The recordings themselves go by R2's own upload times, which this test's clock does not
    // move: voice-maintenance.test.ts shows the clean-up deleting them.)
    // (attackers[21] sent 9 uploads, so its per-minute rate limit still has room for this one.)
    const again = await putWithBudget(webmBytes(), scaled, attackers[21]);
    expect([again.status, again.body]).toEqual([
      429,
      {
        error:
          "We cannot take more voice recordings from your connection today. Please try again tomorrow, or use the contact form.",
      },
    ]);
  }, 60_000);
});

describe("POST /api/voice-uploads", () => {
  const details = { name: "Ada", email: "ada@example.com" };

  async function upload(): Promise<string> {
    const response = await putRecording(webmBytes());
    return (await response.json<{ file_name: string }>()).file_name;
  }

  it("logs the idea with a server-derived address and the project title, without the browser's user-agent", async () => {
    const fileName = await upload();
    const response = await postJson(
      "/api/voice-uploads",
      { file_name: fileName, name: " Ada ", email: " ada@example.com ", projectTitle: "Solar charger" },
      { "User-Agent": "Mozilla/5.0 (test)" },
    );
    expect(response.status).toBe(201);
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    // The idea's reference is its recording's name, not the row's counted id.
    expect(await response.json()).toEqual({ id: fileName });
    const id = await rowIdOf(fileName);
    expect(await voiceRow(id)).toMatchObject({
      fileName,
      fileUrl: `r2://voice-recordings/${fileName}`,
      userEmail: "ada@example.com",
      userContext: "Solar charger",
      transcriptionStatus: "pending",
      transcript: null,
    });
    const stored = await env.DB.prepare("SELECT * FROM voice_uploads WHERE id = ?1").bind(id).first();
    expect(Object.values(stored!)).not.toContain("Mozilla/5.0 (test)");
  });

  it("answers anonymous visitors with an unguessable reference, never a counted id", async () => {
    const answers = [];
    for (let idea = 0; idea < 3; idea++) {
      const response = await postJson("/api/voice-uploads", { file_name: await upload(), ...details });
      expect(response.status).toBe(201);
      answers.push(await response.json<Record<string, unknown>>());
    }
    for (const answer of answers) {
      expect(Object.keys(answer)).toEqual(["id"]);
      // 128 random bits after the upload time: no number, nothing that counts.
      expect(answer.id).toEqual(expect.stringMatching(/^voice-idea-\d{13}-[0-9a-f]{32}\.webm$/));
    }
    expect(new Set(answers.map((answer) => answer.id)).size).toBe(3);
  });

  it("uses 'Voice idea from {name}' without a project title", async () => {
    const fileName = await upload();
    const response = await postJson("/api/voice-uploads", {
      file_name: fileName,
      name: "Grace",
      email: "grace@example.com",
    });
    expect(response.status).toBe(201);
    expect(await voiceRow(await rowIdOf(fileName))).toMatchObject({ userContext: "Voice idea from Grace" });
  });

  it("stores the recording's length the recorder measured, for the console's player", async () => {
    const fileName = await upload();
    const response = await postJson("/api/voice-uploads", { file_name: fileName, ...details, duration_ms: 42_500 });
    expect(response.status).toBe(201);
    const stored = await env.DB.prepare("SELECT duration_ms FROM voice_uploads WHERE file_name = ?1")
      .bind(fileName)
      .first<{ duration_ms: number | null }>();
    expect(stored).toEqual({ duration_ms: 42_500 });
  });

  it("keeps the site page the visitor came from, and drops one that is no path of this site", async () => {
    for (const [sent, expected] of [
      ["/services/consultancy", "/services/consultancy"],
      ["https://evil.example/", null],
      [42, null],
    ] as const) {
      const fileName = await upload();
      const response = await postJson("/api/voice-uploads", { file_name: fileName, ...details, source_path: sent });
      expect(response.status).toBe(201);
      const stored = await env.DB.prepare("SELECT source_path FROM voice_uploads WHERE file_name = ?1")
        .bind(fileName)
        .first<{ source_path: string | null }>();
      expect(stored, String(sent)).toEqual({ source_path: expected });
    }
  });

  it("keeps an idea sent without a length (a page loaded before lengths were sent) with none", async () => {
    const fileName = await upload();
    expect((await postJson("/api/voice-uploads", { file_name: fileName, ...details })).status).toBe(201);
    const stored = await env.DB.prepare("SELECT duration_ms FROM voice_uploads WHERE file_name = ?1")
      .bind(fileName)
      .first<{ duration_ms: number | null }>();
    expect(stored).toEqual({ duration_ms: null });
  });

  it.each([-1, 1.5, VOICE_LIMITS.maxRecordingMs + 1, "42000", 1e308])(
    "refuses the length %o, outside 0 to the recording limit in whole milliseconds, and writes nothing",
    async (duration) => {
      const before = await voiceRowCount();
      const response = await postJson("/api/voice-uploads", {
        file_name: await upload(),
        ...details,
        duration_ms: duration,
      });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ error: "The recording's length is invalid." });
      expect(await voiceRowCount()).toBe(before);
    },
  );

  it("answers the spec's messages for a missing name or email and writes nothing", async () => {
    const fileName = await upload();
    const before = await voiceRowCount();
    const cases = [
      [{ name: "", email: "ada@example.com" }, { name: "Name is required." }],
      [{ name: "Ada", email: "  " }, { email: "Email is required." }],
      [{ name: "Ada", email: "ada@example" }, { email: "Email address is invalid." }],
      [{}, { name: "Name is required.", email: "Email is required." }],
    ] as const;
    for (const [fields, fieldErrors] of cases) {
      const response = await postJson("/api/voice-uploads", { file_name: fileName, ...fields });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ error: Object.values(fieldErrors)[0], fieldErrors });
    }
    expect(await voiceRowCount()).toBe(before);
  });

  it("refuses control and bidi characters in every detail with a clear message and writes nothing", async () => {
    const fileName = await upload();
    const before = await voiceRowCount();
    const cases = [
      [{ name: "Ada\u0000", email: "ada@example.com" }, { name: "Name contains characters that are not allowed." }],
      [
        { name: "Ada\u202eecalevoL", email: "ada@example.com" },
        { name: "Name contains characters that are not allowed." },
      ],
      [{ name: "Ada", email: "abc\u0000def@x.io" }, { email: "Email address is invalid." }],
      [{ name: "Ada", email: "ada\u0085@example.com" }, { email: "Email address is invalid." }],
      [
        { name: "Ada", email: "ada@example.com", projectTitle: "Solar\u001b[31m charger" },
        { projectTitle: "Project title contains characters that are not allowed." },
      ],
      [
        { name: "Ada", email: "ada@example.com", projectTitle: "Solar\u007f\ncharger" },
        { projectTitle: "Project title contains characters that are not allowed." },
      ],
    ] as const;
    for (const [fields, fieldErrors] of cases) {
      const response = await postJson("/api/voice-uploads", { file_name: fileName, ...fields });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ error: Object.values(fieldErrors)[0], fieldErrors });
    }
    expect(await voiceRowCount()).toBe(before);
  });

  it("only logs a recording that exists, and only once", async () => {
    const before = await voiceRowCount();
    const missing = await postJson("/api/voice-uploads", {
      ...details,
      file_name: "voice-idea-1700000000000-0123456789ab.webm",
    });
    expect(missing.status).toBe(404);
    const foreign = await postJson("/api/voice-uploads", { ...details, file_name: "../secrets.txt" });
    expect(foreign.status).toBe(400);

    const fileName = await upload();
    expect((await postJson("/api/voice-uploads", { ...details, file_name: fileName })).status).toBe(201);
    const again = await postJson("/api/voice-uploads", { ...details, file_name: fileName });
    expect(again.status).toBe(409);
    expect(await voiceRowCount()).toBe(before + 1);
  });

  it("moves the claimed recording, byte for byte, out of the unclaimed prefix that the lifecycle rule expires", async () => {
    const bytes = webmBytes(50_001);
    const uploaded = await putRecording(bytes);
    const { file_name } = await uploaded.json<{ file_name: string }>();
    const response = await postJson("/api/voice-uploads", { ...details, file_name });
    expect(response.status).toBe(201);
    expect(await env.RECORDINGS.head(`unclaimed/${file_name}`)).toBeNull();
    const kept = await env.RECORDINGS.get(file_name);
    expect(new Uint8Array(await kept!.arrayBuffer())).toEqual(bytes);
    expect(kept!.httpMetadata).toMatchObject({ contentType: "audio/webm" });
    expect(await response.json()).toEqual({ id: file_name });
    expect((await voiceRow(await rowIdOf(file_name)))?.fileName).toBe(file_name);
  });

  it("lets a claim whose row was not written be made again, and keeps one row and one recording", async () => {
    const fileName = await upload();
    // A first claim that copied the recording and then failed before its row: the copy is at the
    // root and the waiting one is still there.
    const waiting = await env.RECORDINGS.get(`unclaimed/${fileName}`);
    await env.RECORDINGS.put(fileName, await waiting!.arrayBuffer());
    const before = await voiceRowCount();
    const retry = await postJson("/api/voice-uploads", { ...details, file_name: fileName });
    expect(retry.status).toBe(201);
    expect(await voiceRowCount()).toBe(before + 1);
    expect(await recordingKeys()).toContain(fileName);
    expect(await recordingKeys()).not.toContain(`unclaimed/${fileName}`);
  });

  it("refuses bodies that are too large, not JSON or not a JSON object", async () => {
    const before = await voiceRowCount();
    const huge = await postJson("/api/voice-uploads", { name: "A".repeat(10_000), email: "a@b.co", file_name: "x" });
    expect(huge.status).toBe(413);
    expect((await postJson("/api/voice-uploads", "not json")).status).toBe(400);
    expect((await postJson("/api/voice-uploads", [1, 2])).status).toBe(400);
    expect(await voiceRowCount()).toBe(before);
  });

  it(
    "limits each client address to 10 logged ideas a minute",
    async () => {
      await withRoomInRateLimitWindow();
      const address = { "CF-Connecting-IP": "203.0.113.60" };
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 11; attempt++) {
        statuses.push(
          (await postJson("/api/voice-uploads", { ...details, file_name: await upload() }, address)).status,
        );
      }
      expect(statuses.slice(0, 10)).toEqual(Array(10).fill(201));
      expect(statuses[10]).toBe(429);
    },
    RATE_LIMIT_TEST_TIMEOUT_MS,
  );
});

describe("POST /api/voice-processor", () => {
  it("queues the transcription, which the consumer picks up (offline: waiting for Workers AI)", async () => {
    const uploaded = await putRecording(webmBytes());
    const { file_name } = await uploaded.json<{ file_name: string }>();
    const logged = await postJson("/api/voice-uploads", { file_name, name: "Ada", email: "ada@example.com" });
    const { id: reference } = await logged.json<{ id: string }>();

    const response = await postJson("/api/voice-processor", { recordId: reference });
    expect(response.status).toBe(202);
    expect(response.headers.get("Cache-Control")).toBe("no-store");

    const row = await waitForStatus(await rowIdOf(file_name), "awaiting_service");
    expect(row).toMatchObject({ transcript: null, transcriptionError: AWAITING_SERVICE_NOTE });
    expect(await env.RECORDINGS.head(file_name)).not.toBeNull();
  }, 20_000);

  it("only queues ideas that are still pending", async () => {
    const uploaded = await putRecording(webmBytes());
    const { file_name } = await uploaded.json<{ file_name: string }>();
    const { id: reference } = await (
      await postJson("/api/voice-uploads", { file_name, name: "Ada", email: "ada@example.com" })
    ).json<{ id: string }>();
    const id = await rowIdOf(file_name);
    await env.DB.prepare("UPDATE voice_uploads SET transcription_status = 'done', transcript = 'x' WHERE id = ?1")
      .bind(id)
      .run();

    // An idea already handled and a reference that names no idea get the same answer, so the
    // public call cannot be used to learn which ideas exist.
    const handled = await postJson("/api/voice-processor", { recordId: reference });
    const missing = await postJson("/api/voice-processor", {
      recordId: `voice-idea-${Date.now()}-${"0".repeat(32)}.webm`,
    });
    const notWaiting = { error: "There is no voice idea with this id waiting for transcription." };
    expect([handled.status, await handled.json()]).toEqual([409, notWaiting]);
    expect([missing.status, await missing.json()]).toEqual([409, notWaiting]);
    expect(await voiceRow(id)).toMatchObject({ transcriptionStatus: "done" });
    // A row's counted id is no reference at all.
    const invalid = { error: "recordId must be the reference the voice idea was logged with." };
    for (const recordId of [id, String(id), "1", 987_654]) {
      const answer = await postJson("/api/voice-processor", { recordId });
      expect([answer.status, await answer.json()]).toEqual([400, invalid]);
    }
    expect((await postJson("/api/voice-processor", {})).status).toBe(400);
  });

  it(
    "limits each client address to 10 calls a minute",
    async () => {
      await withRoomInRateLimitWindow();
      const address = { "CF-Connecting-IP": "203.0.113.61" };
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 11; attempt++) {
        const recordId = `voice-idea-${Date.now()}-${"0".repeat(32)}.webm`;
        statuses.push((await postJson("/api/voice-processor", { recordId }, address)).status);
      }
      expect(statuses.slice(0, 10)).toEqual(Array(10).fill(409));
      expect(statuses[10]).toBe(429);
    },
    RATE_LIMIT_TEST_TIMEOUT_MS,
  );
});
