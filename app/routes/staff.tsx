import { Outlet } from "react-router";
import type { Route } from "./+types/staff";
import { StaffShell, STAFF_CONSOLE, staffConsoleCss, staffMeta } from "~/features/staff-console";
import { staffAccessMiddleware, staffIdentity } from "~/features/staff-console/index.server";

// Only staff pages load the console's styles; the public pages' inline stylesheet stays as it was.
export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: staffConsoleCss }];

export const middleware: Route.MiddlewareFunction[] = [staffAccessMiddleware];

export const meta: Route.MetaFunction = () => staffMeta(STAFF_CONSOLE.name);

export function loader({ context }: Route.LoaderArgs) {
  return { email: staffIdentity(context).email };
}

export default function StaffLayout({ loaderData }: Route.ComponentProps) {
  return (
    <StaffShell email={loaderData.email}>
      <Outlet />
    </StaffShell>
  );
}
