import { REGISTRY } from '../../shared/resources/registry'
import type { ResourceDescriptor } from '../../shared/resources/descriptor'

/** A kind's noun on the command line: its registry name, kebab-case and plural (`server` → `servers`, `dnsRecord` → `dns-records`). */
export const nounOf = (kind: string) => `${kind.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}s`

/** The kind a noun names (its plural or the kind itself), from the registry: no second list of kinds. */
export function kindOfNoun(noun: string): { kind: string; descriptor: ResourceDescriptor } | null {
  for (const [kind, descriptor] of Object.entries(REGISTRY) as [string, ResourceDescriptor][])
    if (noun === kind || noun === nounOf(kind)) return { kind, descriptor }
  return null
}
