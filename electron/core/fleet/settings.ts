import { join } from 'node:path'
import { z } from 'zod'
import { WARNING_KINDS, type FleetSettings, type WarningKind } from '../../shared/channels/fleet'
import { createSettingsFile } from '../files/settings-file'

const fileSchema = z.object({
  watch: z.record(z.string(), z.boolean()).catch({}),
  warnAccounts: z.record(z.string(), z.boolean()).catch({}),
  warnKinds: z.record(z.string(), z.boolean()).catch({}),
})

export interface SettingsPatch {
  accountId?: string
  watch?: boolean
  warn?: boolean
  kind?: WarningKind
  kindEnabled?: boolean
}

const allKinds = (): Record<WarningKind, boolean> =>
  Object.fromEntries(WARNING_KINDS.map((k) => [k, true])) as Record<WarningKind, boolean>

/** The fleet's switches (watching and warnings per account, warnings per kind) in fleet-settings.json; all on by default. */
export function createFleetSettings(dataDir: string) {
  const path = join(dataDir, 'fleet-settings.json')
  const { load, change } = createSettingsFile(path, fileSchema, (file): FleetSettings => {
    const found = file ?? { watch: {}, warnAccounts: {}, warnKinds: {} }
    return { watch: found.watch, warnAccounts: found.warnAccounts, warnKinds: { ...allKinds(), ...found.warnKinds } }
  })

  return {
    get: load,
    watches: async (accountId: string) => (await load()).watch[accountId] !== false,
    warnsFor: async (accountId: string) => (await load()).warnAccounts[accountId] !== false,
    /** One change at a time, each from the last saved settings: two switches flipped at once both stay. */
    update(patch: SettingsPatch): Promise<FleetSettings> {
      return change((next) => {
        if (patch.accountId !== undefined && patch.watch !== undefined) next.watch[patch.accountId] = patch.watch
        if (patch.accountId !== undefined && patch.warn !== undefined) next.warnAccounts[patch.accountId] = patch.warn
        if (patch.kind !== undefined && patch.kindEnabled !== undefined) next.warnKinds[patch.kind] = patch.kindEnabled
        return next
      })
    },
  }
}

export type FleetSettingsStore = ReturnType<typeof createFleetSettings>
