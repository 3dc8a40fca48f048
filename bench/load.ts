import { createRequire } from 'node:module';

import autocannon from 'autocannon';

/** An answer as autocannon's queue holds it until it is complete. */
interface PendingAnswer {
  req: { readsBody?: (status: number) => boolean };
  headers: { statusCode?: number };
  body: string;
  chunks?: Buffer[];
}

interface AnswerQueue {
  addBody(data: Buffer): void;
  peek(): PendingAnswer | undefined;
  terminateRequest(): PendingAnswer | undefined;
}

/**
 * autocannon keeps every answer's body as a string, decoding each chunk as UTF-8 in the load
 * generator's one thread. Compressed pages are not UTF-8, and decoding them is slow: a 43 kB
 * gzip page bounded the load generator at about 1,800 answers a second while the storefront sat
 * three-quarters idle, so the figure measured the decoder. The body is kept as bytes and decoded
 * only when the request asks for it (`readsBody`, given the status), as a browser never decodes
 * what it does not read.
 */
function keepBodiesAsBytes() {
  const require = createRequire(import.meta.url);
  const queue = (require('autocannon/lib/pipelinedRequestsQueue.js') as { prototype: AnswerQueue }).prototype;
  const terminate = queue.terminateRequest;
  queue.addBody = function (this: AnswerQueue, data: Buffer) {
    const answer = this.peek();
    if (answer) (answer.chunks ??= []).push(data);
  };
  queue.terminateRequest = function (this: AnswerQueue) {
    const answer = terminate.call(this);
    if (answer && answer.req.readsBody?.(answer.headers.statusCode ?? 0) !== false) {
      answer.body = Buffer.concat(answer.chunks ?? []).toString('utf8');
    }
    return answer;
  };
}
keepBodiesAsBytes();

/** One request of a scenario: what to send, and (optionally) what to keep from the answer. */
export interface Step {
  method?: 'GET' | 'POST';
  path: string;
  headers?: Record<string, string>;
  body?: string;
  /** Reads what the next step needs (a cart version); returns false when the answer is wrong. */
  onResponse?: (status: number, body: string) => boolean | void;
}

/**
 * A load scenario. `steps` is called once per connection, so each connection
 * can keep its own state (a session, a cart); it returns the next request each
 * time it is asked. `check` runs once before the load and throws if a response
 * is not what the shop should answer: a fast error must never count as speed.
 */
export interface Scenario {
  name: string;
  check: () => Promise<void>;
  steps: () => () => Step;
  /** How many requests make one unit of work (2 for an order: the cart, then placing it). */
  requestsPerUnit?: number;
}

export interface Figure {
  name: string;
  /** Successful (2xx, accepted) requests per second; errors never count. */
  rps: number;
  p50: number;
  p99: number;
  /** Non-2xx answers, answers the scenario refused, connection errors and timeouts. */
  errors: number;
  requests: number;
  /** Whether the pre-check passed and no request failed. */
  verified: boolean;
  note?: string;
}

export interface LoadOptions {
  url: string;
  connections: number;
  durationSeconds: number;
}

/** Checks a scenario, then loads it with autocannon; only 2xx answers the scenario accepts count as throughput. */
export async function runScenario(scenario: Scenario, options: LoadOptions): Promise<Figure> {
  try {
    await scenario.check();
  } catch (error) {
    const note = error instanceof Error ? error.message : String(error);
    console.error(`  ✗ ${scenario.name}: ${note}`);
    return { name: scenario.name, rps: 0, p50: 0, p99: 0, errors: 0, requests: 0, verified: false, note };
  }
  let refused = 0;
  let firstFailure: string | undefined;
  const result = await autocannon({
    url: options.url,
    connections: options.connections,
    duration: options.durationSeconds,
    requests: [{ method: 'GET', path: '/' }],
    setupClient: (client) => {
      const next = scenario.steps();
      let current: Step | undefined;
      // `readsBody` is ours (keepBodiesAsBytes); autocannon passes the object back with each answer.
      const definition: autocannon.Request & PendingAnswer['req'] = {
        setupRequest: (request) => {
          current = next();
          return {
            ...request,
            method: current.method ?? 'GET',
            path: current.path,
            headers: { ...(current.body ? { 'content-type': 'application/json' } : {}), ...current.headers },
            ...(current.body ? { body: current.body } : {}),
          };
        },
        readsBody: (status: number) => status < 200 || status >= 300 || current?.onResponse !== undefined,
        onResponse: (status, body) => {
          if (status < 200 || status >= 300) firstFailure ??= `${status} ${body.slice(0, 160)}`;
          if (status >= 200 && status < 300 && current?.onResponse?.(status, body) === false) {
            refused += 1;
            firstFailure ??= `refused: ${body.slice(0, 160)}`;
          }
        },
      };
      client.setRequests([definition]);
    },
  });
  const ok = Math.max(0, result['2xx'] - refused);
  const errors = result.non2xx + result.errors + result.timeouts + refused;
  const figure: Figure = {
    name: scenario.name,
    rps: Math.round(ok / result.duration / (scenario.requestsPerUnit ?? 1)),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors,
    requests: result['2xx'] + result.non2xx,
    verified: errors === 0,
    ...(firstFailure ? { note: firstFailure } : {}),
  };
  console.log(
    `  ${figure.verified ? '✓' : '✗'} ${figure.name}: ${figure.rps} req/s, p50 ${figure.p50} ms, p99 ${figure.p99} ms, ${errors} errors`,
  );
  return figure;
}

/** Fetches JSON and throws unless the status is 2xx. */
export async function fetchJson<T>(url: string, init?: RequestInit): Promise<{ body: T; headers: Headers }> {
  const response = await fetch(url, init);
  const text = await response.text();
  if (!response.ok)
    throw new Error(`${init?.method ?? 'GET'} ${url} answered ${response.status}: ${text.slice(0, 200)}`);
  return { body: JSON.parse(text) as T, headers: response.headers };
}

export function expect(condition: unknown, message: string): asserts condition {
  if (!condition) throw new Error(message);
}
