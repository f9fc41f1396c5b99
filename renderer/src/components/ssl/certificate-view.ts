import { canDeleteCertificate, type SslCertificate } from '@shared/models/ssl'

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

type Translate = (key: string, values?: Record<string, unknown>) => string

/** Why the certificate cannot be deleted (only orders awaiting payment can), or null when it can. */
export function deleteBlockedReason(cert: SslCertificate, t: Translate, te: (key: string) => boolean): string | null {
  if (canDeleteCertificate(cert)) return null
  const state = te(`tree.states.${cert.state}`) ? t(`tree.states.${cert.state}`) : cert.state
  return t('ssl.remove.onlyNeedMoney', { state })
}

/** The id of the text saying why; the delete button points at it with aria-describedby. */
export const deleteReasonId = (cert: SslCertificate) => `ssl-delete-reason-${cert.id}`
