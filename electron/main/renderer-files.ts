import { extname, resolve, sep } from 'node:path'

/** The file under `root` that an app:// request path names, or null when it would escape `root`. */
export function resolveRendererFile(root: string, requestPath: string): string | null {
  let decoded: string
  try {
    decoded = decodeURIComponent(requestPath)
  } catch {
    return null
  }
  if (decoded.includes('\0')) return null
  const relative = decoded === '/' || decoded === '' ? 'index.html' : decoded.replace(/^\/+/, '')
  const base = resolve(root)
  const file = resolve(base, relative)
  return file.startsWith(base + sep) ? file : null
}

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.json': 'application/json',
}

export function contentTypeOf(file: string): string {
  return types[extname(file).toLowerCase()] ?? 'application/octet-stream'
}
