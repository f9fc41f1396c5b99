const escapeRegex = (text: string): string => text.replace(/[.+?^${}()|[\]\\]/g, '\\$&')

/** Glob over a URL path: '*' matches within one segment, '**' matches anything, slashes included. */
export function globToRegex(glob: string): RegExp {
  const source = glob
    .split('**')
    .map((part) => part.split('*').map(escapeRegex).join('[^/]*'))
    .join('.*')
  return new RegExp(`^${source}$`)
}

/** A router pattern such as '/server/:id/action' as a regex over concrete paths. */
export function routeToRegex(route: string): RegExp {
  const source = route
    .split(/(:[A-Za-z0-9_]+)/)
    .map((part) => (part.startsWith(':') ? '[^/]+' : escapeRegex(part).replace(/\*/g, '.*')))
    .join('')
  return new RegExp(`^${source}$`)
}

export function pathOf(url: string): string {
  const q = url.indexOf('?')
  return q < 0 ? url : url.slice(0, q)
}

export function queryOf(url: string): string {
  const q = url.indexOf('?')
  return q < 0 ? '' : url.slice(q + 1)
}
