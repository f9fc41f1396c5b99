import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createBackend, type Backend, type BackendDeps, type CreatedBackend } from './backend'
import { createSessionSecretStore } from './secret-store/session-store'
import type { AccountSummary, SessionState } from '../shared/contract'
import type { CreateServerRequest } from '../shared/channels/servers'
import type { Image } from '../shared/models/images'
import type { CustomerState } from '../sandbox/state/types'
import { applySessionChange, type SessionChange } from '../shared/session-change'
import { createPartsCollector } from '../shared/session-parts'

/** A backend for tests: a throw-away data dir, a session-only secret store, quick demo tasks, no log output. */
export async function createTestBackend(
  deps: Partial<BackendDeps> = {},
): Promise<{ backend: CreatedBackend; dataDir: string }> {
  const dataDir = deps.dataDir ?? (await mkdtemp(join(tmpdir(), 'hostdeck-test-')))
  const quiet = () => undefined
  const backend = createBackend({
    mode: 'browser',
    appName: 'Hostdeck',
    appVersion: '1',
    platform: 'linux',
    secretStore: createSessionSecretStore(),
    demoPaceMs: 20,
    log: { info: quiet, warn: quiet, error: quiet },
    ...deps,
    dataDir,
  })
  return { backend, dataDir }
}

/** Invokes a channel and answers its value, or throws its error data as an Error (message and fields). */
export async function invokeOrThrow<T>(backend: Backend, channel: string, input?: unknown): Promise<T> {
  const result = await backend.invoke(channel, input)
  if (!result.ok) throw Object.assign(new Error(result.error.message), result.error)
  return result.value as T
}

/**
 * Reads until `ok` holds, every `everyMs`, to a deadline rather than a count of tries: on a loaded machine each
 * read takes longer, and the wait must not run short.
 */
export async function pollUntil<T>(
  read: () => Promise<T>,
  ok: (value: T) => boolean,
  everyMs = 10,
  timeoutMs = 15_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const value = await read()
    if (ok(value)) return value
    if (Date.now() > deadline)
      throw new Error(`never reached in ${timeoutMs} ms (last: ${JSON.stringify(value)?.slice(0, 300)})`)
    await new Promise((resolve) => setTimeout(resolve, everyMs))
  }
}

/**
 * The whole state, as a window holds it once `session:get` has answered: a large state's answer is a small first
 * state, whose fill is asked for (session:fill) and gathered and applied as the renderer does.
 */
export async function wholeSession(backend: Backend, channel = 'session:get', input?: unknown): Promise<SessionState> {
  const events: SessionChange[] = []
  const stop = backend.on('session:changed', (payload) => void events.push(payload as SessionChange))
  let state: SessionState
  try {
    state = await invokeOrThrow<SessionState>(backend, channel, input)
    if (state.pending) await invokeOrThrow(backend, 'session:fill', { revision: state.revision })
  } finally {
    stop()
  }
  if (!state.pending) return state
  const parts = createPartsCollector()
  for (const event of events) {
    const change = parts.take(event)
    if (change && change !== 'missing' && change.kind === 'fill')
      state = applySessionChange(state, change).state ?? state
  }
  if (state.pending) throw new Error(`${channel} answered a first state whose fill did not come`)
  return state
}

/** Polls `session:get` until the predicate holds (every `everyMs`, until `timeoutMs` has passed). */
export function waitForSession(
  backend: Backend,
  predicate: (s: SessionState) => boolean,
  everyMs = 10,
  timeoutMs = 15_000,
): Promise<SessionState> {
  return pollUntil(() => wholeSession(backend), predicate, everyMs, timeoutMs)
}

/**
 * Adds an account (`label`, default Acme) for `token` at `baseUrl`, switches to it and waits until its first read is
 * ready and settled; answers the account and that session.
 */
export async function switchToNewAccount(
  backend: Backend,
  account: { baseUrl: string; token: string; label?: string },
): Promise<{ account: AccountSummary; ready: SessionState }> {
  const added = await invokeOrThrow<AccountSummary>(backend, 'accounts:add', { label: 'Acme', ...account })
  await invokeOrThrow(backend, 'accounts:switch', { id: added.id })
  const ready = await waitForSession(backend, (s) => s.accountId === added.id && s.status === 'ready' && !s.refreshing)
  return { account: added, ready }
}

/** Stops a test backend and its simulator, then removes its data folder (a cache write may still land). */
export async function closeTestBackend(
  backend: Backend,
  sandbox: { close(): Promise<void> },
  dataDir: string,
): Promise<void> {
  await backend.dispose()
  await sandbox.close()
  await rm(dataDir, { recursive: true, force: true, maxRetries: 10, retryDelay: 50 })
}

/**
 * A servers:create request for the smallest server built from `image` in its location: 1 CPU, 1 GB of RAM, a 20 GB
 * SSD, no backups, no keys; `fields` say the rest.
 */
export function smallServerFrom(
  image: Pick<Image, 'id' | 'family' | 'dcLocation'>,
  fields: Pick<CreateServerRequest, 'name'> & Partial<CreateServerRequest>,
) {
  return {
    imageId: image.id,
    imageFamily: image.family,
    dcLocation: image.dcLocation,
    cpu: 1,
    ram: 1024,
    hdd: 20,
    hddType: 'SSD',
    isHighPerformance: false,
    backups: false,
    sshKeyIds: [],
    ...fields,
  }
}

/** The passwords and secret keys the sandbox holds for a customer (the empty ones left out): none may reach the disk. */
export function secretsHeldBy(state: CustomerState): string[] {
  return [
    state.storage?.Owner.Password,
    state.storage?.Owner.CompatApiConnection.SecretKey,
    ...[...state.storageUsers.values()].map((u) => u.Password),
    ...[...state.servers.values()].map((s) => s.AdminPassword),
    ...[...state.certificates.values()].map((c) => c.PfxPassword),
  ].filter((s): s is string => !!s)
}
