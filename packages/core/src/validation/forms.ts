import { NAME_MAX_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, SEARCH_MIN_LENGTH } from '../constants.ts';
import type { ErrorCode } from '../errors.ts';
import { UI_TEXT_PL } from '../messages/pl.ts';
import { isValidEmail } from './email.ts';

/** Newsletter form values. */
export interface NewsletterForm {
  email: string;
  consent: boolean;
}

/** Field → Polish message; empty object when the form is valid. */
export type FormErrors<K extends string> = Partial<Record<K, string>>;

/** Newsletter form rules with the exact messages of spec §5. */
export function validateNewsletterForm(form: NewsletterForm): FormErrors<keyof NewsletterForm> {
  const errors: FormErrors<keyof NewsletterForm> = {};
  if (form.email.trim() === '') errors.email = UI_TEXT_PL.newsletterEmailRequired;
  else if (!isValidEmail(form.email)) errors.email = UI_TEXT_PL.newsletterEmailInvalid;
  if (!form.consent) errors.consent = UI_TEXT_PL.newsletterConsentRequired;
  return errors;
}

/** Outcome of the search box. */
export type SearchCheck =
  { kind: 'search'; query: string } | { kind: 'too-short'; message: string } | { kind: 'empty' };

/**
 * Search box rule (spec §5): 1 or 2 characters show "Wpisz co najmniej 3 litery"; navigation only
 * at 3 or more. Whitespace around the query does not count, control characters read as spaces
 * (a pasted NUL or tab is no letter); an empty box does nothing.
 */
export function checkSearchQuery(raw: string): SearchCheck {
  const query = raw.replace(/\p{Cc}/gu, ' ').trim();
  if (query.length === 0) return { kind: 'empty' };
  if ([...query].length < SEARCH_MIN_LENGTH) return { kind: 'too-short', message: UI_TEXT_PL.searchTooShort };
  return { kind: 'search', query };
}

/**
 * Password rules (spec §8 codes): too short, too long, confirmation not matching. Returns the first
 * failing code so the form shows one message at a time; undefined when fine.
 */
export function validatePassword(password: string, confirmation?: string): ErrorCode | undefined {
  const length = [...password].length;
  if (length < PASSWORD_MIN_LENGTH) return 'password.too.short';
  if (length > PASSWORD_MAX_LENGTH) return 'password.too.long';
  if (confirmation !== undefined && confirmation !== password) return 'password.mismatch';
  return undefined;
}

/** First and last name length checks (spec §8 "first and last name too long"). */
export function validateNames(firstName: string, lastName: string): ErrorCode | undefined {
  if (firstName.trim().length > NAME_MAX_LENGTH) return 'first.name.too.long';
  if (lastName.trim().length > NAME_MAX_LENGTH) return 'last.name.too.long';
  return undefined;
}
