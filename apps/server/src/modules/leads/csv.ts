// CSV for spreadsheets (RFC 4180): every cell quoted when it needs to be, and no cell a
// spreadsheet would run as a formula.

const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One cell: a leading `'` for text a spreadsheet would read as a formula (CSV injection), then
 * quoted when it holds a comma, quote or line break (quotes doubled).
 *
 * @example csvCell('=HYPERLINK("x")') // `"'=HYPERLINK(""x"")"`
 */
export function csvCell(value: string | number | boolean): string {
  let text = String(value);
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** Rows to a CSV document: CRLF line ends, a trailing CRLF. */
export function toCsv(rows: readonly (readonly (string | number | boolean)[])[]): string {
  return rows.map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}
