import { join } from 'node:path'
import { z } from 'zod'
import { DEFAULT_LIVE_SETTINGS, type LiveSettings } from '../../shared/models/live'
import { parseServerAddress } from '../../shared/live/server-address'
import { tlsPortsSchema } from '../../shared/live/tls-ports'
import { createSettingsFile } from '../files/settings-file'

const fileSchema = z.object({
  enabled: z.boolean().catch(DEFAULT_LIVE_SETTINGS.enabled),
  afterChange: z.boolean().catch(DEFAULT_LIVE_SETTINGS.afterChange),
  // An entry that is no address (edited by hand) is dropped: probes go to addresses of the settings only.
  resolvers: z
    .array(z.string())
    .catch([])
    .transform((list) => list.filter((r) => parseServerAddress(r) !== null).slice(0, 8)),
  nameServerPort: z.number().int().min(1).max(65535).catch(DEFAULT_LIVE_SETTINGS.nameServerPort),
  tlsPorts: tlsPortsSchema.catch({}),
})

/** The live checks' settings in live-settings.json: probing on, a check after each change, the system's resolvers. */
export function createLiveSettings(dataDir: string) {
  const path = join(dataDir, 'live-settings.json')
  const { load, change } = createSettingsFile(
    path,
    fileSchema,
    (file): LiveSettings => file ?? { ...DEFAULT_LIVE_SETTINGS, resolvers: [], tlsPorts: {} },
  )

  return {
    get: load,
    /** One change at a time, each from the last saved settings. */
    update: (patch: Partial<LiveSettings>): Promise<LiveSettings> => change((next) => Object.assign(next, patch)),
  }
}

export type LiveSettingsStore = ReturnType<typeof createLiveSettings>
