import { ApiError, createCloudApi } from '../api'
import type { ConnectionCheck } from '../../shared/contract'
import type { HostdeckErrorData } from '../../shared/errors'
import type { FetchFn } from '../ports'

export interface ConnectionTarget {
  baseUrl: string
  token: string
  authScheme: string
  /** The host's way out (see network/network.ts). */
  fetch?: FetchFn
}

/** What went wrong connecting, in the user's words: bad token, unreachable host, or not this API. */
export function explainConnectionFailure(target: Pick<ConnectionTarget, 'baseUrl'>, error: unknown): HostdeckErrorData {
  const host = (() => {
    try {
      return new URL(target.baseUrl).host
    } catch {
      return target.baseUrl
    }
  })()
  if (error instanceof ApiError) {
    switch (error.kind) {
      case 'auth':
        return {
          kind: 'auth',
          field: 'token',
          status: error.status,
          message: `${host} refused this token (HTTP ${error.status ?? 401}). Check that you copied the whole token and that it is still valid.`,
        }
      case 'network': {
        // One short paragraph: what failed, why (in words, not a socket code), what to do — not the client's own sentence nested in ours.
        const why = /could not be reached: ([^.]+)\./.exec(error.message)?.[1]
        return {
          kind: 'network',
          field: 'baseUrl',
          message: `Could not reach ${host}${why ? `: ${why}` : ''}. Check the address and the internet connection, then test again.`,
        }
      }
      case 'timeout':
        return {
          kind: 'timeout',
          field: 'baseUrl',
          message: `${host} did not answer in time. Check the address and the internet connection, then test again.`,
        }
      case 'notFound':
      case 'unexpectedResponse':
      case 'unsupported':
        return {
          kind: 'notThisApi',
          field: 'baseUrl',
          status: error.status,
          message: `${host} answered, but not like the cloud-hosting API. Check the address (for example https://api.example.com).`,
        }
      case 'invalidInput':
        return { kind: 'invalidInput', field: error.field === 'token' ? 'token' : 'baseUrl', message: error.message }
      default:
        return {
          kind: error.kind,
          status: error.status,
          serverMessage: error.serverMessage,
          message: `${host}: ${error.message}`,
        }
    }
  }
  return {
    kind: 'internal',
    message: `Could not test the connection to ${host}: ${error instanceof Error ? error.message : String(error)}`,
  }
}

/**
 * Proves a token works before it is saved: GET /account (an extension) tells whose account it is; where the
 * server lacks it, GET /sshkey (in the seed) still proves the token and the address.
 */
export async function testConnection(target: ConnectionTarget): Promise<ConnectionCheck> {
  try {
    const api = createCloudApi({ ...target, retries: 0, timeoutMs: 10_000 })
    try {
      const account = await api.account.get()
      const owner = [account.firstName, account.lastName].filter(Boolean).join(' ') || account.email
      return { owner: owner || null, balance: account.balance }
    } catch (error) {
      if (!(error instanceof ApiError) || (error.kind !== 'unsupported' && error.kind !== 'notFound')) throw error
      await api.sshKeys.list()
      return { owner: null, balance: null }
    }
  } catch (error) {
    throw explainConnectionFailure(target, error)
  }
}
