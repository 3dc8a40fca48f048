import type { Database } from '@manufaktura/db';
import type { Placeholder, SQL } from 'drizzle-orm';
import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';

/** Builds SQL text as the shop's database client does (snake_case columns, as `openDatabase` sets). */
const dialect = new PgDialect({ casing: 'snake_case' });

type Prepared = ReturnType<Database['_']['session']['prepareQuery']>;

/**
 * A hot statement whose text is built once, its values given by `sql.placeholder(name)`. On
 * PostgreSQL it is a named prepared statement: each connection parses and plans it once, and a
 * read then sends only its values (building and sending a catalogue query's few kilobytes of text
 * was a good part of its cost). PGlite keeps every statement prepared by its text
 * (`@manufaktura/db`'s pglite-statements.ts). `name` must belong to this text alone.
 */
export function preparedStatement<Row>(name: string, query: SQL) {
  const built = dialect.sqlToQuery(query);
  const byDatabase = new WeakMap<Database, Prepared>();
  return async (db: Database, values: Record<string, unknown>): Promise<Row[]> => {
    let prepared = byDatabase.get(db);
    if (!prepared) byDatabase.set(db, (prepared = db._.session.prepareQuery(built, undefined, name, false)));
    const result = (await prepared.execute(values)) as { rows: Row[] };
    return result.rows;
  };
}

/**
 * A query builder's prepared statement (`.prepare(name)`, values by `sql.placeholder`), made once
 * per database handle: for the app's own handle, once. A transaction's handle is new every time,
 * so there the builder would build the text again for every transaction: a statement that runs in
 * transactions is a `preparedStatement`.
 */
export function preparedPerDatabase<Statement>(make: (db: Database) => Statement): (db: Database) => Statement {
  const byDatabase = new WeakMap<Database, Statement>();
  return (db) => {
    let statement = byDatabase.get(db);
    if (!statement) byDatabase.set(db, (statement = make(db)));
    return statement;
  };
}

/**
 * A count (LIMIT or OFFSET) given to a prepared statement, as a sub-select its plans are not
 * costed by, custom or generic. With a bare parameter the generic plan guesses a tenth of the
 * rows, costs more than a custom plan made for 20, and so PostgreSQL planned every execution anew
 * (0.2 ms of a category page's 0.35 ms of database time on 5,000 products); costed alike, the
 * generic plan is kept after five executions.
 */
export function unplanned(count: number | SQL | Placeholder): SQL {
  return sql`(select ${count}::bigint)`;
}
