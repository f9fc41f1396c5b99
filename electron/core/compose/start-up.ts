import type { AccountRegistry } from '../accounts/registry'
import { cleanDataDir } from '../files/data-dir-cleanup'
import { lockDataDir, type DataDirLock } from '../files/data-dir-lock'
import type { NoticeBox } from '../files/notice-box'
import type { Journal } from '../journal/journal'
import { verdictNotice } from '../journal/journal-checks'
import type { Logger } from '../ports'

/** One host per data folder (a second one would overwrite this one's accounts and tasks); leftovers go first. */
export function claimDataDir(dataDir: string, log: Logger): DataDirLock {
  const lock = lockDataDir(dataDir)
  if (lock.notice) log.warn(lock.notice)
  // Leftovers of writes a crash interrupted, and old set-aside copies.
  void cleanDataDir(dataDir).then(
    (removed) => removed.length > 0 && log.info(`removed ${removed.length} leftover file(s) from ${dataDir}`),
    (error: unknown) => log.warn(`could not tidy ${dataDir}: ${(error as Error).message}`),
  )
  return lock
}

/** Notices are written down when found (at start, or later) and handed out once the window asks for them. */
export function startNotices(
  box: NoticeBox,
  registry: AccountRegistry,
  log: Logger,
  found: Array<string | null | Promise<string | null>>,
): () => Promise<string[]> {
  const atStart = Promise.all(found).then((all) => all.filter((n): n is string => n !== null))
  const noted = registry.all().then(async () => box.add([...(await atStart), ...registry.takeNotices()]))
  noted.catch((error: unknown) => log.warn(`could not keep a start-up notice: ${(error as Error).message}`))
  return async () => {
    await noted.catch(() => undefined)
    await box.add(registry.takeNotices())
    return box.take()
  }
}

/**
 * Changes a kill or crash cut after they were sent: closed as "outcome unknown", then each checked with the
 * service (made, not made, still unknown) and the verdicts said once. In the background: the checks read the
 * service, and the window's start does not wait for them.
 */
export function checkCutChanges(journal: Journal, box: NoticeBox, log: Logger): Promise<void> {
  return journal
    .closeOpen()
    .then(() => journal.checkUnchecked())
    .then(async (verdicts) => {
      const notice = verdictNotice(verdicts)
      if (notice) await box.add([notice])
    })
    .catch((error: unknown) => log.warn(`could not check the journal's open changes: ${(error as Error).message}`))
}

/** What the backend stops; each part is given as the composition root made it. */
interface Started {
  clipboard: { dispose(): Promise<void> }
  updates: { dispose(): void }
  live: { dispose(): void }
  fleet: { dispose(): Promise<void> }
  tasks: { close(): Promise<void> }
  journal: { dispose(): void; flushed(): Promise<unknown> }
  imports: { dispose(): Promise<void> }
  accounts: { dispose(): Promise<void> }
  bus: { clear(): void }
}

/**
 * Stops the backend in this order: first what would start new work (the clipboard's timer, the update checks, the live
 * checks, the fleet's background reads), then the tasks and imports while the journal still writes their ends, then
 * the journal's last lines reach the disk before the accounts close, and the data folder is let go last.
 */
export async function shutDown(started: Started, lock: DataDirLock): Promise<void> {
  const { clipboard, updates, live, fleet, tasks, journal, imports, accounts, bus } = started
  await clipboard.dispose()
  updates.dispose()
  live.dispose()
  await fleet.dispose()
  await tasks.close()
  journal.dispose()
  await imports.dispose()
  await journal.flushed()
  await accounts.dispose()
  bus.clear()
  lock.release()
}
