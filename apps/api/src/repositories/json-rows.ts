import type { SQL } from 'drizzle-orm';
import { getTableColumns, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';

/*
 * Rows the database builds as JSON, so that one query can bring a row with its relations (or
 * several tables' rows) in one round trip; read back into the shapes drizzle's own queries give.
 */

/** A table's columns as drizzle names them, read once (the query builder's lookups cost on every request). */
const columnsOf = (table: PgTable) => Object.entries(getTableColumns(table));
const COLUMNS = new Map<PgTable, ReturnType<typeof columnsOf>>();
function cachedColumns(table: PgTable) {
  let columns = COLUMNS.get(table);
  if (!columns) COLUMNS.set(table, (columns = columnsOf(table)));
  return columns;
}

/** A table's row as a JSON object built by the database, keyed as drizzle names the columns. */
export function jsonRow(table: PgTable, omit: readonly string[] = []): SQL {
  const columns = cachedColumns(table)
    .filter(([key]) => !omit.includes(key))
    .map(([key, column]) => sql`${sql.raw(`'${key}'`)}, ${column}`);
  return sql`json_build_object(${sql.join(columns, sql`, `)})`;
}

/** A row built by `jsonRow`, each value as drizzle reads it from the driver (timestamps become Dates). */
export function fromJsonRow<T>(table: PgTable, object: Record<string, unknown>): T {
  const row: Record<string, unknown> = {};
  for (const [key, column] of cachedColumns(table)) {
    const value = object[key];
    row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return row as T;
}

/** A JSON value the database built, as the driver hands it over: parsed by pg, a string from PGlite. */
export function fromJson<T>(json: unknown): T {
  return (typeof json === 'string' ? JSON.parse(json) : json) as T;
}

/** Rows built by `jsonRow`, each value as drizzle reads it from the driver (timestamps become Dates). */
export function fromJsonRows<T>(table: PgTable, json: unknown): T[] {
  const objects = fromJson<Record<string, unknown>[]>(json);
  return objects.map((object) => fromJsonRow<T>(table, object));
}
