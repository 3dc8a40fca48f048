import { describe, expect, it } from 'vitest';

import { isBotUserAgent, isHoneypotFilled } from './bots.ts';

describe('isBotUserAgent', () => {
  it.each([
    ['Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)', true],
    ['Mozilla/5.0 (compatible; bingbot/2.0)', true],
    ['Mozilla/5.0 (compatible; Yahoo! Slurp)', true],
    ['Baiduspider', true],
    ['facebookexternalhit CRAWLER', true],
    ['Mozilla/5.0 (compatible; Ask Jeeves/Teoma)', true],
    ['Mozilla/5.0 HeadlessChrome webdriver', true],
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/131.0 Safari/537.36', false],
    ['', false],
    [null, false],
  ])('%j → %s', (ua, bot) => {
    expect(isBotUserAgent(ua)).toBe(bot);
  });

  it('treats navigator.webdriver as a bot whatever the user agent says', () => {
    expect(isBotUserAgent('Mozilla/5.0 Firefox/133.0', true)).toBe(true);
  });
});

describe('isHoneypotFilled', () => {
  it.each([
    [undefined, false],
    [null, false],
    ['', false],
    ['   ', false],
    ['https://spam.example', true],
    [0, true],
    [false, true],
  ])('%j → %s', (value, filled) => {
    expect(isHoneypotFilled(value)).toBe(filled);
  });
});
