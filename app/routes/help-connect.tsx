import { Outlet, useMatch } from "react-router";
import { LinkCards } from "~/components/pages/Cards";
import { PageHeader } from "~/components/pages/PageHeader";
import { PageSection } from "~/components/pages/PageSection";
import { HELP_CONNECT, HELP_CONNECT_PATH } from "~/content/help-connect";

/** The hub's header and cards show at /help-connect exactly; sub-routes show only their page. */
export default function HelpConnect() {
  const isHub = useMatch(HELP_CONNECT_PATH) !== null;
  return (
    <>
      {isHub ? (
        <>
          <PageHeader heading={<h1>{HELP_CONNECT.heading}</h1>}>
            <p>{HELP_CONNECT.intro}</p>
          </PageHeader>
          <PageSection heading={HELP_CONNECT.cardsHeading}>
            <LinkCards cards={HELP_CONNECT.cards} />
          </PageSection>
        </>
      ) : null}
      <Outlet />
    </>
  );
}
