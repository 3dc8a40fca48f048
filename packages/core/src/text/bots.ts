const BOT_PATTERN = /bot|crawl|spider|slurp|teoma|webdriver/i;

/**
 * True for crawlers and automated browsers (spec §5): the consent modal and prefetching are skipped
 * for them. `webdriver` is navigator.webdriver when the caller has it.
 */
export function isBotUserAgent(userAgent: string | null | undefined, webdriver = false): boolean {
  return webdriver || BOT_PATTERN.test(userAgent ?? '');
}

/**
 * The honeypot of the shop's forms: a field people never see (hidden from view and from assistive
 * technology) that form-filling bots tend to complete. Anything in it marks the submission as automated.
 */
export function isHoneypotFilled(value: unknown): boolean {
  return typeof value === 'string' ? value.trim() !== '' : value !== undefined && value !== null;
}
