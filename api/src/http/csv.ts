// CSV (RFC 4180) for spreadsheets: every cell quoted when it needs it, rows ended by CRLF, and a
// cell that a spreadsheet would run as a formula (it starts with = + - @, or a tab or carriage
// return) prefixed with a ' so that it stays text (OWASP "CSV injection").

const FORMULA_START = /^[=+\-@\t\r]/;

/** One cell: formula guard first, then quoted when it holds a quote, comma or line break. */
export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** Rows to a CSV document, with a byte order mark so that Excel reads it as UTF-8. */
export function toCsv(rows: ReadonlyArray<ReadonlyArray<string | number | null | undefined>>) {
  return `\uFEFF${rows.map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;
}
