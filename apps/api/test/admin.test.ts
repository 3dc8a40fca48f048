import { createHmac } from 'node:crypto';

import { fromBase32, totpCode, totpStep } from '@manufaktura/core';
import { schema } from '@manufaktura/db';
import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import type { StaffBrowser } from './fixtures/staff.ts';
import { STAFF_PASSWORD, staffHelpers } from './fixtures/staff.ts';
import { useTestApp } from './helper.ts';

const START = new Date('2026-11-25T09:00:00.000Z');
let now = START;
const MINUTE = 60_000;
const app = useTestApp({ now: () => now });

const PASSWORD = STAFF_PASSWORD;
const { browser, tokenOf, firstOwner, acceptedBy, ownerBrowser, invite } = staffHelpers(app, () => now);
type Browser = StaffBrowser;

const invitationMails = (to: string) =>
  app()
    .db.select()
    .from(schema.outboxEmails)
    .where(and(eq(schema.outboxEmails.to, to), eq(schema.outboxEmails.kind, 'staff-invitation')))
    .orderBy(asc(schema.outboxEmails.createdAt));

describe('the first owner', () => {
  it('is made by the command with a one-time link, never a password; the link signs in once', async () => {
    const token = await firstOwner('Wlascicielka@Manufaktura.pl');
    const [mail] = await invitationMails('wlascicielka@manufaktura.pl');
    expect(mail!.text).toContain(token);
    const [row] = await app()
      .db.select()
      .from(schema.staff)
      .where(eq(schema.staff.email, 'wlascicielka@manufaktura.pl'));
    expect(row!.passwordHash).toBeNull();
    expect(row!.role).toBe('OWNER');

    const owner = browser();
    const accepted = await owner.request('POST', '/api/admin/invitations/accept', { token, password: PASSWORD });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toMatchObject({
      staff: { email: 'wlascicielka@manufaktura.pl', role: 'OWNER', invitation_pending: false },
      areas: ['staff', 'audit', 'catalog', 'content', 'promotions', 'orders', 'shipping', 'customers'],
    });
    const cookie = accepted.cookies.find((c) => c.name === 'manufaktura_admin')!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/admin' });
    expect(accepted.headers['cache-control']).toBe('no-store');

    const again = await browser().request('POST', '/api/admin/invitations/accept', {
      token,
      password: 'inne-haslo-123',
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().errorMsgCode).toBe('admin.invitation.invalid');

    const me = await owner.request('GET', '/api/admin/session');
    expect(me.json().staff.email).toBe('wlascicielka@manufaktura.pl');
  });

  it('refuses a weak password and an unknown or expired link', async () => {
    const token = await firstOwner('slabe-haslo@manufaktura.pl');
    const weak = await browser().request('POST', '/api/admin/invitations/accept', { token, password: 'krotkie' });
    expect(weak.json().errorMsgCode).toBe('password.too.short');
    const made = await browser().request('POST', '/api/admin/invitations/accept', {
      token: 'A'.repeat(43),
      password: PASSWORD,
    });
    expect(made.json().errorMsgCode).toBe('admin.invitation.invalid');
    now = new Date(now.getTime() + 73 * 60 * MINUTE);
    const late = await browser().request('POST', '/api/admin/invitations/accept', { token, password: PASSWORD });
    expect(late.json().errorMsgCode).toBe('admin.invitation.invalid');
  });
});

describe('signing in', () => {
  it('gives one answer for an unknown address, a wrong password and a disabled member', async () => {
    const owner = await ownerBrowser('logowanie@manufaktura.pl');
    const packer = await invite(owner, 'pakowacz.wylaczony@manufaktura.pl', 'PACKER');
    await acceptedBy(packer.token);
    const read = await owner.request('GET', `/api/admin/staff/${packer.id}`);
    const disabled = await owner.request('PATCH', `/api/admin/staff/${packer.id}`, {
      version: read.json().version,
      active: false,
    });
    expect(disabled.json().active).toBe(false);

    for (const [email, password] of [
      ['nikt@manufaktura.pl', PASSWORD],
      ['logowanie@manufaktura.pl', 'zle-haslo-123'],
      ['pakowacz.wylaczony@manufaktura.pl', PASSWORD],
    ]) {
      const response = await browser().request('POST', '/api/admin/session', { email, password });
      expect(response.statusCode).toBe(401);
      expect(response.json().errorMsgCode).toBe('admin.invalid.credentials');
      expect(response.cookies.find((c) => c.name === 'manufaktura_admin')).toBeUndefined();
    }
    const right = await browser().request('POST', '/api/admin/session', {
      email: 'Logowanie@Manufaktura.pl',
      password: PASSWORD,
    });
    expect(right.statusCode).toBe(200);
  });

  it('refuses a change without the back office’s Origin, the sign-in too (no cross-site requests)', async () => {
    await ownerBrowser('origin@manufaktura.pl');
    for (const origin of [null, 'https://zly-sklep.example', 'null']) {
      const response = await browser(origin).request('POST', '/api/admin/session', {
        email: 'origin@manufaktura.pl',
        password: PASSWORD,
      });
      expect(response.statusCode).toBe(403);
      expect(response.json().errorMsgCode).toBe('admin.origin.invalid');
    }
  });

  it('ends the session after 30 idle minutes, and at sign-out on the server', async () => {
    const owner = await ownerBrowser('bezczynny@manufaktura.pl');
    now = new Date(now.getTime() + 29 * MINUTE);
    expect((await owner.request('GET', '/api/admin/session')).statusCode).toBe(200);
    now = new Date(now.getTime() + 31 * MINUTE);
    const idle = await owner.request('GET', '/api/admin/session');
    expect(idle.statusCode).toBe(401);
    expect(idle.json().errorMsgCode).toBe('admin.not.signed.in');

    const again = browser();
    await again.request('POST', '/api/admin/session', { email: 'bezczynny@manufaktura.pl', password: PASSWORD });
    const kept = again.cookie;
    expect((await again.request('DELETE', '/api/admin/session')).statusCode).toBe(204);
    again.cookie = kept;
    expect((await again.request('GET', '/api/admin/session')).statusCode).toBe(401);
  });

  it('asks for the code once the second factor is on; a code works once', async () => {
    const owner = await ownerBrowser('dwuskladnikowe@manufaktura.pl');
    const setup = (await owner.request('POST', '/api/admin/session/totp/setup')).json();
    expect(setup.otpauth_url).toMatch(/^otpauth:\/\/totp\//);
    const code = (at: Date) =>
      totpCode((k, m) => createHmac('sha1', k).update(m).digest(), fromBase32(setup.secret)!, totpStep(at));

    const wrong = await owner.request('POST', '/api/admin/session/totp', { secret: setup.secret, code: '000000' });
    expect(wrong.json().errorMsgCode).toBe('admin.totp.invalid');
    const on = await owner.request('POST', '/api/admin/session/totp', { secret: setup.secret, code: code(now) });
    expect(on.json().staff.totp_enabled).toBe(true);

    const credentials = { email: 'dwuskladnikowe@manufaktura.pl', password: PASSWORD };
    const withoutCode = await browser().request('POST', '/api/admin/session', credentials);
    expect(withoutCode.json().errorMsgCode).toBe('admin.totp.required');
    // The code that turned it on does not sign in again.
    const replayed = await browser().request('POST', '/api/admin/session', { ...credentials, totp_code: code(now) });
    expect(replayed.json().errorMsgCode).toBe('admin.invalid.credentials');
    now = new Date(now.getTime() + MINUTE);
    const fresh = code(now);
    const signedIn = await browser().request('POST', '/api/admin/session', { ...credentials, totp_code: fresh });
    expect(signedIn.statusCode).toBe(200);
    const twice = await browser().request('POST', '/api/admin/session', { ...credentials, totp_code: fresh });
    expect(twice.json().errorMsgCode).toBe('admin.invalid.credentials');
    // The wrong password with the right code tells nothing about the code.
    now = new Date(now.getTime() + MINUTE);
    const badPassword = await browser().request('POST', '/api/admin/session', {
      ...credentials,
      password: 'zle-haslo-123',
    });
    expect(badPassword.json().errorMsgCode).toBe('admin.invalid.credentials');
  });
});

describe('the staff and their roles', () => {
  it('lets only an owner see and change the staff and read the audit log (401 signed out, 403 others)', async () => {
    const owner = await ownerBrowser('role@manufaktura.pl');
    const manager = await acceptedBy((await invite(owner, 'kierownik@manufaktura.pl', 'MANAGER')).token);
    const packer = await acceptedBy((await invite(owner, 'pakowacz@manufaktura.pl', 'PACKER')).token);
    expect((await packer.request('GET', '/api/admin/session')).json().areas).toEqual(['orders', 'shipping']);
    expect((await manager.request('GET', '/api/admin/session')).json().areas).toEqual([
      'catalog',
      'content',
      'promotions',
      'orders',
      'shipping',
      'customers',
    ]);

    const calls: [Parameters<Browser['request']>[0], string, object?][] = [
      ['GET', '/api/admin/staff'],
      ['GET', `/api/admin/staff/${crypto.randomUUID()}`],
      ['POST', '/api/admin/staff', { email: 'ktos@manufaktura.pl', role: 'OWNER' }],
      ['PATCH', `/api/admin/staff/${crypto.randomUUID()}`, { version: 1, role: 'OWNER' }],
      ['GET', '/api/admin/audit'],
    ];
    for (const [method, url, payload] of calls) {
      for (const member of [manager, packer]) {
        const response = await member.request(method, url, payload);
        expect(response.statusCode, `${method} ${url}`).toBe(403);
        expect(response.json().errorMsgCode).toBe('admin.forbidden');
      }
      const stranger = await browser().request(method, url, payload);
      expect(stranger.statusCode).toBe(401);
      expect(stranger.json().errorMsgCode).toBe('admin.not.signed.in');
    }
    // Nobody was made by the refused calls.
    const list = (await owner.request('GET', '/api/admin/staff')).json();
    expect(list.data.map((m: { email: string }) => m.email)).not.toContain('ktos@manufaktura.pl');
  });

  it('invites once per address, and writes every change to the audit log with before and after', async () => {
    const owner = await ownerBrowser('audyt@manufaktura.pl');
    const { id } = await invite(owner, 'Nowy.Kierownik@Manufaktura.pl', 'MANAGER');
    const twice = await owner.request('POST', '/api/admin/staff', {
      email: 'nowy.kierownik@manufaktura.pl',
      role: 'PACKER',
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().errorMsgCode).toBe('admin.staff.exists');
    const invalid = await owner.request('POST', '/api/admin/staff', { email: 'to-nie-adres', role: 'PACKER' });
    expect(invalid.json().errorMsgCode).toBe('email.invalid');

    const changed = await owner.request('PATCH', `/api/admin/staff/${id}`, { version: 1, role: 'PACKER', name: 'Ola' });
    expect(changed.json()).toMatchObject({ role: 'PACKER', name: 'Ola', version: 2 });

    const log = (await owner.request('GET', `/api/admin/audit?entity=staff&entity_id=${id}`)).json();
    expect(log.total).toBe(2);
    expect(log.data[0]).toMatchObject({
      staff_email: 'audyt@manufaktura.pl',
      action: 'staff.update',
      before: { role: 'MANAGER', name: 'Nowa osoba' },
      after: { role: 'PACKER', name: 'Ola' },
    });
    expect(log.data[1]).toMatchObject({ action: 'staff.invite', before: null, after: { role: 'MANAGER' } });
    expect(JSON.stringify(log)).not.toMatch(/argon2|password_hash|totp_secret/);
  });

  it('answers a change made on a stale version with a conflict, not a silent overwrite', async () => {
    const owner = await ownerBrowser('wersja@manufaktura.pl');
    const other = await acceptedBy((await invite(owner, 'druga.wlascicielka@manufaktura.pl', 'OWNER')).token);
    const { id } = await invite(owner, 'sporny@manufaktura.pl', 'PACKER');
    const first = await owner.request('PATCH', `/api/admin/staff/${id}`, { version: 1, name: 'Pierwsza zmiana' });
    expect(first.statusCode).toBe(200);
    const second = await other.request('PATCH', `/api/admin/staff/${id}`, { version: 1, name: 'Druga zmiana' });
    expect(second.statusCode).toBe(409);
    expect(second.json().errorMsgCode).toBe('admin.version.conflict');
    expect((await owner.request('GET', `/api/admin/staff/${id}`)).json().name).toBe('Pierwsza zmiana');
  });

  it('keeps one active owner at least; taking access away signs the member out at once', async () => {
    const owner = await ownerBrowser('ostatni@manufaktura.pl');
    // The other owners of this file's shop leave first: this one is then the last.
    const { data: everyone } = (await owner.request('GET', '/api/admin/staff')).json();
    for (const other of everyone.filter(
      (m: { role: string; active: boolean; email: string }) =>
        m.role === 'OWNER' && m.active && m.email !== 'ostatni@manufaktura.pl',
    )) {
      const response = await owner.request('PATCH', `/api/admin/staff/${other.id}`, {
        version: other.version,
        active: false,
      });
      expect(response.statusCode).toBe(200);
    }
    const me = (await owner.request('GET', '/api/admin/session')).json().staff;
    for (const change of [{ role: 'MANAGER' }, { active: false }]) {
      const response = await owner.request('PATCH', `/api/admin/staff/${me.id}`, { version: me.version, ...change });
      expect(response.statusCode).toBe(409);
      expect(response.json().errorMsgCode).toBe('admin.last.owner');
    }
    const { id, token } = await invite(owner, 'odchodzi@manufaktura.pl', 'MANAGER');
    const leaving = await acceptedBy(token);
    const version = (await owner.request('GET', `/api/admin/staff/${id}`)).json().version;
    await owner.request('PATCH', `/api/admin/staff/${id}`, { version, active: false });
    expect((await leaving.request('GET', '/api/admin/session')).statusCode).toBe(401);
  });

  it('sends a new invitation to a member who lost the first; the old link stops working', async () => {
    const owner = await ownerBrowser('ponownie@manufaktura.pl');
    const { id, token } = await invite(owner, 'zgubione@manufaktura.pl', 'PACKER');
    const again = await owner.request('POST', `/api/admin/staff/${id}/invitation`);
    expect(again.statusCode).toBe(201);
    expect((await invitationMails('zgubione@manufaktura.pl')).length).toBe(2);
    const old = await browser().request('POST', '/api/admin/invitations/accept', { token, password: PASSWORD });
    expect(old.json().errorMsgCode).toBe('admin.invitation.invalid');
    await acceptedBy(tokenOf(again.json().invitation_url));
    const accepted = await owner.request('POST', `/api/admin/staff/${id}/invitation`);
    expect(accepted.json().errorMsgCode).toBe('admin.invitation.invalid');
  });
});
