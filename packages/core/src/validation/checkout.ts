import { isValidEmail, normalizeEmail } from './email.ts';
import { isValidNip, normalizeNip, normalizePhone, normalizePostalCode } from './polish-formats.ts';

/** Polish texts of the checkout form's field errors. */
export const CHECKOUT_MESSAGES_PL = {
  required: 'To pole jest wymagane',
  tooLong: 'Ten tekst jest za długi',
  email: 'Wpisz prawidłowy adres mail',
  postCode: 'Wpisz kod pocztowy w formacie 00-000',
  phone: 'Wpisz 9-cyfrowy numer telefonu',
  nip: 'Wpisz prawidłowy NIP',
  terms: 'Zaakceptuj regulamin sklepu',
  privacy: 'Zapoznaj się z polityką prywatności i zaakceptuj ją',
} as const;

/** An address as the checkout form sends it. */
export interface CheckoutAddress {
  first_name?: string | null;
  last_name?: string | null;
  street?: string | null;
  post_code?: string | null;
  city?: string | null;
  phone?: string | null;
  company?: string | null;
  nip?: string | null;
}

export interface CheckoutInput {
  email?: string | null;
  billing?: CheckoutAddress | null;
  /** Where the parcel goes; ignored when `shippingNeedsAddress` is false. */
  shipping?: CheckoutAddress | null;
  /** The shopper asked for a company invoice: company name and NIP become required. */
  wantsInvoice?: boolean;
  /** A courier needs an address; a parcel locker or pickup does not. */
  shippingNeedsAddress: boolean;
  consents?: { terms?: boolean; privacy?: boolean } | null;
}

/** A courier brings the parcel to an address; a parcel locker or a free pickup needs none. */
export function shippingNeedsAddress(method: { requiresLocker: boolean; price: number }): boolean {
  return !method.requiresLocker && method.price > 0;
}

export interface FieldError {
  field: string;
  message: string;
}

const MAX_TEXT = 120;
const PERSON_FIELDS = ['first_name', 'last_name', 'street', 'post_code', 'city', 'phone'] as const;

/** A checked address: every field present and cleaned. */
export type CheckedAddress = Record<(typeof PERSON_FIELDS)[number], string>;

/** The checkout, cleaned: e-mail lower-cased, phones without +48, postal codes NN-NNN, NIP digits. */
export interface CheckedCheckout {
  email: string;
  billing: CheckedAddress & { company: string | null; nip: string | null };
  shipping: CheckedAddress | null;
}

function checkAddress(
  prefix: string,
  address: CheckoutAddress | null | undefined,
  errors: FieldError[],
): CheckedAddress {
  const cleaned: Record<string, string> = {};
  for (const name of PERSON_FIELDS) {
    const field = `${prefix}.${name}`;
    const value = (address?.[name] ?? '').trim();
    if (value === '') {
      errors.push({ field, message: CHECKOUT_MESSAGES_PL.required });
      continue;
    }
    if (value.length > MAX_TEXT) {
      errors.push({ field, message: CHECKOUT_MESSAGES_PL.tooLong });
      continue;
    }
    if (name === 'post_code') {
      const code = normalizePostalCode(value);
      if (code === undefined) errors.push({ field, message: CHECKOUT_MESSAGES_PL.postCode });
      else cleaned[name] = code;
    } else if (name === 'phone') {
      const phone = normalizePhone(value);
      if (phone === undefined) errors.push({ field, message: CHECKOUT_MESSAGES_PL.phone });
      else cleaned[name] = phone;
    } else {
      cleaned[name] = value;
    }
  }
  // Complete whenever no error was added for this address; callers look at the errors first.
  return cleaned as CheckedAddress;
}

/**
 * Checks what a Polish shop needs to ship and invoice an order. Used by the
 * checkout form as the shopper types and by the API before placing the
 * order, so both say the same thing. Returns every field error at once.
 */
export function validateCheckout(
  input: CheckoutInput,
): { ok: true; value: CheckedCheckout } | { ok: false; errors: FieldError[] } {
  const errors: FieldError[] = [];
  const email = normalizeEmail(input.email ?? '');
  if (email === '') errors.push({ field: 'email', message: CHECKOUT_MESSAGES_PL.required });
  else if (!isValidEmail(email)) errors.push({ field: 'email', message: CHECKOUT_MESSAGES_PL.email });

  const billing = checkAddress('billing', input.billing, errors);
  let company: string | null = null;
  let nip: string | null = null;
  if (input.wantsInvoice) {
    company = (input.billing?.company ?? '').trim();
    if (company === '') errors.push({ field: 'billing.company', message: CHECKOUT_MESSAGES_PL.required });
    else if (company.length > MAX_TEXT)
      errors.push({ field: 'billing.company', message: CHECKOUT_MESSAGES_PL.tooLong });
    nip = normalizeNip(input.billing?.nip ?? '');
    if (!isValidNip(nip)) errors.push({ field: 'billing.nip', message: CHECKOUT_MESSAGES_PL.nip });
  }
  const shipping = input.shippingNeedsAddress ? checkAddress('shipping', input.shipping, errors) : null;

  if (input.consents?.terms !== true) errors.push({ field: 'consents.terms', message: CHECKOUT_MESSAGES_PL.terms });
  if (input.consents?.privacy !== true)
    errors.push({ field: 'consents.privacy', message: CHECKOUT_MESSAGES_PL.privacy });

  if (errors.length > 0) return { ok: false, errors };
  return { ok: true, value: { email, billing: { ...billing, company, nip }, shipping } };
}
