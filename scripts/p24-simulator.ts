/**
 * A local Przelewy24: the same REST endpoints, signs and Basic auth as the
 * real gateway (../shared reference: register, verify, BLIK chargeByCode,
 * refund, testAccess), a payment page where a person chooses "zapłać",
 * "odrzuć" or "porzuć", and status notifications with retries until the shop
 * verifies the payment. `npm start` runs it when no P24 credentials are set;
 * tests start their own. Faults can be switched on to try the shop against a
 * misbehaving gateway (late, duplicate, wrong-amount or badly signed
 * notifications, the gateway down).
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface SimulatorFaults {
  /** The gateway answers every API call with 503. */
  down: boolean;
  /** Notifications go out this many ms after the payment. */
  notificationDelayMs: number;
  /** Every notification is sent twice. */
  duplicateNotification: boolean;
  /** Notifications claim one grosz less than was paid. */
  wrongAmount: boolean;
  /** Notifications are signed with another CRC key. */
  badSignature: boolean;
}

export interface SimulatedTransaction {
  token: string;
  sessionId: string;
  amount: number;
  currency: string;
  description: string;
  email: string;
  urlReturn: string;
  urlStatus: string;
  /** P24's own number, sent in the notification; larger than a 32-bit int, as P24's may be. */
  orderId: number;
  status: 'registered' | 'paid' | 'rejected' | 'abandoned';
  verified: boolean;
  notificationsSent: number;
  refunded: number;
  refundNotificationsSent: number;
  /** The BLIK code the transaction was charged with, when the shopper paid on the shop's page. */
  blikCode?: string;
}

export interface SimulatorOptions {
  merchantId: number;
  posId: number;
  crc: string;
  apiKey: string;
  port?: number;
  /** Waits before retrying a notification the shop has not verified yet (P24: 3 min … 450 min). */
  retryDelaysMs?: number[];
}

const DEFAULT_RETRY_DELAYS_MS = [1_000, 3_000, 10_000, 30_000];
const sign = (fields: Record<string, string | number>) =>
  createHash('sha384').update(JSON.stringify(fields)).digest('hex');

function sameText(a: unknown, b: string): boolean {
  if (typeof a !== 'string') return false;
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function json(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const zloty = (grosze: number) =>
  new Intl.NumberFormat('pl-PL', { style: 'currency', currency: 'PLN' }).format(grosze / 100);

function page(title: string, body: string): string {
  return `<!doctype html><html lang="pl"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} – Przelewy24 (symulator)</title>
<style>body{font-family:system-ui,sans-serif;max-width:32rem;margin:2rem auto;padding:0 1rem;color:#1d1d1b}
main{border:1px solid #d8d3cc;border-radius:12px;padding:1.5rem}button{font:inherit;padding:.7rem 1.2rem;border-radius:999px;border:1px solid #1d1d1b;background:#fff;cursor:pointer;margin:.3rem .3rem 0 0}
button.pay{background:#d13239;border-color:#d13239;color:#fff}p.note{color:#5c5a57;font-size:.9rem}</style></head>
<body><main><h1>${escapeHtml(title)}</h1>${body}</main><p class="note">Symulator Przelewy24 sklepu Manufaktura – żadne pieniądze nie zmieniają właściciela.</p></body></html>`;
}

export async function startP24Simulator(options: SimulatorOptions) {
  const transactions = new Map<string, SimulatedTransaction>();
  const faults: SimulatorFaults = {
    down: false,
    notificationDelayMs: 0,
    duplicateNotification: false,
    wrongAmount: false,
    badSignature: false,
  };
  const retryDelays = options.retryDelaysMs ?? DEFAULT_RETRY_DELAYS_MS;
  const timers = new Set<NodeJS.Timeout>();
  let nextOrderId = 4_295_430_336;

  const authorised = (request: IncomingMessage) =>
    sameText(
      request.headers.authorization,
      `Basic ${Buffer.from(`${options.posId}:${options.apiKey}`).toString('base64')}`,
    );

  function later(ms: number, run: () => void) {
    const timer = setTimeout(() => {
      timers.delete(timer);
      run();
    }, ms);
    timers.add(timer);
  }

  async function notify(transaction: SimulatedTransaction) {
    const amount = faults.wrongAmount ? transaction.amount - 1 : transaction.amount;
    const fields = {
      merchantId: options.merchantId,
      posId: options.posId,
      sessionId: transaction.sessionId,
      amount,
      originAmount: amount,
      currency: transaction.currency,
      orderId: transaction.orderId,
      methodId: 154,
      statement: `p24-${transaction.token.slice(0, 8)}`,
    };
    const body = { ...fields, sign: sign({ ...fields, crc: faults.badSignature ? 'not-the-crc' : options.crc }) };
    transaction.notificationsSent += 1;
    await fetch(transaction.urlStatus, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    }).catch(() => undefined);
  }

  /** Tells the shop a refund was made (P24's refund notification: signed, status 0). */
  async function notifyRefund(
    urlStatus: string,
    requestId: string,
    refundsUuid: string,
    refund: Record<string, unknown>,
    transaction: SimulatedTransaction,
  ) {
    const fields = {
      orderId: transaction.orderId,
      sessionId: transaction.sessionId,
      refundsUuid,
      merchantId: options.merchantId,
      amount: Number(refund.amount),
      currency: transaction.currency,
      status: 0,
    };
    const body = {
      ...fields,
      requestId,
      timestamp: Math.floor(Date.now() / 1000),
      sign: sign({ ...fields, crc: faults.badSignature ? 'not-the-crc' : options.crc }),
    };
    transaction.refundNotificationsSent += 1;
    await fetch(urlStatus, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    }).catch(() => undefined);
  }

  /** Notifies, and again after each retry delay while the shop has not verified the payment. */
  function notifyUntilVerified(transaction: SimulatedTransaction, attempt = 0) {
    const delay = attempt === 0 ? faults.notificationDelayMs : retryDelays[attempt - 1];
    if (delay === undefined) return;
    later(delay, () => {
      void (async () => {
        await notify(transaction);
        if (attempt === 0 && faults.duplicateNotification) await notify(transaction);
        if (!transaction.verified) notifyUntilVerified(transaction, attempt + 1);
      })();
    });
  }

  function pay(transaction: SimulatedTransaction) {
    if (transaction.status === 'paid') return;
    transaction.status = 'paid';
    notifyUntilVerified(transaction);
  }

  async function api(request: IncomingMessage, response: ServerResponse, path: string) {
    if (faults.down) return json(response, 503, { error: 'Service unavailable', code: 503 });
    if (!authorised(request)) return json(response, 401, { error: 'Incorrect authentication', code: 401 });
    const raw = request.method === 'GET' ? '' : await readBody(request);
    let body: Record<string, unknown> = {};
    try {
      body = raw ? (JSON.parse(raw) as Record<string, unknown>) : {};
    } catch {
      return json(response, 400, { error: 'Invalid JSON', code: 400 });
    }

    if (request.method === 'GET' && path === '/testAccess') return json(response, 200, { data: true, error: '' });

    if (request.method === 'POST' && path === '/transaction/register') {
      const expected = sign({
        sessionId: String(body.sessionId),
        merchantId: Number(body.merchantId),
        amount: Number(body.amount),
        currency: String(body.currency),
        crc: options.crc,
      });
      if (
        body.merchantId !== options.merchantId ||
        body.posId !== options.posId ||
        !Number.isInteger(body.amount) ||
        !sameText(body.sign, expected)
      )
        return json(response, 400, { error: 'Incorrect sign or parameters', code: 400 });
      const token = randomBytes(16).toString('hex').toUpperCase();
      transactions.set(token, {
        token,
        sessionId: String(body.sessionId),
        amount: Number(body.amount),
        currency: String(body.currency),
        description: String(body.description ?? ''),
        email: String(body.email ?? ''),
        urlReturn: String(body.urlReturn),
        urlStatus: String(body.urlStatus),
        orderId: (nextOrderId += 1),
        status: 'registered',
        verified: false,
        notificationsSent: 0,
        refundNotificationsSent: 0,
        refunded: 0,
      });
      return json(response, 200, { data: { token }, responseCode: 0 });
    }

    if (request.method === 'PUT' && path === '/transaction/verify') {
      const transaction = [...transactions.values()].find((t) => t.sessionId === body.sessionId);
      const expected = sign({
        sessionId: String(body.sessionId),
        orderId: Number(body.orderId),
        amount: Number(body.amount),
        currency: String(body.currency),
        crc: options.crc,
      });
      if (
        !transaction ||
        transaction.status !== 'paid' ||
        transaction.orderId !== body.orderId ||
        transaction.amount !== body.amount ||
        transaction.currency !== body.currency ||
        !sameText(body.sign, expected)
      )
        return json(response, 400, { error: 'Transaction not verified', code: 400 });
      transaction.verified = true;
      return json(response, 200, { data: { status: 'success' }, responseCode: 0 });
    }

    if (request.method === 'POST' && path === '/paymentMethod/blik/chargeByCode') {
      const transaction = transactions.get(String(body.token));
      if (!transaction || transaction.status !== 'registered')
        return json(response, 400, { error: 'Incorrect token', code: 400 });
      // As P24's sandbox: 777xxx codes are taken (the shopper then confirms in the bank's app), any other is refused.
      if (!/^777\d{3}$/.test(String(body.blikCode)))
        return json(response, 400, { error: 'Incorrect BLIK code', code: 400 });
      transaction.blikCode = String(body.blikCode);
      later(300, () => pay(transaction));
      return json(response, 201, { data: { orderId: transaction.orderId, message: 'success' }, responseCode: 0 });
    }

    if (request.method === 'POST' && path === '/transaction/refund') {
      const refunds = Array.isArray(body.refunds) ? (body.refunds as Record<string, unknown>[]) : [];
      const found = refunds.map((refund) => ({
        refund,
        transaction: [...transactions.values()].find(
          (t) => t.orderId === refund.orderId && t.sessionId === refund.sessionId,
        ),
      }));
      if (
        found.length === 0 ||
        found.some(
          ({ refund, transaction }) =>
            !transaction?.verified ||
            !Number.isInteger(refund.amount) ||
            transaction.refunded + Number(refund.amount) > transaction.amount,
        )
      )
        return json(response, 409, { error: 'Refund not possible', code: 409 });
      for (const { refund, transaction } of found) {
        transaction!.refunded += Number(refund.amount);
        later(
          200,
          () =>
            void notifyRefund(
              String(body.urlStatus),
              String(body.requestId),
              String(body.refundsUuid),
              refund,
              transaction!,
            ),
        );
      }
      return json(response, 201, { data: refunds.map((r) => ({ ...r, status: true })), responseCode: 0 });
    }

    return json(response, 404, { error: 'Not found', code: 404 });
  }

  async function payPage(request: IncomingMessage, response: ServerResponse, token: string, action?: string) {
    const transaction = transactions.get(token);
    if (!transaction || faults.down) {
      response.writeHead(404, { 'content-type': 'text/html; charset=utf-8' });
      return response.end(page('Transakcja nieznana', '<p>Nie znaleziono tej transakcji.</p>'));
    }
    if (request.method === 'POST' && transaction.status === 'registered') {
      if (action === 'pay') pay(transaction);
      if (action === 'reject') transaction.status = 'rejected';
      if (action === 'abandon') {
        transaction.status = 'abandoned';
        response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        return response.end(page('Płatność porzucona', '<p>Zamknij tę kartę – do sklepu wrócisz sam.</p>'));
      }
      response.writeHead(303, { location: transaction.urlReturn });
      return response.end();
    }
    const form = (name: string, label: string, className = '') =>
      `<form method="post" action="/trnRequest/${token}/${name}" style="display:inline"><button class="${className}">${label}</button></form>`;
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(
      page(
        'Zapłać za zamówienie',
        `<p>${escapeHtml(transaction.description)}</p><p><strong>${zloty(transaction.amount)}</strong> · ${escapeHtml(transaction.email)}</p>
${transaction.status === 'registered' ? form('pay', 'zapłać', 'pay') + form('reject', 'odrzuć') + form('abandon', 'porzuć') : `<p>Transakcja: ${transaction.status}.</p>`}`,
      ),
    );
  }

  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const handle = async () => {
      if (url.pathname.startsWith('/api/v1/')) return api(request, response, url.pathname.slice('/api/v1'.length));
      const pay = /^\/trnRequest\/([A-Za-z0-9]+)(?:\/(pay|reject|abandon))?$/.exec(url.pathname);
      if (pay) return payPage(request, response, pay[1]!, pay[2]);
      if (request.method === 'POST' && url.pathname === '/__faults') {
        Object.assign(faults, JSON.parse((await readBody(request)) || '{}') as Partial<SimulatorFaults>);
        return json(response, 200, faults);
      }
      json(response, 404, { error: 'Not found', code: 404 });
    };
    handle().catch((error: unknown) => json(response, 500, { error: String(error), code: 500 }));
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url,
    apiUrl: `${url}/api/v1`,
    faults,
    transactions,
    /** The shopper's choice on the payment page, without a browser. */
    choose(token: string, action: 'pay' | 'reject' | 'abandon') {
      const transaction = transactions.get(token);
      if (!transaction) throw new Error(`No transaction ${token}`);
      if (action === 'pay') pay(transaction);
      else transaction.status = action === 'reject' ? 'rejected' : 'abandoned';
      return transaction;
    },
    async close() {
      for (const timer of timers) clearTimeout(timer);
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export type P24Simulator = Awaited<ReturnType<typeof startP24Simulator>>;
