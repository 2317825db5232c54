import { createContext, type RouterContextProvider } from "react-router";

/** What the Worker hands every loader and action: its bindings and the request's execution context. */
export interface CloudflareContext {
  env: Env;
  ctx: ExecutionContext;
}

export const cloudflareContext = createContext<CloudflareContext>();

/** A router context holding the Worker's bindings, as workers/app.ts builds it for each page request. */
export function withCloudflare(provider: RouterContextProvider, value: CloudflareContext) {
  provider.set(cloudflareContext, value);
  return provider;
}

/** The Worker's bindings, from a loader's or action's router context. */
export function workerEnv(context: Readonly<RouterContextProvider>): Env {
  return context.get(cloudflareContext).env;
}

/** The request's execution context (for `waitUntil`), from a loader's or action's router context. */
export function executionContext(context: Readonly<RouterContextProvider>): ExecutionContext {
  return context.get(cloudflareContext).ctx;
}
