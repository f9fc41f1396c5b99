import { readFile } from 'node:fs/promises'
import type { FastifyInstance } from 'fastify'
import { contentTypeOf, isHashedAsset, rendererFileOf } from '../core/renderer-files'

/*
 * The renderer's built files (everything but the start page, which core/start-page writes as it is asked for),
 * each read from disk the first time it is asked for and served from memory after. A file server that checks each
 * path's spelling against its folder's listing (case-insensitive disks) and opens a stream per request cost the host
 * a directory read and an open for each of the forty chunks a start loads, on the event loop the first read from
 * the network shares. Which paths name a file, and their types, are core/renderer-files': the desktop app's
 * protocol serves the same.
 */

export interface StaticFile {
  body: Buffer
  type: string
  /** Hashed by the build (assets/name-hash.js): it never changes under its name, so the browser keeps it. */
  immutable: boolean
}

/** Reads files on first ask and keeps them; a file that is missing is asked for again next time (a rebuild). */
export function createStaticFiles(root: string) {
  const kept = new Map<string, Promise<StaticFile | null>>()
  return async function get(urlPath: string): Promise<StaticFile | null> {
    const file = rendererFileOf(root, urlPath)
    if (!file) return null
    let found = kept.get(file)
    if (!found) {
      found = readFile(file).then(
        (body): StaticFile => ({
          body,
          type: contentTypeOf(file),
          immutable: isHashedAsset(urlPath),
        }),
        () => null,
      )
      kept.set(file, found)
      void found.then((read) => read ?? kept.delete(file))
    }
    return found
  }
}

/** Serves every other GET (and HEAD) from `root`: 404 for what is not a file there. */
export function registerStaticFiles(app: FastifyInstance, root: string): void {
  const get = createStaticFiles(root)
  app.get('/*', async (request, reply) => {
    const found = await get(request.url)
    if (!found) return reply.code(404).type('text/plain; charset=utf-8').send('Not found')
    return reply
      .type(found.type)
      .header('cache-control', found.immutable ? 'public, max-age=31536000, immutable' : 'no-cache')
      .send(found.body)
  })
}
