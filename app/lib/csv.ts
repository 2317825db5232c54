/**
 * CSV files that Excel and LibreOffice open with accents intact: UTF-8 with a byte-order mark,
 * comma-separated, CRLF rows, RFC 4180 quoting. Written by hand, not with csv-stringify: the
 * quoting is a few lines and the cells need their own guard anyway (decision 0077).
 */

/**
 * One cell. Text that starts like a formula (= + - @, or a tab or carriage return before one)
 * would run as one when the file is opened: an apostrophe in front keeps it text (OWASP's advice
 * on CSV injection).
 */
export function csvCell(value: string): string {
  const text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The file's text, byte-order mark first, a header row and the rows. */
export function csvFile(header: readonly string[], rows: readonly (readonly string[])[]): string {
  return `\uFEFF${[header, ...rows].map((row) => row.map(csvCell).join(",")).join("\r\n")}\r\n`;
}
