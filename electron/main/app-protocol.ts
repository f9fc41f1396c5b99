import { readFile } from 'node:fs/promises'
import type { Protocol } from 'electron'
import { contentTypeOf, resolveRendererFile } from './renderer-files'

export const APP_SCHEME = 'app'
export const APP_HOST = 'hostdeck'
export const APP_ORIGIN = `${APP_SCHEME}://${APP_HOST}`

/** Serves the built renderer from app://hostdeck/, so the page has a real origin to check IPC senders against. */
export function serveRenderer(protocol: Pick<Protocol, 'handle'>, rendererDir: string): void {
  protocol.handle(APP_SCHEME, async (request) => {
    const url = new URL(request.url)
    const file = url.host === APP_HOST ? resolveRendererFile(rendererDir, url.pathname) : null
    if (!file) return new Response('Not found', { status: 404 })
    try {
      return new Response(await readFile(file), { headers: { 'content-type': contentTypeOf(file) } })
    } catch {
      return new Response('Not found', { status: 404 })
    }
  })
}
