import type { BotCheckAction } from "./bot-check";
import { BOT_CHECK_COPY } from "./copy";

/**
 * Cloudflare Turnstile in the browser (TURNSTILE_MODE=cloudflare), loaded only when a protected
 * request is about to be sent, so no page loads Cloudflare's script before a visitor uses a form.
 * Each call renders a fresh widget that runs once (`execution: "execute"`) and is removed once it
 * has given its token: tokens are single-use and expire after 300 seconds, so one is fetched
 * for each request, never kept. The widget shows itself only if Turnstile asks the visitor to
 * interact (`appearance: "interaction-only"`).
 */
const API_URL = "https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit";

interface TurnstileOptions {
  sitekey: string;
  action: string;
  execution: "execute";
  appearance: "interaction-only";
  "response-field": boolean;
  callback: (token: string) => void;
  "error-callback": (code: string) => boolean;
  "timeout-callback": () => void;
  "expired-callback": () => void;
}

interface Turnstile {
  render(container: HTMLElement, options: TurnstileOptions): string | undefined;
  execute(widgetId: string): void;
  remove(widgetId: string): void;
}

declare global {
  interface Window {
    turnstile?: Turnstile;
  }
}

let loading: Promise<Turnstile> | null = null;

function loadTurnstile(): Promise<Turnstile> {
  loading ??= new Promise<Turnstile>((resolve, reject) => {
    const script = document.createElement("script");
    script.src = API_URL;
    script.async = true;
    script.onload = () => (window.turnstile ? resolve(window.turnstile) : reject(new Error("no turnstile")));
    script.onerror = () => reject(new Error("api.js did not load"));
    document.head.appendChild(script);
  }).catch((error: unknown) => {
    // The next attempt loads it again (after a network failure, say).
    loading = null;
    throw error;
  });
  return loading;
}

/** A fresh token for one request; rejects with the visitor's message when the widget fails. */
export async function turnstileToken(container: HTMLElement, siteKey: string, action: BotCheckAction): Promise<string> {
  let turnstile: Turnstile;
  try {
    turnstile = await loadTurnstile();
  } catch {
    throw new Error(BOT_CHECK_COPY.widgetFailed);
  }
  let widgetId: string | undefined;
  try {
    return await new Promise<string>((resolve, reject) => {
      const fail = () => reject(new Error(BOT_CHECK_COPY.widgetFailed));
      widgetId = turnstile.render(container, {
        sitekey: siteKey,
        action,
        execution: "execute",
        appearance: "interaction-only",
        "response-field": false,
        callback: resolve,
        // Handled here: Turnstile then does not throw the error on its own.
        "error-callback": () => {
          fail();
          return true;
        },
        "timeout-callback": fail,
        "expired-callback": fail,
      });
      if (widgetId === undefined) fail();
      else turnstile.execute(widgetId);
    });
  } finally {
    if (widgetId !== undefined) turnstile.remove(widgetId);
  }
}
