import { PALETTE_KINDS } from '../../shared/channels/fleet'
import { fingerprintOf, openerAt } from './search-items'
import type { Layout } from './search-steps'

/**
 * A query that may be the start of a key's fingerprint as `ssh-keygen -l` prints it: `SHA256:` and its base64, or
 * at least 8 of its first base64 letters. Letters as typed: base64 tells case apart.
 */
const FINGERPRINT_QUERY = /^(?:SHA256:)?([A-Za-z0-9+/]{8,43})=*$/

/**
 * The keys whose fingerprint starts with the query (their numbers in the layout), at most `limit`. Only a start:
 * a few letters found somewhere inside a fingerprint's base64 are chance, not the key the user means.
 */
export function fingerprintMatches(layout: Layout, text: string, limit: number): number[] {
  const body = FINGERPRINT_QUERY.exec(text.trim())?.[1]
  if (!body) return []
  const wanted = `SHA256:${body}`
  const found: number[] = []
  layout.parts.forEach((part, p) => {
    for (let k = 0; k < part.entries.length && found.length < limit; k++) {
      const descriptor = openerAt(part.openers[k] ?? 0)
      const entry = part.entries[k]
      // The key itself, not the command about it that shares its descriptor and entry.
      if (!descriptor?.palette?.publicKey || !entry || PALETTE_KINDS[part.kinds[k] ?? 0] !== descriptor.kind) continue
      if (fingerprintOf(descriptor, entry)?.startsWith(wanted)) found.push((layout.starts[p] ?? 0) + k)
    }
  })
  return found
}
