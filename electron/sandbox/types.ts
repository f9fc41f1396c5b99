import type { Dialect } from './dialect'
import type { CustomerState } from './state/types'

/** Public option and handle types of the sandbox; other engineers code against exactly these. */

export interface SandboxOptions {
  /** Default: the environment variable HOSTDECK_SANDBOX_DIALECT when set, else DEFAULT_DIALECT ('seed'). */
  dialect?: Dialect
  /** 0 or undefined = a random free port. */
  port?: number
  /** Default '127.0.0.1'. */
  host?: string
  /** Duration of one task step in ms; default 1000 (demo). Tests use ~5-20. */
  paceMs?: number
  /** Default: the real clock. Tests may pass createManualClock(). */
  clock?: SandboxClock
  /** Seeds the fault-injection RNG and generated data; default 1. */
  seed?: number
  /** Required (header `X-Sandbox-Admin-Key`) on the control endpoint; default random. */
  adminKey?: string
  /** Default: one demo customer with token DEMO_TOKEN. */
  customers?: CustomerSpec[]
  faults?: FaultRule[]
}

export interface CustomerSpec {
  token: string
  /** Default 'demo'. */
  data?: 'demo' | 'demo-paid' | 'empty' | { scale: ScaleSpec }
  balance?: number
}

export interface ScaleSpec {
  servers?: number
  zones?: number
  recordsPerZone?: number
  sshKeys?: number
}

export type FaultKind = 'status5xx' | 'rateLimit' | 'reset' | 'malformedJson' | 'hang'

export interface FaultRule {
  /** Default: any method. */
  method?: string
  /** '*' matches within one path segment, '**' matches anything (slashes included). */
  path: string
  latencyMs?: number
  /** 0..1 probability that the rule fires (seeded RNG); default 1. */
  rate?: number
  kind?: FaultKind
  /** For status5xx; default 503. */
  status?: number
  /** For rateLimit (seconds or an HTTP date); default '1'. */
  retryAfter?: string
  /** Fire at most N times, then stop. */
  times?: number
}

export interface SandboxClock {
  now(): number
  setTimeout(fn: () => void, ms: number): unknown
  clearTimeout(handle: unknown): void
}

export interface RecordedRequest {
  method: string
  /** Path without the query string, as sent. */
  path: string
  /** Raw query string without '?'; '' when none. */
  query: string
  /** Lower-case header names; repeated headers joined with ', '. */
  headers: Record<string, string>
  /** Raw body as sent; '' when none. */
  body: string
  at: number
  /** Route pattern that served it ('/server/:id/action'), or the path itself when no route matched. */
  route: string
}

export interface RequestCounter {
  count(method: string, pathPattern: string): number
  total(): number
  reset(): void
  snapshot(): Record<string, number>
}

export interface RequestLog {
  all(): RecordedRequest[]
  last(method?: string, pathPattern?: string): RecordedRequest | undefined
  clear(): void
}

export interface SandboxHandle {
  /** e.g. http://127.0.0.1:PORT, no trailing slash. */
  baseUrl: string
  port: number
  demoToken: string
  adminKey: string
  /** The dialect this sandbox speaks. */
  dialect: Dialect
  close(): Promise<void>
  addCustomer(spec: CustomerSpec): void
  /** Live in-memory state of that customer, for test assertions. Throws for an unknown token. */
  state(token: string): CustomerState
  counter: RequestCounter
  requests: RequestLog
  faults: { set(rules: FaultRule[]): void; clear(): void }
}
