import { drizzle } from "drizzle-orm/d1";
import * as schema from "./schema";

export type Database = ReturnType<typeof getDb>;

/**
 * The primary database. Every write goes here, and so does every read that must see a write
 * already made (in this request or an earlier one, such as a queue job reading the row it is
 * about to update): a replica may not have that write yet.
 */
export function getDb(d1: D1Database) {
  return drizzle(d1, { schema });
}

/**
 * A database whose reads any D1 read replica may serve, possibly a little behind the primary:
 * for public page text only, where staff edits already take up to CONTENT_CACHE_TTL_SECONDS to
 * show (docs/decisions/0025-d1-read-replicas-for-page-text.md). Make one per page view: a session
 * keeps its reads in order, and a new one starts again at whichever replica is nearest. Never
 * write through it.
 */
export function getReplicaDb(d1: D1Database): Database {
  // drizzle-orm 0.45's D1 driver is typed for the binding only, but the only methods it calls on
  // its client are these two, which a session has; the check below keeps that true.
  const session: Pick<D1Database, "prepare" | "batch"> = d1.withSession("first-unconstrained");
  return getDb(session as D1Database);
}
