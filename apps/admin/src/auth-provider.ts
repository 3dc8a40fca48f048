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

/**
 * Sessions live in the API's HttpOnly cookie; the back office only asks who is
 * signed in (`GET /api/admin/session`), whose answer also lists the areas the
 * member's role may use (the permissions).
 */
export const authProvider: AuthProvider = {
  async login(credentials: SignIn) {
    rememberSession(await callApi<AdminSession>('POST', '/session', credentials));
  },
  async logout() {
    current = null;
    await callApi('DELETE', '/session').catch(() => undefined);
  },
  async checkAuth() {
    await session();
  },
  async checkError(error: unknown) {
    if (error instanceof HttpError && error.status === 401) {
      current = null;
      throw error;
    }
  },
  async getIdentity() {
    const { staff } = await session();
    return { id: staff.id, fullName: staff.name || staff.email };
  },
  async getPermissions() {
    return (await session()).areas;
  },
};
