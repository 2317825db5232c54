import { createContext, type MiddlewareFunction, type RouterContextProvider } from "react-router";
import { workerEnv } from "~/lib/cloudflare-context.server";
import { requireStaff, type StaffIdentity } from "./staff-access.server";

const staffIdentityContext = createContext<StaffIdentity>();

/**
 * The /staff layout route's middleware: every loader and action below it runs only for a verified
 * staff member, whose identity it puts into the router context. workers/api.ts has already
 * refused anyone else; this second check keeps a route safe should it ever be served another way.
 */
export const staffAccessMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  context.set(staffIdentityContext, await requireStaff(request, workerEnv(context)));
  return next();
};

/** The staff member of this request, in a loader or action of a route below /staff. */
export function staffIdentity(context: Readonly<RouterContextProvider>): StaffIdentity {
  return context.get(staffIdentityContext);
}
