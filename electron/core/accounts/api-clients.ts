import { createCapabilities, createCloudApi, type ApiRequestInfo, type CloudApi, type CloudApiOptions } from '../api'
import { DEMO_TOKEN } from '../../sandbox/demo-token'
import type { RequestFailures } from '../log/request-failures'
import type { FetchFn, Logger, SecretStore } from '../ports'
import type { DemoSandbox } from './demo-sandbox'
import { DEMO_ACCOUNT_ID, type AccountRecord } from './registry'

/** A refusal the renderer shows as it is (kind, message in English, the field it is about). */
export function refusal(kind: string, message: string, field?: string) {
  return { kind, message, field }
}

/** One API client per account, built on first use and forgotten when its token or scheme changes. */
/** Per-attempt timeout and GET retries of every account's client (tests shorten them). */
export type ApiTuning = Pick<CloudApiOptions, 'timeoutMs' | 'retries'>

/** The kinds of failure that mean the service could not be used (a refusal of the input is an answer). */
const FAILED = new Set(['network', 'timeout', 'server', 'auth', 'rateLimited', 'unexpectedResponse'])

/** What failed, in a few words: the part of the way and why for no answer, else the kind and status. */
function failureOf(info: ApiRequestInfo): string {
  if (info.hop) return `${info.hop} (${info.reason ?? info.errorKind})`
  return [info.errorKind, info.status].filter((part) => part !== undefined).join(' ')
}

/** One line per attempt: method, path, status or failure, time; never a token, a body or the host. */
function requestLine(name: string, info: ApiRequestInfo): string {
  const outcome = info.hop ? `failed at the ${failureOf(info)}` : (info.status ?? info.errorKind ?? 'no answer')
  const retry = info.attempt > 1 ? ` (attempt ${info.attempt})` : ''
  return `api ${name}: ${info.method} ${info.path} ${outcome} ${Math.round(info.durationMs)} ms${retry}`
}

/**
 * Each attempt into the log, a failure as a warning naming the account (by its label, as the user knows it) and
 * counted for Copy diagnostics; an answer as info.
 */
function requestReporter(log: Logger, failures: RequestFailures | undefined, id: string, label: string) {
  const name = `"${label}" (${id})`
  return (info: ApiRequestInfo) => {
    if (!info.errorKind || !FAILED.has(info.errorKind)) return log.info(requestLine(name, info))
    log.warn(requestLine(name, info))
    failures?.note(label, `${info.method} ${info.route}: ${failureOf(info)}`)
  }
}

export function createApiClients(deps: {
  secrets: SecretStore
  demo: DemoSandbox
  recordOf: (id: string) => Promise<AccountRecord>
  apiTuning?: ApiTuning
  /** Every account's way out (the proxy preference applied; see network/network.ts). */
  fetch?: FetchFn
  log?: Logger
  /** Failed requests of the run, for Copy diagnostics. */
  failures?: RequestFailures
  madeImages?: (accountId: string) => Promise<readonly number[]>
}) {
  const apis = new Map<string, CloudApi>()
  return {
    async get(id: string): Promise<CloudApi> {
      const known = apis.get(id)
      if (known) return known
      let api: CloudApi
      // What a server lacks is learnt afresh at every start (and every full refresh): never hidden for good.
      const capabilities = createCapabilities()
      const record = id === DEMO_ACCOUNT_ID ? undefined : await deps.recordOf(id)
      const onRequest = deps.log && requestReporter(deps.log, deps.failures, id, record?.label ?? 'Demo')
      const madeImages = deps.madeImages && (() => deps.madeImages!(id))
      if (!record) {
        const sandbox = await deps.demo.ensure()
        api = createCloudApi({
          ...deps.apiTuning,
          fetch: deps.fetch,
          onRequest,
          baseUrl: sandbox.baseUrl,
          token: DEMO_TOKEN,
          capabilities,
          madeImages,
        })
      } else {
        const token = await deps.secrets.get(id)
        if (!token) {
          throw refusal(
            'noToken',
            `No token is stored for "${record.label}" (the keychain was not available when it was added). Enter the token again in the account settings.`,
          )
        }
        api = createCloudApi({
          ...deps.apiTuning,
          fetch: deps.fetch,
          onRequest,
          baseUrl: record.baseUrl,
          token,
          authScheme: record.authScheme,
          capabilities,
          madeImages,
        })
      }
      apis.set(id, api)
      return api
    },
    forget(id: string): void {
      apis.delete(id)
    },
  }
}

export type ApiClients = ReturnType<typeof createApiClients>
