import { join } from 'node:path'
import { z } from 'zod'
import { WARNING_KINDS, type FleetSettings, type WarningKind } from '../../shared/channels/fleet'
import { readJsonFile, writeJsonFile } from '../files/json-file'

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
  let settings: FleetSettings | undefined

  async function load(): Promise<FleetSettings> {
    if (settings) return settings
    const read = await readJsonFile(path, fileSchema)
    const file = read.status === 'ok' ? read.value : { watch: {}, warnAccounts: {}, warnKinds: {} }
    settings ??= { watch: file.watch, warnAccounts: file.warnAccounts, warnKinds: { ...allKinds(), ...file.warnKinds } }
    return settings
  }

  return {
    get: load,
    watches: async (accountId: string) => (await load()).watch[accountId] !== false,
    warnsFor: async (accountId: string) => (await load()).warnAccounts[accountId] !== false,
    async update(patch: SettingsPatch): Promise<FleetSettings> {
      const current = await load()
      const next: FleetSettings = structuredClone(current)
      if (patch.accountId !== undefined && patch.watch !== undefined) next.watch[patch.accountId] = patch.watch
      if (patch.accountId !== undefined && patch.warn !== undefined) next.warnAccounts[patch.accountId] = patch.warn
      if (patch.kind !== undefined && patch.kindEnabled !== undefined) next.warnKinds[patch.kind] = patch.kindEnabled
      await writeJsonFile(path, next)
      settings = next
      return next
    },
  }
}

export type FleetSettingsStore = ReturnType<typeof createFleetSettings>
