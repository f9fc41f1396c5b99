import { join } from 'node:path'
import { z } from 'zod'
import { DEFAULT_LIVE_SETTINGS, type LiveSettings } from '../../shared/models/live'
import { parseServerAddress } from '../../shared/live/server-address'
import { readJsonFile, writeJsonFile } from '../files/json-file'
import { createOneWriter } from '../files/one-writer'

const fileSchema = z.object({
  enabled: z.boolean().catch(DEFAULT_LIVE_SETTINGS.enabled),
  afterChange: z.boolean().catch(DEFAULT_LIVE_SETTINGS.afterChange),
  // An entry that is no address (edited by hand) is dropped: probes go to addresses of the settings only.
  resolvers: z
    .array(z.string())
    .catch([])
    .transform((list) => list.filter((r) => parseServerAddress(r) !== null).slice(0, 8)),
  nameServerPort: z.number().int().min(1).max(65535).catch(DEFAULT_LIVE_SETTINGS.nameServerPort),
})

/** The live checks' settings in live-settings.json: probing on, a check after each change, the system's resolvers. */
export function createLiveSettings(dataDir: string) {
  const path = join(dataDir, 'live-settings.json')
  let settings: LiveSettings | undefined

  async function load(): Promise<LiveSettings> {
    if (settings) return settings
    const read = await readJsonFile(path, fileSchema)
    settings ??= read.status === 'ok' ? read.value : { ...DEFAULT_LIVE_SETTINGS, resolvers: [] }
    return settings
  }

  const writer = createOneWriter<LiveSettings>(
    load,
    (next) => writeJsonFile(path, next),
    (next) => (settings = next),
  )

  return {
    get: load,
    /** One change at a time, each from the last saved settings. */
    update: (patch: Partial<LiveSettings>): Promise<LiveSettings> =>
      writer.change((next) => Object.assign(next, patch)),
  }
}

export type LiveSettingsStore = ReturnType<typeof createLiveSettings>
