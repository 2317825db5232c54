/**
 * Wraps a D1 binding so the statements prepared through it can be counted: the Worker reports
 * the count per page view in Server-Timing (checked by `npm run bench`), and tests use it to
 * assert how many queries a loader runs.
 */
export function withQueryCount(db: D1Database) {
  const statements: string[] = [];
  const counted = new Proxy(db, {
    get(target, property, receiver) {
      if (property === "prepare") {
        return (sql: string) => {
          statements.push(sql);
          return target.prepare(sql);
        };
      }
      const value = Reflect.get(target, property, receiver);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
  return { db: counted, statements };
}
