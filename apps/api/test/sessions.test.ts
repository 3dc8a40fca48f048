import { schema } from '@manufaktura/db';
import { SESSION_MAX_AGE_S } from '@manufaktura/core';
import { describe, expect, it } from 'vitest';

import { hashSessionToken } from '../src/plugins/app/sessions/session-token.ts';
import { useTestApp } from './helper.ts';

let clock = new Date('2026-11-21T10:00:00Z');
const DAY_MS = 86_400_000;

const app = useTestApp({
  now: () => clock,
  extend: (instance) => {
    // Stands in for a route that keeps state for the session (a cart, a login).
    instance.post('/api/test/keep', async (request) => {
      const row = await request.session.persist();
      return { expiresAt: row.expiresAt.toISOString() };
    });
    instance.get('/api/test/peek', async (request) => ({ stored: (await request.session.load()) !== undefined }));
  },
});

describe('sessions', () => {
  it('gives every response a Session-Id header and a matching HttpOnly cookie', async () => {
    const response = await app().inject({ method: 'GET', url: '/api/health' });
    const token = response.headers['session-id'];
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const cookie = String(response.headers['set-cookie']);
    expect(cookie).toContain(`session_id=${token}`);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).toContain(`Max-Age=${SESSION_MAX_AGE_S}`);
    expect(cookie).toContain('Path=/');
  });

  it('gives two visitors different sessions', async () => {
    const a = await app().inject({ method: 'GET', url: '/api/health' });
    const b = await app().inject({ method: 'GET', url: '/api/health' });
    expect(a.headers['session-id']).not.toBe(b.headers['session-id']);
  });

  it('keeps the session that the client sends back, by header or by cookie', async () => {
    const first = await app().inject({ method: 'GET', url: '/api/health' });
    const token = String(first.headers['session-id']);
    const byHeader = await app().inject({ method: 'GET', url: '/api/health', headers: { 'session-id': token } });
    const byCookie = await app().inject({ method: 'GET', url: '/api/health', cookies: { session_id: token } });
    expect(byHeader.headers['session-id']).toBe(token);
    expect(byCookie.headers['session-id']).toBe(token);
  });

  it('does not send the cookie again when the browser already has it, so public answers stay cacheable', async () => {
    const first = await app().inject({ method: 'GET', url: '/api/health' });
    const token = String(first.headers['session-id']);
    const again = await app().inject({ method: 'GET', url: '/api/health', cookies: { session_id: token } });
    expect(again.headers['session-id']).toBe(token);
    expect(again.headers['set-cookie']).toBeUndefined();
  });

  it('replaces a malformed session id with a new one', async () => {
    const response = await app().inject({ method: 'GET', url: '/api/health', headers: { 'session-id': 'x' } });
    expect(response.headers['session-id']).not.toBe('x');
    expect(response.headers['session-id']).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('stores only the hash of a kept session, live for 28 days', async () => {
    clock = new Date('2026-11-21T10:00:00Z');
    const kept = await app().inject({ method: 'POST', url: '/api/test/keep' });
    const token = String(kept.headers['session-id']);
    expect(kept.json().expiresAt).toBe(new Date(clock.getTime() + SESSION_MAX_AGE_S * 1000).toISOString());

    const rows = await app().db.select().from(schema.sessions);
    expect(rows.some((row) => row.tokenHash === token)).toBe(false);
    expect(rows.some((row) => row.tokenHash === hashSessionToken(token))).toBe(true);

    const again = await app().inject({ method: 'GET', url: '/api/test/peek', headers: { 'session-id': token } });
    expect(again.json()).toEqual({ stored: true });
  });

  it('slides the expiry when the session is used again, and forgets it after 28 idle days', async () => {
    clock = new Date('2026-11-21T10:00:00Z');
    const kept = await app().inject({ method: 'POST', url: '/api/test/keep' });
    const token = String(kept.headers['session-id']);

    clock = new Date(clock.getTime() + 20 * DAY_MS);
    const slid = await app().inject({ method: 'POST', url: '/api/test/keep', headers: { 'session-id': token } });
    expect(slid.json().expiresAt).toBe(new Date(clock.getTime() + 28 * DAY_MS).toISOString());

    clock = new Date(clock.getTime() + 28 * DAY_MS + 1);
    const expired = await app().inject({ method: 'GET', url: '/api/test/peek', headers: { 'session-id': token } });
    expect(expired.json()).toEqual({ stored: false });
  });

  it('does not store a session that keeps nothing', async () => {
    const before = (await app().db.select().from(schema.sessions)).length;
    await app().inject({ method: 'GET', url: '/api/health' });
    expect(await app().db.select().from(schema.sessions)).toHaveLength(before);
  });
});
