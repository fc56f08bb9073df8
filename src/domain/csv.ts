/** Starts every CSV file the product saves, so that spreadsheets read it as UTF-8. */
export const CSV_BYTE_ORDER_MARK = '\uFEFF';

/** Characters that make a spreadsheet read a cell as a formula. */
const FORMULA_START = /^[=+\-@\t\r]/;

function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

/**
 * One CSV field (RFC 4180): quoted when it holds a comma, quote or line break, with quotes
 * doubled. Text a spreadsheet would run as a formula is prefixed with an apostrophe.
 */
export function csvField(value: unknown): string {
  const raw = cellText(value);
  const text = typeof value === 'string' && FORMULA_START.test(raw) ? `'${raw}` : raw;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One CSV line, ended by CRLF. */
export function csvLine(values: readonly unknown[]): string {
  return `${values.map(csvField).join(',')}\r\n`;
}

/** A header line and one line per row. */
export function toCsv(header: readonly string[], rows: readonly (readonly unknown[])[]): string {
  return [header, ...rows].map(csvLine).join('');
}
