import { LOCALE } from '../constants.ts';
import type { ErrorCode } from '../errors.ts';
import { isErrorCode } from '../errors.ts';
import { formatMoney } from '../money.ts';
import { shopDateFormat } from '../time.ts';
import type { NotificationKey } from './pl.ts';
import { ERROR_MESSAGES_PL, NOTIFICATION_MESSAGES_PL } from './pl.ts';

/** Params for interpolation. Names decide the formatting, see {@link formatParam}. */
export type MessageParams = Readonly<Record<string, unknown>>;

/** Params rendered as pl-PL dates (ms timestamps, spec §3 "Error payload"). */
const DATE_PARAMS = new Set(['dateFrom', 'dateTo', 'date']);
/** Params rendered as money (integer grosze → "1 234,50 zł"). */
const MONEY_PARAMS = new Set(['diff', 'minCartValue', 'amount', 'price']);

const dateFormat = shopDateFormat(LOCALE, { day: '2-digit', month: '2-digit', year: 'numeric' });

const longDateFormat = shopDateFormat(LOCALE, { day: 'numeric', month: 'long', year: 'numeric' });

const dateTimeFormat = shopDateFormat(LOCALE, {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/** Formats a ms timestamp (or Date) as "dd.mm.rrrr" in shop time (Europe/Warsaw). */
export function formatDate(value: number | Date): string {
  return dateFormat().format(value);
}

/** Formats a ms timestamp (or Date) as "dd.mm.rrrr, gg:mm" in shop time (Europe/Warsaw). */
export function formatDateTime(value: number | Date): string {
  return dateTimeFormat().format(value);
}

/** Formats a ms timestamp (or Date) as "27 listopada 2026" in shop time (Europe/Warsaw). */
export function formatLongDate(value: number | Date): string {
  return longDateFormat().format(value);
}

/**
 * Renders one param by its name: dates for dateFrom/dateTo, money (grosze) for diff/minCartValue/
 * amount/price, lists joined with ", " (productNames, missingProducts), anything else as text.
 */
export function formatParam(name: string, value: unknown): string {
  if (Array.isArray(value)) return value.map(String).join(', ');
  if (typeof value === 'number' && DATE_PARAMS.has(name)) return formatDate(value);
  if (value instanceof Date) return formatDate(value);
  if (typeof value === 'number' && MONEY_PARAMS.has(name) && Number.isSafeInteger(value)) {
    return formatMoney(value);
  }
  return String(value);
}

/**
 * Replaces {placeholders} in a template. A placeholder without a param stays visible as "{name}",
 * so a missing param shows up in review instead of silently producing broken Polish.
 */
export function interpolate(template: string, params: MessageParams = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(params, name) && params[name] !== undefined && params[name] !== null
      ? formatParam(name, params[name])
      : whole,
  );
}

/**
 * The Polish text for an error code or notification key, with params filled in. Unknown keys
 * (e.g. a code from a newer server) fall back to the unknown-error text, never to the raw key.
 */
export function formatMessage(key: ErrorCode | NotificationKey | string, params?: MessageParams): string {
  if (isErrorCode(key)) return interpolate(ERROR_MESSAGES_PL[key], params);
  if (isNotificationKey(key)) return interpolate(NOTIFICATION_MESSAGES_PL[key], params);
  return ERROR_MESSAGES_PL['unknown.error'];
}

/** Narrows a key from the API or the address to a notification key (spec §3 "Notification"). */
export function isNotificationKey(value: unknown): value is NotificationKey {
  return typeof value === 'string' && Object.hasOwn(NOTIFICATION_MESSAGES_PL, value);
}
