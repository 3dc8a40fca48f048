const BOT_PATTERN = /bot|crawl|spider|slurp|teoma|webdriver/i;

/**
 * True for crawlers and automated browsers (spec §5): the consent modal and prefetching are skipped
 * for them. `webdriver` is navigator.webdriver when the caller has it.
 */
export function isBotUserAgent(userAgent: string | null | undefined, webdriver = false): boolean {
  return webdriver || BOT_PATTERN.test(userAgent ?? '');
}
