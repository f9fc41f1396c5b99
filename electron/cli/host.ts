import type { Backend } from '../core/ports'
import { chooseSecretStore } from '../core/secret-store/choose'
import { openHostLog } from '../core/log/host-log'
import { createKeytarSecretStore, keychainServiceName } from '../main/keytar-store'
import { createBrowserBackend } from '../web/browser-backend'
import { defaultDataDir, preparePrivateDir } from '../web/data-dir'
import type { InvokeMeta } from '../shared/channels/app'
import type { HostdeckErrorData } from '../shared/errors'
import { CliError, EXIT, exitFor } from './exit-codes'

/** The core as one command holds it: in this process, on the data folder it has locked for the command's length. */
export interface Core {
  /** The channel's answer; a refusal throws a CliError with its exit code. */
  invoke<T>(channel: string, input?: unknown, meta?: InvokeMeta): Promise<T>
  /** The channel's answer or its refusal, for the commands that word a refusal themselves. */
  attempt<T>(channel: string, input?: unknown, meta?: InvokeMeta): Promise<{ value: T } | { error: HostdeckErrorData }>
  on: Backend['on']
  /** Where tokens live: 'session' means a token added now is forgotten when the command ends. */
  secretStorage: 'keychain' | 'safeStorage' | 'session'
  close(): Promise<void>
}

/**
 * Starts the core as the browser host does (the same backend, secret store and log), on `dataDir` or the desktop
 * app's folder. The log echoes nothing: the command's output is its answer. A folder another Hostdeck holds is
 * refused by the core's lock, with what to do.
 */
export async function openCore(dataDir = defaultDataDir()): Promise<Core> {
  preparePrivateDir(dataDir)
  const chosen = await chooseSecretStore([() => createKeytarSecretStore(keychainServiceName())])
  const { log, secretStore } = openHostLog(dataDir, chosen, null)
  let backend: Backend
  try {
    backend = createBrowserBackend({ dataDir, secretStore, log })
  } catch (error) {
    throw new CliError(EXIT.trouble, (error as Error).message)
  }
  let closed: Promise<void> | undefined
  // Every call says it is the command line's: the journal marks its changes `source: cli`.
  const said = (meta?: InvokeMeta): InvokeMeta => ({ ...meta, source: 'cli' })
  return {
    async attempt<T>(channel: string, input?: unknown, meta?: InvokeMeta) {
      const result = await backend.invoke(channel, input, said(meta))
      return result.ok ? { value: result.value as T } : { error: result.error }
    },
    async invoke<T>(channel: string, input?: unknown, meta?: InvokeMeta) {
      const result = await backend.invoke(channel, input, said(meta))
      if (!result.ok) throw new CliError(exitFor(result.error), result.error.message)
      return result.value as T
    },
    on: (event, listener) => backend.on(event, listener),
    secretStorage: chosen.kind,
    // Once: a Ctrl+C may arrive while the command's own end is closing it.
    close: () => (closed ??= backend.dispose()),
  }
}
