import { createHmac, randomBytes } from 'node:crypto';

import type { HmacSha1 } from '@manufaktura/core';
import { fromBase32, matchTotp, toBase32 } from '@manufaktura/core';

const hmacSha1: HmacSha1 = (key, message) => createHmac('sha1', key).update(message).digest();

/** A new second-factor secret: 160 random bits, base32 (RFC 4226's recommended length). */
export function newTotpSecret(): string {
  return toBase32(randomBytes(20));
}

/** The time step `code` signs in with for `secret` at `now`, once; undefined when it does not. */
export function checkTotp(secret: string, code: string, now: Date, lastUsedStep: number | null): number | undefined {
  const bytes = fromBase32(secret);
  return bytes && bytes.length >= 10 ? matchTotp(hmacSha1, bytes, code, now, lastUsedStep) : undefined;
}
