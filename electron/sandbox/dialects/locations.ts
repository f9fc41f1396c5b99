import type { Dialect } from '../dialect'
import type { CustomerState } from '../state/types'

/** GET /dcLocation: the seed dialect's three locations, or the live service's five. */
export function locationsView(customer: CustomerState, dialect: Dialect) {
  if (dialect === 'real') return customer.locations.map(({ ID, real }) => ({ ID, ...real }))
  return customer.locations.flatMap(({ ID, seed }) => (seed ? [{ ID, ...seed }] : []))
}

/** A stored location key as the dialect writes it in DCLocation fields. */
export function locationOut(customer: CustomerState, key: string, dialect: Dialect): string {
  const location = customer.locations.find((l) => l.key === key)
  if (!location) return key
  return dialect === 'real' ? location.real.TechTitle : (location.seed?.TechTitle ?? key)
}

/** A TechTitle from a request back to the stored key; undefined when this dialect knows no such location. */
export function locationIn(customer: CustomerState, techTitle: string, dialect: Dialect): string | undefined {
  const location = customer.locations.find(
    (l) => (dialect === 'real' ? l.real.TechTitle : l.seed?.TechTitle) === techTitle,
  )
  return location?.key
}
