import { describe, expect, it } from 'vitest';

import { decodeHtmlEntities, htmlToText } from './html.ts';

describe('decodeHtmlEntities', () => {
  it.each([
    ['&amp;&lt;&gt;&quot;&apos;', '&<>"\''],
    ['&#106;&#x6A;&#X6a;', 'jjj'],
    ['&#106&#97', 'ja'],
    ['&Oacute;&oacute;', 'Óó'],
    ['&COLON;', ':'],
    ['&unknown; stays', '&unknown; stays'],
    ['&#0; &#x110000;', '\ufffd \ufffd'],
  ])('%j → %j', (input, output) => {
    expect(decodeHtmlEntities(input)).toBe(output);
  });
});

describe('htmlToText', () => {
  it('drops tags, keeps line breaks and decodes entities', () => {
    expect(htmlToText('<p>Świetny&nbsp;krem!</p><p>Polecam <b>bardzo</b><br/>Ania</p>')).toBe(
      'Świetny krem!\nPolecam bardzo\nAnia',
    );
  });

  it('collapses runs of blank lines and spaces', () => {
    expect(htmlToText('a<br><br><br><br>b   c')).toBe('a\n\nb c');
  });
});
