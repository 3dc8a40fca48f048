import { createHash } from 'node:crypto';

import fastifyRateLimit, { normalizeIP } from '@fastify/rate-limit';
import { normalizeEmail } from '@manufaktura/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';

const MINUTE_MS = 60_000;

/** What a limit counts by. */
type Per = 'address' | 'session' | 'cartEmail' | 'cartPhone' | 'givenEmail' | 'staffMember';

interface Limit {
  max: number;
  timeWindowMs: number;
  per: Per;
  /** Count only requests that succeeded (a placed order), not every attempt. */
  successesOnly?: boolean;
}

/**
 * Every limit the shop sets, in one place: at most `max` attempts in
 * `timeWindowMs`, counted per client address, per stored session, or per
 * the e-mail address or phone number an order is placed for.
 */
export const LIMITS = {
  /** Reads of the API, generous: only a flood stops here. */
  reads: { max: 600, timeWindowMs: MINUTE_MS, per: 'address' },
  couponPerSession: { max: 10, timeWindowMs: 10 * MINUTE_MS, per: 'session' },
  couponPerAddress: { max: 30, timeWindowMs: 10 * MINUTE_MS, per: 'address' },
  ordersPerAddress: { max: 20, timeWindowMs: 60 * MINUTE_MS, per: 'address' },
  /**
   * Orders placed for one e-mail or phone: only placed ones count, so no one
   * can lock a shopper out by failing attempts in their name.
   */
  ordersPerEmail: { max: 10, timeWindowMs: 60 * MINUTE_MS, per: 'cartEmail', successesOnly: true },
  ordersPerPhone: { max: 10, timeWindowMs: 60 * MINUTE_MS, per: 'cartPhone', successesOnly: true },
  /** Contact and B2B messages share these: people write once, floods stop here. */
  inquiriesPerSession: { max: 5, timeWindowMs: 10 * MINUTE_MS, per: 'session' },
  inquiriesPerAddress: { max: 20, timeWindowMs: 10 * MINUTE_MS, per: 'address' },
  /** Newsletter sign-ups and look-ups. */
  newsletterPerAddress: { max: 20, timeWindowMs: 10 * MINUTE_MS, per: 'address' },
  /**
   * Sign-in attempts. Counted per e-mail tried whether an account has it or
   * not, so the lock-out tells nothing of who has one; a shopper who forgot
   * the password waits a quarter of an hour or resets it.
   */
  signInPerAddress: { max: 30, timeWindowMs: 15 * MINUTE_MS, per: 'address' },
  signInPerEmail: { max: 10, timeWindowMs: 15 * MINUTE_MS, per: 'givenEmail' },
  /** Registrations and password resets: each sends an e-mail, so a few per hour per address and per client. */
  accountMailsPerAddress: { max: 10, timeWindowMs: 60 * MINUTE_MS, per: 'address' },
  accountMailsPerEmail: { max: 3, timeWindowMs: 60 * MINUTE_MS, per: 'givenEmail' },
  /**
   * Pictures uploaded to the back office (each up to 15 MB, decoded and kept on disk): a
   * collection's photos fit easily, a stolen staff session cannot fill the disk.
   */
  uploadsPerStaffMember: { max: 100, timeWindowMs: 10 * MINUTE_MS, per: 'staffMember' },
} as const satisfies Record<string, Limit>;

export type LimitName = keyof typeof LIMITS;

/** A request a limit does not count (no coupon in it, no e-mail in the cart yet). */
const NOT_COUNTED = '-';

const digest = (value: string) => createHash('sha256').update(value).digest('base64url').slice(0, 22);

/** The request's cart, read once for all its limits (an order counts against its e-mail and its phone). */
const cartsRead = new WeakMap<FastifyRequest, ReturnType<typeof readCart>>();

async function readCart(request: FastifyRequest) {
  const owner = await request.session.owner();
  return owner ? request.server.repositories.carts.findFor(owner) : undefined;
}

function cartOf(request: FastifyRequest) {
  let cart = cartsRead.get(request);
  if (!cart) cartsRead.set(request, (cart = readCart(request)));
  return cart;
}

/** The e-mail a request names: to sign in (`account.email`), to register or reset a password (`email`). */
function givenEmail(request: FastifyRequest): string | undefined {
  const body = request.body as { email?: unknown; account?: { email?: unknown } } | undefined;
  const email = body?.account?.email ?? body?.email;
  return typeof email === 'string' ? normalizeEmail(email) : undefined;
}

const keyOf: Record<Per, (request: FastifyRequest) => string | Promise<string>> = {
  address: (request) => `a:${normalizeIP(request.ip)}`,
  /**
   * A stored session. A request without one (no token, a made-up one, or one
   * nothing was kept for yet) counts against its address's budget, so
   * dropping the cookie never buys a fresh one.
   */
  session: async (request) =>
    (await request.session.load()) ? `s:${request.session.tokenHash}` : keyOf.address(request),
  cartEmail: async (request) => {
    const email = (await cartOf(request))?.email;
    return email ? `e:${digest(normalizeEmail(email))}` : NOT_COUNTED;
  },
  givenEmail: (request) => {
    const email = givenEmail(request);
    return email ? `g:${digest(email)}` : NOT_COUNTED;
  },
  /** The signed-in member of staff (the limit runs after the staff guard), else the address. */
  staffMember: (request) => (request.staff ? `t:${request.staff.staffId}` : keyOf.address(request)),
  cartPhone: async (request) => {
    const cart = await cartOf(request);
    const phone = [cart?.billing.phone, cart?.shipping.phone].find((value) => typeof value === 'string');
    const digits = typeof phone === 'string' ? phone.replace(/\D/g, '').slice(-9) : '';
    return digits ? `p:${digest(digits)}` : NOT_COUNTED;
  },
};

/** The storefront's own server (rendering the catalog) calls from loopback without naming a shopper. */
const isLoopback = (ip: string) => ip === '127.0.0.1' || ip === '::1' || ip === '::ffff:127.0.0.1';

export interface RateLimitOptions {
  /** redis://… shared by every instance; unset: each instance counts in its own memory. */
  redisUrl?: string | undefined;
  /** Prefix of the counters' keys in Redis. */
  nameSpace?: string;
}

type LimitHook = (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply | undefined>;

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * A preHandler enforcing the named limits in turn; the first one
     * exceeded answers 429 `too.many.requests` with Retry-After. With `when`,
     * only requests it accepts are counted.
     */
    limit(names: LimitName[], when?: (request: FastifyRequest) => boolean): LimitHook;
  }
}

/**
 * Limits through @fastify/rate-limit: one counter per limit and key, in
 * Redis when configured (several instances share one budget) or in memory.
 * Every GET under /api counts against `reads`; routes name their stricter
 * limits with `app.limit` (one counter may serve several routes: contact and
 * B2B messages share theirs). A Redis that stops answering lifts the limits
 * rather than the shop.
 */
export default fp(
  async function rateLimit(app: FastifyInstance, options: RateLimitOptions) {
    let redis: Redis | undefined;
    if (options.redisUrl) {
      redis = new Redis(options.redisUrl, {
        lazyConnect: true,
        enableOfflineQueue: false,
        maxRetriesPerRequest: 1,
        connectTimeout: 2_000,
      });
      redis.on('error', (error: unknown) => app.log.warn({ err: error }, 'the rate-limit store is unavailable'));
      await redis.connect();
      const connection = redis;
      app.addHook('onClose', async () => {
        // A connection that is already gone cannot say goodbye; closing must not fail for it.
        await connection.quit().catch(() => connection.disconnect());
      });
    }
    await app.register(fastifyRateLimit, {
      global: false,
      skipOnError: true,
      cache: 50_000,
      nameSpace: options.nameSpace ?? 'manufaktura:limits:',
      ...(redis ? { redis } : {}),
    });

    /** Each request's key under each limit, worked out once (a cart may be gone once its order is placed). */
    const keys = new WeakMap<FastifyRequest, Map<LimitName, string>>();
    const limiters = new Map<LimitName, ReturnType<FastifyInstance['createRateLimit']>>();
    const limiterOf = (name: LimitName) => {
      let limiter = limiters.get(name);
      if (!limiter) {
        const { max, timeWindowMs } = LIMITS[name];
        limiter = app.createRateLimit({
          max,
          timeWindow: timeWindowMs,
          keyGenerator: (request) => keys.get(request)?.get(name) ?? NOT_COUNTED,
          allowList: (_request, key) => key === NOT_COUNTED,
        });
        limiters.set(name, limiter);
      }
      return limiter;
    };

    async function enforce(request: FastifyRequest, reply: FastifyReply, names: LimitName[]) {
      const known = keys.get(request) ?? new Map<LimitName, string>();
      keys.set(request, known);
      for (const name of names) {
        const limit: Limit = LIMITS[name];
        const key = await keyOf[limit.per](request);
        known.set(name, key === NOT_COUNTED ? key : `${name}:${key}`);
        const outcome = await limiterOf(name)(request, { increment: !limit.successesOnly });
        if (outcome.isAllowed) continue;
        if (limit.successesOnly ? outcome.remaining === 0 : outcome.isExceeded) {
          request.log.info({ limit: name }, 'rate limit exceeded');
          return reply.header('Retry-After', String(Math.max(1, outcome.ttlInSeconds))).sendError('too.many.requests');
        }
      }
      return undefined;
    }

    app.addHook('onResponse', async (request, reply) => {
      const known = keys.get(request);
      if (!known || reply.statusCode >= 300) return;
      for (const name of known.keys()) {
        if ((LIMITS[name] as Limit).successesOnly) await limiterOf(name)(request);
      }
    });

    app.decorate('limit', (names: LimitName[], when?: (request: FastifyRequest) => boolean): LimitHook => {
      for (const name of names) limiterOf(name);
      return async (request, reply) => (when && !when(request) ? undefined : enforce(request, reply, names));
    });

    app.addHook('onRequest', async (request, reply) => {
      if (request.method !== 'GET' && request.method !== 'HEAD') return;
      if (!request.url.startsWith('/api/') || isLoopback(request.ip)) return;
      return enforce(request, reply, ['reads']);
    });
  },
  { name: 'rate-limit', dependencies: ['sessions', 'repositories', 'errors'] },
);
