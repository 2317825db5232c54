import { useRouteLoaderData } from "react-router";
import type { loader } from "~/root";

/** Whether a case study is published, so the menu and footer link to /projects (root loader). */
export function useHasProjects(): boolean {
  return useRouteLoaderData<typeof loader>("root")?.hasProjects ?? false;
}
