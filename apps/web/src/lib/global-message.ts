import type { GlobalMessage } from '@manufaktura/core';

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
