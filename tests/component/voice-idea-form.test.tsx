import { afterEach, describe, expect, it, vi } from "vitest";
import { screen, within } from "@testing-library/react";
import { VoiceIdeaForm } from "~/features/voice-idea";
import { VOICE_COPY } from "~/features/voice-idea/copy";
import { VOICE_LIMITS } from "~/features/voice-idea/voice-form";
import { findToast, renderWithToasts } from "./support/render";

const { fields, validation, recorder: recorderCopy, recordingErrors, submit, toasts } = VOICE_COPY;

const nameBox = () => screen.getByRole("textbox", { name: fields.name });
const emailBox = () => screen.getByRole("textbox", { name: fields.email });
const titleBox = () => screen.getByRole("textbox", { name: fields.projectTitle });
const startButton = () => screen.getByRole("button", { name: recorderCopy.start });
const stopButton = () => screen.getByRole("button", { name: recorderCopy.stop });
const submitButton = () => screen.getByRole("button", { name: submit.idle });
/** The line under "Your recording" that says what the recorder is doing. */
const recorderStatus = () => screen.getAllByRole("status")[0]!;

/**
 * happy-dom has neither getUserMedia nor MediaRecorder. These stand-ins do the least a browser
 * does: grant the microphone, record, and hand over one WebM chunk when stopped.
 */
function fakeMicrophone(recording: BlobPart = "voice") {
  const track = { stop: vi.fn() };
  const stream = { getTracks: () => [track] };
  class FakeMediaRecorder {
    static isTypeSupported = (type: string) => type.startsWith("audio/webm");
    state: "inactive" | "recording" = "inactive";
    ondataavailable: ((event: { data: Blob }) => void) | null = null;
    onstop: (() => void) | null = null;
    onerror: (() => void) | null = null;
    start() {
      this.state = "recording";
    }
    stop() {
      this.state = "inactive";
      this.ondataavailable?.({ data: new Blob([recording], { type: "audio/webm" }) });
      this.onstop?.();
    }
  }
  Object.defineProperty(navigator, "mediaDevices", {
    configurable: true,
    value: { getUserMedia: vi.fn(async () => stream) },
  });
  vi.stubGlobal("MediaRecorder", FakeMediaRecorder);
  return { track };
}

afterEach(() => {
  Reflect.deleteProperty(navigator, "mediaDevices");
});

describe("voice idea form", () => {
  it("starts with empty details, an idle recorder at 0:00 and nothing to preview", () => {
    renderWithToasts(<VoiceIdeaForm />);

    expect(nameBox()).toHaveValue("");
    expect(emailBox()).toHaveValue("");
    expect(titleBox()).toHaveValue("");
    expect(nameBox()).toBeRequired();
    expect(titleBox()).not.toBeRequired();
    expect(screen.getByRole("group", { name: recorderCopy.heading })).toBeVisible();
    expect(recorderStatus()).toHaveTextContent(recorderCopy.idle);
    expect(screen.getByRole("timer")).toHaveTextContent(`${recorderCopy.elapsed} 0:00 / 5:00`);
    expect(screen.getByText(recorderCopy.limits)).toBeVisible();
    expect(startButton()).toBeEnabled();
    expect(stopButton()).toBeDisabled();
    expect(screen.queryByLabelText(recorderCopy.preview)).not.toBeInTheDocument();
    expect(submitButton()).toBeEnabled();
    expect(submitButton()).toHaveAttribute("aria-disabled", "true");
  });

  it("says beside the submit button what is kept and who transcribes it, linking to the privacy notice", () => {
    renderWithToasts(<VoiceIdeaForm />);

    const privacyLine = screen.getByText(VOICE_COPY.privacy.text, { exact: false });
    expect(privacyLine).toHaveTextContent("Cloudflare Workers AI");
    expect(within(privacyLine).getByRole("link", { name: VOICE_COPY.privacy.link.label })).toHaveAttribute(
      "href",
      "/privacy",
    );
  });

  // The first submit of the file: the form's rules are not loaded yet when Submit is clicked, so
  // this is also the submit that has to wait for them.
  it("shows the field errors for missing details, focuses the name, and clears an error when edited", async () => {
    const { user } = renderWithToasts(<VoiceIdeaForm />);

    await user.click(submitButton());
    // Transforming zod on first import can take a few seconds on a busy machine.
    await screen.findByText(validation.nameRequired, undefined, { timeout: 10_000 });

    expect(nameBox()).toBeInvalid();
    expect(nameBox()).toHaveAccessibleDescription(validation.nameRequired);
    expect(emailBox()).toBeInvalid();
    expect(emailBox()).toHaveAccessibleDescription(validation.emailRequired);
    expect(titleBox()).toBeValid();
    expect(nameBox()).toHaveFocus();
    expect(await findToast(toasts.incomplete.title)).toHaveTextContent(toasts.incomplete.description);
    // The details are checked first: no word yet about the missing recording.
    expect(recorderStatus()).toHaveTextContent(recorderCopy.idle);

    await user.type(nameBox(), "Ada");

    expect(nameBox()).toBeValid();
    expect(screen.queryByText(validation.nameRequired)).not.toBeInTheDocument();
    expect(screen.getByText(validation.emailRequired)).toBeVisible();
  });

  it("says an address without a domain is invalid", async () => {
    const { user } = renderWithToasts(<VoiceIdeaForm />);
    await user.type(nameBox(), "Ada");
    await user.type(emailBox(), "ada@example");

    await user.click(submitButton());

    expect(emailBox()).toHaveAccessibleDescription(validation.emailInvalid);
    expect(emailBox()).toHaveFocus();
    expect(screen.queryByText(validation.nameRequired)).not.toBeInTheDocument();
  });

  it("refuses control and bidi characters beside each detail", async () => {
    const { user } = renderWithToasts(<VoiceIdeaForm />);
    await user.click(nameBox());
    await user.paste("Ada\u202eecalevoL");
    await user.click(emailBox());
    await user.paste("abc\u0000def@x.io");
    await user.click(titleBox());
    await user.paste("Solar\u001b[31m charger");

    await user.click(submitButton());

    expect(nameBox()).toHaveAccessibleDescription("Name contains characters that are not allowed.");
    expect(emailBox()).toHaveAccessibleDescription(validation.emailInvalid);
    expect(titleBox()).toHaveAccessibleDescription("Project title contains characters that are not allowed.");
    expect(screen.getByText("Project title contains characters that are not allowed.")).toBeVisible();
    expect(nameBox()).toHaveFocus();
    expect(await findToast(toasts.incomplete.title)).toBeVisible();
  });

  it("asks for a recording when valid details are submitted without one, and uploads nothing", async () => {
    const upload = vi.spyOn(XMLHttpRequest.prototype, "open");
    const fetch = vi.fn();
    vi.stubGlobal("fetch", fetch);
    const { user } = renderWithToasts(<VoiceIdeaForm />);
    await user.type(nameBox(), "Ada");
    await user.type(emailBox(), "ada@ex.io");

    await user.click(submitButton());

    expect(recorderStatus()).toHaveTextContent(recorderCopy.missing);
    expect(await findToast(toasts.noRecording.title)).toHaveTextContent(toasts.noRecording.description);
    expect(nameBox()).toHaveValue("Ada");
    expect(nameBox()).toBeValid();
    expect(upload).not.toHaveBeenCalled();
    expect(fetch).not.toHaveBeenCalled();
  });

  it("says so when the browser cannot record audio", async () => {
    const { user } = renderWithToasts(<VoiceIdeaForm />);

    await user.click(startButton());

    expect(recorderStatus()).toHaveTextContent(recordingErrors.unsupported);
    expect(stopButton()).toBeDisabled();
  });

  it("records, then stops with a preview ready to submit and the microphone released", async () => {
    const { track } = fakeMicrophone();
    const { user } = renderWithToasts(<VoiceIdeaForm />);

    await user.click(startButton());

    expect(recorderStatus()).toHaveTextContent(recorderCopy.recording);
    expect(startButton()).toBeDisabled();
    expect(stopButton()).toBeEnabled();

    await user.click(stopButton());

    // The recording is ready once its duration is written in (webm-duration.ts), a moment after Stop.
    expect(await screen.findByLabelText(recorderCopy.preview)).toBeInTheDocument();
    expect(recorderStatus()).toHaveTextContent(recorderCopy.recorded);
    expect(startButton()).toBeEnabled();
    expect(stopButton()).toBeDisabled();
    expect(submitButton()).not.toHaveAttribute("aria-disabled");
    expect(track.stop).toHaveBeenCalled();
  });

  async function recordAndSubmit(user: ReturnType<typeof renderWithToasts>["user"]) {
    await user.type(nameBox(), "Ada");
    await user.type(emailBox(), "ada@example.com");
    await user.click(startButton());
    await user.click(stopButton());
    await screen.findByLabelText(recorderCopy.preview);
    await user.click(submitButton());
  }

  it("keeps Submit focusable but unavailable while submitting, and a second press sends nothing more", async () => {
    fakeMicrophone();
    const upload = vi.spyOn(XMLHttpRequest.prototype, "open");
    // The upload never finishes: the form stays in its first step.
    vi.spyOn(XMLHttpRequest.prototype, "send").mockImplementation(() => undefined);
    const { user } = renderWithToasts(<VoiceIdeaForm />);
    await recordAndSubmit(user);

    const busy = await screen.findByRole("button", { name: submit.busy });
    expect(busy).toHaveAttribute("aria-disabled", "true");
    expect(busy).toBeEnabled();
    expect(busy).toHaveFocus();
    await user.click(busy);
    await user.keyboard("{Enter}");

    expect(upload).toHaveBeenCalledTimes(1);
    expect(recorderStatus()).toHaveTextContent(recorderCopy.recorded);
  });

  it("refuses a recording over the cap before uploading it, naming the real cap", async () => {
    fakeMicrophone(new Uint8Array(VOICE_LIMITS.maxRecordingBytes + 1));
    const upload = vi.spyOn(XMLHttpRequest.prototype, "open");
    const { user } = renderWithToasts(<VoiceIdeaForm />);
    await recordAndSubmit(user);

    const message =
      "An error occurred: Voice upload failed: The recording is larger than the 2.4 MB limit for 5 minutes of speech. Please try again.";
    expect(await findToast(toasts.submissionError.title)).toHaveTextContent(message);
    expect(upload).not.toHaveBeenCalled();
    upload.mockRestore();
  });

  it("shows a generic reason, never a browser's own words, when something unexpected fails", async () => {
    fakeMicrophone();
    const upload = vi.spyOn(XMLHttpRequest.prototype, "open").mockImplementation(() => {
      throw new DOMException("Internal detail: xhr state 0x1f", "InvalidStateError");
    });
    const { user } = renderWithToasts(<VoiceIdeaForm />);
    await recordAndSubmit(user);

    const toast = await findToast(toasts.submissionError.title);
    expect(toast).toHaveTextContent("An error occurred: Something went wrong in the browser. Please try again.");
    expect(toast).not.toHaveTextContent("Internal detail");
    upload.mockRestore();
  });
});
