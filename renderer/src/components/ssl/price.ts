import type { SslPrice, SslProduct } from '@shared/models/ssl'

/** Prices are in roubles (the provider bills in RUB). */
export function formatPrice(price: number, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency: 'RUB', maximumFractionDigits: 0 }).format(price)
}

/** The price for a period, or null when the product is not sold for it. */
export const priceFor = (prices: SslPrice[], period: number | null | undefined): number | null =>
  prices.find((p) => p.period === period)?.price ?? null

/** What a certificate with extra domains costs: the product's price plus every paid domain at its SanPrices rate. */
export interface SanTotal {
  /** The certificate's own price for the period (0 when only domains are added). */
  base: number
  /** Additional domains charged (those beyond the product's SanIncluded). */
  paidDomains: number
  /** The price of one additional domain for the period; null when the product lists none for it. */
  perDomain: number | null
  /** base + paidDomains × perDomain; null when a paid domain has no price for the period. */
  total: number | null
}

type SanPricing = Pick<SslProduct, 'prices' | 'sanPrices' | 'sanIncluded'>

/** Domains charged when `before` additional domains become `after`: only those past the included ones. */
export function paidDomainsAdded(included: number | null, before: number, after: number): number {
  const free = included ?? 0
  return Math.max(0, after - free) - Math.max(0, before - free)
}

function sanTotal(base: number, product: SanPricing, period: number | null, paidDomains: number): SanTotal {
  const perDomain = priceFor(product.sanPrices, period)
  const total = paidDomains === 0 ? base : perDomain === null ? null : base + paidDomains * perDomain
  return { base, paidDomains, perDomain, total }
}

/** The order's total before the click: the product for the period plus its paid additional domains. */
export function orderTotal(product: SanPricing, period: number | null, sanDomains: number): SanTotal | null {
  const base = priceFor(product.prices, period)
  if (base === null) return null
  return sanTotal(base, product, period, paidDomainsAdded(product.sanIncluded, 0, sanDomains))
}

/** What adding domains to an issued certificate costs, at the SanPrices rate of the certificate's period. */
export function addSanCost(product: SanPricing, period: number | null, existing: number, added: number): SanTotal {
  return sanTotal(0, product, period, paidDomainsAdded(product.sanIncluded, existing, existing + added))
}
