import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits, base64url: 43 characters. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export function newSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

export function isSessionToken(value: unknown): value is string {
  return typeof value === 'string' && TOKEN_PATTERN.test(value);
}

/** Only this hash is stored, so a copy of the table cannot be used to hijack a session. */
export function hashSessionToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}
