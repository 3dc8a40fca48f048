import { SESSION_MAX_AGE_S } from '@manufaktura/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

import { createSessionRepository } from './session-repository.ts';
import type { SessionRepository, SessionRow } from './session-repository.ts';
import { hashSessionToken, isSessionToken, newSessionToken } from './session-token.ts';

export const SESSION_HEADER = 'session-id';
export const SESSION_COOKIE = 'session_id';
const SESSION_MAX_AGE_MS = SESSION_MAX_AGE_S * 1000;
/** A live session's expiry is slid at most this often, so reads stay reads. */
const SLIDE_AFTER_MS = 60 * 60 * 1000;

/**
 * A visitor's session. Every response names one, but a row is written only
 * once something is kept for it (a cart, a login): crawlers and one-off
 * requests cost nothing.
 */
export class Session {
  #token: string;
  #row: SessionRow | undefined | null = null;
  #slid = false;
  readonly #repository: SessionRepository;
  readonly #now: () => Date;

  constructor(token: string, repository: SessionRepository, now: () => Date) {
    this.#token = token;
    this.#repository = repository;
    this.#now = now;
  }

  get token(): string {
    return this.#token;
  }

  get tokenHash(): string {
    return hashSessionToken(this.#token);
  }

  /** The stored session, or undefined when nothing has been kept for it yet (or it expired). */
  async load(): Promise<SessionRow | undefined> {
    if (this.#row !== null) return this.#row;
    const now = this.#now();
    const row = await this.#repository.findLive(this.tokenHash, now);
    this.#row = row && now.getTime() - row.lastSeenAt.getTime() > SLIDE_AFTER_MS ? await this.#slide(now) : row;
    return this.#row;
  }

  /** Makes sure the session is stored (and live for another 28 days). */
  async persist(): Promise<SessionRow> {
    const row = (await this.load()) ?? (await this.#slide(this.#now()));
    this.#row = row;
    return row;
  }

  /** Whether the stored expiry moved during this request (the cookie's must follow). */
  get slid(): boolean {
    return this.#slid;
  }

  #slide(now: Date): Promise<SessionRow> {
    this.#slid = true;
    return this.#repository.upsert(this.tokenHash, now, new Date(now.getTime() + SESSION_MAX_AGE_MS));
  }
}

declare module 'fastify' {
  interface FastifyRequest {
    session: Session;
  }
}

function presentedToken(request: FastifyRequest): string | undefined {
  const header = request.headers[SESSION_HEADER];
  if (isSessionToken(header)) return header;
  const cookie = request.cookies[SESSION_COOKIE];
  return isSessionToken(cookie) ? cookie : undefined;
}

/**
 * Sessions as the spec's client expects them: the `Session-Id` header on every
 * response (sent back by the client as a request header), and an HttpOnly
 * cookie for browsers, both sliding over 28 days.
 */
export default fp(
  async function sessions(app: FastifyInstance) {
    const repository = createSessionRepository(app.db);
    const now = () => app.now();

    app.decorateRequest('session', null as unknown as Session);
    app.addHook('onRequest', async (request) => {
      request.session = new Session(presentedToken(request) ?? newSessionToken(), repository, now);
    });
    app.addHook('onSend', async (request, reply) => {
      const { token, slid } = request.session;
      reply.header('Session-Id', token);
      // Re-sending an unchanged cookie would only make public answers uncacheable.
      if (request.cookies[SESSION_COOKIE] === token && !slid) return;
      reply.setCookie(SESSION_COOKIE, token, {
        path: '/',
        maxAge: SESSION_MAX_AGE_S,
        httpOnly: true,
        sameSite: 'lax',
        secure: request.protocol === 'https',
      });
    });
  },
  { name: 'sessions', dependencies: ['clock', 'database', '@fastify/cookie'] },
);
