import type { EventBus } from '../event-bus'
import { createNoticeStore } from './notice-store'

/**
 * A problem the user must hear of once while it lasts (a journal or task list that could not be saved): the
 * first report is said, the next ones are not, until `message` null says it is over (then a new one is said).
 */
export type ReportProblem = (key: string, message: string | null) => void

/**
 * What the user must be told once, whether a window is open or not: kept in notices.json (in memory when the disk
 * refuses even that), announced by `app:noticesChanged`, handed out by `take` and then forgotten.
 */
export function createNoticeBox(dataDir: string, bus: EventBus) {
  const store = createNoticeStore(dataDir)
  /** Notices the disk would not keep (it is full): said from memory. */
  const unsaved: string[] = []
  const raised = new Set<string>()

  async function add(notices: readonly string[]): Promise<void> {
    if (notices.length === 0) return
    try {
      await store.add(notices)
    } catch {
      unsaved.push(...notices)
    }
    bus.emit('app:noticesChanged', null)
  }

  const problem: ReportProblem = (key, message) => {
    if (message === null) return void raised.delete(key)
    if (raised.has(key)) return
    raised.add(key)
    void add([message])
  }

  return {
    add,
    problem,
    async take(): Promise<string[]> {
      const kept = await store.take().catch(() => [] as string[])
      return [...unsaved.splice(0), ...kept]
    },
  }
}

export type NoticeBox = ReturnType<typeof createNoticeBox>
