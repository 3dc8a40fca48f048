import { createHmac, createSecretKey, timingSafeEqual } from 'node:crypto';

import { isShopToken } from '@manufaktura/core';

import { hashToken, newToken } from '../../../tokens.ts';

/** A token: 16 random bytes, the issue time in seconds (4 bytes), then 12 bytes of its HMAC. */
const ID_BYTES = 16;
const SIGNED_BYTES = ID_BYTES + 4;
const MAC_BYTES = 12;

/** 32 bytes, base64url: the shape of every token the shop issues (core's `isShopToken`). */
export const isSessionToken = isShopToken;

export const hashSessionToken = hashToken;

export interface SessionTokens {
  /** A new token, issued now. */
  issue(now: Date): string;
  /** When this server issued the token, or undefined when it did not (a made-up or damaged token). */
  issuedAt(token: string): Date | undefined;
}

/**
 * Session tokens only the server can make: each carries the time it was
 * issued and an HMAC (under a key derived from the app secret) over it, so a
 * token handed out before anything was stored for it is recognised when it
 * comes back, and one a client made up is not.
 */
export function sessionTokens(secret: string): SessionTokens {
  // A key object, made once: a raw key is prepared anew by every HMAC (most of its cost, on every request).
  const key = createSecretKey(createHmac('sha256', secret).update('manufaktura:session-token:v1').digest());
  const macOf = (signed: Buffer) => createHmac('sha256', key).update(signed).digest().subarray(0, MAC_BYTES);

  return {
    issue(now) {
      const signed = Buffer.alloc(SIGNED_BYTES);
      Buffer.from(newToken(), 'base64url').copy(signed, 0, 0, ID_BYTES);
      signed.writeUInt32BE(Math.floor(now.getTime() / 1000), ID_BYTES);
      return Buffer.concat([signed, macOf(signed)]).toString('base64url');
    },
    issuedAt(token) {
      if (!isSessionToken(token)) return undefined;
      const bytes = Buffer.from(token, 'base64url');
      const signed = bytes.subarray(0, SIGNED_BYTES);
      if (!timingSafeEqual(bytes.subarray(SIGNED_BYTES), macOf(signed))) return undefined;
      return new Date(signed.readUInt32BE(ID_BYTES) * 1000);
    },
  };
}
