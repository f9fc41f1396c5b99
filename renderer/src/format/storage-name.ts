type Translate = (key: string, named: Record<string, unknown>) => string

/**
 * The object storage as people say it: the service names it by the account's number ("10057"), which alone
 * reads as nothing; "Storage No. 10057" / «Хранилище № 10057». A name with words in it is shown as it is.
 */
export function storageLabel(name: string, t: Translate): string {
  return /^\d+$/.test(name.trim()) ? t('storage.numbered', { number: name.trim() }) : name
}
