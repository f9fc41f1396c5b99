import { createBackend, type BackendDeps, type CreatedBackend } from '../core/backend'
import { version } from '../../package.json'
import { createNodeNetwork } from '../core/network/node-network'

export type BrowserBackendDeps = Omit<BackendDeps, 'mode' | 'appName' | 'appVersion' | 'platform'>

/** The whole backend as the browser host runs it (the `web` command and the demo host of benches and screenshots). */
export function createBrowserBackend(deps: BrowserBackendDeps): CreatedBackend {
  return createBackend({
    mode: 'browser',
    appName: 'Hostdeck',
    appVersion: version,
    platform: process.platform,
    // HTTPS_PROXY/HTTP_PROXY/NO_PROXY, as curl reads them; the proxy preference overrides them.
    network: createNodeNetwork(),
    ...deps,
  })
}
