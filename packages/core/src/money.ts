import { VAT_RATE } from './constants.ts';

/**
 * Money in the shop is always an integer number of grosze (1 zł = 100 gr), gross (VAT included).
 *
 * Why integers: floating point cannot represent 0.1 exactly, so summing PLN floats drifts by fractions
 * of a grosz. Every rule in core adds, prorates and rounds grosze; PLN decimals only appear at the
 * JSON edge (`toPln` out, `fromPln` in: the storefront's mappers) and in display (`formatMoney`,
 * which takes grosze only).
 *
 * `Money` is a plain `number` alias (not branded) so API and UI code can pass values straight from
 * the database; the functions below assert `Number.isSafeInteger` where a wrong unit would hurt.
 */
export type Money = number;

/** Non-breaking space: used as the thousands separator and between amount and "zł" (reference §9). */
export const NBSP = '\u00a0';

/** Default Polish VAT rate for cosmetics, in percent (same as `VAT_RATE`). */
export const DEFAULT_TAX_RATE = VAT_RATE;

function assertMoney(value: number, what = 'amount'): void {
  if (!Number.isSafeInteger(value)) {
    throw new RangeError(`${what} must be an integer number of grosze, got ${value}`);
  }
}

/** Groups the digits of a non-negative integer string by three with NBSP ("1234567" → "1 234 567"). */
function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, NBSP);
}

/**
 * Formats grosze as a Polish price: "1 234,50 zł". Both spaces are U+00A0 so the price never wraps.
 * Written by hand because `Intl.NumberFormat('pl-PL')` does not group four-digit numbers ("1234,50 zł"),
 * while the spec and the reference show "1 234,50 zł".
 */
export function formatMoney(grosze: Money): string {
  return `${formatAmount(grosze)}${NBSP}zł`;
}

/** Same as {@link formatMoney} without the currency ("1 234,50"), for tables and inputs. */
export function formatAmount(grosze: Money): string {
  assertMoney(grosze);
  const sign = grosze < 0 ? '-' : '';
  const abs = Math.abs(grosze);
  const zloty = Math.floor(abs / 100);
  const rest = abs % 100;
  return `${sign}${groupThousands(String(zloty))},${String(rest).padStart(2, '0')}`;
}

/** Converts grosze to a PLN number with at most 2 decimals, for JSON payloads and analytics. */
export function toPln(grosze: Money): number {
  assertMoney(grosze);
  return grosze / 100;
}

/** Largest PLN amount accepted by {@link fromPln}; keeps the decimal-string trick exact. */
const MAX_PLN = 1e12;

/**
 * Converts a PLN number to grosze, rounding half away from zero at the third decimal.
 * Why a string step: `1.005 * 100` is 100.49999999999999 in binary floating point, so naive
 * `Math.round` gives 100. `toPrecision(15)` recovers the decimal the user typed ("1.00500000000000"),
 * and rounding is done on those digits. So 1.005 → 101, -1.005 → -101, 0.015 → 2.
 */
export function fromPln(pln: number): Money {
  if (!Number.isFinite(pln) || Math.abs(pln) >= MAX_PLN) {
    throw new RangeError(`PLN amount out of range: ${pln}`);
  }
  const abs = Math.abs(pln);
  if (abs < 1e-6) return 0;
  const [intPart = '0', fracPart = ''] = abs.toPrecision(15).split('.');
  const frac = fracPart.padEnd(3, '0');
  let grosze = Number(intPart) * 100 + Number(frac.slice(0, 2));
  if (Number(frac[2]) >= 5) grosze += 1;
  return pln < 0 ? -grosze : grosze;
}

const MONEY_TEXT = /^([-\u2212+]?)(\d{1,13})(?:[.,](\d{1,2}))?$/;

/**
 * Parses what a person or a Polish formatter writes ("1 234,50 zł", "12.5", "PLN 49,99", "-3 zł")
 * into grosze. Returns undefined for anything ambiguous (3+ decimals, letters, empty) instead of
 * guessing, because a wrong price is worse than a validation error.
 */
export function parseMoney(text: string): Money | undefined {
  const compact = text.replace(/zł|zl|pln/gi, '').replace(/[\s\u00a0\u202f]/g, '');
  const match = MONEY_TEXT.exec(compact);
  if (!match) return undefined;
  const [, sign, zloty = '0', decimals = ''] = match;
  const grosze = Number(zloty) * 100 + Number(decimals.padEnd(2, '0'));
  return sign === '-' || sign === '\u2212' ? -grosze || 0 : grosze;
}

/**
 * Integer division rounded half away from zero, done in BigInt so large numerators stay exact.
 * Used by every percentage and VAT computation in core.
 */
export function divideRounded(numerator: number, denominator: number): number {
  if (!Number.isSafeInteger(numerator) || !Number.isSafeInteger(denominator) || denominator === 0) {
    throw new RangeError(`divideRounded needs safe integers and a non-zero denominator`);
  }
  const n = BigInt(Math.abs(numerator));
  const d = BigInt(Math.abs(denominator));
  let q = n / d;
  if ((n % d) * 2n >= d) q += 1n;
  const negative = numerator < 0 !== denominator < 0;
  const result = Number(q);
  return negative && result !== 0 ? -result : result;
}

/** Tax rate in hundredths of a percent (23 → 2300, 5.5 → 550), so decimal rates stay integer maths. */
function rateBasisPoints(taxRate: number): number {
  if (!Number.isFinite(taxRate) || taxRate < 0 || taxRate > 100) {
    throw new RangeError(`taxRate must be a percentage between 0 and 100, got ${taxRate}`);
  }
  return Math.round(taxRate * 100);
}

/**
 * Net value of a gross amount: gross / (1 + rate), e.g. gross / 1.23 for the default 23 %.
 * Needed for analytics (net revenue) and invoices; prices shown to consumers stay gross.
 */
export function netFromGross(gross: Money, taxRate: number = DEFAULT_TAX_RATE): Money {
  assertMoney(gross, 'gross');
  const bp = rateBasisPoints(taxRate);
  return divideRounded(gross * 10_000, 10_000 + bp);
}

/** VAT contained in a gross amount. Defined as gross − net so the two parts always add up to gross. */
export function vatFromGross(gross: Money, taxRate: number = DEFAULT_TAX_RATE): Money {
  return gross - netFromGross(gross, taxRate);
}

/** Gross from net (net × 1.23 for 23 %), for admin forms where a net price is typed. */
export function grossFromNet(net: Money, taxRate: number = DEFAULT_TAX_RATE): Money {
  assertMoney(net, 'net');
  const bp = rateBasisPoints(taxRate);
  return divideRounded(net * (10_000 + bp), 10_000);
}

/**
 * `percent` % of an amount in grosze, rounded half away from zero. Percent may have decimals
 * (12.5 %); it is scaled to hundredths so the maths stays integer.
 */
export function percentOf(amount: Money, percent: number): Money {
  assertMoney(amount);
  if (!Number.isFinite(percent)) throw new RangeError(`percent must be finite, got ${percent}`);
  return divideRounded(amount * Math.round(percent * 100), 10_000);
}
