import type { PGlite, QueryOptions, Results, Transaction } from '@electric-sql/pglite';
import { parse, protocol } from '@electric-sql/pglite';

/**
 * PGlite's `query` sends every statement as a new, unnamed one: parsed, described and planned
 * again on each call, in the API's own thread (a server's driver keeps them per connection). Here
 * a statement's text is parsed once into a named prepared statement, and each call then only binds
 * and executes it, in one exchange with the backend; PostgreSQL keeps its plan as it does for a
 * server's named statement. The database keeps the `KEPT_STATEMENTS` last-used texts; older ones are closed.
 */
export const KEPT_STATEMENTS = 256;

interface Statement {
  name: string;
  /** The parameters' types, as the backend described them. */
  oids: number[];
}

interface Kept {
  /** By text, least recently used first. */
  statements: Map<string, Statement>;
  /** Names closed on eviction, sent with the next exchange. */
  closing: string[];
  made: number;
}

/** A statement's text changed meaning under it (DDL) or was deallocated behind our back: parse anew. */
const STALE = new Set(['0A000', '26000']);

/** Sends messages ending with a Sync; the backend's first error is thrown once it is ready again. */
async function exchange(client: PGlite, messages: Uint8Array[]) {
  const answers = await client.execProtocolStream(Buffer.concat([...messages, protocol.serialize.sync()]), {
    syncToFs: false,
    throwOnError: false,
  });
  const error = answers.find((answer) => answer instanceof protocol.messages.DatabaseError);
  if (error) throw error;
  return answers;
}

/** Runs a query through a kept statement; the caller holds the database. */
async function runKept(
  client: PGlite,
  kept: Kept,
  key: string,
  text: string,
  params: unknown[],
  options: QueryOptions | undefined,
): Promise<Results> {
  // Evicted statements are closed in the first exchange that follows.
  const closing = kept.closing.splice(0).map((name) => protocol.serialize.close({ type: 'S', name }));
  let statement = kept.statements.get(key);
  if (statement) {
    kept.statements.delete(key);
  } else {
    const name = `pglite_${++kept.made}`;
    const answers = await exchange(client, [
      ...closing.splice(0),
      protocol.serialize.parse({ name, text, types: options?.paramTypes }),
      protocol.serialize.describe({ type: 'S', name }),
    ]);
    statement = { name, oids: parse.parseDescribeStatementResults(answers) };
  }
  kept.statements.set(key, statement);
  if (kept.statements.size > KEPT_STATEMENTS) {
    const [oldest, evicted] = kept.statements.entries().next().value!;
    kept.statements.delete(oldest);
    kept.closing.push(evicted.name);
  }
  const { oids } = statement;
  const values = params.map((value, index) => {
    if (value === null || value === undefined) return null;
    const serializer = options?.serializers?.[oids[index]!] ?? client.serializers[oids[index]!];
    return serializer ? serializer(value) : String(value);
  });
  const answers = await exchange(client, [
    ...closing,
    protocol.serialize.bind({ statement: statement.name, values }),
    protocol.serialize.describe({ type: 'P' }),
    protocol.serialize.execute({}),
  ]);
  return parse.parseResults(answers, client.parsers, options)[0]!;
}

/**
 * `runKept`; when the kept statement went stale it is dropped and, outside a transaction, run once
 * more from a fresh parse (a transaction the error aborted refuses anything more: there the next
 * statement parses afresh).
 */
async function runKeptFresh(
  client: PGlite,
  kept: Kept,
  inTransaction: boolean,
  text: string,
  params: unknown[],
  options: QueryOptions | undefined,
): Promise<Results> {
  // Parameter types given by the caller are part of what was parsed.
  const key = options?.paramTypes ? `${options.paramTypes.join(',')}\n${text}` : text;
  try {
    return await runKept(client, kept, key, text, params, options);
  } catch (error) {
    const stale = kept.statements.get(key);
    if (!stale || !STALE.has((error as { code?: string }).code ?? '')) throw named(error, text, params);
    kept.statements.delete(key);
    kept.closing.push(stale.name);
    if (inTransaction) throw named(error, text, params);
    return runKept(client, kept, key, text, params, options).catch((again: unknown) => {
      throw named(again, text, params);
    });
  }
}

/** A database error names the query and its values, as PGlite's own `query` makes it. */
function named(error: unknown, query: string, params: unknown[]): unknown {
  if (error instanceof protocol.messages.DatabaseError) Object.assign(error, { query, params });
  return error;
}

/**
 * Makes `client.query`, and each of its transactions' `query`, run through kept named statements.
 * A query reading a blob (COPY) keeps PGlite's own path.
 */
export function keepStatements(client: PGlite): void {
  const kept: Kept = { statements: new Map(), closing: [], made: 0 };
  const query = client.query.bind(client);
  client.query = async <T>(text: string, params: unknown[] = [], options?: QueryOptions) => {
    if (options?.blob) return query<T>(text, params, options);
    await client._checkReady();
    // Outside a transaction: after any running one ends, as PGlite's `query` waits.
    return client._runExclusiveTransaction(() =>
      client._runExclusiveQuery(async () => {
        const result = await runKeptFresh(client, kept, false, text, params, options);
        await client.syncToFs();
        return result as Results<T>;
      }),
    );
  };
  const transaction = client.transaction.bind(client);
  client.transaction = (callback) =>
    transaction((tx: Transaction) => {
      const own = tx.query.bind(tx);
      tx.query = async <T>(text: string, params: unknown[] = [], options?: QueryOptions) => {
        if (options?.blob || tx.closed) return own<T>(text, params, options);
        return client._runExclusiveQuery(
          async () => (await runKeptFresh(client, kept, true, text, params, options)) as Results<T>,
        );
      };
      return callback(tx);
    });
}
