/** The Hono environment every API router shares: the Worker's bindings. */
export interface AppEnv {
  Bindings: Env;
}
