import { readFile } from 'node:fs/promises'
import { extname, resolve, sep } from 'node:path'
import type { FastifyInstance } from 'fastify'

/*
 * The renderer's built files (everything but the start page, which core/start-page writes as it is asked for),
 * each read from disk the first time it is asked for and served from memory after. A file server that checks each
 * path's spelling against its folder's listing (case-insensitive disks) and opens a stream per request cost the host
 * a directory read and an open for each of the forty chunks a start loads, on the event loop the first read from
 * the network shares.
 */

export interface StaticFile {
  body: Buffer
  type: string
  /** Hashed by the build (assets/name-hash.js): it never changes under its name, so the browser keeps it. */
  immutable: boolean
}

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
}

/** A built asset's name: a hash of its content before the extension (Vite's `name-[hash].ext`). */
const HASHED = /^\/assets\/[^/]+-[A-Za-z0-9_-]{8,}\.[a-z0-9]+$/

/**
 * The file under `root` that a request's path names, or null when the path is not one (a `..` or `.` segment, a
 * backslash, an encoded separator, a NUL): only plain names below the root are ever read.
 */
export function fileOf(root: string, urlPath: string): string | null {
  const path = urlPath.split('?')[0]!
  let decoded: string
  try {
    decoded = decodeURIComponent(path)
  } catch {
    return null
  }
  if (!decoded.startsWith('/') || /[\\\0]/.test(decoded)) return null
  const segments = decoded.slice(1).split('/')
  if (segments.some((segment) => segment === '' || segment === '.' || segment === '..')) return null
  const base = resolve(root)
  const file = resolve(base, ...segments)
  return file.startsWith(base + sep) ? file : null
}

/** Reads files on first ask and keeps them; a file that is missing is asked for again next time (a rebuild). */
export function createStaticFiles(root: string) {
  const kept = new Map<string, Promise<StaticFile | null>>()
  return async function get(urlPath: string): Promise<StaticFile | null> {
    const file = fileOf(root, urlPath)
    if (!file) return null
    let found = kept.get(file)
    if (!found) {
      found = readFile(file).then(
        (body): StaticFile => ({
          body,
          type: TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream',
          immutable: HASHED.test(urlPath.split('?')[0]!),
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
