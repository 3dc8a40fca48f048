import { EMAIL_MAX_LENGTH } from '../constants.ts';
import type { ErrorCode } from '../errors.ts';

/**
 * Email pattern of spec §5: the local part starts and ends with a letter or digit and may contain
 * dash, dot, underscore and plus in between (never two dots in a row); the domain is dot-separated
 * labels (letters, digits, inner hyphens) ending in a top-level domain of 2 to 9 letters.
 */
export const EMAIL_PATTERN =
  /^(?!.*\.\.)[a-z0-9](?:[a-z0-9._+-]*[a-z0-9])?@(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,9}$/i;

/** Trims and lower-cases an email, as the spec requires before every account, cart and login call. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** True when the (trimmed) address matches the spec pattern and fits the RFC 5321 length. */
export function isValidEmail(email: string): boolean {
  const value = email.trim();
  return value.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(value);
}

/** Server-side check returning the error code of spec §8, or undefined when the email is fine. */
export function validateEmail(email: string): ErrorCode | undefined {
  const value = email.trim();
  if (value.length > EMAIL_MAX_LENGTH) return 'email.too.long';
  return EMAIL_PATTERN.test(value) ? undefined : 'email.invalid';
}
