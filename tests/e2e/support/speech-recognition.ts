import { expect, type Page } from "@playwright/test";

/**
 * A scripted stand-in for the browser's SpeechRecognition (the boundary of voice navigation),
 * installed before any page script runs. The test drives it: it says what was heard, which
 * error the service reports, or that the next start() throws. It fires its events the way
 * Chromium does: result or error, then end; abort() reports "aborted", then end.
 */
export type SpeechApiExposure = "SpeechRecognition" | "webkitSpeechRecognition" | "none";

export interface RecognitionSettings {
  lang: string;
  continuous: boolean;
  interimResults: boolean;
  maxAlternatives: number;
}

interface SpeechControl {
  starts: RecognitionSettings[];
  aborts: number;
  failNextStart: boolean;
  hear(transcript: string): void;
  fail(code: string): void;
  end(): void;
}

type SpeechWindow = Window & Record<string, unknown> & { __speech: SpeechControl };

function installFakeSpeechRecognition(exposure: SpeechApiExposure) {
  const scope = window as unknown as SpeechWindow;
  // Chromium ships webkitSpeechRecognition (and newer builds SpeechRecognition): remove the real ones.
  delete scope.SpeechRecognition;
  delete scope.webkitSpeechRecognition;
  if (exposure === "none") return;

  let current: FakeSpeechRecognition | null = null;
  const running = () => {
    if (!current) throw new Error("no speech recognition is running");
    return current;
  };
  const listOf = <T>(items: T[]) => Object.assign(items, { item: (index: number) => items[index] });

  class FakeSpeechRecognition extends EventTarget {
    // Defaults differ from what the site must set, so the settings the test reads prove the setup.
    lang = "";
    continuous = true;
    interimResults = true;
    maxAlternatives = 5;
    onresult: ((event: Event) => void) | null = null;
    onerror: ((event: Event) => void) | null = null;
    onend: ((event: Event) => void) | null = null;
    started = false;

    start() {
      if (control.failNextStart) {
        control.failNextStart = false;
        throw new DOMException("Failed to execute 'start' on 'SpeechRecognition'", "InvalidStateError");
      }
      if (this.started) throw new DOMException("recognition has already started", "InvalidStateError");
      this.started = true;
      // The page's recognizer is the instance the test drives.
      // eslint-disable-next-line @typescript-eslint/no-this-alias
      current = this;
      const { lang, continuous, interimResults, maxAlternatives } = this;
      control.starts.push({ lang, continuous, interimResults, maxAlternatives });
    }

    stop() {
      this.finish();
    }

    abort() {
      if (!this.started) return;
      control.aborts += 1;
      this.emit("error", { error: "aborted", message: "" });
      this.finish();
    }

    emit(type: "result" | "error" | "end", details: object) {
      const event = Object.assign(new Event(type), details);
      this[`on${type}` as const]?.call(this, event);
      this.dispatchEvent(event);
    }

    finish() {
      if (!this.started) return;
      this.started = false;
      if (current === this) current = null;
      this.emit("end", {});
    }
  }

  const control: SpeechControl = {
    starts: [],
    aborts: 0,
    failNextStart: false,
    hear(transcript) {
      const recognition = running();
      const result = Object.assign(listOf([{ transcript, confidence: 0.92 }]), { isFinal: true });
      recognition.emit("result", { resultIndex: 0, results: listOf([result]) });
      recognition.finish();
    },
    fail(code) {
      const recognition = running();
      recognition.emit("error", { error: code, message: "" });
      recognition.finish();
    },
    end() {
      running().finish();
    },
  };

  scope[exposure] = FakeSpeechRecognition;
  scope.__speech = control;
}

export async function useFakeSpeechRecognition(page: Page, exposure: SpeechApiExposure = "SpeechRecognition") {
  await page.addInitScript(installFakeSpeechRecognition, exposure);
}

/** Drives the stand-in inside the page (each callback runs in the browser, so it reads window itself). */
export function speech(page: Page) {
  return {
    hear: (transcript: string) =>
      page.evaluate((text) => (window as unknown as SpeechWindow).__speech.hear(text), transcript),
    fail: (code: string) =>
      page.evaluate((errorCode) => (window as unknown as SpeechWindow).__speech.fail(errorCode), code),
    end: () => page.evaluate(() => (window as unknown as SpeechWindow).__speech.end()),
    failNextStart: () => page.evaluate(() => void ((window as unknown as SpeechWindow).__speech.failNextStart = true)),
    starts: () => page.evaluate(() => (window as unknown as SpeechWindow).__speech.starts),
    aborts: () => page.evaluate(() => (window as unknown as SpeechWindow).__speech.aborts),
  };
}

/**
 * The one toast with this title shows this description. A toast sonner is closing (the previous
 * step's, which voice navigation dismisses as it shows the next) does not count.
 */
export async function expectToast(page: Page, title: string, description: string) {
  const toasts = page
    .locator("[data-sonner-toast]:not([data-removed='true'])")
    .filter({ has: page.locator("[data-title]").getByText(title, { exact: true }) });
  await expect(toasts.locator("[data-description]")).toHaveText([description]);
}
