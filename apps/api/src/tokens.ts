import { createHash, randomBytes } from 'node:crypto';

const TOKEN_BYTES = 32;
/** Random bytes are drawn for this many tokens at once: every first visit gets a session token. */
const TOKENS_PER_DRAW = 128;
let entropy = Buffer.alloc(0);
let used = 0;

/** 256 random bits, base64url (43 characters): sessions, recovery and unsubscribe links. */
export function newToken(): string {
  if (used + TOKEN_BYTES > entropy.length) {
    entropy = randomBytes(TOKEN_BYTES * TOKENS_PER_DRAW);
    used = 0;
  }
  const token = entropy.toString('base64url', used, used + TOKEN_BYTES);
  entropy.fill(0, used, used + TOKEN_BYTES);
  used += TOKEN_BYTES;
  return token;
}

/** Only this hash of a token is stored, so a copy of the database cannot be used to act with it. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}
