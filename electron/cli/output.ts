import type { OutputFormat } from './args'

/** One row of a listing: what every kind has (id, name, state), then the item itself in the model's words. */
export type Row = Record<string, unknown> & { id: number | string; name: string }

/** A cell as people read it: a thing a row sits in (a record's zone) by its name, a list by its length. */
function cell(value: unknown): string {
  if (value === null || value === undefined) return '-'
  if (typeof value !== 'object') return String(value)
  // A list inside an item (a zone's records) has its own command; the table says how many.
  if (Array.isArray(value)) return value.length === 1 ? '1 item' : `${value.length} items`
  return 'name' in value && typeof value.name === 'string' ? value.name : JSON.stringify(value)
}

/** Columns padded to their widest cell; a cell's control characters shown as spaces (a name is the service's text). */
export function table(rows: readonly Row[], columns: readonly string[]): string {
  const cells = rows.map((row) => columns.map((column) => cell(row[column]).replace(/[\p{Cc}]/gu, ' ')))
  const widths = columns.map((column, i) => Math.max(column.length, ...cells.map((line) => line[i]?.length ?? 0)))
  const line = (values: readonly string[]) =>
    values
      .map((value, i) => value.padEnd(widths[i] ?? 0))
      .join('  ')
      .trimEnd()
  return [line(columns.map((column) => column.toUpperCase())), ...cells.map(line)].join('\n') + '\n'
}

/** A list: a JSON array, or a table of `columns`. */
export function printList(rows: readonly Row[], format: OutputFormat, columns: readonly string[]): void {
  process.stdout.write(format === 'json' ? `${JSON.stringify(rows, null, 2)}\n` : table(rows, columns))
}

/** One item: a JSON object (the same shape as in a list), or its fields one a line. */
export function printOne(row: Row, format: OutputFormat): void {
  if (format === 'json') return void process.stdout.write(`${JSON.stringify(row, null, 2)}\n`)
  const width = Math.max(...Object.keys(row).map((field) => field.length))
  const lines = Object.entries(row).map(([field, value]) => `${field.padEnd(width)}  ${cell(value)}`)
  process.stdout.write(`${lines.join('\n')}\n`)
}
