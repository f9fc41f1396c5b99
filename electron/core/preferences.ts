import { join } from 'node:path'
import { z } from 'zod'
import { locales, themePreferences, type Preferences } from '../shared/channels/app'
import {
  SIDEBAR_WIDTH_MAX,
  SIDEBAR_WIDTH_MIN,
  defaultProxy,
  localeFromLanguages,
  proxyModes,
} from '../shared/models/preferences'
import type { Logger } from './ports'
import { readJsonFile, writeJsonFile } from './files/json-file'
import { createOneWriter } from './files/one-writer'

const fileSchema = z.object({
  version: z.literal(1),
  locale: z.enum(locales).catch('en'),
  // Files written before the language followed the system hold a language the user chose.
  localeChosen: z.boolean().catch(true),
  theme: z.enum(themePreferences).catch('system'),
  proxy: z.object({ mode: z.enum(proxyModes), url: z.string().max(300) }).catch(() => ({ ...defaultProxy })),
  notifications: z.boolean().catch(true),
  startAtLogin: z.boolean().catch(false),
  csvBom: z.boolean().optional().catch(undefined),
  sidebarWidth: z.number().int().min(SIDEBAR_WIDTH_MIN).max(SIDEBAR_WIDTH_MAX).nullable().optional().catch(null),
})

export interface PreferenceDefaults {
  /** The system's languages, best first (the desktop host: app.getPreferredSystemLanguages()). */
  systemLanguages?: readonly string[]
  /** The system Hostdeck runs on: CSV exports carry a BOM by default on Windows. */
  platform?: string
  /** Told of every saved change. */
  onChange?: (saved: Preferences) => void
}

function defaultsFor(options: PreferenceDefaults): Preferences {
  return {
    locale: localeFromLanguages(options.systemLanguages ?? []),
    localeChosen: false,
    theme: 'system',
    proxy: { ...defaultProxy },
    notifications: true,
    startAtLogin: false,
    csvBom: options.platform === 'win32',
  }
}

/**
 * A proxy address with any user and password taken out: "This proxy" refuses them, but another mode keeps whatever
 * was typed, to be restored on switching back, and preferences.json is plain text. What cannot be cleaned is dropped.
 */
export function withoutCredentials(text: string): string {
  if (!text.includes('@')) return text
  const cleaned = text.replace(/^([a-z][a-z0-9+.-]*:\/\/)?[^/]*@/i, '$1')
  return cleaned.includes('@') ? '' : cleaned
}

/** Cleans the proxy's address in place (see withoutCredentials); true when there was something to take out. */
function cleanProxy(preferences: Preferences): boolean {
  const url = withoutCredentials(preferences.proxy.url)
  if (url === preferences.proxy.url) return false
  preferences.proxy = { ...preferences.proxy, url }
  return true
}

/** The user's preferences, kept in the data directory so they survive restarts in both hosts. */
export function createPreferenceStore(dataDir: string, log: Logger, options: PreferenceDefaults = {}) {
  const path = join(dataDir, 'preferences.json')
  const defaults = defaultsFor(options)
  let current: Preferences | undefined

  async function get(): Promise<Preferences> {
    if (current) return current
    const read = await readJsonFile(path, fileSchema)
    if (read.status === 'corrupt') log.warn(`preferences were unreadable (${read.reason}); moved to ${read.movedTo}`)
    if (read.status !== 'ok') current = { ...defaults }
    else {
      const { version: _version, csvBom, ...kept } = read.value
      current = { ...kept, csvBom: csvBom ?? defaults.csvBom }
      // A file written before addresses were cleaned is written again without the password.
      if (cleanProxy(current)) void writer.change(() => undefined).catch(() => undefined)
    }
    return current
  }

  /** One change at a time, each from the last saved preferences: two at once must not drop one. */
  const writer = createOneWriter<Preferences>(
    get,
    (next) => writeJsonFile(path, { version: 1, ...next }),
    (next) => {
      current = next
      options.onChange?.(next)
    },
  )

  function update(patch: Partial<Preferences>): Promise<Preferences> {
    return writer.change((draft) => {
      Object.assign(draft, patch)
      if (patch.locale) draft.localeChosen = true
      cleanProxy(draft)
      return draft
    })
  }

  return { get, update }
}

export type PreferenceStore = ReturnType<typeof createPreferenceStore>
