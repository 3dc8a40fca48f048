import { describe, expect, it } from 'vitest';

import { sanitizeInlineHtml } from '../src/lib/sanitize-html.ts';

describe('HTML from the shop data (promotions, name_span)', () => {
  it('keeps the inline tags staff use, without attributes', () => {
    expect(
      sanitizeInlineHtml('<b>-20%</b> na <em>mydła</em><br>do <strong class="x" style="color:red">niedzieli</strong>'),
    ).toBe('<b>-20%</b> na <em>mydła</em><br />do <strong>niedzieli</strong>');
    expect(sanitizeInlineHtml('<span>Kremowe</span> <small>100 ml</small> <i>i</i> <u>u</u>')).toBe(
      '<span>Kremowe</span> <small>100 ml</small> <i>i</i> <u>u</u>',
    );
  });

  it('keeps links with safe targets, external ones in a new tab', () => {
    expect(sanitizeInlineHtml('<a href="/sklep/mydla" onclick="x()">mydła</a>')).toBe(
      '<a href="/sklep/mydla">mydła</a>',
    );
    expect(sanitizeInlineHtml('<a href="https://instagram.com/m" target="_self">IG</a>')).toBe(
      '<a href="https://instagram.com/m" target="_blank" rel="noopener noreferrer">IG</a>',
    );
  });

  it('drops other tags but keeps their text, and balances what is left open', () => {
    expect(sanitizeInlineHtml('<div><p>Nowość</p></div>')).toBe('Nowość');
    expect(sanitizeInlineHtml('<b>otwarte <i>bez końca')).toBe('<b>otwarte <i>bez końca</i></b>');
    expect(sanitizeInlineHtml('1 < 2 > 0')).toBe('1 &lt; 2 &gt; 0');
  });

  it.each([
    ['<img src=x onerror=alert(1)>', ''],
    ['<span onmouseover="alert(1)">x</span>', '<span>x</span>'],
    ['<script>alert(1)</script>tekst', 'tekst'],
    ['<SCRIPT SRC=//evil.example/x.js></SCRIPT>', ''],
    ['<svg onload=alert(1)><circle /></svg>ok', 'ok'],
    ['<svg><script>alert(1)</script></svg>', ''],
    ['<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>', ''],
    ['<style>body{display:none}</style>x', 'x'],
    ['<iframe src="javascript:alert(1)"></iframe>', ''],
    ['<a href="javascript:alert(1)">x</a>', '<a>x</a>'],
    ['<a href="JaVaScRiPt:alert(1)">x</a>', '<a>x</a>'],
    ['<a href="jav&#x61;script:alert(1)">x</a>', '<a>x</a>'],
    ['<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">x</a>', '<a>x</a>'],
    ['<a href="java\tscript:alert(1)">x</a>', '<a>x</a>'],
    ['<a href=" data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>', '<a>x</a>'],
    ['<a href="vbscript:msgbox(1)">x</a>', '<a>x</a>'],
    ['&lt;script&gt;alert(1)&lt;/script&gt;', '&lt;script&gt;alert(1)&lt;/script&gt;'],
    ['<!--<img src=x onerror=alert(1)>-->tekst', 'tekst'],
    ['<b/onmouseover=alert(1)>x</b>', '<b>x</b>'],
    ['<<script>script>alert(1)<</script>/script>', '&lt;/script&gt;'],
    ['<a href="/x" style="position:fixed;inset:0">x</a>', '<a href="/x">x</a>'],
    ['<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>', ''],
  ])('defuses %s', (attack, safe) => {
    const clean = sanitizeInlineHtml(attack);
    expect(clean).toBe(safe);
    expect(clean).not.toMatch(/<(?!\/?(?:a|b|br|em|i|small|span|strong|u)\b)/i);
    expect(clean).not.toMatch(/\son\w+=/i);
  });
});
