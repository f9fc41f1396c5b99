import type { OutputFormat } from './args'
import { forPeople } from './local-time'
import { columnTitle } from './words'

/** One row of a listing: what every kind has (id, name, state), then the item itself in the model's words. */
export type Row = Record<string, unknown> & { id: number | string; name: string }

/** How a listing is printed: the format, the columns the user chose (or null), and whether tables say their header. */
export interface OutputChoice {
  output: OutputFormat
  columns: readonly string[] | null
  header: boolean
}

/**
 * A cell as people read it: a thing a row sits in (a record's zone) by its name, a list by its length, a UTC time
 * in local time with its offset (a table, CSV; JSON and YAML keep the time as the model has it).
 */
function cell(value: unknown): string {
  if (value === null || value === undefined) return '-'
  if (typeof value !== 'object') return forPeople(String(value))
  // A list inside an item (a zone's records) has its own command; the table says how many.
  if (Array.isArray(value)) return value.length === 1 ? '1 item' : `${value.length} items`
  return 'name' in value && typeof value.name === 'string' ? value.name : JSON.stringify(value)
}

/** Columns padded to their widest cell; a cell's control characters shown as spaces (a name is the service's text). */
export function table(rows: readonly Row[], columns: readonly string[], header = true): string {
  const cells = rows.map((row) => columns.map((column) => cell(row[column]).replace(/[\p{Cc}]/gu, ' ')))
  const titles = columns.map((column) => columnTitle(column))
  const widths = titles.map((title, i) => Math.max(title.length, ...cells.map((line) => line[i]?.length ?? 0)))
  const line = (values: readonly string[]) =>
    values
      .map((value, i) => value.padEnd(widths[i] ?? 0))
      .join('  ')
      .trimEnd()
  const lines = cells.map(line)
  return `${(header ? [line(titles), ...lines] : lines).join('\n')}\n`
}

/** The fields of the rows with a plain value (what `wide` shows): the narrow columns first, in the rows' order after. */
function wideColumns(rows: readonly Row[], narrow: readonly string[]): string[] {
  const seen = new Set(narrow)
  for (const row of rows)
    for (const [field, value] of Object.entries(row)) if (!Array.isArray(value) || value.length > 0) seen.add(field)
  return [...seen]
}

/**
 * CSV as the window's exports write it (csv-stringify, `escape_formulas`): a cell that starts like a formula
 * (= + - @ tab CR) is prefixed with ' (OWASP), so a spreadsheet shows the service's text and never runs it.
 */
export async function csv(rows: readonly Row[], columns: readonly string[], header = true): Promise<string> {
  // Loaded for this format only, as YAML's: every other answer starts without them.
  const { stringify: csvStringify } = await import('csv-stringify/sync')
  const lines = rows.map((row) => columns.map((column) => (row[column] === undefined ? '' : cell(row[column]))))
  return csvStringify(header ? [columns, ...lines] : lines, { escape_formulas: true })
}

/** Only the chosen fields, in their order (what --columns does to json, yaml and ndjson). */
const project = (row: Row, columns: readonly string[] | null) =>
  columns ? Object.fromEntries(columns.map((column) => [column, row[column] ?? null])) : row

/** The text of a list in `choice`'s format; `narrow` is the table's columns when the user chose none. */
export async function listText(rows: readonly Row[], choice: OutputChoice, narrow: readonly string[]): Promise<string> {
  const { output, columns, header } = choice
  switch (output) {
    case 'json':
      return `${JSON.stringify(
        rows.map((row) => project(row, columns)),
        null,
        2,
      )}\n`
    case 'ndjson':
      return rows.map((row) => `${JSON.stringify(project(row, columns))}\n`).join('')
    case 'yaml':
      return rows.length === 0 ? '[]\n' : yamlText(rows.map((row) => project(row, columns)))
    case 'name':
      return rows.map((row) => `${cell(row.name)}\n`).join('')
    case 'csv':
      return csv(rows, columns ?? wideColumns(rows, narrow), header)
    case 'wide':
      return table(rows, columns ?? wideColumns(rows, narrow), header)
    case 'table':
      return table(rows, columns ?? narrow, header)
  }
}

const yamlText = async (value: unknown) => (await import('yaml')).stringify(value)

/** A list: a JSON array, a table of `narrow` columns, or any other format `choice` names. */
export async function printList(rows: readonly Row[], choice: OutputChoice, narrow: readonly string[]): Promise<void> {
  process.stdout.write(await listText(rows, choice, narrow))
}

/** One item: a JSON object (the same shape as in a list), its fields one a line, or a one-row list's format. */
export async function printOne(row: Row, choice: OutputChoice): Promise<void> {
  const { output, columns } = choice
  if (output === 'json') return void process.stdout.write(`${JSON.stringify(project(row, columns), null, 2)}\n`)
  if (output === 'yaml') return void process.stdout.write(await yamlText(project(row, columns)))
  if (output !== 'table') return printList([row], choice, Object.keys(row))
  const width = Math.max(...Object.keys(row).map((field) => field.length))
  const lines = Object.entries(row).map(([field, value]) => `${field.padEnd(width)}  ${cell(value)}`)
  process.stdout.write(`${lines.join('\n')}\n`)
}
