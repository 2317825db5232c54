import type { test } from "@playwright/test";

/**
 * Chromium's fake microphone (a beeping tone) with permission granted, on top of the project's
 * launch flags: `test.use(FAKE_MICROPHONE)` in a spec that records a voice idea.
 */
export const FAKE_MICROPHONE: Parameters<typeof test.use>[0] = {
  permissions: ["microphone"],
  launchOptions: [
    async ({ launchOptions }, use) => {
      await use({
        ...launchOptions,
        args: [...(launchOptions.args ?? []), "--use-fake-ui-for-media-stream", "--use-fake-device-for-media-stream"],
      });
    },
    { scope: "worker" },
  ],
};
