/** One field that differs between what a form was opened on and what was read since, in words. */
export interface FieldChange {
  label: string
  before: string
  after: string
}

/** How to show one field of T: its label and its value as text ('—' for nothing). */
export interface FieldView<T> {
  label: string
  value: (item: T) => string | number | boolean | null | undefined
}

const text = (value: string | number | boolean | null | undefined): string =>
  value === null || value === undefined || value === '' ? '—' : String(value)

/** The fields whose shown value differs, in the order given. */
export function fieldChanges<T>(before: T, after: T, fields: ReadonlyArray<FieldView<T>>): FieldChange[] {
  return fields.flatMap(({ label, value }) => {
    const was = text(value(before))
    const now = text(value(after))
    return was === now ? [] : [{ label, before: was, after: now }]
  })
}

/** "TTL 3600 → 300; Priority 10 → 20": the alert's one line. */
export function changeLine(changes: readonly FieldChange[]): string {
  return changes.map((c) => `${c.label} ${c.before} → ${c.after}`).join('; ')
}
