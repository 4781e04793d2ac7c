import type { Database } from './connection.ts';

/**
 * A query built once per database (or transaction) and then only executed: for small hot queries
 * drizzle's building costs more than PostgreSQL takes to run them.
 */
export function preparedPerDb<Q>(build: (db: Database) => Q): (db: Database) => Q {
  const built = new WeakMap<Database, Q>();
  return (db) => {
    let query = built.get(db);
    if (!query) {
      query = build(db);
      built.set(db, query);
    }
    return query;
  };
}
