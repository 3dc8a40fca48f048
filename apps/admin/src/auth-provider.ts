import type { AdminSession } from '@manufaktura/contract';
import type { AuthProvider } from 'react-admin';
import { HttpError } from 'react-admin';

import { callApi } from './api.ts';

/** The signed-in member, asked once per page load and after every sign-in. */
let current: Promise<AdminSession> | null = null;

export function session(): Promise<AdminSession> {
  current ??= callApi<AdminSession>('GET', '/session').catch((error: unknown) => {
    current = null;
    throw error;
  });
  return current;
}

export function rememberSession(value: AdminSession): void {
  current = Promise.resolve(value);
}

/** Credentials of the sign-in form: the code only once the API asked for it. */
export interface SignIn {
  email: string;
  password: string;
  totp_code?: string;
}

/** An invitation taken: its token and the new password. */
export interface TakeInvitation {
  token: string;
  password: string;
  password_confirmation?: string;
  name?: string;
}

/**
 * Sessions live in the API's HttpOnly cookie; the back office only asks who is
 * signed in (`GET /api/admin/session`), whose answer also lists the areas the
 * member's role may use (the permissions).
 */
export const authProvider: AuthProvider = {
  /** Signs in with a password, or by taking an invitation (which sets it). */
  async login(credentials: SignIn | TakeInvitation) {
    const path = 'token' in credentials ? '/invitations/accept' : '/session';
    rememberSession(await callApi<AdminSession>('POST', path, credentials));
  },
  async logout() {
    current = null;
    await callApi('DELETE', '/session').catch(() => undefined);
  },
  // A visitor who is not signed in is sent to the sign-in page without an error message.
  async checkAuth() {
    await session().catch(() => {
      throw { message: false };
    });
  },
  async checkError(error: unknown) {
    if (error instanceof HttpError && error.status === 401) {
      current = null;
      throw error;
    }
  },
  // The member's name greets them on the dashboard; the app bar's menu stays an icon named "Profil".
  async getIdentity() {
    return { id: (await session()).staff.id };
  },
  /** The areas of the signed-in member; none for a visitor (the invitation page needs no session). */
  async getPermissions() {
    return session().then(
      ({ areas }) => areas,
      () => [],
    );
  },
};
