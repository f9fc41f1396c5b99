import { readFile } from 'node:fs/promises'
import type { Protocol } from 'electron'
import { CSP_HEADER } from '../shared/csp'
import { contentTypeOf, rendererFileOf } from '../core/renderer-files'

export const APP_SCHEME = 'app'
export const APP_HOST = 'hostdeck'
export const APP_ORIGIN = `${APP_SCHEME}://${APP_HOST}`

const notFound = () => new Response('Not found', { status: 404, headers: { 'content-security-policy': CSP_HEADER } })

/**
 * Serves the built renderer from app://hostdeck/, so the page has a real origin to check IPC senders against.
 * `startPage` rewrites index.html as it is served (the user's preferences, see core/start-page).
 */
export function serveRenderer(
  protocol: Pick<Protocol, 'handle'>,
  rendererDir: string,
  startPage?: (html: string) => Promise<string>,
): void {
  const indexFile = rendererFileOf(rendererDir, '/index.html')
  protocol.handle(APP_SCHEME, async (request) => {
    const url = new URL(request.url)
    const file = url.host === APP_HOST ? rendererFileOf(rendererDir, url.pathname) : null
    if (!file) return notFound()
    // Every answer carries the CSP (the page, and the workers it starts, which take their policy from it).
    const headers = { 'content-type': contentTypeOf(file), 'content-security-policy': CSP_HEADER }
    try {
      if (file === indexFile && startPage)
        return new Response(await startPage(await readFile(file, 'utf8')), { headers })
      return new Response(await readFile(file), { headers })
    } catch {
      return notFound()
    }
  })
}
