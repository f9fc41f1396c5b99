import type { SslPrice } from '@shared/models'

/** Prices are in roubles (the provider bills in RUB). */
export function formatPrice(price: number, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency: 'RUB', maximumFractionDigits: 0 }).format(price)
}

/** The price for a period, or null when the product is not sold for it. */
export const priceFor = (prices: SslPrice[], period: number | null | undefined): number | null =>
  prices.find((p) => p.period === period)?.price ?? null
