import type { SslCertificate } from '../../../../electron/shared/models'

/** Additional domains already in the certificate (the main domain is not one). */
export function sanCount(cert: SslCertificate): number {
  return cert.dcvList.filter((d) => d.isSan).length
}

/**
 * How many more SAN domains the product takes: SanMaximum minus the current ones; 0 for a product without
 * the multi-domain option or without a maximum (the seed: null when none).
 */
export function sanRoom(cert: SslCertificate): number {
  const max = cert.product?.sanMaximum
  if (!cert.product?.isSan || max === null || max === undefined) return 0
  return Math.max(0, max - sanCount(cert))
}

export type ProductFlag = 'wildcard' | 'organization' | 'ev' | 'unlimitedServers' | 'san'

export function productFlags(cert: SslCertificate): ProductFlag[] {
  const p = cert.product
  if (!p) return []
  const flags: Array<[ProductFlag, boolean]> = [
    ['wildcard', p.isWildCard],
    ['organization', p.isOrganizationValidation],
    ['ev', p.isEv],
    ['unlimitedServers', p.isUnlimitedServers],
    ['san', p.isSan],
  ]
  return flags.filter(([, on]) => on).map(([flag]) => flag)
}
