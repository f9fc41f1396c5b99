import { extname, resolve, sep } from 'node:path'

/*
 * The built renderer's files as both hosts serve them (the desktop app's app:// protocol and the browser host):
 * which file a request's path names, and what type it is sent as. One resolver and one type table, so the two
 * hosts refuse the same paths and label the same files alike.
 */

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

export function contentTypeOf(file: string): string {
  return TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream'
}

/** A built asset's name: a hash of its content before the extension (Vite's `name-[hash].ext`). */
const HASHED = /^\/assets\/[^/]+-[A-Za-z0-9_-]{8,}\.[a-z0-9]+$/

/** Hashed by the build (assets/name-hash.js): it never changes under its name, so a browser may keep it. */
export function isHashedAsset(urlPath: string): boolean {
  return HASHED.test(urlPath.split('?')[0]!)
}

/**
 * The file under `root` that a request's path names (`/` is the start page, index.html), or null when the path is
 * not one: a `..` or `.` segment, an empty segment, a backslash, an encoded separator, a NUL, a path that does not
 * start with `/`, or one that does not decode. Only plain names below the root are ever read.
 */
export function rendererFileOf(root: string, urlPath: string): string | null {
  const path = urlPath.split('?')[0]!
  let decoded: string
  try {
    decoded = decodeURIComponent(path)
  } catch {
    return null
  }
  if (decoded === '/') decoded = '/index.html'
  if (!decoded.startsWith('/') || /[\\\0]/.test(decoded)) return null
  const segments = decoded.slice(1).split('/')
  if (segments.some((segment) => segment === '' || segment === '.' || segment === '..')) return null
  const base = resolve(root)
  const file = resolve(base, ...segments)
  return file.startsWith(base + sep) ? file : null
}
