import {
  EMAIL_MAX_LENGTH,
  INQUIRY_MESSAGE_MAX_LENGTH,
  INQUIRY_MESSAGE_MIN_LENGTH,
  NAME_MAX_LENGTH,
} from '../constants.ts';
import type { FieldError } from './checkout.ts';
import { CHECKOUT_MESSAGES_PL } from './checkout.ts';
import { isValidEmail, normalizeEmail } from './email.ts';
import { isValidNip, normalizeNip, normalizePhone } from './polish-formats.ts';

/** Polish texts of the contact and B2B forms' field errors (the shared ones come from the checkout's). */
export const INQUIRY_MESSAGES_PL = {
  required: CHECKOUT_MESSAGES_PL.required,
  tooLong: CHECKOUT_MESSAGES_PL.tooLong,
  email: CHECKOUT_MESSAGES_PL.email,
  phone: CHECKOUT_MESSAGES_PL.phone,
  nip: CHECKOUT_MESSAGES_PL.nip,
  topic: 'Wybierz temat wiadomości',
  volume: 'Wybierz jedną z podanych wartości',
  messageTooShort: `Napisz kilka słów więcej (co najmniej ${INQUIRY_MESSAGE_MIN_LENGTH} znaków)`,
  messageTooLong: `Wiadomość może mieć najwyżej ${INQUIRY_MESSAGE_MAX_LENGTH} znaków`,
} as const;

/** What a contact message can be about, with the label the form shows. */
export const CONTACT_TOPICS = {
  order: 'Moje zamówienie',
  products: 'Produkty i składy',
  returns: 'Zwrot lub reklamacja',
  other: 'Inna sprawa',
} as const;
export type ContactTopic = keyof typeof CONTACT_TOPICS;

/** The monthly volume a business expects to order, with the label the form shows (optional field). */
export const B2B_VOLUMES = {
  trial: 'Na początek zamówienie próbne',
  small: 'do 2 000 zł miesięcznie',
  medium: '2 000–10 000 zł miesięcznie',
  large: 'powyżej 10 000 zł miesięcznie',
} as const;
export type B2bVolume = keyof typeof B2B_VOLUMES;

/** A contact message as the form sends it; every field may be missing or blank. */
export interface ContactInput {
  name?: string | null;
  email?: string | null;
  topic?: string | null;
  message?: string | null;
}

/** A cooperation inquiry as the B2B form sends it. */
export interface B2bInput {
  company?: string | null;
  nip?: string | null;
  name?: string | null;
  email?: string | null;
  phone?: string | null;
  volume?: string | null;
  message?: string | null;
}

export interface CheckedContact {
  name: string;
  email: string;
  topic: ContactTopic;
  message: string;
}

export interface CheckedB2b {
  company: string;
  nip: string;
  name: string;
  email: string;
  /** Nine national digits. */
  phone: string;
  volume: B2bVolume | null;
  message: string;
}

export type InquiryCheck<T> = { ok: true; value: T } | { ok: false; errors: FieldError[] };

/** Counts what a shopper sees as characters, so Polish letters and emoji count once. */
const length = (text: string) => [...text].length;

/** A required line of text up to `max` characters; line breaks and runs of spaces become one space. */
function line(field: string, raw: string | null | undefined, max: number, errors: FieldError[]): string {
  const value = (raw ?? '').replace(/\s+/g, ' ').trim();
  if (value === '') errors.push({ field, message: INQUIRY_MESSAGES_PL.required });
  else if (length(value) > max) errors.push({ field, message: INQUIRY_MESSAGES_PL.tooLong });
  return value;
}

function email(raw: string | null | undefined, errors: FieldError[]): string {
  const value = normalizeEmail(raw ?? '');
  if (value === '') errors.push({ field: 'email', message: INQUIRY_MESSAGES_PL.required });
  else if (value.length > EMAIL_MAX_LENGTH || !isValidEmail(value))
    errors.push({ field: 'email', message: INQUIRY_MESSAGES_PL.email });
  return value;
}

function message(raw: string | null | undefined, errors: FieldError[]): string {
  const value = (raw ?? '').trim();
  if (value === '') errors.push({ field: 'message', message: INQUIRY_MESSAGES_PL.required });
  else if (length(value) < INQUIRY_MESSAGE_MIN_LENGTH)
    errors.push({ field: 'message', message: INQUIRY_MESSAGES_PL.messageTooShort });
  else if (length(value) > INQUIRY_MESSAGE_MAX_LENGTH)
    errors.push({ field: 'message', message: INQUIRY_MESSAGES_PL.messageTooLong });
  return value;
}

const isKey = <T extends object>(table: T, key: string): key is Extract<keyof T, string> => Object.hasOwn(table, key);

/**
 * Checks a contact message. The form runs it as the shopper submits and the API before storing,
 * so both show the same Polish messages; every field error comes back at once, in form order.
 */
export function validateContactInquiry(input: ContactInput): InquiryCheck<CheckedContact> {
  const errors: FieldError[] = [];
  const name = line('name', input.name, NAME_MAX_LENGTH, errors);
  const address = email(input.email, errors);
  const topic = (input.topic ?? '').trim();
  if (!isKey(CONTACT_TOPICS, topic)) errors.push({ field: 'topic', message: INQUIRY_MESSAGES_PL.topic });
  const text = message(input.message, errors);
  if (errors.length > 0) return { ok: false, errors };
  return { ok: true, value: { name, email: address, topic: topic as ContactTopic, message: text } };
}

/**
 * Checks a B2B cooperation inquiry: company, a NIP with a valid checksum, the contact person, an
 * e-mail, a Polish phone number, an optional expected volume and the message.
 */
export function validateB2bInquiry(input: B2bInput): InquiryCheck<CheckedB2b> {
  const errors: FieldError[] = [];
  const company = line('company', input.company, NAME_MAX_LENGTH * 2, errors);
  const nip = normalizeNip(input.nip ?? '');
  if (nip === '') errors.push({ field: 'nip', message: INQUIRY_MESSAGES_PL.required });
  else if (!isValidNip(nip)) errors.push({ field: 'nip', message: INQUIRY_MESSAGES_PL.nip });
  const name = line('name', input.name, NAME_MAX_LENGTH, errors);
  const address = email(input.email, errors);
  const rawPhone = (input.phone ?? '').trim();
  const phone = normalizePhone(rawPhone);
  if (rawPhone === '') errors.push({ field: 'phone', message: INQUIRY_MESSAGES_PL.required });
  else if (phone === undefined) errors.push({ field: 'phone', message: INQUIRY_MESSAGES_PL.phone });
  const rawVolume = (input.volume ?? '').trim();
  if (rawVolume !== '' && !isKey(B2B_VOLUMES, rawVolume))
    errors.push({ field: 'volume', message: INQUIRY_MESSAGES_PL.volume });
  const text = message(input.message, errors);
  if (errors.length > 0) return { ok: false, errors };
  return {
    ok: true,
    value: {
      company,
      nip,
      name,
      email: address,
      phone: phone as string,
      volume: rawVolume === '' ? null : (rawVolume as B2bVolume),
      message: text,
    },
  };
}
