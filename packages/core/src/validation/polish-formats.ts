/**
 * Phone number as the 9 national digits: spaces, dashes, dots and brackets removed and a
 * +48 / 0048 prefix stripped (spec §5). Returns undefined unless exactly 9 digits remain.
 */
export function normalizePhone(phone: string): string | undefined {
  const compact = phone.replace(/[\s\-.()\u00a0]/g, '').replace(/^(\+48|0048)/, '');
  return /^\d{9}$/.test(compact) ? compact : undefined;
}

/** True when the phone normalizes to 9 Polish digits. */
export function isValidPhone(phone: string): boolean {
  return normalizePhone(phone) !== undefined;
}

/** Phone for display: "600 123 456". */
export function formatPhone(phone: string): string | undefined {
  const digits = normalizePhone(phone);
  return digits && `${digits.slice(0, 3)} ${digits.slice(3, 6)} ${digits.slice(6)}`;
}

/** Phone in E.164 for storage and providers: "+48600123456". */
export function phoneE164(phone: string): string | undefined {
  const digits = normalizePhone(phone);
  return digits && `+48${digits}`;
}

/** Postal code as NN-NNN; accepts "30001" and "30-001" (reference §9). Undefined when invalid. */
export function normalizePostalCode(code: string): string | undefined {
  const match = /^(\d{2})-?(\d{3})$/.exec(code.trim());
  return match ? `${match[1]}-${match[2]}` : undefined;
}

/** True for a postal code written exactly NN-NNN. */
export function isValidPostalCode(code: string): boolean {
  return /^\d{2}-\d{3}$/.test(code);
}

const NIP_WEIGHTS = [6, 5, 7, 2, 3, 4, 5, 6, 7] as const;

/** NIP digits with an optional "PL" prefix, spaces and dashes removed; not validated. */
export function normalizeNip(input: string): string {
  return input.trim().replace(/^PL/i, '').replace(/[\s-]/g, '');
}

/**
 * NIP checksum (reference §5): weights 6,5,7,2,3,4,5,6,7 on the first 9 digits, sum mod 11 must
 * equal the 10th digit and never be 10. Needed because a company invoice requires the buyer's NIP.
 */
export function isValidNip(input: string): boolean {
  const d = normalizeNip(input);
  if (!/^\d{10}$/.test(d)) return false;
  const sum = NIP_WEIGHTS.reduce((acc, w, i) => acc + w * Number(d[i]), 0) % 11;
  return sum !== 10 && sum === Number(d[9]);
}

/**
 * InPost locker codes look like KRA010, WAW22A or POP-WAW364. There is no official pattern
 * (reference inpost.md), so this only refuses what cannot be one; InPost checks the code again
 * when the parcel is created. Returns the code upper-cased, or undefined.
 */
export function normalizeLockerCode(code: string): string | undefined {
  const upper = code.trim().toUpperCase();
  return /^(POP-)?[A-Z]{3}[0-9]{2,4}[A-Z]{0,2}$/.test(upper) ? upper : undefined;
}
