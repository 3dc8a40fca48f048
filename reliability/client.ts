/**
 * A shopper's (or an attacker's) HTTP client for the reliability suite:
 * node:http, so a request can leave from a chosen loopback address and
 * carry whatever headers a client may forge.
 */
import { Agent, request as httpRequest, validateHeaderValue } from 'node:http';

import { nthShopper } from '../apps/api/test/fixtures/checkout.ts';

export interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
  /** The parsed body when it is JSON. */
  json: Record<string, unknown> | undefined;
}

export interface Sent {
  method?: string;
  headers?: Record<string, string>;
  body?: unknown;
  /** The loopback address the connection leaves from (127.0.0.1 by default). */
  localAddress?: string;
}

const agent = new Agent({ keepAlive: true, maxSockets: Infinity });

export function send(url: string, { method = 'GET', headers = {}, body, localAddress }: Sent = {}): Promise<Answer> {
  const payload = body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      url,
      {
        method,
        agent: localAddress ? undefined : agent,
        localAddress,
        headers: {
          ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
          ...headers,
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let json: Record<string, unknown> | undefined;
          if (String(response.headers['content-type']).includes('json')) {
            try {
              json = JSON.parse(text) as Record<string, unknown>;
            } catch {
              json = undefined;
            }
          }
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body: text, json });
        });
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}

/** Headers as HTTP can carry them: a value no client could send on the wire is left out. */
export function sendable(headers: Record<string, string | undefined>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(headers).filter((entry): entry is [string, string] => {
      if (entry[1] === undefined) return false;
      try {
        validateHeaderValue(entry[0], entry[1]);
        return true;
      } catch {
        return false;
      }
    }),
  );
}

/** A distinct client address for request or shopper `i`, as a trusted proxy would report it. */
export const addressOf = (i: number): string => nthShopper(i).address;

/** A refusal in the shop's error model: a 4xx whose JSON names an errorMsgCode. */
export function isShopRefusal(answer: Answer): boolean {
  return answer.status >= 400 && answer.status < 500 && typeof answer.json?.errorMsgCode === 'string';
}

export interface Shopper {
  session: string;
  version: number;
  headers: Record<string, string>;
}

/**
 * Shopper `i` from their own address: a session the API issued, a cart with
 * `quantity` of the product, their own e-mail and phone, cash on delivery.
 */
export async function shopperWithCart(api: string, i: number, productId: string, quantity = 1): Promise<Shopper> {
  const shopper = nthShopper(i);
  const forwarded = { 'x-forwarded-for': shopper.address };
  const first = await send(`${api}/api/carts`, { headers: forwarded });
  const session = String(first.headers['session-id']);
  const headers = { ...forwarded, 'session-id': session };
  const cart = await send(`${api}/api/carts`, {
    method: 'POST',
    headers,
    body: {
      add_items: [{ product_id: productId, quantity }],
      email: shopper.email,
      billing: shopper.billing,
      shippingService: { method_id: 'paczkomat-pobranie', attributes: { locker_code: 'KRA010' } },
    },
  });
  if (cart.status !== 200) throw new Error(`shopper ${i}'s cart: ${cart.status} ${cart.body.slice(0, 200)}`);
  return { session, version: Number(cart.json!.version), headers };
}

/** Places the shopper's cart for cash on delivery. */
export function placeOrder(api: string, shopper: Shopper, idempotencyKey: string): Promise<Answer> {
  return send(`${api}/api/payment/invoke`, {
    method: 'POST',
    headers: shopper.headers,
    body: {
      version: shopper.version,
      payment_method: 'cod',
      wants_invoice: false,
      consents: { terms: true, privacy: true, newsletter: false },
      idempotency_key: idempotencyKey,
    },
  });
}

/** Runs `work` over `items` with at most `limit` at a time. */
export async function inBatches<T, R>(items: T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) {
        const index = next++;
        results[index] = await work(items[index]!);
      }
    }),
  );
  return results;
}

export function percentile(values: number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}
