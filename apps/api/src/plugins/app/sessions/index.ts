import { API_SESSION_COOKIE, SESSION_HEADER, SESSION_MAX_AGE_S } from '@manufaktura/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

import { SESSION_PURGE_EVERY_MS, SESSION_SLIDE_AFTER_MS } from '../../../constants.ts';
import type { CartOwner } from '../../../repositories/carts.ts';
import type { SessionRepository, SessionRow } from '../../../repositories/sessions.ts';
import { isPublicAnswer } from '../../external/http-cache.ts';
import type { SessionTokens } from './session-token.ts';
import { hashSessionToken, isSessionToken, sessionTokens } from './session-token.ts';

const SESSION_MAX_AGE_MS = SESSION_MAX_AGE_S * 1000;

/**
 * Where a request's token stands before the database is asked:
 * `fresh` was issued during this request (nothing is stored for it),
 * `issued` carries this server's signature and is younger than a session's
 * lifetime (something may be stored for it), `unknown` is either an older
 * token whose stored session still lives, or one the client made up.
 */
type Standing = 'fresh' | 'issued' | 'unknown';

/**
 * A visitor's session. Every private response names one, but a row is
 * written only once something is kept for it (a cart, a login): crawlers and
 * one-off requests cost nothing. Only the server issues tokens: a presented
 * token is used only while its stored session lives, or, before anything was
 * stored for it, while its signature and age say this server issued it lately.
 * Anything else (a made-up token, an expired session) gets a new token, so an
 * old cart never comes back.
 */
export class Session {
  /** Issued when first asked for: a public answer names no session, so most reads never sign one. */
  #token: string | null;
  #standing: Standing;
  /** null: not looked up yet; undefined: nothing (live) stored. */
  #row: SessionRow | undefined | null = null;
  #slid = false;
  readonly #repository: SessionRepository;
  readonly #tokens: SessionTokens;
  readonly #now: () => Date;

  constructor(presented: string | undefined, repository: SessionRepository, tokens: SessionTokens, now: () => Date) {
    this.#repository = repository;
    this.#tokens = tokens;
    this.#now = now;
    const issuedAt = presented === undefined ? undefined : tokens.issuedAt(presented);
    if (presented === undefined) {
      this.#token = null;
      this.#standing = 'fresh';
    } else {
      this.#token = presented;
      this.#standing =
        issuedAt !== undefined && now().getTime() - issuedAt.getTime() < SESSION_MAX_AGE_MS ? 'issued' : 'unknown';
    }
  }

  get token(): string {
    this.#token ??= this.#tokens.issue(this.#now());
    return this.#token;
  }

  get tokenHash(): string {
    return hashSessionToken(this.token);
  }

  /** Whether the presented token is still to be checked against the database. */
  get unverified(): boolean {
    return this.#standing === 'unknown' && this.#row === null;
  }

  /** The stored live session, or undefined when nothing has been kept for it yet. */
  async load(): Promise<SessionRow | undefined> {
    if (this.#row !== null) return this.#row;
    if (this.#standing === 'fresh') return (this.#row = undefined);
    const now = this.#now();
    const row = await this.#repository.find(this.tokenHash);
    if (!row || row.expiresAt.getTime() <= now.getTime()) {
      // An expired session, or a token no one issued: a new session, empty.
      if (row || this.#standing === 'unknown') this.#renew();
      return (this.#row = undefined);
    }
    this.#row = now.getTime() - row.lastSeenAt.getTime() > SESSION_SLIDE_AFTER_MS ? await this.#store(now) : row;
    return this.#row;
  }

  /** Makes sure the session is stored (and live for another 28 days). */
  async persist(): Promise<SessionRow> {
    const row = (await this.load()) ?? (await this.#store(this.#now()));
    this.#row = row;
    return row;
  }

  /**
   * Gives the session a new token, keeping what is stored for it (its cart):
   * after signing in, a token seen before is worth nothing.
   */
  async rotate(): Promise<void> {
    const row = await this.load();
    const now = this.#now();
    const token = this.#tokens.issue(now);
    const expiresAt = new Date(now.getTime() + SESSION_MAX_AGE_MS);
    if (row && (await this.#repository.move(this.tokenHash, hashSessionToken(token), now, expiresAt))) {
      this.#token = token;
      this.#standing = 'issued';
      this.#row = { ...row, tokenHash: hashSessionToken(token), lastSeenAt: now, expiresAt };
    } else {
      this.#renew(token);
    }
    this.#slid = true;
  }

  /** Whose cart this session works on: the signed-in account's, or the session's own. */
  async owner(): Promise<CartOwner | null> {
    const row = await this.load();
    return row ? { sessionTokenHash: row.tokenHash, accountId: row.accountId } : null;
  }

  /** The signed-in account, or null for a guest. */
  async accountId(): Promise<string | null> {
    return (await this.load())?.accountId ?? null;
  }

  /**
   * Signs the session in: a new token first (a token anyone saw before the
   * sign-in is worth nothing after it, so a planted one cannot be fixed on a
   * shopper), then the account on the stored session.
   */
  async signIn(accountId: string): Promise<CartOwner> {
    await this.rotate();
    const row = await this.persist();
    await this.#repository.setAccount(row.tokenHash, accountId);
    this.#row = { ...row, accountId };
    return { sessionTokenHash: row.tokenHash, accountId };
  }

  /** Ends the session on the server; the visitor carries on as a new guest with an empty cart. */
  async signOut(): Promise<void> {
    if (await this.load()) await this.#repository.end(this.tokenHash, this.#now());
    this.#renew();
    this.#slid = true;
  }

  /** Whether the stored expiry moved during this request (the cookie's must follow). */
  get slid(): boolean {
    return this.#slid;
  }

  #renew(token = this.#tokens.issue(this.#now())): void {
    this.#token = token;
    this.#standing = 'fresh';
    this.#row = undefined;
  }

  /** Writes the row, or slides it; a row that expired meanwhile is left dead and a new session stored instead. */
  async #store(now: Date): Promise<SessionRow> {
    this.#slid = true;
    const expiresAt = new Date(now.getTime() + SESSION_MAX_AGE_MS);
    const row = await this.#repository.upsertLive(this.tokenHash, now, expiresAt);
    if (row) return row;
    this.#renew();
    return (await this.#repository.upsertLive(this.tokenHash, now, expiresAt))!;
  }
}

declare module 'fastify' {
  interface FastifyRequest {
    session: Session;
  }
  interface FastifyInstance {
    /** Deletes expired sessions and abandoned carts now (it also runs every hour). */
    purgeSessions(): Promise<{ sessions: number; carts: number }>;
  }
}

function presentedToken(request: FastifyRequest): string | undefined {
  const header = request.headers[SESSION_HEADER.toLowerCase()];
  if (isSessionToken(header)) return header;
  const cookie = request.cookies[API_SESSION_COOKIE];
  return isSessionToken(cookie) ? cookie : undefined;
}

export interface SessionOptions {
  /** The app secret: tokens are signed with a key derived from it. */
  secret: string;
  /** Where shoppers reach the shop: an https address makes the cookie `Secure`. */
  publicUrl: string;
  /** How often the purge runs; 0 leaves it to `app.purgeSessions()`. */
  purgeIntervalMs?: number;
}

/**
 * Sessions as the spec's client expects them: the `Session-Id` header on every
 * private response (sent back by the client as a request header), and an
 * HttpOnly cookie for browsers, both sliding over 28 days. Public answers
 * (`Cache-Control: public`) carry neither, so no shared cache hands one
 * visitor's session to another.
 */
export default fp(
  async function sessions(app: FastifyInstance, options: SessionOptions) {
    const repository = app.repositories.sessions;
    const tokens = sessionTokens(options.secret);
    const secure = new URL(options.publicUrl).protocol === 'https:';
    const now = () => app.now();

    app.decorate('purgeSessions', () => repository.purge(app.now(), SESSION_MAX_AGE_MS));
    const purgeEvery = options.purgeIntervalMs ?? SESSION_PURGE_EVERY_MS;
    if (purgeEvery > 0) {
      const timer = setInterval(() => {
        app.purgeSessions().then(
          (purged) => app.log.info(purged, 'sessions purged'),
          (error: unknown) => app.log.error({ err: error }, 'session purge failed'),
        );
      }, purgeEvery);
      timer.unref();
      app.addHook('onClose', async () => clearInterval(timer));
    }

    app.decorateRequest('session', null as unknown as Session);
    app.addHook('onRequest', async (request) => {
      request.session = new Session(presentedToken(request), repository, tokens, now);
    });
    app.addHook('onSend', async (request: FastifyRequest, reply: FastifyReply) => {
      if (isPublicAnswer(request, reply)) return;
      // A token that is neither ours nor stored is not handed back.
      if (request.session.unverified) await request.session.load();
      const { token, slid } = request.session;
      reply.header(SESSION_HEADER, token);
      // Re-sending an unchanged cookie would cost a write in the browser for nothing.
      if (request.cookies[API_SESSION_COOKIE] === token && !slid) return;
      reply.setCookie(API_SESSION_COOKIE, token, {
        path: '/',
        maxAge: SESSION_MAX_AGE_S,
        httpOnly: true,
        sameSite: 'lax',
        secure,
      });
    });
  },
  { name: 'sessions', dependencies: ['clock', 'repositories', '@fastify/cookie'] },
);
