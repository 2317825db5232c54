import { href } from "react-router";
import type { Route } from "./+types/services.consultancy";
import { DetailPage, staticHeader } from "~/components/pages/DetailPage";
import { CONSULTANCY, SERVICES_BACK_LINK } from "~/content/services";
import { pageMeta } from "~/lib/seo";

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { ...CONSULTANCY.seo, path: href("/services/consultancy") });

export default function Consultancy() {
  return <DetailPage page={CONSULTANCY} {...staticHeader(CONSULTANCY)} backLink={SERVICES_BACK_LINK} />;
}
