import { createCapabilities, createCloudApi, type ApiRequestInfo, type CloudApi, type CloudApiOptions } from '../api'
import { DEMO_TOKEN } from '../../sandbox/demo-token'
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

/** One line per attempt: method, path, status or failure, time; never a token, a body or the host. */
function requestLine(label: string, info: ApiRequestInfo): string {
  const outcome = info.status ?? info.errorKind ?? 'no answer'
  const retry = info.attempt > 1 ? ` (attempt ${info.attempt})` : ''
  return `api ${label}: ${info.method} ${info.path} ${outcome} ${Math.round(info.durationMs)} ms${retry}`
}

export function createApiClients(deps: {
  secrets: SecretStore
  demo: DemoSandbox
  recordOf: (id: string) => Promise<AccountRecord>
  apiTuning?: ApiTuning
  /** Every account's way out (the proxy preference applied; see network/network.ts). */
  fetch?: FetchFn
  log?: Logger
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
      const onRequest = deps.log && ((info: ApiRequestInfo) => deps.log?.info(requestLine(id, info)))
      const madeImages = deps.madeImages && (() => deps.madeImages!(id))
      if (id === DEMO_ACCOUNT_ID) {
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
        const record = await deps.recordOf(id)
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
