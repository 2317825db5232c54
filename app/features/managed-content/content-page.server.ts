import type { RouterContextProvider } from "react-router";
import type { EditablePage } from "~/content/editable";
import { workerEnv } from "~/lib/cloudflare-context.server";
import { loadPageContent } from "./content.server";

/**
 * The loader of a page that shows one editable page's sections, read in one query:
 * `export const loader = contentPageLoader(ABOUT_PAGE);` gives the component `loaderData.content`.
 */
export function contentPageLoader<P extends EditablePage>({ page }: { page: P }) {
  return async ({ context }: { context: Readonly<RouterContextProvider> }) => ({
    content: await loadPageContent(workerEnv(context), page),
  });
}
