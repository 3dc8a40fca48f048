import { hashToken, newToken } from '../../../tokens.ts';

/** 256 random bits, base64url: 43 characters. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export const newSessionToken = newToken;

export function isSessionToken(value: unknown): value is string {
  return typeof value === 'string' && TOKEN_PATTERN.test(value);
}

export const hashSessionToken = hashToken;
