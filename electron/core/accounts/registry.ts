import { randomUUID } from 'node:crypto'
import { join } from 'node:path'
import { z } from 'zod'
import { DEFAULT_REFRESH_SECONDS, REFRESH_SECONDS_MAX, REFRESH_SECONDS_MIN } from '../../shared/channels/accounts'
import type { Logger } from '../ports'
import { readJsonFile, writeJsonFile } from '../storage/json-file'

export const DEMO_ACCOUNT_ID = 'demo'

const recordSchema = z.object({
  id: z.string().min(1),
  label: z.string().min(1),
  baseUrl: z.string(),
  authScheme: z.string(),
  color: z.string(),
  hidden: z.boolean().default(false),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable().default(null),
  // Files written before live refresh have none, and a value out of range must not cost the whole file:
  // both read as the default.
  refreshSeconds: z.number().int().min(REFRESH_SECONDS_MIN).max(REFRESH_SECONDS_MAX).nullable().catch(DEFAULT_REFRESH_SECONDS),
})
export type AccountRecord = z.infer<typeof recordSchema>

const fileSchema = z.object({
  version: z.literal(1),
  activeId: z.string().nullable(),
  accounts: z.array(recordSchema),
})
type RegistryFile = z.infer<typeof fileSchema>

/**
 * The accounts the user added (label, address, colour, dates — never a token), in accounts.json. The Demo
 * account is always in it and cannot be removed, only hidden.
 */
export function createAccountRegistry(dataDir: string, log: Logger, now: () => Date = () => new Date()) {
  const path = join(dataDir, 'accounts.json')
  let state: RegistryFile | undefined
  /** Set when the file was unreadable at start-up: the user is told once. */
  let recoveredFrom: string | null = null

  function demoRecord(): AccountRecord {
    return {
      id: DEMO_ACCOUNT_ID,
      label: 'Demo',
      baseUrl: '',
      authScheme: 'Bearer',
      color: '#18a058',
      hidden: false,
      createdAt: now().toISOString(),
      lastUsedAt: null,
      refreshSeconds: DEFAULT_REFRESH_SECONDS,
    }
  }

  async function load(): Promise<RegistryFile> {
    if (state) return state
    const read = await readJsonFile(path, fileSchema)
    if (read.status === 'corrupt') {
      recoveredFrom = read.movedTo
      log.warn(`accounts.json was unreadable (${read.reason}); moved to ${read.movedTo}`)
    }
    state = read.status === 'ok' ? read.value : { version: 1, activeId: DEMO_ACCOUNT_ID, accounts: [] }
    if (!state.accounts.some((a) => a.id === DEMO_ACCOUNT_ID)) state.accounts.unshift(demoRecord())
    if (!state.activeId || !state.accounts.some((a) => a.id === state!.activeId)) state.activeId = DEMO_ACCOUNT_ID
    return state
  }

  async function save(): Promise<void> {
    if (state) await writeJsonFile(path, state)
  }

  return {
    async all(): Promise<AccountRecord[]> {
      return (await load()).accounts
    },
    async activeId(): Promise<string> {
      return (await load()).activeId ?? DEMO_ACCOUNT_ID
    },
    async get(id: string): Promise<AccountRecord | undefined> {
      return (await load()).accounts.find((a) => a.id === id)
    },
    async add(fields: Omit<AccountRecord, 'id' | 'createdAt' | 'lastUsedAt' | 'hidden' | 'refreshSeconds'> & Partial<Pick<AccountRecord, 'refreshSeconds'>>): Promise<AccountRecord> {
      const file = await load()
      const refreshSeconds = fields.refreshSeconds === undefined ? DEFAULT_REFRESH_SECONDS : fields.refreshSeconds
      const record: AccountRecord = { ...fields, refreshSeconds, id: randomUUID(), hidden: false, createdAt: now().toISOString(), lastUsedAt: null }
      file.accounts.push(record)
      await save()
      return record
    },
    async update(id: string, patch: Partial<Pick<AccountRecord, 'label' | 'color' | 'authScheme' | 'hidden' | 'refreshSeconds'>>): Promise<AccountRecord> {
      const record = (await load()).accounts.find((a) => a.id === id)
      if (!record) throw Object.assign(new Error(`There is no account with id "${id}".`), { kind: 'notFound' })
      Object.assign(record, Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined)))
      await save()
      return record
    },
    async remove(id: string): Promise<void> {
      const file = await load()
      file.accounts = file.accounts.filter((a) => a.id !== id)
      if (file.activeId === id) file.activeId = DEMO_ACCOUNT_ID
      await save()
    },
    async setActive(id: string): Promise<AccountRecord> {
      const file = await load()
      const record = file.accounts.find((a) => a.id === id)
      if (!record) throw Object.assign(new Error(`There is no account with id "${id}".`), { kind: 'notFound' })
      file.activeId = id
      record.lastUsedAt = now().toISOString()
      await save()
      return record
    },
    /** Where an unreadable registry was moved at start-up, once; null afterwards. */
    takeRecoveryNotice(): string | null {
      const notice = recoveredFrom
      recoveredFrom = null
      return notice
    },
  }
}

export type AccountRegistry = ReturnType<typeof createAccountRegistry>
