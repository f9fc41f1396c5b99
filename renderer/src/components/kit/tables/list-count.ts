type Translate = (key: string, values: Record<string, string>) => string

/**
 * The words beside a list's search box: "12 of 2,000" while a search or a filter hides rows; else "2,000 in
 * total", unless the pane around the list says its total already (`totalSaid`): the same number twice is noise.
 */
export function listCount(
  t: Translate,
  format: (n: number) => string,
  list: { filtered: boolean; shown: number; total: number; totalSaid: boolean },
): string {
  if (list.filtered) return t('lists.count', { shown: format(list.shown), total: format(list.total) })
  return list.totalSaid ? '' : t('lists.countAll', { total: format(list.total) })
}
