import { randomUUID } from 'node:crypto'
import { join } from 'node:path'
import { z } from 'zod'
import {
  ACCOUNT_COLORS,
  ACCOUNT_GUARDS,
  DEFAULT_REFRESH_SECONDS,
  REFRESH_SECONDS_MAX,
  REFRESH_SECONDS_MIN,
} from '../../shared/channels/accounts'
import type { Logger } from '../ports'
import { NotFoundError } from '../errors'
import type { WriteFs } from '../files/atomic-write'
import { readJsonFile, writeJsonFile } from '../files/json-file'
import { createOneWriter } from '../files/one-writer'

export const DEMO_ACCOUNT_ID = 'demo'

const recordSchema = z.object({
  id: z.string().min(1),
  label: z.string().min(1),
  baseUrl: z.string(),
  authScheme: z.string(),
  // A record without a colour (edited by hand, an older writer) is still shown: in the first colour.
  color: z.string().catch(ACCOUNT_COLORS[0]),
  hidden: z.boolean().default(false),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable().default(null),
  // Files written before live refresh have none, and a value out of range must not cost the whole file:
  // both read as the default.
  refreshSeconds: z
    .number()
    .int()
    .min(REFRESH_SECONDS_MIN)
    .max(REFRESH_SECONDS_MAX)
    .nullable()
    .catch(DEFAULT_REFRESH_SECONDS),
  // Files written before guard rails have none: such an account is normal. A mode this version does not know
  // (a newer one's) reads as read-only: the safe side.
  guard: z
    .enum(ACCOUNT_GUARDS)
    .optional()
    .catch('readOnly')
    .transform((mode) => mode ?? 'normal'),
})
export type AccountRecord = z.infer<typeof recordSchema>

/** Read leniently: a newer version or one bad record must never cost the other accounts. */
const fileSchema = z.object({
  version: z.number().int().min(1),
  activeId: z.string().nullable().catch(null),
  accounts: z.array(z.unknown()),
})
/** What is kept in memory and written back: readable records, and unreadable ones kept as they were. */
interface RegistryFile {
  version: number
  activeId: string | null
  accounts: AccountRecord[]
  unreadable: unknown[]
}
const CURRENT_VERSION = 1

function demoRecord(now: () => Date): AccountRecord {
  return {
    id: DEMO_ACCOUNT_ID,
    label: 'Demo',
    baseUrl: '',
    authScheme: 'Bearer',
    color: ACCOUNT_COLORS[0],
    hidden: false,
    createdAt: now().toISOString(),
    lastUsedAt: null,
    refreshSeconds: DEFAULT_REFRESH_SECONDS,
    guard: 'normal',
  }
}

/** accounts.json as found: unreadable records kept aside, the Demo account always there; what the user must hear goes to `notices`. */
async function readRegistry(path: string, log: Logger, now: () => Date, notices: string[]): Promise<RegistryFile> {
  const read = await readJsonFile(path, fileSchema)
  if (read.status === 'corrupt') {
    log.warn(`accounts.json was unreadable (${read.reason}); moved to ${read.movedTo}`)
    notices.push(
      `The account list could not be read and was set aside as ${read.movedTo}. Add your accounts again; their tokens are still in the keychain.`,
    )
  }
  const file = read.status === 'ok' ? read.value : { version: CURRENT_VERSION, activeId: DEMO_ACCOUNT_ID, accounts: [] }
  const accounts: AccountRecord[] = []
  const unreadable: unknown[] = []
  for (const raw of file.accounts) {
    const parsed = recordSchema.safeParse(raw)
    // Fields a newer Hostdeck wrote are kept as they were (written back unchanged).
    if (parsed.success) accounts.push({ ...(raw as object), ...parsed.data })
    else unreadable.push(raw)
  }
  if (unreadable.length > 0) {
    log.warn(`accounts.json: ${unreadable.length} unreadable account records; kept in the file as they are`)
    notices.push(
      unreadable.length === 1
        ? '1 account in accounts.json could not be read. It is kept in the file unchanged; the others are shown.'
        : `${unreadable.length} accounts in accounts.json could not be read. They are kept in the file unchanged; the others are shown.`,
    )
  }
  if (file.version > CURRENT_VERSION) {
    notices.push(
      `accounts.json was written by a newer Hostdeck (format ${file.version}). Its accounts are shown; fields this version does not know are kept.`,
    )
  }
  const loaded: RegistryFile = {
    version: Math.max(file.version, CURRENT_VERSION),
    activeId: file.activeId,
    accounts,
    unreadable,
  }
  if (!loaded.accounts.some((a) => a.id === DEMO_ACCOUNT_ID)) loaded.accounts.unshift(demoRecord(now))
  if (!loaded.activeId || !loaded.accounts.some((a) => a.id === loaded.activeId)) loaded.activeId = DEMO_ACCOUNT_ID
  return loaded
}

/**
 * The accounts the user added (label, address, colour, dates — never a token), in accounts.json. The Demo
 * account is always in it and cannot be removed, only hidden.
 */
export function createAccountRegistry(dataDir: string, log: Logger, now: () => Date = () => new Date(), io?: WriteFs) {
  const path = join(dataDir, 'accounts.json')
  let state: RegistryFile | undefined
  let loading: Promise<RegistryFile> | undefined
  /** What the user must hear about what was found in the file (set aside, kept unread, newer). */
  const notices: string[] = []

  /** Concurrent first calls share one read: two readers must not both set a corrupt file aside. */
  async function load(): Promise<RegistryFile> {
    if (state) return state
    loading ??= readRegistry(path, log, now, notices).then((file) => (state = file))
    return loading
  }

  /**
   * Every change is made on a copy of the last saved state, saved, and only then becomes the state: a failed save
   * (a full disk) leaves both the file and what the app believes unchanged. Changes run one at a time, so two in
   * flight at once (two tabs, six adds) never start from the same state and drop each other.
   */
  const writer = createOneWriter<RegistryFile>(
    load,
    ({ unreadable, ...rest }) => writeJsonFile(path, { ...rest, accounts: [...rest.accounts, ...unreadable] }, io),
    (next) => (state = next),
  )
  const change = <T>(apply: (file: RegistryFile) => T): Promise<T> => writer.change(apply)

  return {
    all: async (): Promise<AccountRecord[]> => (await load()).accounts,
    activeId: async (): Promise<string> => (await load()).activeId ?? DEMO_ACCOUNT_ID,
    get: async (id: string): Promise<AccountRecord | undefined> => (await load()).accounts.find((a) => a.id === id),
    async add(
      fields: Omit<AccountRecord, 'id' | 'createdAt' | 'lastUsedAt' | 'hidden' | 'refreshSeconds' | 'guard'> &
        Partial<Pick<AccountRecord, 'refreshSeconds' | 'guard'>>,
    ): Promise<AccountRecord> {
      const refreshSeconds = fields.refreshSeconds === undefined ? DEFAULT_REFRESH_SECONDS : fields.refreshSeconds
      const created = { id: randomUUID(), hidden: false, createdAt: now().toISOString(), lastUsedAt: null }
      const record: AccountRecord = { ...fields, refreshSeconds, guard: fields.guard ?? 'normal', ...created }
      return change((file) => {
        file.accounts.push(record)
        return record
      })
    },
    async update(
      id: string,
      patch: Partial<
        Pick<AccountRecord, 'label' | 'color' | 'authScheme' | 'hidden' | 'refreshSeconds' | 'baseUrl' | 'guard'>
      >,
    ): Promise<AccountRecord> {
      return change((file) => {
        const record = file.accounts.find((a) => a.id === id)
        if (!record) throw new NotFoundError(`There is no account with id "${id}".`)
        Object.assign(record, Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined)))
        return record
      })
    },
    async remove(id: string): Promise<void> {
      await change((file) => {
        file.accounts = file.accounts.filter((a) => a.id !== id)
        if (file.activeId === id) file.activeId = DEMO_ACCOUNT_ID
      })
    },
    async setActive(id: string): Promise<AccountRecord> {
      return change((file) => {
        const record = file.accounts.find((a) => a.id === id)
        if (!record) throw new NotFoundError(`There is no account with id "${id}".`)
        file.activeId = id
        record.lastUsedAt = now().toISOString()
        return record
      })
    },
    /** What the user must be told about the file as it was found; each notice is handed out once. */
    takeNotices(): string[] {
      return notices.splice(0)
    },
  }
}

export type AccountRegistry = ReturnType<typeof createAccountRegistry>
