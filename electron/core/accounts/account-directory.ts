import type { AccountSummary } from '../../shared/contract'
import type { EventBus } from '../event-bus'
import { refusal } from './api-clients'
import type { DemoSandbox } from './demo-sandbox'
import { DEMO_ACCOUNT_ID, type AccountRecord, type AccountRegistry } from './registry'

/** The accounts as the UI lists them: records plus what only the service knows, announced on every change. */
export function createAccountDirectory(deps: { registry: AccountRegistry; demo: DemoSandbox; bus: EventBus }) {
  async function summaries(): Promise<AccountSummary[]> {
    const activeId = await deps.registry.activeId()
    const demoUrl = await deps.demo.baseUrlIfStarted()
    // A record holds no secret: every field of it is the summary's, plus what only the service knows.
    return (await deps.registry.all()).map(({ baseUrl, ...record }) => ({
      ...record,
      kind: record.id === DEMO_ACCOUNT_ID ? ('demo' as const) : ('custom' as const),
      baseUrl: record.id === DEMO_ACCOUNT_ID ? demoUrl : baseUrl,
      active: record.id === activeId,
    }))
  }

  return {
    summaries,
    async announce(): Promise<AccountSummary[]> {
      const list = await summaries()
      deps.bus.emit('accounts:changed', list)
      return list
    },
    async summaryOf(id: string): Promise<AccountSummary> {
      const found = (await summaries()).find((a) => a.id === id)
      if (!found) throw refusal('notFound', `There is no account with id "${id}".`)
      return found
    },
    async recordOf(id: string): Promise<AccountRecord> {
      const record = await deps.registry.get(id)
      if (!record) throw refusal('notFound', `There is no account with id "${id}".`)
      return record
    },
  }
}

export type AccountDirectory = ReturnType<typeof createAccountDirectory>
