/**
 * Test helpers for the client's integration tests: a sandbox on loopback with its own customer, a
 * client wired to it with instant, recorded backoff sleeps, and a collector for every ApiError a
 * test saw (the token-leak test inspects them all). Not imported by production code.
 */
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { inspect } from 'node:util'
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest'
import { startSandbox, type RecordedRequest, type SandboxHandle, type SandboxOptions } from '../../sandbox'
import { createCloudApi, type CloudApi, type CloudApiOptions } from './cloud-api'
import { ApiError } from './errors'
import type { ApiRequestInfo } from './transport'

/** Long and distinctive, so a leak shows up in a plain substring search. */
export const TEST_TOKEN = 'tok-HOSTDECK-secret-7f3a9c21e4b8'

export interface ApiKit {
  sandbox: SandboxHandle
  api: CloudApi
  makeApi(over?: Partial<CloudApiOptions>): CloudApi
  /** Every backoff wait the client asked for, in ms. */
  sleeps: number[]
  /** Every onRequest report. */
  attempts: ApiRequestInfo[]
  close(): Promise<void>
}

export const seenErrors: ApiError[] = []

export async function startApiKit(options: SandboxOptions = {}): Promise<ApiKit> {
  const sandbox = await startSandbox({ paceMs: 5, customers: [{ token: TEST_TOKEN, data: 'demo' }], ...options })
  const sleeps: number[] = []
  const attempts: ApiRequestInfo[] = []
  const makeApi = (over: Partial<CloudApiOptions> = {}) =>
    createCloudApi({
      baseUrl: sandbox.baseUrl,
      token: TEST_TOKEN,
      timeoutMs: 2_000,
      onRequest: (info) => attempts.push(info),
      ...over,
      backoff: {
        random: () => 0.5,
        sleep: async (ms) => {
          sleeps.push(ms)
        },
        ...over.backoff,
      },
    })
  return { sandbox, api: makeApi(), makeApi, sleeps, attempts, close: () => sandbox.close() }
}

/** Awaits a rejection that must be an ApiError of `kind`, and records it for the leak test. */
export async function expectApiError(promise: Promise<unknown>, kind: ApiError['kind']): Promise<ApiError> {
  let caught: unknown
  try {
    await promise
  } catch (e) {
    caught = e
  }
  if (!(caught instanceof ApiError)) throw new Error(`expected an ApiError (${kind}), got ${String(caught)}`)
  seenErrors.push(caught)
  if (caught.kind !== kind) throw new Error(`expected kind ${kind}, got ${caught.kind}: ${caught.message}`)
  return caught
}

/** The last request the sandbox received for the method and route/glob; fails the test if none. */
export function received(sandbox: SandboxHandle, method: string, pattern: string): RecordedRequest {
  const request = sandbox.requests.last(method, pattern)
  if (!request) throw new Error(`the sandbox received no ${method} ${pattern}`)
  return request
}

export const jsonBody = (request: RecordedRequest): unknown => JSON.parse(request.body)

/** Every way an error could be printed, logged or sent over IPC. */
export function renderingsOf(error: ApiError): string[] {
  return [
    error.message,
    String(error),
    error.stack ?? '',
    JSON.stringify(error),
    JSON.stringify(error.toJSON()),
    inspect(error, { depth: 10, showHidden: true }),
  ]
}

/** Fails when any recorded error mentions the token in any rendering. */
export function assertNoTokenLeak(errors: readonly ApiError[] = seenErrors, token = TEST_TOKEN): void {
  for (const error of errors) {
    for (const text of renderingsOf(error)) {
      if (text.includes(token)) throw new Error(`token leaked in a ${error.kind} error: ${text.slice(0, 200)}`)
    }
  }
}

/**
 * A test file's kit: a fresh simulator and API client for every test (started before it, closed after it), so no
 * test sees what another one changed, and a check that no error a test in the file saw carried the token. `setUp`
 * runs once the kit is there (e.g. reading a list).
 */
export function useApiKit(setUp?: (kit: ApiKit) => Promise<void>): () => ApiKit {
  let kit: ApiKit | undefined
  beforeEach(async () => {
    kit = await startApiKit()
    await setUp?.(kit)
  })
  afterEach(async () => {
    await kit?.close()
    kit = undefined
  })
  afterAll(() => {
    assertNoTokenLeak()
  })
  return () => {
    if (!kit) throw new Error('the API kit is not started yet')
    return kit
  }
}

/** A stand-in service's answers: "METHOD /path" → [status, body] ('' is sent as an empty body). */
export type RouteTable = Record<string, [number, unknown]>

/** The ASP.NET router's answer for a route the service does not have: a 404 "No HTTP resource was found…". */
export const noRoute = (path: string): [number, unknown] => [
  404,
  { Message: `No HTTP resource was found that matches the request URI '${path}'.` },
]

/** The ASP.NET router's answer for a method the route does not take: a 405. */
export const notAllowed = (method: string): [number, unknown] => [
  405,
  { Message: `The requested resource does not support http method '${method}'.` },
]

/**
 * A stand-in service on loopback for a test file, for what the simulator cannot play (a server that lacks routes): it
 * answers each request from `routes` (500 for any other) and lists what it was asked in `seen`, emptied before each
 * test. `baseUrl()` is known once the file's tests start.
 */
export function useRouteTable(routes: RouteTable): { baseUrl: () => string; seen: string[] } {
  const seen: string[] = []
  let server: http.Server | undefined
  let baseUrl: string | undefined
  beforeAll(async () => {
    const started = http.createServer((req, res) => {
      const key = `${req.method} ${req.url}`
      seen.push(key)
      const [status, body] = routes[key] ?? [500, { Message: 'unexpected' }]
      res.writeHead(status, { 'Content-Type': 'application/json' }).end(body === '' ? '' : JSON.stringify(body))
    })
    server = started
    await new Promise<void>((resolve) => started.listen(0, '127.0.0.1', resolve))
    baseUrl = `http://127.0.0.1:${(started.address() as AddressInfo).port}`
  })
  beforeEach(() => {
    seen.length = 0
  })
  afterAll(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())))
  return {
    seen,
    baseUrl: () => {
      if (baseUrl === undefined) throw new Error('the stand-in service is not started yet')
      return baseUrl
    },
  }
}
