import { createMiddleware } from "hono/factory";
import type { AppEnv } from "~/lib/hono-env.server";
import { discardBody } from "~/lib/request-body.server";
import { isStaffPath, staffOrRefusal, withStaffHeaders } from "./staff-access.server";

/**
 * The one check in front of every /staff path, pages, their .data payloads, resource routes and
 * paths no route knows alike: without a verified staff identity the answer is 403 and nothing
 * else runs. Staff responses are marked private and noindex here, whoever produced them.
 */
export const staffGate = createMiddleware<AppEnv>(async (c, next) => {
  if (!isStaffPath(new URL(c.req.url).pathname)) return next();
  const staff = await staffOrRefusal(c.req.raw, c.env);
  if (staff instanceof Response) {
    await discardBody(c.req.raw);
    return staff;
  }
  await next();
  c.res = withStaffHeaders(c.res);
});
