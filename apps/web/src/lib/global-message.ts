import type { GlobalMessage } from '@manufaktura/core';
import { formatMessage, isNotificationKey } from '@manufaktura/core';

/**
 * The global message bar's feed (spec §4): any island can show a message with
 * `pushGlobalMessage(...)` or by dispatching a `shop:message` window event. ERROR shows red, any
 * other type brown; permanent messages stay until closed, others go after 10 s.
 */
export type { GlobalMessage };

export const GLOBAL_MESSAGE_EVENT = 'shop:message';

export function pushGlobalMessage(message: GlobalMessage): void {
  window.dispatchEvent(new CustomEvent<GlobalMessage>(GLOBAL_MESSAGE_EVENT, { detail: message }));
}

/** The longest `error_message` taken from the address (spec §4): enough for any shop message, no room for essays. */
export const ADDRESS_MESSAGE_MAX = 200;

/**
 * An `error_message` from the address as a message text, or null when there is none: plain text
 * (it is only ever rendered as text, never as HTML), on one line, at most ADDRESS_MESSAGE_MAX characters.
 */
export function messageFromAddress(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  // eslint-disable-next-line no-control-regex
  const line = value.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g, ' ').trim();
  const text = Array.from(line).slice(0, ADDRESS_MESSAGE_MAX).join('').trim();
  return text === '' ? null : text;
}

/**
 * The message a page's address carries (spec §4): an `error_message` as an ERROR, else a
 * notification's `message_code` as an INFO message; null without either.
 */
export function addressMessage(params: URLSearchParams): GlobalMessage | null {
  const error = messageFromAddress(params.get('error_message'));
  if (error) return { type: 'ERROR', message: error };
  const code = params.get('message_code')?.trim();
  return isNotificationKey(code) ? { type: 'INFO', message: formatMessage(code) } : null;
}

/**
 * Where a Server Action sends the shopper after a change the API reported notices of (e.g. the
 * guest cart merged at sign-in, products no longer sold at "zamów ponownie"), in the address
 * parameters the initial load reads (spec §4): a notification as `message_code` (shown as INFO),
 * a refusal as `error_message` (shown as ERROR).
 */
export function withNotices(path: string, notices: readonly { key: string; message: string }[]): string {
  if (notices.length === 0) return path;
  const refusals = notices.filter((notice) => !isNotificationKey(notice.key));
  const query: Record<string, string> =
    refusals.length > 0
      ? { error_message: refusals.map((notice) => notice.message).join(' ') }
      : { message_code: notices[0]!.key };
  return `${path}?${new URLSearchParams(query)}`;
}
