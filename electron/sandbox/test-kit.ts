import { afterEach, beforeEach, expect } from 'vitest'
import { createManualClock } from './clock'
import { startSandbox } from './index'
import type { CustomerState } from './state/types'
import type { SandboxHandle, SandboxOptions } from './types'

export const TEST_PACE_MS = 10

export interface ApiResponse<T> {
  status: number
  headers: Headers
  text: string
  /** The parsed body; undefined when it is not JSON. */
  json: T
}

export interface RequestOptions {
  body?: unknown
  /** Sent as is, with no Content-Type unless headers say otherwise. */
  rawBody?: string
  /** null = no Authorization header at all. */
  token?: string | null
  headers?: Record<string, string>
}

/** A sandbox on a manual clock, in the seed dialect unless told: tests move time with step(), never with sleeps. */
/** Sandboxes started by startTestSandbox and not closed yet. */
const opened = new Set<SandboxHandle>()

/**
 * Closes every sandbox the test started (`afterEach(closeTestSandboxes)`): a test that started none — a pure one,
 * or the first in a shuffled order — has nothing to close, and none is closed twice.
 */
export async function closeTestSandboxes(): Promise<void> {
  const open = [...opened]
  opened.clear()
  await Promise.all(open.map((sb) => sb.close()))
}

export async function startTestSandbox(options: SandboxOptions = {}) {
  const clock = createManualClock()
  // Pinned, not read from the environment: every sandbox test states the dialect it checks.
  const sb: SandboxHandle = await startSandbox({
    paceMs: TEST_PACE_MS,
    clock,
    ...options,
    dialect: options.dialect ?? 'seed',
  })
  opened.add(sb)

  async function api<T = unknown>(method: string, path: string, opts: RequestOptions = {}): Promise<ApiResponse<T>> {
    const headers: Record<string, string> = {}
    const token = opts.token === undefined ? sb.demoToken : opts.token
    if (token !== null) headers.authorization = `Bearer ${token}`
    if (opts.body !== undefined) headers['content-type'] = 'application/json'
    Object.assign(headers, opts.headers)
    const response = await fetch(sb.baseUrl + path, {
      method,
      headers,
      body: opts.rawBody ?? (opts.body === undefined ? undefined : JSON.stringify(opts.body)),
    })
    const text = await response.text()
    let json: unknown
    try {
      json = JSON.parse(text)
    } catch {
      json = undefined
    }
    return { status: response.status, headers: response.headers, text, json: json as T }
  }

  return {
    sb,
    clock,
    api,
    /** Moves the clock by n task steps. */
    step: (n = 1) => clock.advance(TEST_PACE_MS * n),
  }
}

export type TestSandbox = Awaited<ReturnType<typeof startTestSandbox>>

/** The fields of a zone in the seed dialect's answers, sorted (the real dialect adds NamePunyCode). */
export const SEED_ZONE_FIELDS = ['DateCreate', 'ID', 'IsDelegate', 'LinkedRecords', 'Name', 'State', 'TechName']

/** The fields of a server in the real dialect's answers, sorted. */
export const REAL_SERVER_FIELDS = [
  'AdminPassword',
  'AdminUserName',
  'CPU',
  'DCLocation',
  'DateCreate',
  'HDD',
  'HDDType',
  'HostName',
  'ID',
  'IP',
  'Image',
  'ImageFamily',
  'IsHighPerformance',
  'IsPowerOn',
  'LinkedNetworks',
  'LinkedSshKeys',
  'Name',
  'PrimaryNetworkIp',
  'RAM',
  'State',
]

/** The fields of a server in the seed dialect's answers, sorted. */
export const SEED_SERVER_FIELDS = [
  'CPU',
  'DCLocation',
  'DateCreate',
  'HDD',
  'HDDType',
  'ID',
  'IP',
  'ImageFamily',
  'IsPowerOn',
  'LinkedNetworks',
  'Name',
  'RAM',
  'State',
]

/** The fields of a server's network link: the seed dialect's seven, and the real dialect's ten. */
export const SEED_LINK_FIELDS = ['IP', 'LinkID', 'LinkState', 'MAC', 'NetworkID', 'NetworkName', 'NetworkType']
export const REAL_LINK_FIELDS = [...SEED_LINK_FIELDS, 'Bandwidth', 'Gateway', 'Mask'].sort()

/** The fields of a private network in the list form (GET /network): ID, no Id, no CIDR. */
export const NETWORK_LIST_FIELDS = [
  'Bandwidth',
  'DCLocation',
  'Gateway',
  'ID',
  'IsDHCP',
  'LinkedServers',
  'Mask',
  'Name',
  'NetworkCapacity',
  'State',
  'Type',
]

/** The fields of a storage user in the real dialect's answers, sorted (the owner has all but Tasks). */
export const REAL_STORAGE_USER_FIELDS = [
  'ExternalId',
  'FtpConnection',
  'Id',
  'Name',
  'Password',
  'S3Connection',
  'State',
  'SwiftApiConnection',
  'Tasks',
]

/** Each of `items` has exactly the fields `sorted`, no more and no fewer. */
export function expectFields(items: readonly object[], sorted: readonly string[]): void {
  expect(items.length).toBeGreaterThan(0)
  for (const item of items) expect(Object.keys(item).sort()).toEqual(sorted)
}

/** The body of POST /dns/recordsrv for the SIP service at the apex (priority 10, weight 5, port 5060), with `Service` as given. */
export const sipSrvBody = (service: string) => ({
  Service: service,
  Proto: 'tcp',
  Name: '@',
  Priority: '10',
  Weight: '5',
  Port: '5060',
  Target: 'sip.example.com',
})

export const ISO_WITHOUT_ZONE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/

/**
 * Each test of the file (or of the describe block) on a fresh sandbox, handed to `take` with its demo customer's
 * state before the test runs, and closed after it: `useDemoSandbox({}, (s) => ({ t, state } = s))`.
 */
export function useDemoSandbox(
  options: SandboxOptions,
  take: (started: { t: TestSandbox; state: CustomerState }) => void,
): void {
  beforeEach(async () => {
    const t = await startTestSandbox(options)
    take({ t, state: t.sb.state(t.sb.demoToken) })
  })
  afterEach(closeTestSandboxes)
}
