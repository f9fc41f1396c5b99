import { arch, release } from 'node:os'
import type { Handlers } from '../dispatch'
import type { HandlerContext } from '../handlers/handler-context'
import { diagnosticsReport } from '../log/diagnostics'
import type { BackendDeps } from './backend-deps'

/** The services the handlers work with; what the host told the backend is added from its deps. */
export type Services = Omit<HandlerContext, 'about' | 'diagnostics' | 'handlers'>

/** What the app says of itself: the host's facts, never the deps themselves. */
function aboutOf(deps: BackendDeps): HandlerContext['about'] {
  return {
    name: deps.appName,
    version: deps.appVersion,
    platform: deps.platform,
    mode: deps.mode,
    secretStorage: deps.secretStore.kind,
    logFolder: deps.log?.folder ?? null,
  }
}

/** The report of Help → Copy diagnostics. */
async function diagnosticsOf(deps: BackendDeps, p: Pick<Services, 'accounts' | 'preferences'>): Promise<string> {
  return diagnosticsReport({
    appName: deps.appName,
    version: deps.appVersion,
    mode: deps.mode,
    platform: deps.platform,
    osRelease: release(),
    arch: arch(),
    versions: process.versions,
    accounts: (await p.accounts.list()).length,
    secretStorage: deps.secretStore.kind,
    proxyMode: (await p.preferences.get()).proxy.mode,
    logFolder: deps.log?.folder,
    recentProblems: deps.log?.recentProblems?.() ?? [],
    failedRequests: p.accounts.failedRequests(),
  })
}

/** The handlers' context: the services, the host's facts, and `handlers`, the result (a revert sends through it). */
export function handlerContext(deps: BackendDeps, services: Services, handlers: () => Handlers): HandlerContext {
  return { ...services, about: aboutOf(deps), diagnostics: () => diagnosticsOf(deps, services), handlers }
}
