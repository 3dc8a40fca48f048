/**
 * CSV as Polish Excel opens it with a double click: UTF-8 with a byte order
 * mark (without it Excel reads the file as Windows-1250 and breaks "ł"),
 * cells separated by `;` (the comma is the Polish decimal separator), lines
 * ended with CRLF.
 */
export const CSV_BOM = '\uFEFF';
export const CSV_SEPARATOR = ';';

/** What a spreadsheet takes for the start of a formula (OWASP "CSV injection"), tab and CR included. */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One cell. Text a spreadsheet would run as a formula (`=HYPERLINK(…)`,
 * `+48…`, `-1`, `@SUM`) gets a leading apostrophe, so it stays text; a cell
 * with the separator, a quote or a line break is quoted, its quotes doubled.
 */
export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  const formula = FORMULA_START.test(text);
  if (formula) text = `'${text}`;
  return formula || /[;"\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A whole file: the BOM, the header line, then one line per row. */
export function toCsv(header: readonly string[], rows: readonly (readonly (string | number | null)[])[]): string {
  const line = (cells: readonly (string | number | null)[]) => cells.map(csvCell).join(CSV_SEPARATOR);
  return `${CSV_BOM}${[header, ...rows].map(line).join('\r\n')}\r\n`;
}
