import type { PGlite, Transaction } from '@electric-sql/pglite';
import { parse, protocol, types } from '@electric-sql/pglite';

/**
 * Named prepared statements on PGlite. Its `query` sends every statement as a new, unnamed one:
 * parsed, described and planned again on each call, in the API's own thread. A hot statement is
 * parsed here once per database and then only bound and executed, in one exchange with the
 * backend; PostgreSQL keeps its plan as it does for a server connection's named statement.
 */

/** Each database's prepared statements: their parameters' types, by name. */
const preparedBy = new WeakMap<PGlite, Map<string, number[]>>();

/** The database a PGlite transaction runs on (PGlite's transaction object does not say). */
const transactionsOf = new WeakMap<Transaction, PGlite>();

/**
 * Lets `runPrepared` find the database behind this client's transactions: wraps its `transaction`
 * so each transaction object is recorded as it starts.
 */
export function trackTransactions(client: PGlite): void {
  const transaction = client.transaction.bind(client);
  client.transaction = (callback) =>
    transaction((tx) => {
      transactionsOf.set(tx, client);
      return callback(tx);
    });
}

/** Values read as drizzle's PGlite driver reads them: dates, times and intervals as PostgreSQL's text. */
const asText = (value: string) => value;
const READ_OPTIONS = {
  rowMode: 'object',
  parsers: {
    [types.TIMESTAMP]: asText,
    [types.TIMESTAMPTZ]: asText,
    [types.INTERVAL]: asText,
    [types.DATE]: asText,
    1231: asText, // numeric[]
    1115: asText, // timestamp[]
    1185: asText, // timestamptz[]
    1187: asText, // interval[]
    1182: asText, // date[]
  },
} as const;

function joined(messages: Uint8Array[]): Uint8Array {
  const all = new Uint8Array(messages.reduce((size, message) => size + message.length, 0));
  let at = 0;
  for (const message of messages) {
    all.set(message, at);
    at += message.length;
  }
  return all;
}

/** Sends messages ending with a Sync; the backend's first error is thrown once it is ready again. */
async function exchange(client: PGlite, messages: Uint8Array[]) {
  const answers = await client.execProtocolStream(joined([...messages, protocol.serialize.sync()]), {
    syncToFs: false,
    throwOnError: false,
  });
  const error = answers.find((answer) => answer instanceof protocol.messages.DatabaseError);
  if (error) throw error;
  return answers;
}

/**
 * Runs `text` as the prepared statement `name` (parsed and described on first use) with `values`,
 * on the database a drizzle PGlite client is (`client`: PGlite itself or one of its transactions);
 * the rows as objects. Undefined when `client` is not PGlite's.
 */
export function preparedRunner(
  client: unknown,
): ((name: string, text: string, values: unknown[]) => Promise<Record<string, unknown>[]>) | undefined {
  const inTransaction = transactionsOf.get(client as Transaction);
  const database = inTransaction ?? (isPglite(client) ? client : undefined);
  if (!database) return undefined;
  const exclusive = <T>(run: () => Promise<T>) =>
    // A transaction already holds the database; outside one, wait for any to end first.
    inTransaction
      ? database._runExclusiveQuery(run)
      : database._runExclusiveTransaction(() => database._runExclusiveQuery(run));
  return (name, text, values) =>
    exclusive(async () => {
      let prepared = preparedBy.get(database);
      if (!prepared) preparedBy.set(database, (prepared = new Map()));
      let parameterTypes = prepared.get(name);
      if (!parameterTypes) {
        const answers = await exchange(database, [
          protocol.serialize.parse({ name, text }),
          protocol.serialize.describe({ type: 'S', name }),
        ]);
        parameterTypes = parse.parseDescribeStatementResults(answers);
        prepared.set(name, parameterTypes);
      }
      const oids = parameterTypes;
      const serialized = values.map((value, index) => {
        if (value === null || value === undefined) return null;
        const serializer = database.serializers[oids[index]!];
        return serializer ? serializer(value) : String(value);
      });
      const answers = await exchange(database, [
        protocol.serialize.bind({ statement: name, values: serialized }),
        protocol.serialize.describe({ type: 'P' }),
        protocol.serialize.execute({}),
      ]);
      if (!inTransaction) await database.syncToFs();
      return parse.parseResults(answers, database.parsers, READ_OPTIONS)[0]!.rows as Record<string, unknown>[];
    });
}

function isPglite(client: unknown): client is PGlite {
  return typeof client === 'object' && client !== null && 'execProtocolStream' in client && 'transaction' in client;
}
