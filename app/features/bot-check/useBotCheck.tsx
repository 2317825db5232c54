import { createContext, useCallback, useContext, useRef, type ReactNode } from "react";
import { DUMMY_TOKEN, type BotCheckAction, type BotCheckSettings } from "./bot-check";
import { BOT_CHECK_COPY } from "./copy";

/**
 * The bot check's settings, which the root layout provides from its loader. Without them (a
 * component rendered on its own, in tests) the stand-in runs. That opens nothing: its dummy token
 * passes only a Worker that runs the stand-in too; one in cloudflare mode refuses it as it
 * refuses any failed check.
 */
const STAND_IN: BotCheckSettings = { mode: "local", siteKey: "" };
const BotCheckSettingsContext = createContext<BotCheckSettings>(STAND_IN);

/** Hands the page's bot-check settings (the root loader's) to every protected form below. */
export function BotCheckProvider({ settings, children }: { settings?: BotCheckSettings; children: ReactNode }) {
  return <BotCheckSettingsContext.Provider value={settings ?? STAND_IN}>{children}</BotCheckSettingsContext.Provider>;
}

/**
 * The bot check of one protected form: `widget` goes beside its submit button (where Turnstile
 * shows itself if it needs the visitor, or the local stand-in's label), and `token()` gives a
 * fresh single-use token for each request. Turnstile's own code is loaded at the first `token()`.
 */
export function useBotCheck(action: BotCheckAction) {
  const { mode, siteKey } = useContext(BotCheckSettingsContext);
  const container = useRef<HTMLDivElement>(null);

  const token = useCallback(async (): Promise<string> => {
    if (mode === "local") return DUMMY_TOKEN;
    const { turnstileToken } = await import("./turnstile-widget");
    if (!container.current) throw new Error(BOT_CHECK_COPY.widgetFailed);
    return turnstileToken(container.current, siteKey, action);
  }, [mode, siteKey, action]);

  const widget = (
    <div ref={container} className="bot-check">
      {mode === "local" ? <p className="bot-check__label">{BOT_CHECK_COPY.localLabel}</p> : null}
    </div>
  );
  return { widget, token };
}
