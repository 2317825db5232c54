import { expect, test, type Page } from "@playwright/test";
import { queryD1, sqlString } from "./support/d1";
import { FAKE_MICROPHONE } from "./support/fake-microphone";
import { gotoHydrated } from "./support/hydration";
import { staffMailsAbout } from "./support/staff-mail";
import { BOT_CHECK_COPY, BOT_CHECK_REFUSALS, DUMMY_TOKEN } from "./support/bot-check";
import { webmBytes } from "../support/webm";

test.use(FAKE_MICROPHONE);

interface VoiceRow {
  id: number;
  file_name: string;
  file_url: string;
  user_email: string;
  user_context: string;
  transcription_status: string;
  transcription_error: string | null;
  transcript: string | null;
  duration_ms: number | null;
}

function voiceRowsFor(email: string): VoiceRow[] {
  return queryD1<VoiceRow>(`SELECT * FROM voice_uploads WHERE user_email = ${sqlString(email)}`);
}

/** Reads a recording back out of the local R2 bucket the server uses, as staff do: the console's player. */
async function downloadRecording(page: Page, id: number): Promise<Buffer> {
  const response = await page.request.get(`/staff/leads/ideas/${id}/recording`);
  expect(response.status()).toBe(200);
  return response.body();
}

function uniqueEmail(projectName: string, label: string) {
  return `${label}-${projectName}-${Date.now()}@example.com`;
}

async function openVoiceForm(page: Page) {
  await gotoHydrated(page, "/about#speak-your-vision");
  const section = page.locator("#speak-your-vision");
  await expect(section.getByRole("button", { name: "Start Recording" })).toBeEnabled();
  return section;
}

/** Collects every text the submission status line and upload bar show, however briefly. */
async function watchSubmission(page: Page) {
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { voiceStages: string[] }).voiceStages = seen;
    const form = document.querySelector(".voice-form")!;
    const record = () => {
      const status = form.querySelector(".voice-form__submission")?.textContent?.trim();
      if (status && seen.at(-1) !== status) seen.push(status);
      const progress = form.querySelector("progress");
      if (progress) seen.push(`progress:${progress.value}`);
    };
    new MutationObserver(record).observe(form, {
      subtree: true,
      childList: true,
      characterData: true,
      attributes: true,
    });
  });
  return () => page.evaluate(() => (window as unknown as { voiceStages: string[] }).voiceStages);
}

test.describe("Speak Your Vision", () => {
  test("records, previews and submits an idea through upload, save and transcription", async ({ page }, testInfo) => {
    // Reading R2 back and listing the ideas go through the staff command, which starts workerd:
    // several seconds each on a busy machine.
    test.slow();
    const email = uniqueEmail(testInfo.project.name, "voice");
    const section = await openVoiceForm(page);
    const start = section.getByRole("button", { name: "Start Recording" });
    const stop = section.getByRole("button", { name: "Stop Recording" });
    const submit = section.getByRole("button", { name: "Submit Voice Idea" });

    await expect(section.getByText("Ready to record your brilliant idea!")).toBeVisible();
    await expect(stop).toBeDisabled();
    await expect(submit).toHaveAttribute("aria-disabled", "true");

    await section.getByLabel("Name").fill("Ada Lovelace");
    await section.getByLabel("Email").fill(email);
    await section.getByLabel("Project Title (optional)").fill("Analytical engine controller");

    await start.click();
    await expect(section.getByText("Recording... Speak clearly.")).toBeVisible();
    await expect(start).toBeDisabled();
    await expect(stop).toBeEnabled();
    await expect(section.getByRole("timer")).toContainText("0:02", { timeout: 5000 });
    await stop.click();

    await expect(section.getByText("Recording complete. Ready to submit.")).toBeVisible();
    const preview = section.getByLabel("Preview of your recording");
    await expect(preview).toBeVisible();
    await expect(preview).toHaveAttribute("src", /^blob:/);
    // The player knows the recording's length (MediaRecorder's WebM carries none), from the start.
    await expect
      .poll(() => preview.evaluate((audio: HTMLAudioElement) => audio.duration), { timeout: 10_000 })
      .toBeGreaterThan(1.5);
    expect(await preview.evaluate((audio: HTMLAudioElement) => audio.currentTime)).toBe(0);
    await expect(submit).not.toHaveAttribute("aria-disabled", "true");

    // The upload carries the bot check's token, which the local stand-in gives (and says so).
    await expect(section.getByText(BOT_CHECK_COPY.localLabel)).toBeVisible();
    const upload = page.waitForRequest((request) => request.url().endsWith("/api/voice-recordings"));
    const stages = await watchSubmission(page);
    await submit.click();
    expect((await upload).headers()["x-turnstile-token"]).toBe(DUMMY_TOKEN);

    await expect(page.getByText("Idea Submitted!")).toBeVisible();
    await expect(section.getByText("Your voice idea has been sent successfully!")).toBeVisible();
    await expect(section.getByText("Submission complete! Ready for another idea.")).toBeVisible();
    await expect(section.getByLabel("Name")).toHaveValue("");
    await expect(section.getByLabel("Email")).toHaveValue("");
    await expect(preview).toHaveCount(0);

    const seen = await stages();
    const order = ["Uploading your recording...", "Saving your details...", "Triggering AI transcription..."].map(
      (text) => seen.indexOf(text),
    );
    expect(order.every((index) => index >= 0)).toBe(true);
    expect(order).toEqual([...order].sort((a, b) => a - b));
    expect(seen).toContain("progress:100");

    const [row] = voiceRowsFor(email);
    expect(row).toMatchObject({
      file_url: `r2://voice-recordings/${row!.file_name}`,
      user_context: "Analytical engine controller",
    });
    // The recorder's measured length goes with the idea: the timer showed 0:02 before Stop.
    expect(row!.duration_ms).toBeGreaterThanOrEqual(2000);
    expect(row!.duration_ms).toBeLessThan(30_000);

    // The real queue delivers the job to the consumer; offline it records the wait for Workers AI.
    await expect.poll(() => voiceRowsFor(email)[0]?.transcription_status, { timeout: 30_000 }).toBe("awaiting_service");

    const recording = await downloadRecording(page, row!.id);
    expect(recording.length).toBeGreaterThan(100);
    expect([...recording.subarray(0, 4)]).toEqual([0x1a, 0x45, 0xdf, 0xa3]);

    // Staff get exactly one e-mail once the transcription has ended: here, with the reason.
    const mails = await staffMailsAbout(page.request, `New voice idea #${row!.id}:`);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail).toMatchObject({
      to: ["staff@example.com"],
      subject: `New voice idea #${row!.id}: Analytical engine controller (not transcribed yet)`,
    });
    for (const detail of [
      "Ada Lovelace",
      email,
      "Analytical engine controller",
      "The transcription service is not available",
    ])
      expect(mail!.text).toContain(detail);
    // The console plays the recording; the mail links it there.
    expect(mail!.text).toContain(`Listen to the recording in the staff console: `);
    expect(mail!.text).toContain(`/staff/leads/ideas/${row!.id}`);
  });

  test(
    "Submit while recording stops the recording and sends it",
    { tag: "@also-mobile" },
    async ({ page }, testInfo) => {
      const email = uniqueEmail(testInfo.project.name, "voice-live");
      const section = await openVoiceForm(page);
      await section.getByLabel("Name").fill("Grace Hopper");
      await section.getByLabel("Email").fill(email);
      await section.getByRole("button", { name: "Start Recording" }).click();
      await expect(section.getByRole("timer")).toContainText(/0:0[2-9]/, { timeout: 10_000 });
      await section.getByRole("button", { name: "Submit Voice Idea" }).click();

      await expect(page.getByText("Idea Submitted!")).toBeVisible();
      await expect(page.getByText("No Voice Recording")).toHaveCount(0);
      await expect(section.getByText("Please record your voice idea first.")).toHaveCount(0);
      await expect.poll(() => voiceRowsFor(email).length).toBe(1);
    },
  );

  test("asks for name, email and a recording with the spec's messages", async ({ page }) => {
    const section = await openVoiceForm(page);
    const submitButton = section.getByRole("button", { name: "Submit Voice Idea" });
    await expect(submitButton).toHaveAttribute("aria-disabled", "true");
    // Without a recording the button is marked disabled but still takes clicks, to say what is
    // missing; Playwright needs force to click an aria-disabled button.
    const submit = { click: () => submitButton.click({ force: true }) };

    await submit.click();
    await expect(section.getByText("Name is required.")).toBeVisible();
    await expect(section.getByText("Email is required.")).toBeVisible();
    await expect(page.getByText("Form Incomplete")).toBeVisible();
    await expect(page.getByText("Please fill in all required fields (Name and Email) correctly.")).toBeVisible();
    await expect(section.getByLabel("Name")).toBeFocused();

    await section.getByLabel("Name").fill("Grace");
    await expect(section.getByText("Name is required.")).toHaveCount(0);
    await section.getByLabel("Email").fill("grace@invalid");
    await submit.click();
    await expect(section.getByText("Email address is invalid.")).toBeVisible();

    await section.getByLabel("Email").fill("grace@example.com");
    await expect(section.getByText("Email address is invalid.")).toHaveCount(0);
    await submit.click();
    await expect(page.getByText("No Voice Recording")).toBeVisible();
    await expect(page.getByText("Please record your voice idea before submitting.")).toBeVisible();
    await expect(section.getByText("Please record your voice idea first.")).toBeVisible();
  });

  test("keeps Submit reachable by keyboard when unavailable: it says what is missing, and sends once", async ({
    page,
  }) => {
    const section = await openVoiceForm(page);
    const submit = section.getByRole("button", { name: "Submit Voice Idea" });
    await section.getByLabel("Name").fill("Ada");
    await section.getByLabel("Email").fill("ada@example.com");

    // Unavailable without a recording, yet in the tab order: Tab reaches it, Enter explains.
    await expect(submit).toHaveAttribute("aria-disabled", "true");
    for (
      let presses = 0;
      presses < 8 && !(await submit.evaluate((button) => button === document.activeElement));
      presses++
    ) {
      await page.keyboard.press("Tab");
    }
    await expect(submit).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page.getByText("No Voice Recording")).toBeVisible();
    await expect(section.getByText("Please record your voice idea first.")).toBeVisible();
    await expect(submit).toBeFocused();

    // While submitting it is unavailable again, and keeps the focus; another press sends nothing.
    const uploads: string[] = [];
    await page.route("**/api/voice-recordings", (route) => {
      uploads.push(route.request().url());
      // Held: the upload stays under way for the rest of the test.
    });
    await section.getByRole("button", { name: "Start Recording" }).click();
    // A recording stopped before its first second may hold no audio at all, which is no recording.
    await expect(section.getByRole("timer")).toContainText("0:01", { timeout: 5000 });
    await section.getByRole("button", { name: "Stop Recording" }).click();
    await expect(submit).not.toHaveAttribute("aria-disabled", "true");
    await submit.focus();
    await page.keyboard.press("Enter");
    const busy = section.getByRole("button", { name: "Submitting..." });
    await expect(busy).toHaveAttribute("aria-disabled", "true");
    await expect(busy).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(section.getByText("Uploading your recording...")).toBeVisible();
    await expect.poll(() => uploads.length).toBe(1);
  });

  test("stops the recording automatically at 5 minutes", async ({ page }) => {
    await page.clock.install();
    const section = await openVoiceForm(page);
    await section.getByRole("button", { name: "Start Recording" }).click();
    await expect(section.getByText("Recording... Speak clearly.")).toBeVisible();
    // The installed clock also moves on in real time, so the first check leaves a margin.
    await page.clock.runFor(4 * 60_000);
    await expect(section.getByRole("timer")).toContainText(/4:\d\d \/ 5:00/);
    await expect(section.getByText("Recording... Speak clearly.")).toBeVisible();
    await page.clock.runFor(60_000);
    await expect(section.getByText("Recording complete. Ready to submit.")).toBeVisible();
    await expect(section.getByRole("timer")).toContainText("5:00 / 5:00");
    await expect(section.getByRole("button", { name: "Stop Recording" })).toBeDisabled();
  });

  for (const [name, message] of [
    ["NotAllowedError", "Microphone access denied. Please enable it in your browser settings."],
    ["NotFoundError", "No microphone found. Please connect a microphone and try again."],
    ["NotReadableError", "Microphone is already in use or cannot be accessed. Please check other applications."],
  ] as const) {
    test(`explains a microphone failure (${name})`, async ({ page }) => {
      await page.addInitScript((errorName) => {
        navigator.mediaDevices.getUserMedia = () => Promise.reject(new DOMException("refused", errorName));
      }, name);
      const section = await openVoiceForm(page);
      await section.getByRole("button", { name: "Start Recording" }).click();
      await expect(section.getByRole("status").filter({ hasText: message })).toBeVisible();
      await expect(section.getByRole("button", { name: "Start Recording" })).toBeEnabled();
    });
  }

  test("says so when the browser cannot record", async ({ page }) => {
    await page.addInitScript(() => {
      Reflect.deleteProperty(window, "MediaRecorder");
    });
    const section = await openVoiceForm(page);
    await section.getByRole("button", { name: "Start Recording" }).click();
    await expect(section.getByText("Audio recording is not supported by your browser.")).toBeVisible();
  });

  test("an upload without a bot-check token, or with another one, is refused and not kept", async ({
    request,
    baseURL,
  }) => {
    for (const headers of [{}, { "X-Turnstile-Token": "not-the-token" }] as Record<string, string>[]) {
      const response = await request.put("/api/voice-recordings", {
        data: Buffer.from(webmBytes(4099)),
        headers: { Origin: baseURL!, "Content-Type": "audio/webm", ...headers },
      });
      expect(response.status()).toBe(403);
      expect(await response.json()).toEqual({ error: BOT_CHECK_REFUSALS.failed });
    }
  });

  test("shows the server's refusal of a recording that is not WebM as a submission error", async ({
    page,
  }, testInfo) => {
    // A recorder that hands over WAV-like bytes: the real server must refuse them.
    await page.addInitScript(() => {
      class NotWebmRecorder extends EventTarget {
        static isTypeSupported = () => true;
        state: RecordingState = "inactive";
        ondataavailable: ((event: { data: Blob }) => void) | null = null;
        onstop: (() => void) | null = null;
        onerror = null;
        constructor(readonly stream: MediaStream) {
          super();
        }
        start() {
          this.state = "recording";
        }
        stop() {
          this.state = "inactive";
          this.ondataavailable?.({ data: new Blob(["RIFF....WAVEfmt not a webm file"]) });
          this.onstop?.();
        }
      }
      Object.assign(window, { MediaRecorder: NotWebmRecorder });
    });
    const email = uniqueEmail(testInfo.project.name, "refused");
    const section = await openVoiceForm(page);
    await section.getByLabel("Name").fill("Ada");
    await section.getByLabel("Email").fill(email);
    await section.getByRole("button", { name: "Start Recording" }).click();
    await section.getByRole("button", { name: "Stop Recording" }).click();
    await section.getByRole("button", { name: "Submit Voice Idea" }).click();

    const message = "An error occurred: Voice upload failed: The recording is not a WebM audio file. Please try again.";
    await expect(page.getByText("Submission Error")).toBeVisible();
    await expect(page.getByRole("listitem").getByText(message)).toBeVisible();
    await expect(section.getByRole("status").filter({ hasText: message })).toBeVisible();
    await expect(section.getByLabel("Email")).toHaveValue(email);
    expect(voiceRowsFor(email)).toEqual([]);
  });

  test("a failed transcription start warns but keeps the submission, and the idea stays queued for retry", async ({
    page,
  }, testInfo) => {
    await page.route("**/api/voice-processor", (route) => route.abort("connectionreset"));
    const email = uniqueEmail(testInfo.project.name, "hiccup");
    const section = await openVoiceForm(page);
    await section.getByLabel("Name").fill("Grace Hopper");
    await section.getByLabel("Email").fill(email);
    await section.getByRole("button", { name: "Start Recording" }).click();
    await expect(section.getByRole("timer")).toContainText("0:01", { timeout: 5000 });
    await section.getByRole("button", { name: "Stop Recording" }).click();
    await section.getByRole("button", { name: "Submit Voice Idea" }).click();

    await expect(page.getByText("Transcription Hiccup")).toBeVisible();
    await expect(page.getByText("Could not start automatic transcription. We'll process it manually.")).toBeVisible();
    await expect(page.getByText("Idea Submitted!")).toBeVisible();
    expect(voiceRowsFor(email)).toEqual([
      expect.objectContaining({ user_context: "Voice idea from Grace Hopper", transcription_status: "pending" }),
    ]);
  });
});
