/**
 * Wraps a D1 binding, and every session opened from it, so the statements prepared through them
 * can be counted: the Worker reports the count per page view in Server-Timing (checked by
 * `npm run bench`), and tests use it to assert how many queries a loader runs. It also notes
 * every statement that failed, so the Worker can tell a page built from a failed read apart from
 * a good one and keep it out of the page cache, whichever loader ran the read and however it
 * showed the failure.
 */
export function withQueryCount(db: D1Database) {
  const statements: string[] = [];
  const failures: string[] = [];
  const originals = new WeakMap<object, D1PreparedStatement>();

  const watched = (statement: D1PreparedStatement, sql: string): D1PreparedStatement => {
    const proxy = new Proxy(statement, {
      get(target, property, receiver) {
        const value = Reflect.get(target, property, receiver);
        if (typeof value !== "function") return value;
        if (property === "bind") return (...values: unknown[]) => watched(value.apply(target, values), sql);
        return (...args: unknown[]) => {
          try {
            const result = value.apply(target, args);
            return result instanceof Promise ? result.catch((thrown) => failed(sql, thrown)) : result;
          } catch (thrown) {
            return failed(sql, thrown);
          }
        };
      },
    });
    originals.set(proxy, statement);
    return proxy;
  };

  const failed = (sql: string, thrown: unknown): never => {
    failures.push(sql);
    throw thrown;
  };

  // Sessions (the read-replica path) are watched like the binding itself: a page's reads through
  // one must count and mark failures just the same.
  const watchedDatabase = <Database extends D1Database | D1DatabaseSession>(target: Database): Database =>
    new Proxy(target, {
      get(target, property, receiver) {
        if (property === "prepare") {
          return (sql: string) => {
            statements.push(sql);
            try {
              return watched(target.prepare(sql), sql);
            } catch (thrown) {
              return failed(sql, thrown);
            }
          };
        }
        if (property === "batch") {
          // D1 runs the statements it prepared itself, not the watching wrappers around them.
          return (batch: D1PreparedStatement[]) => {
            const sql = "batch";
            try {
              return target
                .batch(batch.map((statement) => originals.get(statement) ?? statement))
                .catch((thrown) => failed(sql, thrown));
            } catch (thrown) {
              return failed(sql, thrown);
            }
          };
        }
        if (property === "withSession" && "withSession" in target) {
          return (constraintOrBookmark?: string) => {
            try {
              return watchedDatabase(target.withSession(constraintOrBookmark));
            } catch (thrown) {
              return failed("withSession", thrown);
            }
          };
        }
        const value = Reflect.get(target, property, receiver);
        return typeof value === "function" ? value.bind(target) : value;
      },
    });
  return { db: watchedDatabase(db), statements, failures };
}
