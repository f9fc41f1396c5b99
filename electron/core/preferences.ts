import { join } from 'node:path'
import { z } from 'zod'
import { locales, themePreferences, type Preferences } from '../shared/channels/app'
import type { Logger } from './ports'
import { readJsonFile, writeJsonFile } from './files/json-file'
import { createOneWriter } from './files/one-writer'

const fileSchema = z.object({
  version: z.literal(1),
  locale: z.enum(locales).catch('en'),
  theme: z.enum(themePreferences).catch('system'),
})

const defaults: Preferences = { locale: 'en', theme: 'system' }

/** The user's preferences, kept in the data directory so they survive restarts in both hosts. */
export function createPreferenceStore(dataDir: string, log: Logger) {
  const path = join(dataDir, 'preferences.json')
  let current: Preferences | undefined

  async function get(): Promise<Preferences> {
    if (current) return current
    const read = await readJsonFile(path, fileSchema)
    if (read.status === 'corrupt') log.warn(`preferences were unreadable (${read.reason}); moved to ${read.movedTo}`)
    current = read.status === 'ok' ? { locale: read.value.locale, theme: read.value.theme } : { ...defaults }
    return current
  }

  /** One change at a time, each from the last saved preferences: two at once must not drop one. */
  const writer = createOneWriter<Preferences>(
    get,
    (next) => writeJsonFile(path, { version: 1, ...next }),
    (next) => (current = next),
  )

  function update(patch: Partial<Preferences>): Promise<Preferences> {
    return writer.change((draft) => Object.assign(draft, patch))
  }

  return { get, update }
}
