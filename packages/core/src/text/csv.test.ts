import { describe, expect, it } from 'vitest';

import { csvCell, toCsv } from './csv.ts';

describe('csvCell', () => {
  it.each([
    ['plain text', 'anna@example.com', 'anna@example.com'],
    ['Polish letters', 'Łódź', 'Łódź'],
    ['empty', null, ''],
    ['a number', 12, '12'],
    ['the separator', 'a;b', '"a;b"'],
    ['quotes', 'say "hi"', '"say ""hi"""'],
    ['a line break', 'a\nb', '"a\nb"'],
    ['a formula', '=HYPERLINK("http://x")', '"\'=HYPERLINK(""http://x"")"'],
    ['a plus', '+48600100200', '"\'+48600100200"'],
    ['a minus', '-1+1', '"\'-1+1"'],
    ['an at sign', '@SUM(A1)', '"\'@SUM(A1)"'],
    ['a tab', '\t=1', '"\'\t=1"'],
    ['a carriage return', '\r=1', '"\'\r=1"'],
    ['a formula sign inside', 'a=b', 'a=b'],
  ])('writes %s as a spreadsheet reads it back', (_, value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });
});

describe('toCsv', () => {
  it('starts with the BOM and separates cells with ; and lines with CRLF', () => {
    expect(
      toCsv(
        ['E-mail', 'Źródło'],
        [
          ['a@example.com', 'stopka'],
          ['b@example.com', null],
        ],
      ),
    ).toBe('\uFEFFE-mail;Źródło\r\na@example.com;stopka\r\nb@example.com;\r\n');
  });
});
