import { createMiddleware } from "hono/factory";
import type { AppEnv } from "~/lib/hono-env.server";
import { isStaffPath, staffOrRefusal, withStaffHeaders } from "./staff-access.server";

/**
 * Marks every answer on a /staff path private and noindex, whoever produced it: the console's
 * pages, the gate's 403 and the refusals that come before the gate (another site's form, a
 * misconfigured development identity). workers/api.ts mounts it before any other check.
 */
export const staffResponseHeaders = createMiddleware<AppEnv>(async (c, next) => {
  await next();
  if (isStaffPath(new URL(c.req.url).pathname)) c.res = withStaffHeaders(c.res);
});

/**
 * The one check in front of every /staff path, pages, their .data payloads, resource routes and
 * paths no route knows alike: without a verified staff identity the answer is 403 and nothing
 * else runs (staffResponseHeaders marks the answer private and noindex).
 */
export const staffGate = createMiddleware<AppEnv>(async (c, next) => {
  if (!isStaffPath(new URL(c.req.url).pathname)) return next();
  const staff = await staffOrRefusal(c.req.raw, c.env);
  if (staff instanceof Response) return staff;
  await next();
});
