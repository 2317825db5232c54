import { href } from "react-router";
import type { Route } from "./+types/services.system-implementation";
import { DetailPage, staticHeader } from "~/components/pages/DetailPage";
import { SERVICES_BACK_LINK, SYSTEM_IMPLEMENTATION } from "~/content/services";
import { pageMeta } from "~/lib/seo";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { ...SYSTEM_IMPLEMENTATION.seo, path: href("/services/system-implementation") });

export default function SystemImplementation() {
  return (
    <DetailPage page={SYSTEM_IMPLEMENTATION} {...staticHeader(SYSTEM_IMPLEMENTATION)} backLink={SERVICES_BACK_LINK} />
  );
}
