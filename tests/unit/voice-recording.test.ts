import { describe, expect, it } from "vitest";
import { formatElapsed } from "~/lib/duration";
import { pickRecordingMimeType, recordingErrorMessage } from "~/features/voice-idea/voice-recording";
import { TRANSCRIPTION_MAX_RETRIES } from "../../app/features/voice-idea/transcription.server";
import { unstable_readConfig } from "wrangler";

const domException = (name: string) => Object.assign(new Error("browser message"), { name });

describe("recordingErrorMessage", () => {
  it.each([
    ["NotAllowedError", "Microphone access denied. Please enable it in your browser settings."],
    ["SecurityError", "Microphone access denied. Please enable it in your browser settings."],
    ["NotFoundError", "No microphone found. Please connect a microphone and try again."],
    ["OverconstrainedError", "No microphone found. Please connect a microphone and try again."],
    ["NotReadableError", "Microphone is already in use or cannot be accessed. Please check other applications."],
    ["AbortError", "Microphone is already in use or cannot be accessed. Please check other applications."],
    ["NotSupportedError", "Audio recording is not supported by your browser."],
    ["TypeError", "Could not start recording. Microphone permission might be denied or microphone not available."],
  ])("maps %s to the spec's text", (name, message) => {
    expect(recordingErrorMessage(domException(name))).toBe(message);
  });

  it("uses the generic text for anything that is not an error object", () => {
    const generic = "Could not start recording. Microphone permission might be denied or microphone not available.";
    expect(recordingErrorMessage("denied")).toBe(generic);
    expect(recordingErrorMessage(undefined)).toBe(generic);
  });
});

describe("pickRecordingMimeType", () => {
  const getUserMedia = () => undefined;

  it("prefers WebM with Opus, then plain WebM", () => {
    expect(pickRecordingMimeType({ getUserMedia, isTypeSupported: () => true })).toBe("audio/webm;codecs=opus");
    expect(pickRecordingMimeType({ getUserMedia, isTypeSupported: (type) => type === "audio/webm" })).toBe(
      "audio/webm",
    );
  });

  it("reports no support without getUserMedia, MediaRecorder or WebM", () => {
    expect(pickRecordingMimeType({ isTypeSupported: () => true })).toBeNull();
    expect(pickRecordingMimeType({ getUserMedia })).toBeNull();
    expect(pickRecordingMimeType({ getUserMedia, isTypeSupported: (type) => type === "audio/mp4" })).toBeNull();
  });
});

describe("formatElapsed", () => {
  it("shows minutes and zero-padded seconds", () => {
    expect([0, 999, 1000, 59_999, 83_000, 300_000].map(formatElapsed)).toEqual([
      "0:00",
      "0:00",
      "0:01",
      "0:59",
      "1:23",
      "5:00",
    ]);
  });
});

describe("transcription retries", () => {
  it("match max_retries of the queue consumer in wrangler.jsonc", () => {
    const config = unstable_readConfig({ config: "wrangler.jsonc" });
    const consumer = config.queues.consumers?.find((entry: { queue: string }) => entry.queue === "voice-transcription");
    expect(consumer?.max_retries).toBe(TRANSCRIPTION_MAX_RETRIES);
  });
});
