import { getDb, type Db } from "./client";

/**
 * A hot query built once per database handle and run with its placeholders' values: drizzle
 * builds a query's SQL anew on every call otherwise (a fifth of the booking call's CPU in a
 * profile of the app), and on PostgreSQL the named statement is parsed and planned once a
 * connection instead of on every call. Outside transactions only: the query runs on the handle.
 */
export function preparedQuery<Query>(build: (db: Db) => Query): () => Promise<Query> {
  const built = new WeakMap<Db, Query>();
  return async () => {
    const db = await getDb();
    let query = built.get(db);
    if (!query) built.set(db, (query = build(db)));
    return query;
  };
}
