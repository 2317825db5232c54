// STAND-IN until branch console's access check is merged: that module (Cloudflare Access JWT
// verified with jose) replaces this file. Here only the local development identity exists.
export interface StaffIdentity {
  email: string;
}

export async function requireStaff(_request: Request, env: Env): Promise<StaffIdentity> {
  const email = (env as unknown as Record<string, unknown>).STAFF_DEV_EMAIL;
  if (typeof email !== "string" || email === "") throw new Response("Forbidden", { status: 403 });
  return { email };
}
