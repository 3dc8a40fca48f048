/**
 * Time-based one-time passwords (RFC 6238 over RFC 4226): six digits from an
 * HMAC-SHA-1 of the 30-second step, as every authenticator app makes them.
 * The HMAC is passed in, so this stays free of I/O and of Node's crypto.
 */
export const TOTP_STEP_SECONDS = 30;
export const TOTP_DIGITS = 6;
/** Steps either side of now that are still accepted: clocks drift and people type slowly. */
export const TOTP_WINDOW = 1;

export type HmacSha1 = (key: Uint8Array, message: Uint8Array) => Uint8Array;

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** RFC 4648 base32 without padding, the form authenticator apps take a secret in. */
export function toBase32(bytes: Uint8Array): string {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += BASE32[(value << (5 - bits)) & 31];
  return out;
}

/** The bytes of a base32 secret; undefined when it is not base32. */
export function fromBase32(text: string): Uint8Array | undefined {
  const clean = text.replace(/[\s=]/g, '').toUpperCase();
  const bytes: number[] = [];
  let bits = 0;
  let value = 0;
  for (const char of clean) {
    const index = BASE32.indexOf(char);
    if (index < 0) return undefined;
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      bytes.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  return Uint8Array.from(bytes);
}

/** The code for time step `step` (HOTP with the step as counter). */
export function totpCode(hmac: HmacSha1, secret: Uint8Array, step: number): string {
  const counter = new Uint8Array(8);
  let rest = step;
  for (let i = 7; i >= 0; i--) {
    counter[i] = rest % 256;
    rest = Math.floor(rest / 256);
  }
  const digest = hmac(secret, counter);
  const offset = digest[digest.length - 1]! & 15;
  const binary =
    ((digest[offset]! & 127) << 24) | (digest[offset + 1]! << 16) | (digest[offset + 2]! << 8) | digest[offset + 3]!;
  return String(binary % 10 ** TOTP_DIGITS).padStart(TOTP_DIGITS, '0');
}

/** The time step a moment falls in. */
export function totpStep(at: Date): number {
  return Math.floor(at.getTime() / 1000 / TOTP_STEP_SECONDS);
}

/**
 * The step whose code `code` is, within the window around `at`, and newer
 * than `lastUsedStep` (a code works once); undefined when none.
 */
export function matchTotp(
  hmac: HmacSha1,
  secret: Uint8Array,
  code: string,
  at: Date,
  lastUsedStep: number | null,
): number | undefined {
  const typed = code.replace(/\s/g, '');
  if (!new RegExp(`^\\d{${TOTP_DIGITS}}$`).test(typed)) return undefined;
  const now = totpStep(at);
  for (let step = now - TOTP_WINDOW; step <= now + TOTP_WINDOW; step++) {
    if (lastUsedStep !== null && step <= lastUsedStep) continue;
    if (totpCode(hmac, secret, step) === typed) return step;
  }
  return undefined;
}

/** The otpauth:// address an authenticator app reads (as a QR code or typed in). */
export function totpUri(issuer: string, account: string, secret: Uint8Array): string {
  const label = `${encodeURIComponent(issuer)}:${encodeURIComponent(account)}`;
  const params = new URLSearchParams({
    secret: toBase32(secret),
    issuer,
    algorithm: 'SHA1',
    digits: String(TOTP_DIGITS),
    period: String(TOTP_STEP_SECONDS),
  });
  return `otpauth://totp/${label}?${params}`;
}
