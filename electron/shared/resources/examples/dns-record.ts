/** A record lives in its zone: the zone's example (dns-zone.ts) holds one, so this kind adds no section of its own. */
export const example = (_state: string) => ({})
