import { Outlet, useMatch, useRouteLoaderData } from "react-router";
import { pageCopy } from "~/features/managed-content";
import { LinkCards } from "~/components/pages/Cards";
import { Html } from "~/components/pages/Html";
import { PageHeader } from "~/components/pages/PageHeader";
import { PageSection } from "~/components/pages/PageSection";
import { HELP_CONNECT_PAGE, HELP_CONNECT_PATH } from "~/content/help-connect";
import type { loader as blogLoader } from "./blog-highlights";

/** The id of the hub's index route (app/routes.ts), whose loader also reads the hub's texts. */
const HUB_INDEX_ROUTE_ID = "routes/help-connect-index";

/**
 * The hub's header and cards show at /help-connect exactly; sub-routes show only their page. The
 * hub's texts are read by its index route's loader (blog-highlights.tsx), in that page's one query.
 */
export default function HelpConnect() {
  const isHub = useMatch(HELP_CONNECT_PATH) !== null;
  const hubContent = useRouteLoaderData<typeof blogLoader>(HUB_INDEX_ROUTE_ID)?.hub;
  const copy = pageCopy(HELP_CONNECT_PAGE, hubContent ?? { ok: false });
  return (
    <>
      {isHub ? (
        <>
          <PageHeader heading={<Html as="h1" html={copy.heading} />}>
            <Html as="p" html={copy.intro} />
          </PageHeader>
          <PageSection heading={copy.cardsHeading}>
            <LinkCards cards={copy.cards} />
          </PageSection>
        </>
      ) : null}
      <Outlet />
    </>
  );
}
