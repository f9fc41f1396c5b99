import { createBackend, type BackendDeps, type CreatedBackend } from '../core/backend'
import { version } from '../../package.json'

export type BrowserBackendDeps = Omit<BackendDeps, 'mode' | 'appName' | 'appVersion' | 'platform'>

/** The whole backend as the browser host runs it (the `web` command and the demo host of benches and screenshots). */
export function createBrowserBackend(deps: BrowserBackendDeps): CreatedBackend {
  return createBackend({
    mode: 'browser',
    appName: 'Hostdeck',
    appVersion: version,
    platform: process.platform,
    ...deps,
  })
}
