import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits, base64url (43 characters): sessions, recovery and unsubscribe links. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Only this hash of a token is stored, so a copy of the database cannot be used to act with it. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}
