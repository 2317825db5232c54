import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";

/**
 * React Router's default client entry (`npx react-router reveal entry.client`), with one change:
 * hydration starts in a task of its own, after the one that evaluated the page's modules. The two
 * together held a phone's main thread for one long task just after the first paint (decision 0046).
 */
await new Promise((resolve) => setTimeout(resolve, 0));

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
