// The blog topic generator, for the one page that shows it. The server draws it in full; the
// browser fetches its code when the visitor reaches for it.
import { hydrateOnIntent } from "~/lib/hydrate-on-intent";

export const TopicGenerator = hydrateOnIntent("topic-generator", () =>
  import("./TopicGenerator").then((module) => module.TopicGenerator),
);
